import { formatDate, formatNumber, type SpvReceivedPickLineDto } from '@atelier/core';
import { Alert, Button, Checkbox, Group, Loader, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert, LoadingLine } from '../../../../components/load-state';
import { SearchBox } from '../../../../components/search-box';
import type { LinesPickerProps } from '../../../../form-renderer/types';
import { useLocale } from '../../../../lib/use-locale';
import { useMinWidth } from '../../../../lib/use-min-width';
import { useSpvStatus } from '../../api/connection';
import { receivedMoney } from '../../received-money';
import { useReceivedLines, useSaveMarkup } from '../../api/received';
import { lineKey, markedUpPrice, partsColumnsOf, partsRow } from '../../received-parts';
import { unitText } from './received-detail';

/** The picker's dialog: search the latest received lines, tick some, set the markup, add them as parts lines. */
const PickerDialog = ({ opened, onClose, room, onAdd }: { opened: boolean; onClose: () => void; room: number | undefined; onAdd: (lines: SpvReceivedPickLineDto[], markup: number, changed: boolean) => void }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const phone = !useMinWidth('xs');
  const [term, setTerm] = useState('');
  const lines = useReceivedLines(term, opened);
  const [typedMarkup, setTypedMarkup] = useState<number | undefined>(undefined);
  const [picked, setPicked] = useState<ReadonlyMap<string, SpvReceivedPickLineDto>>(new Map());
  const markup = typedMarkup ?? lines.data?.markup ?? 0;
  const tooMany = room !== undefined && picked.size > room;
  // The previous search's lines, shown while the new one is asked: dimmed and not tappable, since the list
  // changes under the finger when the answer comes (a tap then lands on another line, or on none).
  const stale = lines.isPlaceholderData;

  const toggle = (line: SpvReceivedPickLineDto) =>
    setPicked((previous) => {
      const next = new Map(previous);
      if (next.has(lineKey(line))) next.delete(lineKey(line));
      else next.set(lineKey(line), line);
      return next;
    });
  const close = () => {
    setPicked(new Map());
    setTerm('');
    setTypedMarkup(undefined);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('spv.picker.title')} size="xl" fullScreen={phone} closeButtonProps={{ 'aria-label': t('form.close') }}>
      <Stack gap="sm">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <SearchBox
            size="md"
            flex="3 1 240px"
            data-autofocus
            label={t('spv.picker.search')}
            rightSection={lines.isFetching ? <Loader size="xs" /> : undefined}
            value={term}
            onSearch={setTerm}
          />
          <NumberInput
            size="md"
            flex="1 1 120px"
            label={t('spv.picker.markup')}
            suffix=" %"
            min={0}
            max={1000}
            decimalScale={2}
            allowNegative={false}
            decimalSeparator={locale === 'en' ? '.' : ','}
            value={markup}
            onChange={(value) => setTypedMarkup(typeof value === 'number' ? value : Number(value) || 0)}
          />
        </Group>
        <Text fz="xs" c="dimmed" mt={-6}>
          {t('spv.picker.markupHelp')}
        </Text>
        {lines.isPending && <LoadingLine label={t('spv.picker.loading')} />}
        {lines.isError && <LoadErrorAlert title={t('spv.picker.loadFailed')} error={lines.error} onRetry={() => void lines.refetch()} />}
        {lines.isSuccess && lines.data.results.length === 0 && <Text c="dimmed">{term ? t('spv.picker.noMatch', { term }) : t('spv.picker.empty')}</Text>}
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          aria-label={t('spv.picker.lines')}
          aria-busy={stale}
          style={{ listStyle: 'none', ...(stale ? { opacity: 0.5, pointerEvents: 'none' } : {}) }}
        >
          {lines.data?.results.map((line) => {
            const money = (value: unknown) => receivedMoney(value, line.currency, locale);
            const paid = t('spv.picker.paid', { quantity: line.quantity === null ? '' : formatNumber(line.quantity, { locale, decimals: 3 }), unit: unitText(line.unit_code), price: money(line.unit_price) });
            const sells = markedUpPrice(line.unit_price, markup);
            return (
              <li key={lineKey(line)}>
                <Checkbox.Card
                  checked={picked.has(lineKey(line))}
                  onClick={() => toggle(line)}
                  radius="md"
                  p="sm"
                  aria-label={t('spv.picker.pick', { name: line.name })}
                >
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Checkbox.Indicator mt={2} />
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {line.code ? `${line.name} · ${line.code}` : line.name}
                      </Text>
                      <Text fz="sm">{sells === undefined ? paid : `${paid} · ${t('spv.picker.sells', { price: money(sells) })}`}</Text>
                      <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {t('spv.picker.invoice', { supplier: line.supplier_name, number: line.number, date: formatDate(line.issue_date, locale) })}
                      </Text>
                    </Stack>
                  </Group>
                </Checkbox.Card>
              </li>
            );
          })}
        </Stack>
        {tooMany && (
          <Alert color="yellow" role="status">
            {t('spv.picker.room', { count: room })}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" pos="sticky" bottom={0} py="xs" bg="var(--mantine-color-body)">
          <Button variant="default" onClick={close}>
            {t('spv.picker.cancel')}
          </Button>
          <Button
            disabled={picked.size === 0 || tooMany}
            onClick={() => {
              onAdd([...picked.values()], markup, markup !== lines.data?.markup);
              close();
            }}
          >
            {t('spv.picker.add', { count: picked.size })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

/**
 * "From supplier invoices" beside a deviz's parts (issue 30): lines of the invoices received
 * through SPV become parts lines at the price paid plus the workshop's markup. Shown only for an
 * array of parts (role lines.parts) with a name, quantity and price column, and a business connected to SPV.
 */
export const ReceivedLinesPicker = ({ field, room, onAdd }: LinesPickerProps) => {
  const { t } = useTranslation();
  const columns = useMemo(() => partsColumnsOf(field), [field]);
  const status = useSpvStatus({ enabled: columns !== undefined });
  const [opened, setOpened] = useState(false);
  const saveMarkup = useSaveMarkup();
  if (!columns || !status.data?.connected) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconFileInvoice size={20} aria-hidden />} onClick={() => setOpened(true)}>
        {t('spv.picker.button')}
      </Button>
      {saveMarkup.isError && (
        <Text fz="sm" c="red.8" role="alert">
          {t('spv.picker.markupNotSaved')}
        </Text>
      )}
      <PickerDialog
        opened={opened}
        onClose={() => setOpened(false)}
        room={room}
        onAdd={(lines, markup, changed) => {
          onAdd(lines.map((line) => partsRow(columns, line, markup)));
          if (changed) saveMarkup.mutate(markup);
        }}
      />
    </>
  );
};
