import { categoryOf, DISPLAY_CATEGORIES, foldForSearch, searchWords, type CatalogEntryDto, type DisplayCategory } from '@atelier/core';

export type IndexedEntry<T extends CatalogEntryDto = CatalogEntryDto> = {
  entry: T;
  category: DisplayCategory;
  /** Title, description and category name, folded once (lower case, no diacritics). */
  haystack: string;
};

/**
 * Prepares entries for searching: folds every text once, sorted by title in the language's order,
 * so that a keystroke only compares strings (1,000 entries: no re-folding per keystroke).
 */
export const indexCatalog = <T extends CatalogEntryDto>({
  entries,
  categoryName,
  locale,
}: {
  entries: readonly T[];
  categoryName: (key: string) => string;
  locale: string;
}): IndexedEntry<T>[] => {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return entries
    .map((entry) => ({
      entry,
      category: categoryOf(entry.category),
      haystack: foldForSearch(`${entry.title}\n${entry.description}\n${categoryName(entry.category)}`),
    }))
    .sort((a, b) => collator.compare(a.entry.title, b.entry.title));
};

/** Entries whose texts hold every word of the query (any order, diacritics and case ignored). */
export const filterCatalog = <T extends CatalogEntryDto>(
  index: readonly IndexedEntry<T>[],
  { query, category }: { query: string; category?: DisplayCategory | undefined },
): IndexedEntry<T>[] => {
  const words = searchWords(query);
  return index.filter((item) => (!category || item.category === category) && words.every((word) => item.haystack.includes(word)));
};

export type CategoryGroup<T extends CatalogEntryDto> = { category: DisplayCategory; items: IndexedEntry<T>[] };

/** Groups in the catalogue's category order (unknown keys under 'other'), empty groups left out. */
export const groupByCategory = <T extends CatalogEntryDto>(items: readonly IndexedEntry<T>[]): CategoryGroup<T>[] => {
  const groups = new Map<DisplayCategory, IndexedEntry<T>[]>(DISPLAY_CATEGORIES.map((category) => [category, []]));
  for (const item of items) groups.get(item.category)?.push(item);
  return DISPLAY_CATEGORIES.flatMap((category) => {
    const list = groups.get(category) ?? [];
    return list.length ? [{ category, items: list }] : [];
  });
};
