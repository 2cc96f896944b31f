import type { CatalogEntryDto } from '@atelier/core';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../lib/error-messages';
import { describeError } from '../../../lib/error-messages';
import { useCatalog } from '../api/get-catalog';
import { useAccessStates } from '../use-access-states';
import { AppCard } from './app-card';
import { OpenButton } from './catalog-actions';
import { PendingBadge, RequestButton } from './request-button';

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

/** Loading, error (with retry) or the content of one list. */
const QueryState = ({ query, errorTitle, children }: { query: UseQueryResult<unknown>; errorTitle: TranslationKey; children: () => ReactNode }) => {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <Alert color="red" title={t(errorTitle)} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{describeError(t, query.error)}</Text>
          <Button variant="light" color="red" onClick={() => void query.refetch()}>
            {t('dashboard.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (query.isPending) {
    return (
      <Group gap="sm" py="md" role="status">
        <Loader size="sm" />
        <Text>{t('applications.loading')}</Text>
      </Group>
    );
  }
  return children();
};

const Grid = ({ children }: { children: ReactNode }) => (
  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
    {children}
  </SimpleGrid>
);

/**
 * The Applications tab (SPEC §2 Dashboard): the applications allocated to the user, the standard
 * (public) ones, and the rest of the catalogue to request; a request shows Pending until approved.
 */
export const ApplicationsPanel = ({ SubmissionCount }: ApplicationsPanelProps) => {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const { forms, requests, stateOf } = useAccessStates(true);

  const usableCard = (form: Card) => (
    <AppCard
      key={form.id}
      id={form.id}
      title={form.title}
      description={form.description}
      category={form.category}
      meta={SubmissionCount && <SubmissionCount formId={form.id} />}
      actions={<OpenButton formId={form.id} label={t('applications.open')} />}
    />
  );
  const mine = forms.data?.filter((form) => form.access === 'allocated') ?? [];
  const standard = catalog.data?.filter((entry) => entry.isPublic) ?? [];
  const requestable = (entry: CatalogEntryDto) => !entry.isPublic && stateOf?.(entry.id, false) !== 'allocated';
  // The rest of the catalogue needs all three lists: the first that failed is the one to retry.
  const available = [catalog, forms, requests].find((query) => query.isError) ?? catalog;

  return (
    <Stack gap={40}>
      <Section id="apps-mine" title={t('applications.mineTitle')}>
        <QueryState query={forms} errorTitle="applications.loadError">
          {() => (mine.length ? <Grid>{mine.map(usableCard)}</Grid> : <Text>{t('applications.mineEmpty')}</Text>)}
        </QueryState>
      </Section>
      <Section id="apps-standard" title={t('applications.standardTitle')} text={t('applications.standardText')}>
        <QueryState query={catalog} errorTitle="applications.publicLoadError">
          {() => (standard.length ? <Grid>{standard.map(usableCard)}</Grid> : <Text>{t('applications.empty')}</Text>)}
        </QueryState>
      </Section>
      <Section id="apps-available" title={t('applications.availableTitle')} text={t('applications.availableText')}>
        <QueryState query={available} errorTitle="applications.availableLoadError">
          {() => {
            if (!stateOf) return <Loader size="sm" aria-label={t('applications.loading')} />;
            const others = (catalog.data ?? []).filter(requestable);
            if (!others.length) return <Text>{t('applications.allAvailable')}</Text>;
            return (
              <Grid>
                {others.map((entry) => (
                  <AppCard
                    key={entry.id}
                    id={entry.id}
                    title={entry.title}
                    description={entry.description}
                    category={entry.category}
                    actions={
                      stateOf(entry.id, false) === 'pending' ? (
                        <PendingBadge />
                      ) : (
                        <RequestButton formId={entry.id} title={entry.title} label={t('applications.request')} />
                      )
                    }
                  />
                ))}
              </Grid>
            );
          }}
        </QueryState>
      </Section>
    </Stack>
  );
};
