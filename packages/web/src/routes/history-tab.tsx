import { Stack } from '@mantine/core';
import { HistoryPanel } from '../features/documents/components/history-panel';
import { MonthZipCard } from '../features/efactura/components/month-zip-card';

/** The History tab: the documents, and the month's invoices for the accountant (e-Factura XML + PDF). */
export const HistoryTab = () => (
  <Stack gap="lg">
    <HistoryPanel />
    <MonthZipCard />
  </Stack>
);
