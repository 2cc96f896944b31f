/**
 * Search normalization: lowercase, without diacritics ("Ștefan" → "stefan"), the same folding the
 * server's SQL applies, so "stefan" finds "Ștefan" and "ȘTEFAN".
 */
export const foldForSearch = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The distinct words of a search query, folded; empty words dropped. */
export const searchWords = (query: string): string[] => [...new Set(foldForSearch(query).split(/\s+/).filter(Boolean))];

/** Every string and number inside a value, folded and joined: what a document is searchable by. */
export const searchableText = (value: unknown, maxLength = 20_000): string => {
  const parts: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      if (v && !v.startsWith('data:')) parts.push(v);
    } else if (typeof v === 'number') parts.push(String(v));
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(value);
  return foldForSearch(parts.join(' ')).slice(0, maxLength);
};
