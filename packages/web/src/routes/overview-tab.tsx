import { Stack } from '@mantine/core';
import { AccountOverview, useStanding } from '../features/account';
import { FirstStepsCard } from '../features/profile';
import { PlanningLinks, WorkingHoursCard } from '../features/appointments';
import { useForms } from '../features/applications';
import { SpvPendingCard } from '../features/spv';
import { VehiclesLink } from '../features/vehicles';

/** The dashboard's overview: the first steps while they are not done (the owner's to do), the invoices still to send to SPV, then the account. */
export const OverviewTab = () => {
  const standing = useStanding();
  const forms = useForms();
  const has = (key: string) => forms.data?.some((form) => form.key === key) === true;
  return (
    <Stack gap="lg">
      {standing?.role !== 'member' && <FirstStepsCard />}
      <SpvPendingCard />
      <AccountOverview />
      <VehiclesLink />
      <PlanningLinks appointments={has('programare-interna-service')} video={has('proiect-montaj-video')} />
      <WorkingHoursCard readOnly={standing?.role === 'member'} />
    </Stack>
  );
};
