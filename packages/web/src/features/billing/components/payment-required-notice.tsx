import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { dismissPaymentRequired, usePaymentRequired, type PaymentState } from '../../../lib/payment-required';

const MESSAGE_KEYS = {
  content: 'paymentRequired.content',
  features: 'paymentRequired.features',
  past_data: 'paymentRequired.pastData',
} as const satisfies Record<PaymentState, string>;

/**
 * What a 402 `payment_required_<state>` means and how to subscribe (contact, price calculator):
 * shown under the trial banner after any call the server refused, until closed or the page changes.
 */
export const PaymentRequiredNotice = () => {
  const { t } = useTranslation();
  const state = usePaymentRequired();
  const { pathname } = useLocation();
  useEffect(() => dismissPaymentRequired, [pathname]);
  if (!state) return null;

  return (
    <Alert
      color="orange"
      variant="light"
      radius={0}
      icon={<IconLock aria-hidden />}
      withCloseButton
      closeButtonLabel={t('paymentRequired.close')}
      onClose={dismissPaymentRequired}
      data-testid="payment-required"
      py="sm"
    >
      <Stack gap={4}>
        <Text fz="sm" fw={600}>
          {t(MESSAGE_KEYS[state])}
        </Text>
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
