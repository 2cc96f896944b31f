import { Badge, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentSketch } from './document-sketch';

export const Hero = () => {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      style={{ background: 'linear-gradient(180deg, var(--mantine-color-indigo-0) 0%, var(--mantine-color-white) 100%)' }}
    >
      <Container size="lg" py={{ base: 40, md: 80 }}>
        {/* Two columns, 7:5, from md; the sketch is left out on narrower screens. Plain flex boxes:
            Mantine's Grid would put ~2 KB brotli on the first page for these two columns and the footer's. */}
        <Group gap={48} align="center" wrap="nowrap">
          <Box flex={7} miw={0}>
            <Stack gap="lg">
              <Badge size="lg" variant="light" color="teal" leftSection={<IconGift size={16} aria-hidden />} w="fit-content">
                {t('home.badge')}
              </Badge>
              <Title id="hero-title" order={1} fz={{ base: 32, sm: 44 }} lh={1.15}>
                {t('home.title')}
              </Title>
              <Text fz={{ base: 'md', sm: 'lg' }} c="dark.5">
                {t('home.subtitle')}
              </Text>
              <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
                <Button component={Link} to="/register" size="lg" miw={220}>
                  {t('home.ctaRegister')}
                </Button>
                <Button component={Link} to="/login" size="lg" variant="default" miw={220}>
                  {t('home.ctaLogin')}
                </Button>
              </Group>
            </Stack>
          </Box>
          <Box flex={5} miw={0} visibleFrom="md">
            <DocumentSketch />
          </Box>
        </Group>
      </Container>
    </Box>
  );
};
