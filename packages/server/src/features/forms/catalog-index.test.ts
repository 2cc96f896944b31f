import { describe, expect, it } from 'vitest';
import { catalogSearchQuery, type CatalogSearchParams } from '@atelier/core';
import { estimateDefinition } from '../../test/forms.js';
import { buildCatalogIndex, type CatalogSource } from './catalog-index.js';

const source = (n: number, change: Parameters<typeof estimateDefinition>[0]): CatalogSource => {
  // The fixture's own texts (a "Deviz rapid" in three languages) left out: only what each source says.
  const definition = estimateDefinition({ description: 'Un document.', translations: {}, ...change });
  return { id: n.toString(16).padStart(24, '0'), key: definition.key, category: definition.category, is_public: definition.public ?? false, addon: null, definition };
};

const index = buildCatalogIndex([
  source(1, { key: 'factura', title: 'Factură fiscală', category: 'commercial', trades: ['general'], document: { kind: 'invoice', currency: 'RON' } }),
  source(2, {
    key: 'preventivo',
    locale: 'it',
    title: 'Preventivo semplice',
    category: 'commercial',
    trades: ['general', 'construction'],
    keywords: ['offerta'],
    translations: { ro: { title: 'Ofertă simplă (Italia)', keywords: ['deviz', 'ofertă de preț'] } },
    document: { kind: 'quote', currency: 'EUR' },
  }),
  source(3, { key: 'deviz-auto', title: 'Deviz auto', category: 'auto-service', trades: ['auto'], description: 'Manoperă și piese, cu factură la final' }),
  source(4, { key: 'fara-meserie', title: 'Fără meserie', category: 'necunoscuta' }),
]);

const search = (params: CatalogSearchParams, exclude?: Set<string>) => index.search(catalogSearchQuery.parse(params), exclude ? { exclude } : {});
const keys = (params: CatalogSearchParams) => search(params).items.map((e) => e.key);

describe('the catalogue index', () => {
  it('matches every word without diacritics or case, in titles, descriptions and keywords of every language', () => {
    expect(keys({ q: 'FACTURA' })).toEqual(['factura', 'deviz-auto']); // the title match first, then the description's
    expect(keys({ q: 'deviz', locale: 'it' })).toEqual(['deviz-auto', 'preventivo']);
    expect(keys({ q: 'oferta pret' })).toEqual(['preventivo']);
    expect(keys({ q: 'deviz piese' })).toEqual(['deviz-auto']);
    expect(keys({ q: 'xyzzy' })).toEqual([]);
  });

  it('gives the card in the language asked, the definition’s own text when untranslated', () => {
    expect(search({ q: 'preventivo', locale: 'ro' }).items[0]).toMatchObject({ title: 'Ofertă simplă (Italia)', trades: ['general', 'construction'], kind: 'quote' });
    expect(search({ q: 'preventivo', locale: 'en' }).items[0]?.title).toBe('Preventivo semplice');
  });

  it('filters by trade, document type and category, counting each filter with the other applied', () => {
    expect(keys({ trade: 'general' }).sort()).toEqual(['factura', 'preventivo']);
    expect(keys({ kind: 'quote' })).toEqual(['preventivo']);
    expect(keys({ category: 'other' })).toEqual(['fara-meserie']);
    const page = search({ kind: 'quote' });
    expect(page.trades).toEqual([
      { value: 'construction', count: 1 },
      { value: 'general', count: 1 },
    ]);
    expect(page.kinds).toEqual([
      { value: 'estimate', count: 2 },
      { value: 'quote', count: 1 },
      { value: 'invoice', count: 1 },
    ]);
  });

  it('pages in the catalogue’s order (category, then title) and leaves out excluded applications', () => {
    expect(keys({ pageSize: 2 })).toEqual(['deviz-auto', 'factura']);
    expect(search({ pageSize: 2, page: 2 })).toMatchObject({ total: 4, page: 2, items: [{ key: 'preventivo' }, { key: 'fara-meserie' }] });
    expect(search({}, new Set([(1).toString(16).padStart(24, '0')])).items.map((e) => e.key)).not.toContain('factura');
    expect(index.byKey('deviz-auto')?.cards.en.title).toBe('Deviz auto');
  });
});
