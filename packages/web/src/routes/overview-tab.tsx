import { Stack } from '@mantine/core';
import { AccountOverview } from '../features/account/components/account-overview';
import { FirstStepsCard } from '../features/profile/components/first-steps-card';

/** The dashboard's overview: the first steps while they are not done, then the account. */
export const OverviewTab = () => (
  <Stack gap="lg">
    <FirstStepsCard />
    <AccountOverview />
  </Stack>
);
