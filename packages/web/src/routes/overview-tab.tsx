import { Stack } from '@mantine/core';
import { AccountOverview } from '../features/account/components/account-overview';
import { useStanding } from '../features/account/permissions';
import { FirstStepsCard } from '../features/profile/components/first-steps-card';
import { WorkingHoursCard } from '../features/appointments/components/working-hours-card';
import { PlanningLinks } from '../features/appointments/components/planning-links';
import { useForms } from '../features/applications/api/get-forms';

/** The dashboard's overview: the first steps while they are not done (the owner's to do), then the account. */
export const OverviewTab = () => {
  const standing = useStanding();
  const forms = useForms();
  const has = (key: string) => forms.data?.some((form) => form.key === key) === true;
  return (
    <Stack gap="lg">
      {standing?.role !== 'member' && <FirstStepsCard />}
      <AccountOverview />
      <PlanningLinks appointments={has('programare-interna-service')} video={has('proiect-montaj-video')} />
      <WorkingHoursCard readOnly={standing?.role === 'member'} />
    </Stack>
  );
};
