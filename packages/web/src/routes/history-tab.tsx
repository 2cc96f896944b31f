import { Stack } from '@mantine/core';
import { HistoryPanel } from '../features/documents';
import { MonthZipCard } from '../features/efactura';
import { useLiveSharing } from '../features/sharing';
import { useHistorySlots } from './document-slots';

/** The History tab: the documents, and the month's invoices for the accountant (e-Factura XML + PDF). */
export const HistoryTab = () => {
  const slots = useHistorySlots();
  // A customer's answer shows in the list at once (its state column), without a reload.
  useLiveSharing();
  return (
    <Stack gap="lg">
      <HistoryPanel slots={slots} />
      <MonthZipCard />
    </Stack>
  );
};
