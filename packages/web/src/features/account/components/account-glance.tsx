import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '../api/get-me';
import { standingOf } from '../permissions';
import { PlanCard, useOwnSubscription } from '../../billing';

/**
 * Today's first lines (issue 31): who is signed in (a workshop's phone or PC is often shared), and,
 * for the owner, the free trial (or its end) while no subscription runs: something still to do, so
 * it stays in sight. Once subscribed, the plan lives on /account with the rest of the account.
 */
export const AccountGlance = () => {
  const { t } = useTranslation();
  const me = useMe();
  const standing = me.data && standingOf(me.data);
  const showsPlan = standing?.permissions.billing ?? false;
  const subscription = useOwnSubscription({ enabled: showsPlan });
  // Loading or failing, Today goes on without these lines: /account has them with its own errors.
  if (!me.data) return null;
  const trial = showsPlan && subscription.data !== undefined && !subscription.data.active;
  return (
    <Stack gap="sm">
      <div>
        <Title order={2}>{t('dashboard.welcome')}</Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('dashboard.signedInAs', { email: me.data.email })}
        </Text>
      </div>
      {trial && subscription.data && <PlanCard subscription={subscription.data} trialEndsAt={me.data.trial_ends_at} />}
    </Stack>
  );
};
