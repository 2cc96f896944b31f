import type { TeamSettings } from '@atelier/core';
import { Switch, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InfoCard } from '../../../components/info-card';
import { describeError } from '../../../lib/error-messages';
import { FormAlert } from '../../../components/form-alert';
import { useSaveTeamSettings } from '../api/save-team-settings';

/** What members may see beyond documents: the statistics, when the owner allows. */
export const TeamSettingsCard = ({ settings }: { settings: TeamSettings }) => {
  const { t } = useTranslation();
  const save = useSaveTeamSettings();
  const checked = save.isPending ? save.variables.members_see_statistics : settings.members_see_statistics;
  return (
    <InfoCard id="team-settings" icon={<IconChartBar size={22} aria-hidden />} title={t('team.settings.title')}>
      {save.isError && <FormAlert>{describeError(t, save.error, { fallback: 'team.settings.failed' })}</FormAlert>}
      <Switch
        size="md"
        label={t('team.settings.statistics')}
        description={t('team.settings.statisticsHint')}
        checked={checked}
        disabled={save.isPending}
        onChange={(event) => save.mutate({ members_see_statistics: event.currentTarget.checked })}
      />
      <Text fz="sm" c="dimmed">
        {t('team.settings.always')}
      </Text>
    </InfoCard>
  );
};
