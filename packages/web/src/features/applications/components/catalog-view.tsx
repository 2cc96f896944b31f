import { LANG_PARAM } from '@atelier/core';
import { Badge, Container, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlState } from '../../../components/use-url-state';
import { useSession } from '../../../lib/session/session-store';
import { useCatalogSearch } from '../api/search-catalog';
import { filtersFrom } from '../catalog-filters';
import { isUsable, useAccessStates } from '../use-access-states';
import { AddonHint } from './addon-hint';
import { AppCard } from './app-card';
import { CatalogActions, PreviewButton } from './catalog-actions';
import { CatalogResults } from './catalog-results';
import { CatalogSearchBar } from './catalog-search-bar';
import { TradeBadges } from './trade-badges';

/** How long typing pauses before the search goes to the server. */
const TYPING_PAUSE_MS = 250;

/**
 * The public catalogue (SPEC §2 /catalog): searched and paged on the server (the page's code does
 * not grow with the catalogue), by words in any language, trade, document type and category;
 * each card opens its preview (steps and sample PDF) and its way to try, open or request it.
 */
export const CatalogView = () => {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session !== undefined && !session.claims.is_admin;
  const { stateOf } = useAccessStates(signedIn);
  const url = useUrlState();
  const filters = filtersFrom(url.get, url.page);
  const [q] = useDebouncedValue(filters.q, TYPING_PAUSE_MS);
  const { trade, kind, category, page } = filters;
  const searched = useMemo(() => ({ q, trade, kind, category, page }), [q, trade, kind, category, page]);
  const results = useCatalogSearch(searched);
  const set = (changes: Record<string, string>) => url.set(changes, { replace: true });

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
      <Stack gap="md">
        <CatalogSearchBar filters={filters} onChange={set} facets={results.data} withCategory idPrefix="catalog" action="/catalog" lang={url.get(LANG_PARAM)} />
        <CatalogResults
          query={results}
          term={q}
          filtered={Boolean(filters.trade || filters.kind || filters.category)}
          grouped
          idPrefix="catalog"
          emptyText={t('catalog.empty')}
          pageHref={(page) => url.href({ page: page > 1 ? String(page) : '' })}
          onPage={() => window.scrollTo({ top: 0 })}
          onClear={() => set({ q: '', trade: '', kind: '', category: '' })}
          card={(entry) => (
            <AppCard
              key={entry.id}
              id={entry.id}
              title={entry.title}
              description={entry.description}
              badges={
                <>
                  <Badge variant="light" color="gray" tt="none">
                    {t(`catalog.kinds.${entry.kind}`)}
                  </Badge>
                  {entry.isPublic && (
                    <Badge variant="outline" color="teal" tt="none">
                      {t('catalog.publicBadge')}
                    </Badge>
                  )}
                </>
              }
              meta={
                <>
                  <TradeBadges trades={entry.trades} />
                  {entry.addon && !isUsable(stateOf?.(entry.id, entry.isPublic)) && <AddonHint addon={entry.addon} />}
                </>
              }
              actions={
                <>
                  <CatalogActions entry={entry} state={!signedIn ? 'visitor' : (stateOf?.(entry.id, entry.isPublic) ?? 'loading')} />
                  <PreviewButton entry={entry} />
                </>
              }
            />
          )}
        />
      </Stack>
    </Container>
  );
};
