import { SHARE_STATES, shareState, type DocumentDto } from '@atelier/core';
import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlState } from '../../../components/use-url-state';
import { ShareStateBadge } from './share-state-badge';

/** The URL's (and the listing's) parameter of History's filter by the customer's answer. */
export const SHARE_STATE_PARAM = 'share_state';

/** A row's state with its customer, as History's listing gives it; nothing when the server said nothing. */
export const ShareStateCell = ({ document }: { document: DocumentDto }) => (document.share_state ? <ShareStateBadge state={document.share_state} size="sm" /> : null);

/**
 * History's column and filter by where each document stands with its customer (issue 29): the
 * filter lives in the address (?share_state=approved) and goes to the listing as it is.
 */
export const useShareStateHistory = (): { column: { header: string; cell: (document: DocumentDto) => ReactNode }; filter: { control: ReactNode; query: Record<string, string | undefined> } } => {
  const { t } = useTranslation();
  const url = useUrlState();
  const parsed = shareState.safeParse(url.get(SHARE_STATE_PARAM));
  const value = parsed.success ? parsed.data : null;
  const control = (
    <Select
      size="md"
      maw={{ base: '100%', sm: 260 }}
      label={t('sharing.history.filter')}
      placeholder={t('sharing.history.any')}
      data={SHARE_STATES.map((state) => ({ value: state, label: t(`sharing.state.${state}`) }))}
      value={value}
      onChange={(next) => url.set({ [SHARE_STATE_PARAM]: next ?? '' })}
      clearable
      allowDeselect
      comboboxProps={{ withinPortal: true }}
    />
  );
  // A new object each render is fine: the listing's query key is compared by value.
  return {
    column: { header: t('sharing.history.column'), cell: (document: DocumentDto) => <ShareStateCell document={document} /> },
    filter: { control, query: { [SHARE_STATE_PARAM]: value ?? undefined } },
  };
};
