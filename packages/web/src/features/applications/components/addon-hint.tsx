import { FORM_ADDON_PRICE, formatMoney, PRICES, type FormAddon } from '@atelier/core';
import { Badge, Text } from '@mantine/core';
import { IconPuzzle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';

/** On an application the user lacks: the add-on that includes it and its yearly price (SPEC §9). */
export const AddonHint = ({ addon }: { addon: FormAddon }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Text fz="sm" c="dimmed" data-testid="addon-hint">
      {t(`applications.addon.${addon}`, { amount: formatMoney(PRICES[FORM_ADDON_PRICE[addon]], { locale }) })}
    </Text>
  );
};

/** On an application the user has through an add-on: it goes when the subscription does. */
export const IncludedBadge = () => {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color="grape" tt="none" leftSection={<IconPuzzle size={14} aria-hidden />} title={t('applications.includedHint')}>
      {t('applications.included')}
    </Badge>
  );
};
