import { CATALOG_CATEGORIES, type CatalogCategory } from '@atelier/core';
import { Anchor, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingSkyscraper,
  IconCalendarEvent,
  IconCar,
  IconChartBar,
  IconClipboardList,
  IconFileInvoice,
  IconRoute,
  IconTool,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryText } from '../../../lib/category-name';

const ICONS: Record<CatalogCategory, Icon> = {
  'auto-service': IconCar,
  repairs: IconTool,
  construction: IconBuildingSkyscraper,
  workshop: IconClipboardList,
  commercial: IconFileInvoice,
  'trip-logs': IconRoute,
  planning: IconCalendarEvent,
  records: IconChartBar,
};

/** The home page's categories (SPEC §2 /), each opening the catalogue filtered to it. */
export const CategoryGrid = () => {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={{ base: 40, md: 64 }} component="section" aria-labelledby="categories-title">
      <Stack gap="xs" align="center" mb="xl" ta="center">
        <Title id="categories-title" order={2} fz={{ base: 26, sm: 32 }}>
          {t('home.categoriesTitle')}
        </Title>
        <Text c="dimmed" maw={640}>
          {t('home.categoriesText')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {CATALOG_CATEGORIES.map((category) => {
          const CategoryIcon = ICONS[category];
          return (
            <Card key={category} withBorder radius="lg" padding="md" component={Link} to={`/catalog?category=${category}`}>
              <Group gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon size={44} radius="md" variant="light">
                  <CategoryIcon size={26} aria-hidden />
                </ThemeIcon>
                <Stack gap={2}>
                  <Text fw={600}>{t(`catalog.categories.${category}`)}</Text>
                  <Text c="dimmed" fz="sm">
                    {categoryText(t, category)}
                  </Text>
                </Stack>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
      <Text ta="center" mt="lg">
        <Anchor component={Link} to="/catalog" fw={600}>
          {t('home.browseCatalog')}
        </Anchor>
      </Text>
    </Container>
  );
};
