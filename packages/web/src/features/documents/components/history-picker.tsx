import { formatDate, formatFieldValue, type ArrayField, type FieldValue, type FormatFieldValueOptions, type Locale } from '@atelier/core';
import { Alert, Button, Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { createContext, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/search-box';
import { screenFormat } from '../../../form-renderer/format-value';
import type { Currency, HistoryPickerProps } from '../../../form-renderer/types';
import { useArrayItems } from '../api/get-array-items';
import { useMinWidth } from '../../../lib/use-min-width';

export type HistoryPickContextValue = { formId: string; locale: Locale; currency: Currency };

export const HistoryPickContext = createContext<HistoryPickContextValue | undefined>(undefined);

const NUMERIC = new Set(['number', 'money', 'percent']);

/** What a past line was (its texts: code, name…) and what it cost (its numbers), as two lines. */
const describeItem = (field: ArrayField, item: Record<string, FieldValue>, context: FormatFieldValueOptions) => {
  const part = (numeric: boolean) =>
    field.item
      .filter((itemField) => NUMERIC.has(itemField.type) === numeric && itemField.compute === undefined)
      .map((itemField) => formatFieldValue(itemField, item[itemField.name], context))
      .filter((text) => text !== '')
      .join(' · ');
  return { title: part(false), amounts: part(true) };
};

/** "Pick from history": search the lines used before (a part, a labour item) and add one. */
export const HistoryPicker = ({ field, path, onPick }: HistoryPickerProps) => {
  const { t } = useTranslation();
  const context = useContext(HistoryPickContext);
  const phone = !useMinWidth('xs');
  const [opened, setOpened] = useState(false);
  const [term, setTerm] = useState('');
  const items = useArrayItems({ formId: context?.formId ?? '', field: path, term }, opened && context !== undefined);
  if (!context) return null;
  const formatContext = screenFormat({ locale: context.locale, currency: context.currency, t });

  return (
    <>
      <Button variant="default" leftSection={<IconHistory size={20} aria-hidden />} onClick={() => setOpened(true)}>
        {t('form.history.button')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('form.history.title', { field: field.label })} size="lg" fullScreen={phone} closeButtonProps={{ 'aria-label': t('form.close') }}>
        <Stack gap="sm">
          <SearchBox
            size="md"
            data-autofocus
            label={t('form.history.search')}
            rightSection={items.isFetching ? <Loader size="xs" /> : undefined}
            value={term}
            onSearch={setTerm}
          />
          {items.isError && (
            <Alert color="red" role="alert">
              {t('errors.documents.pastDataLoad')}
            </Alert>
          )}
          {items.isSuccess && items.data.length === 0 && <Text c="dimmed">{term ? t('form.history.noMatch', { term }) : t('form.history.empty')}</Text>}
          {items.data?.map(({ item, last_used_at }, index) => {
            const { title, amounts } = describeItem(field, item, formatContext);
            return (
              <UnstyledButton
                key={`${index}-${title}`}
                onClick={() => {
                  onPick(item);
                  setOpened(false);
                  setTerm('');
                }}
                p="md"
                bd="1px solid var(--mantine-color-gray-3)"
                style={{ borderRadius: 'var(--mantine-radius-md)', minHeight: 56 }}
              >
                <Text fw={600}>{title || amounts}</Text>
                {title && amounts && <Text fz="sm">{amounts}</Text>}
                <Text fz="sm" c="dimmed">
                  {t('form.history.lastUsed', { date: formatDate(last_used_at, context.locale) })}
                </Text>
              </UnstyledButton>
            );
          })}
        </Stack>
      </Modal>
    </>
  );
};
