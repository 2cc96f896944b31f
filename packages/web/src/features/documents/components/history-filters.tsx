import '@mantine/dates/styles.css';
import { Button, Group, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../../../form-renderer/fields/temporal-field';
import type { Locale } from '@atelier/core';
import { useMinWidth } from '../../../lib/use-min-width';

export const SEARCH_DELAY_MS = 300;

type HistoryFiltersProps = {
  query: string;
  from: string;
  to: string;
  locale: Locale;
  onChange: (changes: { q?: string; from?: string; to?: string }) => void;
};

/** The search box (debounced) and the period; both live in the URL. */
export const HistoryFilters = ({ query, from, to, locale, onChange }: HistoryFiltersProps) => {
  const { t } = useTranslation();
  const phone = !useMinWidth('sm');
  const [text, setText] = useState(query);
  const push = useDebouncedCallback((value: string) => onChange({ q: value.trim() }), SEARCH_DELAY_MS);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        size="md"
        flex="2 1 260px"
        type="search"
        label={t('history.search')}
        placeholder={t('history.searchPlaceholder')}
        leftSection={<IconSearch size={18} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          push(event.currentTarget.value);
        }}
        // Leaving the box applies the search at once: a search still pending when the user opens a
        // document would otherwise land after that click and take them back to this list.
        onBlur={() => push.flush()}
      />
      <DatePickerInput
        type="range"
        size="md"
        flex="1 1 240px"
        label={t('history.period')}
        placeholder={t('history.periodPlaceholder')}
        valueFormat={DATE_FORMAT[locale]}
        value={[from || null, to || null]}
        onChange={([start, end]) => {
          if ((start && end) || (!start && !end)) onChange({ from: start ?? '', to: end ?? '' });
        }}
        clearable
        allowSingleDateInRange
        dropdownType={phone ? 'modal' : 'popover'}
      />
      {(query || from || to) && (
        <Button
          variant="subtle"
          size="md"
          leftSection={<IconX size={18} aria-hidden />}
          onClick={() => {
            setText('');
            onChange({ q: '', from: '', to: '' });
          }}
        >
          {t('history.clear')}
        </Button>
      )}
    </Group>
  );
};
