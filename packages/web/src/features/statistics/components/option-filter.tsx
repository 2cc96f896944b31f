import { foldForSearch } from '@atelier/core';
import { Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type FilterOption = { value: string; label: string };

// Mantine keeps an empty value as "nothing picked": "all" needs a value of its own.
const ALL = '*';

const searchText = (text: string) => foldForSearch(text).replace(/[^\p{L}\p{N}]/gu, '');
/** "cj07", "CJ 07" and "cj-07-str" find "CJ 07 STR"; "cheltuiala" finds "Cheltuială". */
const matching: OptionsFilter = ({ options, search }) =>
  options.filter((option) => 'value' in option && (option.value === ALL || searchText(option.label).includes(searchText(search))));

type OptionFilterProps = { label: string; allLabel: string; options: readonly FilterOption[]; value: string; onChange: (value: string) => void };

/** A filter picked from the user's own values (car, category), searchable, "all" first. */
export const OptionFilter = ({ label, allLabel, options, value, onChange }: OptionFilterProps) => {
  const { t } = useTranslation();
  // A value from an old link that the list does not hold (yet) still shows as it was asked.
  const listed = value === '' || options.some((option) => option.value === value) ? options : [...options, { value, label: value }];
  const data: ComboboxItem[] = [{ value: ALL, label: allLabel }, ...listed];
  return (
    <Select
      size="md"
      flex="1 1 200px"
      maw={{ sm: 260 }}
      label={label}
      data={data}
      value={value === '' ? ALL : value}
      onChange={(next) => onChange(next === null || next === ALL ? '' : next)}
      searchable
      allowDeselect={false}
      filter={matching}
      nothingFoundMessage={t('statistics.filterEmpty')}
    />
  );
};
