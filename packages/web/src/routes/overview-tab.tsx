import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SetupPrompts, type SetupPrompt } from '../components/setup-prompts';
import { AccountGlance, useStanding } from '../features/account';
import { PlanningLinks, useWorkingHoursPrompt } from '../features/appointments';
import { useForms } from '../features/applications';
import { useProfilePrompt } from '../features/profile';
import { TodayPanel } from '../features/today';
import { VehiclesLink } from '../features/vehicles';

/**
 * The dashboard's first tab, Today (issue 31): the workshop's day. The owner's setup lives with the
 * settings (the company profile and the working hours on /profile); while something is missing,
 * Today says what, one line each with the way there, above the day.
 */
export const OverviewTab = () => {
  const { t } = useTranslation();
  const standing = useStanding();
  const owner = standing !== undefined && standing.role !== 'member';
  const forms = useForms();
  const has = (key: string) => forms.data?.some((form) => form.key === key) === true;
  const prompts = [useProfilePrompt({ owner }), useWorkingHoursPrompt({ owner })].filter((prompt): prompt is SetupPrompt => prompt !== undefined);
  return (
    <Stack gap="lg">
      <AccountGlance />
      <SetupPrompts id="today-setup" title={t('today.setup.title')} prompts={prompts} />
      <TodayPanel />
      <VehiclesLink />
      <PlanningLinks appointments={has('programare-interna-service')} video={has('proiect-montaj-video')} />
    </Stack>
  );
};
