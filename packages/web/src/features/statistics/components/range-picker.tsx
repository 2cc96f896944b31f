import '@mantine/dates/styles.css';
import type { StatisticsRangeDto } from '@atelier/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../../../form-renderer/fields/temporal-field';
import { useLocale } from '../../../lib/use-locale';
import { useMinWidth } from '../../../lib/use-min-width';

type RangePickerProps = { range: StatisticsRangeDto; onChange: (range: StatisticsRangeDto) => void };

/** The period the figures cover; a change is applied once both ends are picked. */
export const RangePicker = ({ range, onChange }: RangePickerProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const phone = !useMinWidth('sm');
  // The half-picked range lives here; the URL (and the query) only ever holds a whole one.
  const [draft, setDraft] = useState<[string | null, string | null] | undefined>();
  return (
    <DatePickerInput
      type="range"
      size="md"
      flex="1 1 260px"
      maw={{ sm: 340 }}
      label={t('statistics.period')}
      valueFormat={DATE_FORMAT[locale]}
      value={draft ?? [range.start_date, range.end_date]}
      onChange={([start, end]) => {
        if (start && end) {
          setDraft(undefined);
          onChange({ start_date: start, end_date: end });
        } else setDraft([start, end]);
      }}
      onDropdownClose={() => setDraft(undefined)}
      allowSingleDateInRange
      dropdownType={phone ? 'modal' : 'popover'}
    />
  );
};
