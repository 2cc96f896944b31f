import type { CatalogEntryDto } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import { filterCatalog, groupByCategory, indexCatalog } from './catalog-search';

const names: Record<string, string> = { 'auto-service': 'Service auto', 'trip-logs': 'Foi de parcurs', construction: 'Construcții și instalații', other: 'Alte aplicații' };
const categoryName = (key: string) => names[key] ?? names.other ?? '';

const entry = (n: number, over: Partial<CatalogEntryDto> = {}): CatalogEntryDto => ({
  id: n.toString(16).padStart(24, '0'),
  key: `app-${n}`,
  title: `Aplicația ${n}`,
  description: `Descrierea numărul ${n}`,
  category: 'auto-service',
  isPublic: n % 2 === 0,
  addon: null,
  ...over,
});

/** 1,000 entries across categories, a few with Romanian diacritics. */
const generated = (): CatalogEntryDto[] =>
  Array.from({ length: 1000 }, (_, i) => {
    const categories = ['auto-service', 'trip-logs', 'construction', 'legacy-key'];
    const special = i % 50 === 6 ? { title: `Deviz Ștefan ${i}`, description: 'Reparații și piese' } : {};
    return entry(i + 1, { category: categories[i % categories.length], ...special });
  });

describe('catalogue search', () => {
  const index = indexCatalog({ entries: generated(), categoryName, locale: 'ro' });

  it('finds titles with diacritics from a term without them, in any case', () => {
    const hits = filterCatalog(index, { query: 'STEFAN' });
    expect(hits).toHaveLength(20);
    expect(hits.every((h) => h.entry.title.startsWith('Deviz Ștefan'))).toBe(true);
    expect(filterCatalog(index, { query: 'ștefan' })).toHaveLength(20);
    expect(filterCatalog(index, { query: 'reparatii piese' })).toHaveLength(20);
  });

  it('searches the description and the translated category name, all words required', () => {
    expect(filterCatalog(index, { query: 'numarul 999' }).map((h) => h.entry.key)).toEqual(['app-999']);
    const trips = filterCatalog(index, { query: 'foi parcurs' });
    expect(trips).toHaveLength(250);
    expect(trips.every((h) => h.entry.category === 'trip-logs')).toBe(true);
    const both = filterCatalog(index, { query: 'instalatii stefan' });
    expect(both).toHaveLength(10);
    expect(both.every((h) => h.entry.category === 'construction' && h.entry.title.startsWith('Deviz Ștefan'))).toBe(true);
  });

  it('filters by category and files unknown keys under other', () => {
    expect(filterCatalog(index, { query: '', category: 'other' })).toHaveLength(250);
    expect(filterCatalog(index, { query: 'alte aplicatii' })).toHaveLength(250);
    expect(filterCatalog(index, { query: 'legacy' })).toHaveLength(0);
  });

  it('returns everything for an empty query and nothing for nonsense', () => {
    expect(filterCatalog(index, { query: '   ' })).toHaveLength(1000);
    expect(filterCatalog(index, { query: 'zzqxv' })).toEqual([]);
  });

  it('groups in the catalogue order, titles sorted in the language order', () => {
    const groups = groupByCategory(index);
    expect(groups.map((g) => [g.category, g.items.length])).toEqual([
      ['auto-service', 250],
      ['construction', 250],
      ['trip-logs', 250],
      ['other', 250],
    ]);
    const small = indexCatalog({ entries: [entry(1, { title: 'Ofertă' }), entry(2, { title: 'Deviz 10' }), entry(3, { title: 'Deviz 9' }), entry(4, { title: 'Șablon' })], categoryName, locale: 'ro' });
    expect(small.map((i) => i.entry.title)).toEqual(['Deviz 9', 'Deviz 10', 'Ofertă', 'Șablon']);
  });

  it('filters 1,000 entries quickly once indexed', () => {
    const started = performance.now();
    for (const query of ['s', 'st', 'ste', 'stef', 'stefa', 'stefan']) filterCatalog(index, { query });
    expect(performance.now() - started).toBeLessThan(200);
  });
});
