import { Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '../features/contact';
import { OperatorContact, useOperator } from '../features/site';

/** SPEC §2 /contact: the form, and the other ways to reach the provider. */
export const ContactPage = () => {
  const { t } = useTranslation();
  const operator = useOperator().data ?? {};
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('contact.title')}</Title>
          <Text c="dimmed">{t('contact.intro')}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
          <Card withBorder radius="lg" padding="lg" style={{ gridColumn: 'span 2' }}>
            <ContactForm />
          </Card>
          <Stack gap="xs">
            {Object.keys(operator).length > 0 && (
              <>
                <Title order={2} fz="lg">
                  {t('contact.other')}
                </Title>
                <OperatorContact operator={operator} />
              </>
            )}
            <Text fz="sm" c="dimmed">
              {t('contact.hours')}
            </Text>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Container>
  );
};
