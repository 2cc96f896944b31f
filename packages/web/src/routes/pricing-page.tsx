import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PriceCalculator, PriceCards, PriceNotes } from '../features/pricing';

export const PricingPage = () => {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {t('pricing.title')}
          </Title>
          <Text c="dark.5" maw={720}>
            {t('pricing.subtitle')}
          </Text>
        </Stack>
        <PriceCards headingOrder={2} />
        <PriceNotes />
        <PriceCalculator />
      </Stack>
    </Container>
  );
};
