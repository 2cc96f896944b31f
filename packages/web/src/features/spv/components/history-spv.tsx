import { SPV_HISTORY_STATES, spvHistoryState, type DocumentDto, type SpvHistoryState, type SpvUploadState } from '@atelier/core';
import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlState } from '../../../components/use-url-state';
import { useSpvStatus } from '../api/connection';
import { UploadStateBadge } from './upload-state-badge';

/** The URL's (and the listing's) parameter of History's filter by SPV state. */
export const SPV_STATE_PARAM = 'spv_state';

/** History says "not sent" for an invoice whose latest upload failed: the badge of a failed upload. */
const badgeState = (state: SpvHistoryState): SpvUploadState => (state === 'not_sent' ? 'failed' : state);

/** A row's SPV state, as History's listing gives it; nothing for a document never queued (not an invoice, or saved before SPV was connected). */
export const SpvStateCell = ({ document }: { document: DocumentDto }) => (document.spv_state ? <UploadStateBadge state={badgeState(document.spv_state)} size="sm" /> : null);

/**
 * History's SPV column and filter (issue 30): each invoice's way to ANAF, and only the invoices in
 * one state (?spv_state=rejected in the address, sent to the listing as it is). Nothing where SPV
 * is not configured on this server.
 */
export const useSpvHistory = (): { column: { header: string; cell: (document: DocumentDto) => ReactNode }; filter: { control: ReactNode; query: Record<string, string | undefined> } } | undefined => {
  const { t } = useTranslation();
  const url = useUrlState();
  const configured = useSpvStatus().data?.configured === true;
  const parsed = spvHistoryState.safeParse(url.get(SPV_STATE_PARAM));
  const value = parsed.success ? parsed.data : null;
  if (!configured) return undefined;
  const control = (
    <Select
      size="md"
      maw={{ base: '100%', sm: 260 }}
      label={t('spv.history.filter')}
      placeholder={t('spv.history.any')}
      data={SPV_HISTORY_STATES.map((state) => ({ value: state, label: t(`spv.state.${badgeState(state)}`) }))}
      value={value}
      onChange={(next) => url.set({ [SPV_STATE_PARAM]: next ?? '' })}
      clearable
      allowDeselect
      comboboxProps={{ withinPortal: true }}
    />
  );
  return {
    column: { header: t('spv.history.column'), cell: (document: DocumentDto) => <SpvStateCell document={document} /> },
    filter: { control, query: { [SPV_STATE_PARAM]: value ?? undefined } },
  };
};
