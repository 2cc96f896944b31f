import { NOTIFICARI_FORM_KEY, type ReminderDto } from '@atelier/core';
import { Alert, Anchor, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorAlert, LoadingLine } from '../components/load-state';
import { useUrlState } from '../components/use-url-state';
import { useStanding } from '../features/account';
import { estimateForm, useForms, useHasApplication } from '../features/applications';
import { ConsentsCard, ReminderSettingsCard, RemindersList } from '../features/reminders';
import { newDocumentForVehicle } from '../features/vehicles';
import { useMinWidth } from '../lib/use-min-width';
import { AutoTagCard, TagsManager, needsNotificari, useTags } from '../features/tags';

const SECTIONS = ['reminders', 'tags', 'mail'] as const;
type Section = (typeof SECTIONS)[number];

/** SPEC §6: without the Notificari application the screen says it must be allocated. */
const NotAllocated = () => {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" title={t('tags.notAllocated.title')}>
      <Text fz="sm">{t('tags.notAllocated.text')}</Text>
      <Anchor component={Link} to="/catalog/notificari-service" fz="sm">
        {t('tags.notAllocated.link')}
      </Anchor>
    </Alert>
  );
};

/** The Notificări tab: the reminders list, the service tags with auto-tagging, and the reminder e-mails. */
export const RemindersTab = () => {
  const { t } = useTranslation();
  const url = useUrlState();
  const standing = useStanding();
  // Without the Notificari application the server would answer 403: it is not asked (issue 28).
  const notificari = useHasApplication(NOTIFICARI_FORM_KEY);
  const tags = useTags({ enabled: notificari.has });
  const wide = useMinWidth('sm');
  const forms = useForms();
  // "New estimate": the car's new estimate, pre-filled with the car and its owner as from the car's page.
  const estimatePath = (reminder: ReminderDto): string | undefined => {
    const form = estimateForm(forms.data, reminder.last_form_id);
    return form && reminder.vehicle_id ? newDocumentForVehicle(form.id, reminder.vehicle_id) : undefined;
  };
  const section: Section = (SECTIONS as readonly string[]).includes(url.get('section')) ? (url.get('section') as Section) : 'reminders';
  if (notificari.pending) return <LoadingLine label={t('reminders.loading')} />;
  if (!notificari.has) return <NotAllocated />;
  if (tags.isPending) return <LoadingLine label={t('reminders.loading')} />;
  if (tags.isError) return needsNotificari(tags.error) ? <NotAllocated /> : <LoadErrorAlert title={t('tags.loadError')} error={tags.error} onRetry={() => void tags.refetch()} />;
  return (
    <Stack gap="md">
      <Title order={2} fz="xl">
        {t(`reminders.sections.${section}`)}
      </Title>
      <SegmentedControl
        aria-label={t('reminders.sections.label')}
        value={section}
        onChange={(value) => url.set({ section: value === 'reminders' ? '' : value, due: '', show: '', q: '' })}
        data={SECTIONS.map((value) => ({ value, label: t(`reminders.sections.${value}`) }))}
        // On a phone the three choices are stacked: side by side they would not fit 360 px.
        orientation={wide ? 'horizontal' : 'vertical'}
        fullWidth={!wide}
        w={wide ? 'fit-content' : undefined}
      />
      {section === 'reminders' && <RemindersList estimatePath={estimatePath} />}
      {section === 'tags' && (
        <Stack gap="md">
          <AutoTagCard />
          <TagsManager tags={tags.data} />
        </Stack>
      )}
      {section === 'mail' && (
        <Stack gap="md">
          <ReminderSettingsCard canEdit={standing?.role !== 'member'} />
          <ConsentsCard />
        </Stack>
      )}
    </Stack>
  );
};
