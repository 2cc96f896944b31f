import { validationMessage } from '@atelier/core';
import { describe, expect, it } from 'vitest';
// Whole, as strings: the parsed modules are the app's own objects, which i18next extends in place
// with the texts a feature loads later (and test files share a worker's modules).
import enRaw from 'virtual:texts/en.json?raw';
import itRaw from 'virtual:texts/it.json?raw';
import roRaw from 'virtual:texts/ro.json?raw';
import { mergeTexts, type TextTree } from './merge-texts';
import type { Texts } from './texts';

// Every folder's texts as they are written (src/<folder>/i18n/<lang>.json), and the texts a feature
// loads itself later (a subfolder of i18n/, such as the registry's lazy/, loaded with the AutoPass tab).
const folderFiles = import.meta.glob<TextTree>('/src/**/i18n/{ro,en,it}.json', { eager: true, import: 'default' });
const lazyFiles = import.meta.glob<TextTree>('/src/**/i18n/*/{ro,en,it}.json', { eager: true, import: 'default' });
const typeDeclarations = import.meta.glob<string>('/src/**/i18n/texts.d.ts', { eager: true, query: '?raw', import: 'default' });

const filesOf = (files: Record<string, TextTree>, lang: string) =>
  Object.entries(files)
    .filter(([file]) => file.endsWith(`/${lang}.json`))
    .map(([file, texts]) => ({ file, texts }));

// Each language as the app has it once every feature loaded its texts: the merged files (what
// texts-plugin.ts serves), then the lazily loaded ones, which must not define a key twice either.
const complete = (merged: Record<string, unknown>, lang: string) => mergeTexts([{ file: 'merged', texts: merged as TextTree }, ...filesOf(lazyFiles, lang)]) as unknown as Texts;
const served = { ro: JSON.parse(roRaw) as Record<string, unknown>, en: JSON.parse(enRaw) as Record<string, unknown>, it: JSON.parse(itRaw) as Record<string, unknown> };
const ro = complete(served.ro, 'ro');
const en = complete(served.en, 'en');
const itLocale = complete(served.it, 'it');

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

  it('have the same keys in each folder\'s ro, en and it', () => {
    const all = { ...folderFiles, ...lazyFiles };
    const folders = [...new Set(Object.keys(all).map((file) => file.slice(0, file.lastIndexOf('/'))))];
    expect(folders.length).toBeGreaterThan(20);
    for (const folder of folders) {
      const keysOf = (lang: string) => baseKeys(all[`${folder}/${lang}.json`] ?? {});
      expect(keysOf('ro').length, folder).toBeGreaterThan(0);
      expect(keysOf('en'), `${folder}/en.json`).toEqual(keysOf('ro'));
      expect(keysOf('it'), `${folder}/it.json`).toEqual(keysOf('ro'));
    }
  });

  it('are what the app is served: every folder\'s file merged, each key defined once', () => {
    for (const [lang, merged] of Object.entries(served)) {
      expect(mergeTexts(filesOf(folderFiles, lang)), lang).toEqual(merged);
    }
    expect(() => mergeTexts([{ file: 'a.json', texts: { errors: { conflict: 'A' } } }, { file: 'b.json', texts: { errors: { conflict: 'B' } } }])).toThrow(
      'The text "errors.conflict" is defined twice: in a.json and in b.json',
    );
  });

  it('are declared in the type of the texts by every folder that has them (its i18n/texts.d.ts)', () => {
    for (const file of Object.keys(folderFiles).filter((name) => name.endsWith('/ro.json'))) {
      const folder = file.slice('/src/'.length, -'/i18n/ro.json'.length);
      expect(typeDeclarations[`/src/${folder}/i18n/texts.d.ts`] ?? '', folder).toContain(`${/^[a-z]+$/.test(folder) ? folder : `'${folder}'`}: typeof ro;`);
    }
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
    // SPEC §5 spells it without diacritics; Romanian text always carries them (issue 13).
    expect(ro.auth.validation.termsRequired).toBe('Trebuie să acceptați termenii și condițiile pentru a vă înregistra');
    expect(en.banner.trialExpired).toBe('Your trial period has expired. Please subscribe to continue using all features.');
    expect(en.banner.contact).toBe('Contact');
  });

  const texts = (data: unknown) => {
    const out: [string, string][] = [];
    const walk = (value: unknown, key: string) => {
      if (typeof value === 'string') out.push([key, value]);
      else if (typeof value === 'object' && value !== null) for (const [child, v] of Object.entries(value)) walk(v, key ? `${key}.${child}` : child);
    };
    walk(data, '');
    return new Map(out);
  };

  it('write Romanian plurals right: "2 documente" (few, 0 and 2–19), "20 de documente" (other)', () => {
    const all = texts(ro);
    const bases = [...all.keys()].filter((key) => key.endsWith('_few')).map((key) => key.slice(0, -'_few'.length));
    expect(bases.length).toBeGreaterThan(10);
    for (const base of bases) {
      const few = all.get(`${base}_few`) ?? '';
      const other = all.get(`${base}_other`) ?? '';
      expect(few, `${base}_few`).not.toMatch(/\}\} de /);
      expect(all.get(`${base}_one`) ?? '', `${base}_one`).not.toMatch(/\}\} de /);
      // The number comes right before its noun: "other" is "few" with "de" after the number.
      expect(other, `${base}_other`).toBe(few.replace(/(\{\{(?:count|value)\}\}) /, '$1 de '));
    }
  });

  // Words Romanian never writes without their diacritics (ASCII spellings that slip in from keyboards
  // without a Romanian layout). "sa" and "va" are left out: they are words too ("mașina sa", "va fi").
  const ASCII_SPELLINGS = [
    'si', 'in', 'fara', 'pana', 'dupa', 'sterge', 'stergeti', 'salveaza', 'salvati', 'aplicatie', 'aplicatia', 'aplicatii',
    'aplicatiile', 'asteptare', 'acceptati', 'conditii', 'conditiile', 'inregistra', 'inregistrare', 'numar', 'camp',
    'campul', 'cautare', 'cauta', 'inchide', 'incarca', 'incercati', 'alegeti', 'introduceti', 'adaugati', 'modificari',
    'urmatoarea', 'urmator', 'dumneavoastra', 'dvs', 'aveti', 'sunteti', 'puteti', 'doriti', 'setari', 'iesire',
  ];

  it('spell Romanian with its diacritics', () => {
    const pattern = new RegExp(`(?<![\\p{L}-])(${ASCII_SPELLINGS.join('|')})(?![\\p{L}-])`, 'iu');
    for (const [key, text] of texts(ro)) expect(text, key).not.toMatch(pattern);
  });

  it('address the user formally in Romanian (dumneavoastră, never "tu")', () => {
    for (const [key, text] of texts(ro)) expect(text, key).not.toMatch(/(?<!\p{L})(tu|tale|tău|ta|tine|dvs\.?)(?!\p{L})/iu);
  });

  it('word a required field the same way everywhere, as the form validation does', () => {
    for (const [lng, data] of Object.entries(files)) {
      const all = texts(data);
      const expected = validationMessage('required', lng as 'ro' | 'en' | 'it');
      expect(all.get('auth.validation.required'), lng).toBe(expected);
      expect(all.get('contact.errors.required'), lng).toBe(expected);
    }
  });

  it('name the currency in Romanian as the amounts do ("lei", not "RON")', () => {
    for (const [key, text] of texts(ro)) expect(text, key).not.toMatch(/\bRON\b/);
  });
});

