import {
  CATALOG_CATEGORIES,
  DOCUMENT_KINDS,
  LOCALES,
  TRADES,
  categoryOf,
  foldForSearch,
  isTrade,
  localizeDefinition,
  searchWords,
  type CatalogEntryDto,
  type CatalogPageDto,
  type CatalogSearchQuery,
  type FormAddon,
  type FormDefinition,
  type Locale,
} from '@atelier/core';

/** A live application as the catalogue reads it: the form's row and its current definition. */
export type CatalogSource = { id: string; key: string; category: string; is_public: boolean; addon: FormAddon | null; definition: FormDefinition };

export type CatalogApplication = CatalogSource & { cards: Record<Locale, CatalogEntryDto> };

type Indexed = {
  source: CatalogSource;
  /** The card in each language. */
  cards: Record<Locale, CatalogEntryDto>;
  /** Titles, descriptions and keywords of every language, folded (lower case, no diacritics). */
  haystack: string;
  /** The title in each language, folded: a word found there ranks the application first. */
  titles: Record<Locale, string>;
  categoryRank: number;
};

export type CatalogIndex = {
  /** Every application in `locale`, by category then title (the catalogue's order). */
  all: (locale: Locale) => CatalogEntryDto[];
  search: (query: CatalogSearchQuery, options?: { exclude?: ReadonlySet<string> }) => CatalogPageDto;
  /** A live application by key, with its card in each language. */
  byKey: (key: string) => CatalogApplication | undefined;
  size: number;
};

const keywordsOf = (def: FormDefinition): string[] => [
  ...(def.keywords ?? []),
  ...LOCALES.flatMap((locale) => def.translations?.[locale]?.keywords ?? []),
];

const index = (source: CatalogSource): Indexed => {
  const { definition: def } = source;
  const trades = (def.trades ?? []).filter(isTrade);
  const cards = Object.fromEntries(
    LOCALES.map((locale) => {
      const local = localizeDefinition(def, locale);
      const card: CatalogEntryDto = {
        id: source.id,
        key: source.key,
        title: local.title,
        description: local.description ?? '',
        category: source.category,
        isPublic: source.is_public,
        addon: source.addon,
        trades,
        kind: def.document.kind,
      };
      return [locale, card];
    }),
  ) as Record<Locale, CatalogEntryDto>;
  const texts = LOCALES.flatMap((locale) => [cards[locale].title, cards[locale].description]);
  const rank = (CATALOG_CATEGORIES as readonly string[]).indexOf(source.category);
  return {
    source,
    cards,
    haystack: foldForSearch([...new Set([...texts, ...keywordsOf(def)])].join('\n')),
    titles: Object.fromEntries(LOCALES.map((locale) => [locale, foldForSearch(cards[locale].title)])) as Record<Locale, string>,
    categoryRank: rank === -1 ? CATALOG_CATEGORIES.length : rank,
  };
};

const collators = Object.fromEntries(LOCALES.map((locale) => [locale, new Intl.Collator(locale, { sensitivity: 'base', numeric: true })])) as Record<
  Locale,
  Intl.Collator
>;

/**
 * The catalogue in memory, searched without a query to the database: every text of every
 * language folded once when built, so a search only compares strings (300 applications: well
 * under a millisecond). Synonyms are the definitions' `keywords`, in every language, so "deviz"
 * finds the Italian "Preventivo" and "factura" finds "Factură fiscală".
 */
export const buildCatalogIndex = (sources: readonly CatalogSource[]): CatalogIndex => {
  const entries = sources.map(index);
  const byKey = new Map(entries.map((e): [string, CatalogApplication] => [e.source.key, { ...e.source, cards: e.cards }]));
  const ordered = new Map<Locale, Indexed[]>();
  const inOrder = (locale: Locale): Indexed[] => {
    let list = ordered.get(locale);
    if (!list) {
      list = [...entries].sort((a, b) => a.categoryRank - b.categoryRank || collators[locale].compare(a.cards[locale].title, b.cards[locale].title));
      ordered.set(locale, list);
    }
    return list;
  };

  const search = ({ q, trade, kind, category, page, pageSize, locale }: CatalogSearchQuery, { exclude }: { exclude?: ReadonlySet<string> } = {}): CatalogPageDto => {
    const words = searchWords(q);
    const found = inOrder(locale).filter(
      (e) => !exclude?.has(e.source.id) && (!category || categoryOf(e.source.category) === category) && words.every((word) => e.haystack.includes(word)),
    );
    const ofTrade = (e: Indexed) => !trade || e.cards[locale].trades.includes(trade);
    const ofKind = (e: Indexed) => !kind || e.source.definition.document.kind === kind;
    // Each filter's counts with the other filter applied, so a count is what choosing it would show.
    const tradeCounts = new Map<string, number>();
    const kindCounts = new Map<string, number>();
    for (const e of found) {
      if (ofKind(e)) for (const t of e.cards[locale].trades) tradeCounts.set(t, (tradeCounts.get(t) ?? 0) + 1);
      if (ofTrade(e)) kindCounts.set(e.source.definition.document.kind, (kindCounts.get(e.source.definition.document.kind) ?? 0) + 1);
    }
    let matches = found.filter((e) => ofTrade(e) && ofKind(e));
    if (words.length > 0) {
      // Applications with the words in their title first (stable: the catalogue's order within each).
      const inTitle = (e: Indexed) => words.filter((w) => e.titles[locale].includes(w)).length;
      matches = matches.map((e) => ({ e, score: inTitle(e) })).sort((a, b) => b.score - a.score).map(({ e }) => e);
    }
    const start = (page - 1) * pageSize;
    return {
      items: matches.slice(start, start + pageSize).map((e) => e.cards[locale]),
      total: matches.length,
      page,
      pageSize,
      trades: TRADES.flatMap((value) => (tradeCounts.get(value) ? [{ value, count: tradeCounts.get(value) ?? 0 }] : [])),
      kinds: DOCUMENT_KINDS.flatMap((value) => (kindCounts.get(value) ? [{ value, count: kindCounts.get(value) ?? 0 }] : [])),
    };
  };

  return {
    all: (locale) => inOrder(locale).map((e) => e.cards[locale]),
    search,
    byKey: (key) => byKey.get(key),
    size: entries.length,
  };
};
