import { describe, expect, it } from 'vitest';
import { foldForSearch, searchWords, searchableText } from './search.js';

describe('search folding', () => {
  it('removes Romanian and Italian diacritics, both comma-below and cedilla forms', () => {
    expect(foldForSearch('Ștefan Țăranu ÎNCĂLȚĂMINTE şi ţară')).toBe('stefan taranu incaltaminte si tara');
    expect(foldForSearch('Perché più città')).toBe('perche piu citta');
  });
  it('splits a query into distinct folded words', () => {
    expect(searchWords('  Ștefan  stefan CJ12ABC ')).toEqual(['stefan', 'cj12abc']);
  });
  it('collects strings and numbers from nested data, skipping data URLs', () => {
    expect(searchableText({ client: { name: 'Ștefan' }, parts: { items: [{ name: 'Filtru ulei', qty: 2 }] }, sig: 'data:image/png;base64,AAA' })).toBe(
      'stefan filtru ulei 2',
    );
  });
});
