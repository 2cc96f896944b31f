import type { CatalogEntryDto, FormSummaryDto } from '@atelier/core';
import { Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useCatalog } from '../api/get-catalog';
import { useRequestableSearch } from '../api/search-catalog';
import { filtersFrom, type CatalogFilters } from '../catalog-filters';
import { isUsable, useAccessStates } from '../use-access-states';
import { AddonHint, IncludedBadge } from './addon-hint';
import { AppCard } from './app-card';
import { OpenButton } from './catalog-actions';
import { CatalogResults } from './catalog-results';
import { CatalogSearchBar } from './catalog-search-bar';
import { PendingBadge, RequestButton } from './request-button';
import { TradeBadges } from './trade-badges';

export type ApplicationsPanelProps = {
  /** Shows how many documents the user has made with an application (composed in by the route). */
  SubmissionCount?: ComponentType<{ formId: string }>;
};

type Card = Pick<CatalogEntryDto, 'id' | 'title' | 'description' | 'category'>;

const Section = ({ id, title, text, children }: { id: string; title: string; text?: string; children: ReactNode }) => (
  <Stack gap="sm" component="section" aria-labelledby={id}>
    <Stack gap={2}>
      <Title order={2} fz={{ base: 20, sm: 24 }} id={id}>
        {title}
      </Title>
      {text && <Text c="dimmed">{text}</Text>}
    </Stack>
    {children}
  </Stack>
);

const Grid = ({ children }: { children: ReactNode }) => (
  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
    {children}
  </SimpleGrid>
);

/**
 * The rest of the catalogue, to request: searched and paged on the server like /catalog (the same
 * search field, trade and document-type filters), without what the business can already use.
 */
const RequestableApplications = () => {
  const { t } = useTranslation();
  const { stateOf } = useAccessStates(true);
  const [filters, setFilters] = useState<CatalogFilters>({ q: '', page: 1 });
  const [q] = useDebouncedValue(filters.q, 250);
  const { trade, kind, page } = filters;
  const searched = useMemo(() => ({ q, trade, kind, page }), [q, trade, kind, page]);
  const results = useRequestableSearch(searched);
  const change = (changes: Record<string, string>) =>
    setFilters((previous) => ({ ...filtersFrom((key) => (key in changes ? (changes[key] ?? '') : String(previous[key as keyof CatalogFilters] ?? '')), 1) }));
  return (
    <Stack gap="md">
      <CatalogSearchBar filters={filters} onChange={change} facets={results.data} idPrefix="available" />
      <CatalogResults
        query={results}
        term={q}
        filtered={Boolean(trade || kind)}
        idPrefix="available"
        emptyText={t('applications.allAvailable')}
        errorTitle="applications.availableLoadError"
        onPage={(next) => setFilters((previous) => ({ ...previous, page: next }))}
        onClear={() => setFilters({ q: '', page: 1 })}
        card={(entry) => (
          <AppCard
            key={entry.id}
            id={entry.id}
            title={entry.title}
            description={entry.description}
            category={entry.category}
            meta={
              <>
                <TradeBadges trades={entry.trades} />
                {entry.addon && <AddonHint addon={entry.addon} />}
              </>
            }
            actions={
              !stateOf ? (
                <Loader size="sm" aria-label={t('applications.loading')} />
              ) : isUsable(stateOf(entry.id, false)) ? (
                <OpenButton formId={entry.id} label={t('applications.open')} />
              ) : stateOf(entry.id, false) === 'pending' ? (
                <PendingBadge />
              ) : (
                <RequestButton formId={entry.id} title={entry.title} label={t('applications.request')} />
              )
            }
          />
        )}
      />
    </Stack>
  );
};

/**
 * The Applications tab (SPEC §2 Dashboard): the applications allocated to the user (or included
 * with an add-on of the active subscription), the standard (public) ones, and the rest of the
 * catalogue to request; a request shows Pending until approved.
 */
export const ApplicationsPanel = ({ SubmissionCount }: ApplicationsPanelProps) => {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const { forms } = useAccessStates(true);

  const card = (form: Card, actions: ReactNode, meta?: ReactNode, badges?: ReactNode) => (
    <AppCard key={form.id} id={form.id} title={form.title} description={form.description} category={form.category} badges={badges} meta={meta} actions={actions} />
  );
  const usableCard = (form: Card, badges?: ReactNode) =>
    card(form, <OpenButton formId={form.id} label={t('applications.open')} />, SubmissionCount && <SubmissionCount formId={form.id} />, badges);
  const mineCard = (form: FormSummaryDto) => usableCard(form, form.access === 'addon' && <IncludedBadge />);
  const mine = forms.data?.filter((form) => form.access !== 'public') ?? [];
  const standard = catalog.data?.filter((entry) => entry.isPublic) ?? [];

  return (
    <Stack gap={40}>
      <Section id="apps-mine" title={t('applications.mineTitle')}>
        <QueryState query={forms} errorTitle="applications.loadError" loadingLabel="applications.loading">
          {() => (mine.length ? <Grid>{mine.map(mineCard)}</Grid> : <Text>{t('applications.mineEmpty')}</Text>)}
        </QueryState>
      </Section>
      <Section id="apps-standard" title={t('applications.standardTitle')} text={t('applications.standardText')}>
        <QueryState query={catalog} errorTitle="applications.publicLoadError" loadingLabel="applications.loading">
          {() => (standard.length ? <Grid>{standard.map((entry) => usableCard(entry))}</Grid> : <Text>{t('applications.empty')}</Text>)}
        </QueryState>
      </Section>
      <Section id="apps-available" title={t('applications.availableTitle')} text={t('applications.availableText')}>
        <RequestableApplications />
      </Section>
    </Stack>
  );
};
