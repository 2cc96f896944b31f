import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert, LoadingLine } from '../components/load-state';
import { PageFrame } from '../components/page-frame';
import { OwnerOnly, useMe } from '../features/account';
import { LogoCard, PlanCard, useOwnSubscription } from '../features/billing';
import { LatestDocumentPdf } from '../features/documents';

/** SPEC §2 /personalization: the account's subscription and the logo printed on its PDFs (the owner's, issue 14). */
export const PersonalizationPage = () => (
  <OwnerOnly permission="personalisation" action="personalisation" page>
    <PersonalizationContent />
  </OwnerOnly>
);

const PersonalizationContent = () => {
  const { t } = useTranslation();
  const me = useMe();
  const subscription = useOwnSubscription();

  const body = () => {
    if (me.isPending || subscription.isPending) return <LoadingLine label={t('personalization.loading')} py="xl" />;
    if (me.isError || subscription.isError) {
      const failed = me.isError ? me : subscription;
      return <LoadErrorAlert title={t('personalization.loadError')} error={failed.error} onRetry={() => void failed.refetch()} />;
    }
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <PlanCard subscription={subscription.data} trialEndsAt={me.data.trial_ends_at} />
        <LogoCard addonActive={subscription.data.addons.logo} stored={subscription.data.has_logo} sample={<LatestDocumentPdf />} />
      </SimpleGrid>
    );
  };

  return (
    <PageFrame title={t('personalization.title')} intro={t('personalization.intro')}>
      {body()}
    </PageFrame>
  );
};
