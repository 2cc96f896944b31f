import { Box, Container, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STEPS = ['account', 'choose', 'fill'] as const;

export const HowItWorks = () => {
  const { t } = useTranslation();
  return (
    <Box bg="gray.0" component="section" aria-labelledby="steps-title">
      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Title id="steps-title" order={2} ta="center" mb="xl" fz={{ base: 26, sm: 32 }}>
          {t('home.stepsTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {STEPS.map((step, index) => (
            <Group key={step} component="li" gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} radius="xl" fw={700} fz="lg">
                {index + 1}
              </ThemeIcon>
              <Text fz="md" pt={8}>
                {t(`home.steps.${step}`)}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
};
