import { SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAt, IconClockPause, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InfoCard } from '../components/info-card';
import { LoadErrorAlert, LoadingLine } from '../components/load-state';
import { PageFrame } from '../components/page-frame';
import { AccountOverview, DeleteAccountCard, OwnerOnly, SessionsCard, useMe } from '../features/account';
import { ExportCard } from '../features/data-export';
import { ChangeEmailForm, ChangePasswordForm } from '../features/auth';
import { AutoLockSetting } from '../features/lock';

/** /account ("Cont"): the signed-in user's password, e-mail address and active sessions; the owner's data export and the deletion of the business account. */
export const AccountPage = () => {
  const { t } = useTranslation();
  const me = useMe();

  const body = () => {
    if (me.isPending) return <LoadingLine label={t('account.loading')} py="xl" />;
    if (me.isError) return <LoadErrorAlert title={t('account.loadError')} error={me.error} onRetry={() => void me.refetch()} />;
    return (
      <Stack gap="lg">
        {/* Who is signed in and where the subscription or free trial stands (the dashboard's before Today, issue 31). */}
        <AccountOverview />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <InfoCard id="account-password" icon={<IconLock size={22} aria-hidden />} title={t('account.password.title')}>
            <Text fz="sm" c="dimmed">
              {t('account.password.intro')}
            </Text>
            <ChangePasswordForm />
          </InfoCard>
          <InfoCard id="account-email" icon={<IconAt size={22} aria-hidden />} title={t('account.email.title')}>
            <Text fz="sm" c="dimmed">
              {t('account.email.intro')}
            </Text>
            <ChangeEmailForm currentEmail={me.data.email} />
          </InfoCard>
          <InfoCard id="account-auto-lock" icon={<IconClockPause size={22} aria-hidden />} title={t('lock.autoLock.title')}>
            <Text fz="sm" c="dimmed">
              {t('lock.autoLock.intro')}
            </Text>
            <OwnerOnly action="autoLock">
              <AutoLockSetting />
            </OwnerOnly>
          </InfoCard>
        </SimpleGrid>
        <SessionsCard />
        {/* Owner only; an answer without permissions is a one-person business, whose owner this is. */}
        {(me.data.permissions?.export ?? true) && <ExportCard />}
        {(me.data.permissions?.delete_account ?? true) && <DeleteAccountCard email={me.data.email} />}
      </Stack>
    );
  };

  return (
    <PageFrame title={t('account.title')} intro={t('account.intro')}>
      {body()}
    </PageFrame>
  );
};
