import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const FinalCta = () => {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={{ base: 40, md: 64 }} component="section" aria-labelledby="final-title">
      <Paper radius="lg" p={{ base: 'xl', md: 48 }} bg="indigo.8">
        <Stack align="center" gap="md" ta="center">
          <Title id="final-title" order={2} c="white" fz={{ base: 24, sm: 30 }}>
            {t('home.finalTitle')}
          </Title>
          <Text c="indigo.0" maw={560}>
            {t('home.finalText')}
          </Text>
          <Button component={Link} to="/register" size="lg" variant="white">
            {t('home.ctaRegister')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
};
