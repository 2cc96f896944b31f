import type { ReactNode } from 'react';
import { documentAmount, documentDate, formatDate, formatMoney, formatPlate, type DocumentDto, type Locale } from '@atelier/core';
import { ActionIcon, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconEye, IconFileTypePdf, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type HistoryListProps = {
  documents: DocumentDto[];
  locale: Locale;
  wide: boolean;
  onDelete: (document: DocumentDto) => void;
  onPdf: (document: DocumentDto) => void;
  /** Whether this document's PDF is on its way. */
  pdfBusy: (documentId: string) => boolean;
  /** More actions of a row beside its PDF (an invoice's e-Factura XML); `touch` on phones. */
  extraActions?: (document: DocumentDto, size: 'row' | 'touch') => ReactNode;
  /** "Made by" whom, when the business has several people (issue 14); undefined hides it. */
  madeBy?: (document: DocumentDto) => string | undefined;
  /** Other features' columns (the customer's answer, SPV): a cell per row, a line of each card on phones. */
  columns?: readonly HistoryColumn[] | undefined;
};

/** A column of another feature's in History: its header and each row's cell. */
export type HistoryColumn = { key: string; header: string; cell: (document: DocumentDto) => ReactNode };

// Each amount in its document's currency, as its PDF prints it: "1.234,50 lei", "99,00 €"; the
// grand total, else the amount the document carries (an income or expense entry, a fleet cost).
const amount = (document: DocumentDto, locale: Locale): string => formatMoney(documentAmount(document.facts), { locale, currency: document.currency });

// One rule for every kind (core's documentDate): the document's own date (an estimate dated last
// week, an appointment's day, an expense's date), else when it was saved.
const dateOf = (document: DocumentDto): string => documentDate(document.facts, document.created_at);

const who = (document: DocumentDto): string => document.facts['client.name'] ?? '';
const plate = (document: DocumentDto): string | undefined => {
  const value = document.facts['vehicle.plate'];
  return value ? formatPlate(value) : undefined;
};
const vehicle = (document: DocumentDto): string => [plate(document), document.facts['vehicle.make']].filter(Boolean).join(' · ');

/** Saved documents: a table on a desktop, one card per document on a phone. */
export const HistoryList = ({ documents, locale, wide, onDelete, onPdf, pdfBusy, madeBy = () => undefined, extraActions = () => null, columns = [] }: HistoryListProps) => {
  const { t } = useTranslation();
  const authorColumn = documents.some((document) => madeBy(document) !== undefined);
  if (wide) {
    return (
      <Table.ScrollContainer minWidth={920}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('history.columns.number')}</Table.Th>
              <Table.Th>{t('history.columns.form')}</Table.Th>
              <Table.Th>{t('history.columns.client')}</Table.Th>
              <Table.Th>{t('history.columns.vehicle')}</Table.Th>
              <Table.Th>{t('history.columns.date')}</Table.Th>
              {authorColumn && <Table.Th>{t('history.columns.madeBy')}</Table.Th>}
              {columns.map((column) => (
                <Table.Th key={column.key}>{column.header}</Table.Th>
              ))}
              <Table.Th ta="right">{t('history.columns.total')}</Table.Th>
              <Table.Th>
                <span hidden>{t('history.columns.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {documents.map((document) => (
              <Table.Tr key={document.id}>
                <Table.Td fw={700}>
                  <Link to={`/documents/${document.id}`}>{document.number}</Link>
                </Table.Td>
                <Table.Td>{document.form_title}</Table.Td>
                <Table.Td>{who(document)}</Table.Td>
                <Table.Td>{vehicle(document)}</Table.Td>
                <Table.Td>{formatDate(dateOf(document), locale)}</Table.Td>
                {authorColumn && <Table.Td style={{ overflowWrap: 'anywhere' }}>{madeBy(document)}</Table.Td>}
                {columns.map((column) => (
                  // A state's badge whole ("Acceptată", not "Ac…"): the table scrolls sideways before it truncates.
                  <Table.Td key={column.key}>
                    <div style={{ width: 'max-content' }}>{column.cell(document)}</div>
                  </Table.Td>
                ))}
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {amount(document, locale)}
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap" justify="flex-end">
                    <ActionIcon component={Link} to={`/documents/${document.id}`} size="lg" variant="default" aria-label={t('history.open', { number: document.number })}>
                      <IconEye size={20} aria-hidden />
                    </ActionIcon>
                    <ActionIcon component={Link} to={`/documents/${document.id}?mode=edit`} size="lg" variant="default" aria-label={t('history.edit', { number: document.number })}>
                      <IconPencil size={20} aria-hidden />
                    </ActionIcon>
                    <ActionIcon size="lg" variant="default" loading={pdfBusy(document.id)} onClick={() => onPdf(document)} aria-label={t('history.pdf', { number: document.number })}>
                      <IconFileTypePdf size={20} aria-hidden />
                    </ActionIcon>
                    {extraActions(document, 'row')}
                    <ActionIcon size="lg" variant="light" color="red" onClick={() => onDelete(document)} aria-label={t('history.delete', { number: document.number })}>
                      <IconTrash size={20} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  return (
    <Stack gap="sm">
      {documents.map((document) => (
        <Card key={document.id} withBorder padding="md" radius="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text fw={800} fz="lg">
                {document.number}
              </Text>
              <Text fz="sm" c="dimmed">
                {document.form_title} · {formatDate(dateOf(document), locale)}
              </Text>
            </div>
            <Text fw={700} fz="lg" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {amount(document, locale)}
            </Text>
          </Group>
          {(who(document) || vehicle(document)) && (
            <Text mt={6} style={{ overflowWrap: 'anywhere' }}>
              {[who(document), vehicle(document)].filter(Boolean).join(' · ')}
            </Text>
          )}
          {columns.length > 0 && (
            <Group gap={6} mt={6} wrap="wrap">
              {columns.map((column) => (
                <div key={column.key}>{column.cell(document)}</div>
              ))}
            </Group>
          )}
          {madeBy(document) && (
            <Text mt={4} fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('history.madeBy', { name: madeBy(document) })}
            </Text>
          )}
          {/* Four touch targets in 296 px (a 360 px phone): tight gaps and padding keep "Open" whole. */}
          <Group gap={6} mt="sm" wrap="nowrap">
            <Button component={Link} to={`/documents/${document.id}`} variant="default" size="md" px="xs" flex={1} leftSection={<IconEye size={20} aria-hidden />} aria-label={t('history.open', { number: document.number })}>
              {t('history.openShort')}
            </Button>
            <ActionIcon component={Link} to={`/documents/${document.id}?mode=edit`} size={44} variant="default" aria-label={t('history.edit', { number: document.number })}>
              <IconPencil size={22} aria-hidden />
            </ActionIcon>
            <ActionIcon size={44} variant="default" loading={pdfBusy(document.id)} onClick={() => onPdf(document)} aria-label={t('history.pdf', { number: document.number })}>
              <IconFileTypePdf size={22} aria-hidden />
            </ActionIcon>
            <ActionIcon size={44} variant="light" color="red" onClick={() => onDelete(document)} aria-label={t('history.delete', { number: document.number })}>
              <IconTrash size={22} aria-hidden />
            </ActionIcon>
          </Group>
          {/* Below the row: a fifth target would squeeze "Open" on a 360 px phone. */}
          {extraActions(document, 'touch')}
        </Card>
      ))}
    </Stack>
  );
};
