import { categoryOf, DISPLAY_CATEGORIES, type CatalogEntryDto, type CatalogPageDto, type DisplayCategory } from '@atelier/core';
import { Button, Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import type { TranslationKey } from '../../../lib/error-messages';

/** The page's cards in the catalogue's category order (the server sends them in it, or ranked by title hits). */
const byCategory = (items: readonly CatalogEntryDto[]): { category: DisplayCategory; items: CatalogEntryDto[] }[] => {
  const groups = new Map<DisplayCategory, CatalogEntryDto[]>();
  for (const item of items) {
    const category = categoryOf(item.category);
    groups.set(category, [...(groups.get(category) ?? []), item]);
  }
  return DISPLAY_CATEGORIES.flatMap((category) => {
    const list = groups.get(category);
    return list ? [{ category, items: list }] : [];
  });
};

const Grid = ({ children }: { children: ReactNode }) => (
  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
    {children}
  </SimpleGrid>
);

/**
 * One page of catalogue results (shared by /catalog and the dashboard): the count, the cards
 * (grouped by category when `grouped`), the pages, and a no-match text that names the term.
 */
export const CatalogResults = ({
  query,
  term,
  filtered,
  card,
  onPage,
  pageHref,
  onClear,
  grouped = false,
  idPrefix,
  emptyText,
  errorTitle = 'catalog.loadError',
}: {
  query: UseQueryResult<CatalogPageDto>;
  /** The words searched, to name them when nothing matches. */
  term: string;
  /** A trade, document type or category is chosen. */
  filtered: boolean;
  card: (entry: CatalogEntryDto) => ReactNode;
  /** A page chosen: with pageHref, after its link has led there (the link changes the address itself). */
  onPage: (page: number) => void;
  /**
   * The address of a page of results: the pages are then real links (`?page=2`), which a visitor
   * without JavaScript, or before the app has taken over the server's page, follows too.
   */
  pageHref?: (page: number) => string;
  onClear: () => void;
  grouped?: boolean;
  idPrefix: string;
  /** Nothing at all to show (no search, no filter). */
  emptyText: string;
  errorTitle?: TranslationKey;
}) => {
  const { t } = useTranslation();
  const content = () => {
    const data = query.data;
    if (!data) return null;
    if (data.total === 0) {
      if (!term.trim() && !filtered) return <Text py="lg">{emptyText}</Text>;
      return (
        <Stack gap="xs" py="lg" align="flex-start" role="status">
          <Text fw={600} fz="lg">
            {term.trim() ? t('catalog.noMatch', { query: term.trim() }) : t('catalog.emptyCategory')}
          </Text>
          <Text c="dimmed">{t('catalog.noMatchHint')}</Text>
          <Button variant="default" onClick={onClear}>
            {t('catalog.clearSearch')}
          </Button>
        </Stack>
      );
    }
    const pages = Math.ceil(data.total / data.pageSize);
    // A page's link (the app follows it without reloading), or the control's own button.
    const linkTo = (page: number) => (pageHref ? { component: Link, to: pageHref(page), onClick: () => onPage(page) } : {});
    return (
      <Stack gap="xl" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isPlaceholderData}>
        {grouped ? (
          byCategory(data.items).map((group) => (
            <Stack key={group.category} gap="md" component="section" aria-labelledby={`${idPrefix}-category-${group.category}`}>
              <Title order={2} fz={{ base: 20, sm: 24 }} id={`${idPrefix}-category-${group.category}`}>
                {t(`catalog.categories.${group.category}`)}
              </Title>
              <Grid>{group.items.map(card)}</Grid>
            </Stack>
          ))
        ) : (
          <Grid>{data.items.map(card)}</Grid>
        )}
        {pages > 1 && (
          <Group justify="center">
            <Pagination
              total={pages}
              value={data.page}
              onChange={onPage}
              siblings={0}
              getItemProps={(page) => ({ 'aria-label': t('catalog.pageN', { page }), ...linkTo(page) })}
              getControlProps={(control) =>
                control === 'next'
                  ? { 'aria-label': t('catalog.nextPage'), ...(data.page < pages ? linkTo(data.page + 1) : {}) }
                  : control === 'previous'
                    ? { 'aria-label': t('catalog.previousPage'), ...(data.page > 1 ? linkTo(data.page - 1) : {}) }
                    : {}
              }
              aria-label={t('catalog.pages')}
            />
          </Group>
        )}
      </Stack>
    );
  };
  return (
    <Stack gap="md">
      {query.data && query.data.total > 0 && (
        <Text c="dimmed" fz="sm" aria-live="polite">
          {t('catalog.count', { count: query.data.total })}
        </Text>
      )}
      <QueryState query={query} errorTitle={errorTitle} loadingLabel="applications.loading">
        {content}
      </QueryState>
    </Stack>
  );
};
