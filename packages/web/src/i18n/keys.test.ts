import { describe, expect, it } from 'vitest';
import en from './en.json';
import itLocale from './it.json';
import ro from './ro.json';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const flatten = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

const files = { ro, en, it: itLocale };

describe('translation files', () => {
  // Plural keys legitimately differ per language (ro: one/few/other, en: one/other, it: one/many/other),
  // so they are compared by their base key; every other key must match exactly.
  const baseKeys = (data: unknown) => [...new Set(flatten(data).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();

  it('have the same keys in ro, en and it', () => {
    expect(baseKeys(en)).toEqual(baseKeys(ro));
    expect(baseKeys(itLocale)).toEqual(baseKeys(ro));
  });

  it('have exactly the plural forms each language needs', () => {
    for (const [lng, data] of Object.entries(files)) {
      const keys = flatten(data);
      const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
      const bases = new Set(keys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')));
      for (const base of bases) {
        const forms = keys.filter((key) => key.replace(PLURAL_SUFFIX, '') === base && key !== base).sort();
        expect(forms, `${lng}: ${base}`).toEqual(categories.map((category) => `${base}_${category}`).sort());
      }
    }
  });

  it('have no empty texts', () => {
    for (const [lng, data] of Object.entries(files)) {
      const json = JSON.stringify(data);
      expect(json.includes('""'), lng).toBe(false);
    }
  });

  it('keeps the texts the specification gives verbatim', () => {
    expect(ro.auth.validation.passwordsMismatch).toBe('Parolele nu se potrivesc');
    expect(ro.auth.validation.termsRequired).toBe('Trebuie sa acceptati termenii si conditiile pentru a va inregistra');
    expect(en.banner.trialExpired).toBe('Your trial period has expired. Please subscribe to continue using all features.');
    expect(en.banner.contact).toBe('Contact');
  });
});
