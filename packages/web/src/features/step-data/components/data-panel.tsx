import { DEFAULT_PAGE_SIZE, localizeDefinition, normalizeLocale } from '@atelier/core';
import { Alert, Group, Loader, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { useUrlState } from '../../../components/use-url-state';
import { describeError, type DescribeOptions } from '../../../lib/error-messages';
import { useFormDefinitions } from '../api/get-form-definitions';
import { useStepEntries } from '../api/get-step-entries';
import { useStepNames, useStepOverview } from '../api/get-step-overview';
import { EntryCard } from './entry-card';
import { stepLabel } from './step-label';

/** Past the trial the past data is held (402): say that, not that loading failed. */
const PAST_DATA_ERROR = (fallback: NonNullable<DescribeOptions['fallback']>): DescribeOptions => ({ fallback, only: ['payment_required_past_data'] });

/** The Data tab: what was entered per step (clients, vehicles…) across all documents. */
export const DataPanel = () => {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.resolvedLanguage ?? i18n.language);
  const url = useUrlState();
  const overview = useStepOverview();
  const names = useStepNames();
  const counts = new Map((overview.data ?? []).map((item) => [item.step, item.count]));
  const steps = [...new Set([...(overview.data ?? []).map((item) => item.step), ...(names.data ?? [])])];
  const step = url.get('step') || steps[0] || '';
  const term = url.get('q');
  const entries = useStepEntries(step ? { step, term, skip: (url.page - 1) * DEFAULT_PAGE_SIZE, limit: DEFAULT_PAGE_SIZE } : undefined);
  const stepsFailed = overview.isError && names.isError;
  const forms = useFormDefinitions(entries.data?.results.map((entry) => entry.form_id) ?? []);
  const localized = useMemo(() => new Map([...forms].map(([id, form]) => [id, localizeDefinition(form.form_schema, locale)])), [forms, locale]);

  if (stepsFailed) {
    return (
      <Alert color="red" role="alert">
        {describeError(t, overview.error, PAST_DATA_ERROR('errors.data.stepsFailed'))}
      </Alert>
    );
  }
  if (overview.isPending && names.isPending) {
    return (
      <Group gap="sm" py="lg" role="status">
        <Loader size="sm" />
        <Text>{t('data.loading')}</Text>
      </Group>
    );
  }
  if (steps.length === 0) return <Text py="lg">{t('data.noSteps')}</Text>;

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          size="md"
          flex="1 1 220px"
          label={t('data.step')}
          data={steps.map((name) => ({
            value: name,
            label: counts.has(name) ? t('data.stepWithCount', { step: stepLabel(t, name), count: counts.get(name) ?? 0 }) : stepLabel(t, name),
          }))}
          value={step}
          onChange={(value) => {
            if (value) url.set({ step: value, q: '' });
          }}
          allowDeselect={false}
        />
        <SearchBox size="md" flex="2 1 260px" label={t('data.search')} value={term} onSearch={(q) => url.set({ q }, { replace: true })} />
      </Group>
      {entries.isPending && (
        <Group gap="sm" py="lg" role="status">
          <Loader size="sm" />
          <Text>{t('data.loading')}</Text>
        </Group>
      )}
      {entries.isError && (
        <Alert color="red" role="alert">
          {describeError(t, entries.error, PAST_DATA_ERROR('errors.data.entriesFailed'))}
        </Alert>
      )}
      {entries.isSuccess && (
        <>
          {entries.data.results.length === 0 ? (
            <Text py="lg">{term ? t('data.noMatch', { term }) : t('data.empty')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {entries.data.results.map((entry) => (
                <EntryCard key={`${entry.document_id}-${entry.created_at}`} entry={entry} step={step} definition={localized.get(entry.form_id)} locale={locale} />
              ))}
            </SimpleGrid>
          )}
          <Pager page={url.page} total={entries.data.total} pageSize={DEFAULT_PAGE_SIZE} onChange={(next) => url.set({ page: String(next) })} />
        </>
      )}
    </Stack>
  );
};
