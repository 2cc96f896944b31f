import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session/session-store';
import { usePaymentBannerStatus } from '../api/get-payment-banner-status';

/**
 * Whether the account is past its trial without a subscription (the banner's own status call):
 * new documents and edits would be refused at Save (402), so screens say it before any typing.
 */
export const useTrialOver = (): boolean => {
  const session = useSession();
  return usePaymentBannerStatus(session && !session.claims.is_admin ? session.claims.sub : undefined).data === true;
};

/** What the trial's end means for documents, and how to subscribe (issue 28: said before typing). */
export const TrialOverNotice = () => {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" icon={<IconLock aria-hidden />} data-testid="trial-over-notice" title={t('trialOver.title')}>
      <Stack gap={4}>
        <Text fz="sm">{t('trialOver.text')}</Text>
        <Text fz="sm">{t('paymentRequired.howTo')}</Text>
        <Group gap="md" wrap="wrap">
          <Anchor component={Link} to="/contact" fz="sm" fw={700} underline="always">
            {t('paymentRequired.contact')}
          </Anchor>
          <Anchor component={Link} to="/pricing" fz="sm" fw={700} underline="always">
            {t('paymentRequired.pricing')}
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
};
