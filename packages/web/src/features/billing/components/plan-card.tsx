import type { UserSubscriptionDto } from '@atelier/core';
import { Stack } from '@mantine/core';
import { TrialCard } from './trial-card';
import { ExtendHint } from './extend-hint';
import { SubscriptionCard } from './subscription-card';

/** Where the account stands: its active subscription, else the free trial and how to extend. */
export const PlanCard = ({ subscription, trialEndsAt }: { subscription: UserSubscriptionDto; trialEndsAt: string }) => {
  const { active, ends_at: endsAt } = subscription;
  if (active && endsAt) return <SubscriptionCard subscription={{ ...subscription, ends_at: endsAt }} />;
  return (
    <Stack gap="sm">
      <TrialCard trialEndsAt={trialEndsAt} />
      <ExtendHint />
    </Stack>
  );
};
