import { DISPLAY_CATEGORIES, DOCUMENT_KINDS, LANG_PARAM, TRADES, type CatalogPageDto } from '@atelier/core';
import { CloseButton, Flex, Select, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTypedBeforeStart } from '../../../lib/use-typed-before-start';
import type { CatalogFilters } from '../catalog-filters';

type Facet = { value: string; count: number };

/** Options of a filter: "all", then every value, with how many matches choosing it would show (once known). */
const options = <T extends string>(all: string, values: readonly T[], label: (value: T) => string, facets: Facet[] | undefined, selected: T | undefined) => {
  const counts = new Map(facets?.map((f) => [f.value, f.count]));
  return [
    { value: '', label: all },
    ...values
      // Values without matches are left out (their counts are known), except the one chosen.
      .filter((value) => !facets || counts.has(value) || value === selected)
      .map((value) => ({ value, label: facets ? `${label(value)} (${counts.get(value) ?? 0})` : label(value) })),
  ];
};

/**
 * The catalogue's search field and filters (trade, document type and, on the catalogue page,
 * category), shared by /catalog and the dashboard's applications to request. With `action` it is a
 * form the browser itself sends (GET `action?q=…`, the filters chosen and the language kept) when
 * the app is not running (no JavaScript, or the server's page before the app takes it over): the
 * server renders the results. The app searches as the visitor types and keeps the form from leaving.
 */
export const CatalogSearchBar = ({
  filters,
  onChange,
  facets,
  withCategory = false,
  idPrefix,
  action,
  lang,
}: {
  filters: CatalogFilters;
  /** Changed keys as URL values ('' removes one). */
  onChange: (changes: Record<string, string>) => void;
  /** The current results' counts per trade and document type. */
  facets?: Pick<CatalogPageDto, 'trades' | 'kinds'> | undefined;
  withCategory?: boolean;
  idPrefix: string;
  /** The page the form is sent to without the app (GET), e.g. /catalog. */
  action?: string;
  /** The language asked for in the address (?lang=), kept by the form. */
  lang?: string;
}) => {
  const { t } = useTranslation();
  // A search typed on the server's page before the app took it over.
  const typed = useTypedBeforeStart(filters.q, (q) => onChange({ q }));
  // The document types that have applications (and the one chosen), by name.
  const kindsShown = DOCUMENT_KINDS.filter((kind) => kind === filters.kind || facets?.kinds.some((k) => k.value === kind)).sort((a, b) =>
    t(`catalog.kinds.${a}`).localeCompare(t(`catalog.kinds.${b}`)),
  );
  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      gap="sm"
      role="search"
      wrap={{ base: 'nowrap', sm: 'wrap', lg: 'nowrap' }}
      {...(action ? { component: 'form', method: 'get', action, onSubmit: (event: FormEvent) => event.preventDefault() } : {})}
    >
      {action &&
        Object.entries({ trade: filters.trade, kind: filters.kind, category: filters.category, [LANG_PARAM]: lang })
          .filter(([, value]) => value)
          .map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      <TextInput
        ref={typed}
        id={`${idPrefix}-q`}
        flex={2}
        miw={{ sm: 260 }}
        size="md"
        type="search"
        label={t('catalog.searchLabel')}
        placeholder={t('catalog.searchPlaceholder')}
        name={action ? 'q' : undefined}
        // In a form, the magnifier sends it (as Enter does): the same icon, a button.
        leftSection={
          action ? (
            <UnstyledButton type="submit" aria-label={t('catalog.searchSubmit')} display="flex">
              <IconSearch size={18} aria-hidden />
            </UnstyledButton>
          ) : (
            <IconSearch size={18} aria-hidden />
          )
        }
        leftSectionPointerEvents={action ? 'all' : undefined}
        value={filters.q}
        onChange={(event) => onChange({ q: event.currentTarget.value })}
        rightSection={filters.q ? <CloseButton aria-label={t('catalog.clearSearch')} onClick={() => onChange({ q: '' })} /> : null}
      />
      <Select
        id={`${idPrefix}-trade`}
        flex={1}
        size="md"
        label={t('catalog.tradeLabel')}
        data={options(t('catalog.allTrades'), TRADES, (v) => t(`catalog.trades.${v}`), facets?.trades, filters.trade)}
        value={filters.trade ?? ''}
        onChange={(value) => onChange({ trade: value ?? '' })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        id={`${idPrefix}-kind`}
        flex={1}
        size="md"
        label={t('catalog.kindLabel')}
        data={options(t('catalog.allKinds'), kindsShown, (v) => t(`catalog.kinds.${v}`), facets?.kinds, filters.kind)}
        value={filters.kind ?? ''}
        onChange={(value) => onChange({ kind: value ?? '' })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {withCategory && (
        <Select
          id={`${idPrefix}-category`}
          flex={1}
          size="md"
          label={t('catalog.categoryLabel')}
          data={[{ value: '', label: t('catalog.allCategories') }, ...DISPLAY_CATEGORIES.map((key) => ({ value: key, label: t(`catalog.categories.${key}`) }))]}
          value={filters.category ?? ''}
          onChange={(value) => onChange({ category: value ?? '' })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </Flex>
  );
};
