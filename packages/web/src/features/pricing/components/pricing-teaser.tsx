import { Anchor, Box, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PriceCards, PriceNotes } from './price-cards';

/** The home page's pricing cards (SPEC §2 /), with a link to the full page and its calculator. */
export const PricingTeaser = () => {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="home-pricing-title">
      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Stack gap="lg">
          <Title id="home-pricing-title" order={2} ta="center" fz={{ base: 26, sm: 32 }}>
            {t('pricing.homeTitle')}
          </Title>
          <PriceCards />
          <PriceNotes />
          <Text ta="center">
            <Anchor component={Link} to="/pricing" fw={600}>
              {t('pricing.seeAll')}
            </Anchor>
          </Text>
        </Stack>
      </Container>
    </Box>
  );
};
