import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session/session-store';
import { usePaymentBannerStatus } from '../api/get-payment-banner-status';

/** SPEC §2/§4: shown only to a signed-in user whose status call answers true; hidden otherwise. */
export const TrialBanner = () => {
  const { t } = useTranslation();
  const session = useSession();
  const { data } = usePaymentBannerStatus(session?.claims.sub);
  if (!session || data !== true) return null;

  return (
    <Alert color="orange" variant="filled" radius={0} icon={<IconAlertTriangle aria-hidden />} role="alert" py="sm">
      <Group gap="xs" wrap="wrap">
        <Text fz="sm" fw={600} c="white">
          {t('banner.trialExpired')}
        </Text>
        <Anchor component={Link} to="/contact" c="white" fw={700} fz="sm" underline="always">
          {t('banner.contact')}
        </Anchor>
      </Group>
    </Alert>
  );
};
