import { formatDate, formatMoney, formatPhone, type CustomerDetailDto } from '@atelier/core';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { plainMailLink, telLink, whatsAppLink } from '../../../lib/contact-links';
import { useLocale } from '../../../lib/use-locale';

const Fact = ({ label, value }: { label: string; value: string | null }) =>
  value ? (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value}</Text>
    </div>
  ) : null;

/** The customer's details with one-tap contact (call, WhatsApp with the number in international form, e-mail) and what was estimated and invoiced. */
export const CustomerFacts = ({ detail }: { detail: CustomerDetailDto }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const { customer, totals } = detail;
  const whatsApp = customer.phone ? whatsAppLink(customer.phone) : undefined;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('customers.page.facts')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Fact label={t('customers.page.cui')} value={customer.cui} />
            <Fact label={t('customers.page.cnp')} value={customer.cnp} />
            <Fact label={t('customers.page.phone')} value={customer.phones.map(formatPhone).join(', ') || null} />
            <Fact label={t('customers.page.email')} value={customer.emails.join(', ') || null} />
            <Fact label={t('customers.page.address')} value={customer.address} />
            <Fact label={t('customers.page.firstSeen')} value={formatDate(customer.first_seen, locale)} />
            <Fact label={t('customers.page.lastSeenLabel')} value={formatDate(customer.last_seen, locale)} />
          </SimpleGrid>
          <Group gap="xs" wrap="wrap">
            {customer.phone && (
              <Button component="a" href={telLink(customer.phone)} leftSection={<IconPhone size={18} aria-hidden />} aria-label={t('customers.page.callLabel', { phone: formatPhone(customer.phone) })}>
                {t('customers.page.call')}
              </Button>
            )}
            {whatsApp && (
              <Button component="a" href={whatsApp} target="_blank" rel="noopener noreferrer" color="green" leftSection={<IconBrandWhatsapp size={18} aria-hidden />} aria-label={t('customers.page.whatsappLabel', { phone: formatPhone(customer.phone ?? '') })}>
                {t('customers.page.whatsapp')}
              </Button>
            )}
            {customer.email && (
              <Button component="a" href={plainMailLink(customer.email)} variant="light" leftSection={<IconMail size={18} aria-hidden />} aria-label={t('customers.page.mailLabel', { email: customer.email })}>
                {t('customers.page.mail')}
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('customers.page.totals')}
          </Title>
          {totals.length === 0 ? (
            <Text c="dimmed">{t('customers.page.noTotals')}</Text>
          ) : (
            totals.map((total) => (
              <SimpleGrid key={total.currency} cols={2} spacing="xs" data-testid={`totals-${total.currency}`}>
                <Fact label={t('customers.page.estimated')} value={formatMoney(total.estimated, { locale, currency: total.currency })} />
                <Fact label={t('customers.page.invoiced')} value={formatMoney(total.invoiced, { locale, currency: total.currency })} />
              </SimpleGrid>
            ))
          )}
        </Stack>
      </Card>
    </SimpleGrid>
  );
};
