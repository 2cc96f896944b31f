import { ADDONS, formatDate, formatMoney, type UserSubscriptionDto } from '@atelier/core';
import { List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCreditCard, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InfoCard } from '../../../components/info-card';
import { lastDayOf } from '../../../lib/calendar-days';
import { useLocale } from '../../../lib/use-locale';
import { ExtendHint } from './extend-hint';

/** The active subscription: until when, and which add-ons it switches on. */
export const SubscriptionCard = ({ subscription }: { subscription: UserSubscriptionDto & { ends_at: string } }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <InfoCard id="subscription-title" icon={<IconCreditCard size={22} aria-hidden />} title={t('personalization.subscription.title')}>
      <Text fz="lg" fw={700} c="teal.9">
        {t('personalization.subscription.activeUntil', { date: formatDate(lastDayOf(subscription.ends_at), locale) })}
      </Text>
      {subscription.price && (
        <Text fz="sm">
          {t('personalization.subscription.yearlyPrice', { amount: formatMoney(subscription.price.yearly.gross.RON, { locale }) })}
          {Number(subscription.price.one_off.gross.RON) > 0 && (
            <Text span display="block" fz="sm" c="dimmed">
              {t('personalization.subscription.oneOffPrice', { amount: formatMoney(subscription.price.one_off.gross.RON, { locale }) })}
            </Text>
          )}
        </Text>
      )}
      <Text fw={600} fz="sm">
        {t('personalization.subscription.addons')}
      </Text>
      <List spacing={4} size="sm" center>
        {ADDONS.map((addon) => {
          const on = subscription.addons[addon];
          return (
            <List.Item
              key={addon}
              icon={
                <ThemeIcon size={20} radius="xl" color={on ? 'teal' : 'gray'} variant={on ? 'filled' : 'light'}>
                  {on ? <IconCheck size={14} aria-hidden /> : <IconMinus size={14} aria-hidden />}
                </ThemeIcon>
              }
            >
              <Text span fz="sm" c={on ? undefined : 'dimmed'}>
                {t(`admin.subscription.addons.${addon}`)}
                {': '}
                {t(on ? 'personalization.subscription.included' : 'personalization.subscription.notIncluded')}
              </Text>
            </List.Item>
          );
        })}
      </List>
      <ExtendHint />
    </InfoCard>
  );
};
