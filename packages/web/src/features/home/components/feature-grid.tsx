import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceMobile, IconFileDollar, IconFileText, IconRoute, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const FEATURES: { key: 'estimates' | 'contracts' | 'trips' | 'anywhere'; icon: Icon }[] = [
  { key: 'estimates', icon: IconFileDollar },
  { key: 'contracts', icon: IconFileText },
  { key: 'trips', icon: IconRoute },
  { key: 'anywhere', icon: IconDeviceMobile },
];

export const FeatureGrid = () => {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={{ base: 40, md: 64 }} component="section" aria-labelledby="features-title">
      <Title id="features-title" order={2} ta="center" mb="xl" fz={{ base: 26, sm: 32 }}>
        {t('home.featuresTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {FEATURES.map(({ key, icon: FeatureIcon }) => (
          <Card key={key} withBorder radius="lg" padding="lg">
            <ThemeIcon size={48} radius="md" variant="light" mb="md">
              <FeatureIcon size={28} aria-hidden />
            </ThemeIcon>
            <Title order={3} fz="lg" mb="xs">
              {t(`home.features.${key}.title`)}
            </Title>
            <Text c="dimmed">{t(`home.features.${key}.text`)}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
};
