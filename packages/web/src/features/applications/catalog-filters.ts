import { DOCUMENT_KINDS, isDisplayCategory, isTrade, type DisplayCategory, type FormDefinition, type Trade } from '@atelier/core';

export type DocumentKind = FormDefinition['document']['kind'];

/** What the catalogue's search is narrowed by: words, a trade, a document type, a category, a page. */
export type CatalogFilters = { q: string; trade?: Trade | undefined; kind?: DocumentKind | undefined; category?: DisplayCategory | undefined; page: number };

export const isDocumentKind = (value: unknown): value is DocumentKind => typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value);

/** The filters from URL parameters (?q=&trade=&kind=&category=&page=); unknown values are ignored. */
export const filtersFrom = (get: (key: string) => string, page: number): CatalogFilters => {
  const trade = get('trade');
  const kind = get('kind');
  const category = get('category');
  return {
    q: get('q'),
    trade: isTrade(trade) ? trade : undefined,
    kind: isDocumentKind(kind) ? kind : undefined,
    category: isDisplayCategory(category) ? category : undefined,
    page,
  };
};
