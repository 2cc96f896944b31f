import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOG_CATEGORIES, LOCALES, formatProblems, isCatalogCategory, missingTranslations, parseFormDefinition, processSubmission } from '@atelier/core';
import type { CatalogEntry } from './build.js';
import { catalogFileName, catalogFileText, NOT_APPLICATIONS, SAMPLES_DIR, sampleFileText, unbumpedChanges, VERSIONS_LOCK, versionsLock, versionsLockText } from './files.js';
import { catalog } from './index.js';

const dir = new URL('../', import.meta.url);
const parse = (entry: CatalogEntry) => {
  const result = parseFormDefinition(entry.definition);
  if (!result.ok) throw new Error(`${entry.definition.key}: ${formatProblems(result.problems)}`);
  return result.definition;
};

describe('the catalogue', () => {
  it('is written to catalog/*.json exactly as built (run: npm run catalog)', () => {
    for (const entry of catalog) expect(readFileSync(new URL(catalogFileName(entry), dir), 'utf8'), entry.definition.key).toBe(catalogFileText(entry));
    const files = readdirSync(dir).filter((f) => f.endsWith('.json') && !NOT_APPLICATIONS.has(f));
    expect(files.sort()).toEqual(catalog.map(catalogFileName).sort());
  });

  it('writes each sample to catalog/samples/<key>.json, which the server prints as the preview PDF', () => {
    for (const entry of catalog) expect(readFileSync(new URL(`${SAMPLES_DIR}/${catalogFileName(entry)}`, dir), 'utf8'), entry.definition.key).toBe(sampleFileText(entry));
    expect(readdirSync(new URL(`${SAMPLES_DIR}/`, dir)).sort()).toEqual(catalog.map(catalogFileName).sort());
  });

  it('locks each version to its text, so a change reaches existing installs only with a higher version', () => {
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    expect(readFileSync(new URL(VERSIONS_LOCK, dir), 'utf8')).toBe(versionsLockText(versionsLock(catalog, sha256)));
    const before = { a: { version: 1, sha256: 'x' }, b: { version: 1, sha256: 'y' }, c: { version: 2, sha256: 'z' } };
    const after = { a: { version: 1, sha256: 'x2' }, b: { version: 2, sha256: 'y2' }, c: { version: 2, sha256: 'z' }, d: { version: 1, sha256: 'w' } };
    expect(unbumpedChanges(before, after)).toEqual(['a']);
  });

  it('offers at least 40 applications, in every category', () => {
    expect(catalog.length).toBeGreaterThanOrEqual(40);
    const used = new Set(catalog.map((e) => e.definition.category));
    expect(CATALOG_CATEGORIES.filter((c) => !used.has(c))).toEqual([]);
  });

  it('has one application per key', () => {
    const keys = catalog.map((e) => e.definition.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(catalog.map((e) => [e.definition.key, e] as const))('%s: valid, fully translated, its sample accepted as submitted', (_, entry) => {
    const def = parse(entry);
    expect(isCatalogCategory(def.category), `category ${def.category}`).toBe(true);
    expect(def.description?.length ?? 0, 'a description for the catalogue').toBeGreaterThan(20);
    for (const locale of LOCALES) expect(missingTranslations(def, locale), locale).toEqual([]);
    // Every value of the sample belongs to a field: a misspelt name would be dropped silently.
    for (const [stepName, values] of Object.entries(entry.sample)) {
      const step = def.steps.find((s) => s.name === stepName);
      expect(step, `step ${stepName}`).toBeDefined();
      for (const [name, value] of Object.entries(values)) {
        const field = step?.fields.find((x) => x.name === name);
        expect(field, `${stepName}.${name}`).toBeDefined();
        if (field?.type === 'array' && Array.isArray(value)) {
          for (const line of value) for (const key of Object.keys(line)) expect(field.item.some((i) => i.name === key), `${stepName}.${name}[].${key}`).toBe(true);
        }
      }
    }
    const result = processSubmission(def, entry.sample);
    if (!result.ok) throw new Error(result.issues.map((i) => `${i.path} ${i.code}`).join('\n'));
    if (def.totals?.some((x) => x.role === 'total.grand')) expect(Number(result.facts['total.grand'])).toBeGreaterThan(0);
  });
});
