import '@mantine/dates/styles.css';
import { Button, Group } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/search-box';
import { DATE_FORMAT } from '../../../form-renderer/fields/temporal-field';
import type { Locale } from '@atelier/core';
import { useMinWidth } from '../../../lib/use-min-width';

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
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchBox
        size="md"
        flex="2 1 260px"
        label={t('history.search')}
        placeholder={t('history.searchPlaceholder')}
        value={query}
        onSearch={(q) => onChange({ q })}
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
          onClick={() => onChange({ q: '', from: '', to: '' })}
        >
          {t('history.clear')}
        </Button>
      )}
    </Group>
  );
};
