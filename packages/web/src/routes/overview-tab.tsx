import { Stack } from '@mantine/core';
import { AccountOverview } from '../features/account/components/account-overview';
import { useStanding } from '../features/account/permissions';
import { FirstStepsCard } from '../features/profile/components/first-steps-card';
import { WorkingHoursCard } from '../features/appointments/components/working-hours-card';

/** The dashboard's overview: the first steps while they are not done (the owner's to do), then the account. */
export const OverviewTab = () => {
  const standing = useStanding();
  return (
    <Stack gap="lg">
      {standing?.role !== 'member' && <FirstStepsCard />}
      <AccountOverview />
      {standing?.role !== 'member' && <WorkingHoursCard />}
    </Stack>
  );
};
