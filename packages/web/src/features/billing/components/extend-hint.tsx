import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Payment is arranged offline (SPEC §1): the way to subscribe or extend is the prices and a message. */
export const ExtendHint = () => {
  const { t } = useTranslation();
  return (
    <Text fz="sm">
      {t('personalization.extendHint')}{' '}
      <Anchor component={Link} to="/pricing" fw={600}>
        {t('personalization.pricingLink')}
      </Anchor>
      {' · '}
      <Anchor component={Link} to="/contact" fw={600}>
        {t('personalization.contactLink')}
      </Anchor>
    </Text>
  );
};
