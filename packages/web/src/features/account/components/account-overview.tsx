import { formatDate } from '@atelier/core';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n';
import { LoadErrorAlert, LoadingLine } from '../../../components/load-state';
import { useMe } from '../api/get-me';
import { standingOf } from '../permissions';
import { InfoCard } from '../../../components/info-card';
import { useOwnSubscription } from '../../billing';
import { PlanCard } from '../../billing';

/** The dashboard's overview tab: who is signed in and where the subscription or free trial stands. */
export const AccountOverview = () => {
  const { t } = useTranslation();
  const me = useMe();
  const standing = me.data && standingOf(me.data);
  // Billing is the owner's (issue 14): a member's overview has no plan card and asks no subscription.
  const showsPlan = standing?.permissions.billing ?? false;
  const subscription = useOwnSubscription({ enabled: showsPlan });

  if (me.isPending || (showsPlan && subscription.isPending)) return <LoadingLine label={t('dashboard.loading')} py="xl" />;
  if (me.isError || (showsPlan && subscription.isError)) {
    const failed = me.isError ? me : subscription;
    return <LoadErrorAlert title={t('dashboard.loadError')} error={failed.error} onRetry={() => void failed.refetch()} />;
  }

  const user = me.data;
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{t('dashboard.welcome')}</Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('dashboard.signedInAs', { email: user.email })}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {showsPlan && subscription.data && <PlanCard subscription={subscription.data} trialEndsAt={user.trial_ends_at} />}
        <InfoCard id="account-title" icon={<IconUserCircle size={22} aria-hidden />} title={t('dashboard.accountTitle')}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {standing?.name || user.email}
          </Text>
          {standing?.name && (
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          )}
          {standing?.businessName ? (
            <Text style={{ overflowWrap: 'anywhere' }}>
              {t(standing.role === 'owner' ? 'account.identity.ownerOf' : 'account.identity.memberOf', { business: standing.businessName })}
            </Text>
          ) : (
            // A business without a name yet (no company profile saved): the role alone.
            standing?.role === 'member' && <Text>{t('team.roles.member')}</Text>
          )}
          <Text c="dimmed">{t('dashboard.memberSince', { date: formatDate(user.created_at, currentLocale()) })}</Text>
        </InfoCard>
      </SimpleGrid>
    </Stack>
  );
};
