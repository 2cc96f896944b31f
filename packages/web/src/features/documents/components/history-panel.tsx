import { DEFAULT_PAGE_SIZE, normalizeLocale, type DocumentDto } from '@atelier/core';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert, LoadingLine } from '../../../components/load-state';
import { pageCount, Pager } from '../../../components/pager';
import { useUrlState } from '../../../components/use-url-state';
import { useListDocuments } from '../api/list-documents';
import { useSearchDocuments } from '../api/search-documents';
import { describePdfError } from '../pdf-errors';
import { usePdfDownloads } from '../use-pdf-downloads';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { HistoryFilters } from './history-filters';
import type { HistorySlots } from './editor-slots';
import { HistoryList } from './history-list';
import { useMinWidth } from '../../../lib/use-min-width';

/** The History tab: search, period, the documents page by page, open/edit/PDF/delete. */
export const HistoryPanel = ({ slots = {} }: { slots?: HistorySlots }) => {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.resolvedLanguage ?? i18n.language);
  const wide = useMinWidth('md');
  const url = useUrlState();
  const query = url.get('q');
  const from = url.get('from');
  const to = url.get('to');
  const page = url.page;
  const skip = (page - 1) * DEFAULT_PAGE_SIZE;
  const [toDelete, setToDelete] = useState<DocumentDto | undefined>();
  const pdf = usePdfDownloads(locale);

  const searching = query !== '';
  const filters = slots.filters ?? [];
  const extra = Object.assign({}, ...filters.map((filter) => filter.query)) as Record<string, string | undefined>;
  const list = useListDocuments({ skip, limit: DEFAULT_PAGE_SIZE, startDate: from || undefined, endDate: to || undefined, locale, ...(filters.length > 0 ? { extra } : {}) }, !searching);
  const search = useSearchDocuments({ query, skip, limit: DEFAULT_PAGE_SIZE, fromDate: from || undefined, toDate: to || undefined, locale }, searching);
  // While the first page of a new search loads, the table already shown stays (a click on one of
  // its documents must not land on a spinner that replaced it).
  const result = searching && !(search.isPending && list.isSuccess) ? search : list;
  const lastPage = result.data ? pageCount(result.data.total, DEFAULT_PAGE_SIZE) : page;

  useEffect(() => {
    // The last document of the last page was deleted: show the page before.
    if (result.isSuccess && !result.isPlaceholderData && page > lastPage) url.set({ page: String(lastPage) }, { replace: true });
  });

  return (
    <Stack gap="md">
      <HistoryFilters query={query} from={from} to={to} locale={locale} onChange={(changes) => url.set(changes, { replace: 'q' in changes })} />
      {filters.length > 0 && (
        <Group gap="sm" align="flex-end" wrap="wrap">
          {filters.map((filter) => (
            <Fragment key={filter.key}>{filter.control}</Fragment>
          ))}
        </Group>
      )}
      {result.isPending && <LoadingLine label={t('history.loading')} />}
      {result.isError && <LoadErrorAlert title={t('errors.documents.fetchFailed')} error={result.error} onRetry={() => void result.refetch()} />}
      {pdf.failure && (
        <Alert
          color="red"
          title={t('errors.documents.pdfFailed')}
          withCloseButton
          closeButtonLabel={t('form.close')}
          onClose={pdf.clearFailure}
          role="alert"
        >
          {`${pdf.failure.number}: ${describePdfError(t, pdf.failure.error)}`}
        </Alert>
      )}
      {result.isSuccess && (
        <>
          <Text fz="sm" c="dimmed">
            {result.data.capped ? t('history.countAtLeast', { count: result.data.total }) : t('history.count', { count: result.data.total })}
          </Text>
          {result.data.results.length === 0 ? (
            <Text py="lg">{searching ? t('history.noMatch', { term: query }) : t('history.empty')}</Text>
          ) : (
            <HistoryList
              documents={result.data.results}
              locale={locale}
              wide={wide}
              onDelete={setToDelete}
              onPdf={pdf.download}
              pdfBusy={pdf.isBusy}
              madeBy={slots.madeBy}
              extraActions={slots.rowActions}
              columns={slots.columns}
            />
          )}
          <Pager page={page} total={result.data.total} pageSize={DEFAULT_PAGE_SIZE} onChange={(next) => url.set({ page: String(next) })} />
        </>
      )}
      <DeleteDocumentDialog target={toDelete} onClose={() => setToDelete(undefined)} />
    </Stack>
  );
};
