import { DISPLAY_CATEGORIES, isDisplayCategory, type CatalogEntryDto } from '@atelier/core';
import { Badge, Button, CloseButton, Container, Flex, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { memo, startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useUrlState } from '../../../components/use-url-state';
import { categoryName } from '../../../lib/category-name';
import { useSession } from '../../../lib/session/session-store';
import { useLocale } from '../../../lib/use-locale';
import { useCatalog } from '../api/get-catalog';
import { filterCatalog, groupByCategory, indexCatalog, type CategoryGroup } from '../catalog-search';
import { isUsable, useAccessStates, type AccessState } from '../use-access-states';
import { AddonHint } from './addon-hint';
import { AppCard } from './app-card';
import { CatalogActions } from './catalog-actions';

/** Cards drawn at first; more on demand, so a 1,000-entry catalogue stays quick on a phone. */
const PAGE = 60;
/**
 * Cards of the very first paint: a phone's screen shows two or three. The rest of the first page
 * follows in a transition, which React renders in slices between the browser's own work, so opening
 * /catalog no longer blocks the main thread for the 60 cards at once (Lighthouse TBT).
 */
const FIRST_PAINT = 12;

type CatalogGroupsProps = {
  groups: CategoryGroup<CatalogEntryDto>[];
  signedIn: boolean;
  stateOf: ((id: string, isPublic: boolean) => AccessState) | undefined;
};

/** The cards, by category. Memoized: a keystroke re-renders the field at once and these only when the results change. */
const CatalogGroups = memo(({ groups, signedIn, stateOf }: CatalogGroupsProps) => {
  const { t } = useTranslation();
  return groups.map((group) => (
    <Stack key={group.category} gap="md" component="section" aria-labelledby={`category-${group.category}`}>
      <Title order={2} fz={{ base: 20, sm: 24 }} id={`category-${group.category}`}>
        {t(`catalog.categories.${group.category}`)}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {group.items.map(({ entry }) => (
          <AppCard
            key={entry.id}
            id={entry.id}
            title={entry.title}
            description={entry.description}
            badges={
              entry.isPublic && (
                <Badge variant="outline" color="teal" tt="none">
                  {t('catalog.publicBadge')}
                </Badge>
              )
            }
            meta={entry.addon && !isUsable(stateOf?.(entry.id, entry.isPublic)) && <AddonHint addon={entry.addon} />}
            actions={<CatalogActions entry={entry} state={!signedIn ? 'visitor' : (stateOf?.(entry.id, entry.isPublic) ?? 'loading')} />}
          />
        ))}
      </SimpleGrid>
    </Stack>
  ));
});
CatalogGroups.displayName = 'CatalogGroups';

/** The public catalogue (SPEC §2 /catalog): every application by category, with a search. */
export const CatalogView = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const signedIn = session !== undefined && !session.claims.is_admin;
  const catalog = useCatalog();
  const { stateOf } = useAccessStates(signedIn);
  const url = useUrlState();
  const query = url.get('q');
  const categoryParam = url.get('category');
  const category = isDisplayCategory(categoryParam) ? categoryParam : undefined;
  const [shown, setShown] = useState(FIRST_PAINT);
  const loaded = catalog.data !== undefined;
  useEffect(() => {
    if (loaded) startTransition(() => setShown((n) => Math.max(n, PAGE)));
  }, [loaded]);

  // Folded once per catalogue and language; typing only filters (and lags behind the input, not the input behind it).
  const index = useMemo(
    () => indexCatalog({ entries: catalog.data ?? [], categoryName: (key) => categoryName(t, key), locale }),
    [catalog.data, t, locale],
  );
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(() => filterCatalog(index, { query: deferredQuery, category }), [index, deferredQuery, category]);
  const groups = useMemo(() => groupByCategory(matches.slice(0, shown)), [matches, shown]);

  const setFilter = (changes: Record<string, string>) => {
    setShown(PAGE);
    url.set(changes, { replace: true });
  };

  const results = () => {
    if (index.length === 0) return <Text py="lg">{t('catalog.empty')}</Text>;
    if (matches.length === 0) {
      return (
        <Stack gap="xs" py="lg" align="flex-start" role="status">
          <Text fw={600} fz="lg">
            {query.trim() ? t('catalog.noMatch', { query: query.trim() }) : t('catalog.emptyCategory')}
          </Text>
          <Text c="dimmed">{t('catalog.noMatchHint')}</Text>
          <Button variant="default" onClick={() => setFilter({ q: '', category: '' })}>
            {t('catalog.clearSearch')}
          </Button>
        </Stack>
      );
    }
    return (
      <Stack gap="xl">
        <CatalogGroups groups={groups} signedIn={signedIn} stateOf={stateOf} />
        {matches.length > shown && (
          <Button variant="default" size="md" onClick={() => setShown((n) => n + PAGE)} style={{ alignSelf: 'center' }}>
            {t('catalog.showMore', { count: matches.length - shown })}
          </Button>
        )}
      </Stack>
    );
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xs" mb="lg">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t('catalog.title')}
        </Title>
        <Text c="dark.5" maw={720}>
          {t('catalog.subtitle')}
        </Text>
      </Stack>
      <Flex direction={{ base: 'column', sm: 'row' }} gap="sm" mb="xs" role="search">
        <TextInput
          flex={2}
          size="md"
          type="search"
          label={t('catalog.searchLabel')}
          placeholder={t('catalog.searchPlaceholder')}
          leftSection={<IconSearch size={18} aria-hidden />}
          value={query}
          onChange={(event) => setFilter({ q: event.currentTarget.value })}
          rightSection={query ? <CloseButton aria-label={t('catalog.clearSearch')} onClick={() => setFilter({ q: '' })} /> : null}
        />
        <Select
          flex={1}
          size="md"
          label={t('catalog.categoryLabel')}
          data={[{ value: '', label: t('catalog.allCategories') }, ...DISPLAY_CATEGORIES.map((key) => ({ value: key, label: t(`catalog.categories.${key}`) }))]}
          value={category ?? ''}
          onChange={(value) => setFilter({ category: value ?? '' })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      </Flex>
      {catalog.isSuccess && matches.length > 0 && (
        <Text c="dimmed" fz="sm" mb="md" aria-live="polite">
          {t('catalog.count', { count: matches.length })}
        </Text>
      )}
      <QueryState query={catalog} errorTitle="catalog.loadError" loadingLabel="applications.loading">
        {results}
      </QueryState>
    </Container>
  );
};
