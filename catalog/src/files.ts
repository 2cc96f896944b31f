import type { CatalogEntry } from './build.js';

/** The text of catalog/<key>.json for an entry: what `npm run catalog` writes and the test compares. */
export const catalogFileText = (entry: CatalogEntry): string => `${JSON.stringify(entry.definition, null, 2)}\n`;

export const catalogFileName = (entry: CatalogEntry): string => `${entry.definition.key}.json`;

/**
 * catalog/samples/<key>.json: each application's sample data, which the server prints as the
 * catalogue's preview PDF (GET /forms/catalog/{key}/sample.pdf). Generated with the definitions.
 */
export const SAMPLES_DIR = 'samples';
export const sampleFileText = (entry: CatalogEntry): string => `${JSON.stringify(entry.sample, null, 2)}\n`;

/** JSON files in catalog/ that are not applications. */
export const NOT_APPLICATIONS = new Set(['form-schema.json']);

/**
 * catalog/versions.lock: each application's version and the hash of its file at that version. A
 * running install publishes a file only when its version is higher than the one it has, so a
 * change kept under the same version would never reach existing installs: the build refuses it.
 */
export const VERSIONS_LOCK = 'versions.lock';

export type VersionsLock = Record<string, { version: number; sha256: string }>;

export const versionsLock = (entries: readonly CatalogEntry[], hash: (text: string) => string): VersionsLock =>
  Object.fromEntries(
    [...entries]
      .sort((a, b) => a.definition.key.localeCompare(b.definition.key))
      .map((e) => [e.definition.key, { version: e.definition.version, sha256: hash(catalogFileText(e)) }]),
  );

export const versionsLockText = (lock: VersionsLock): string => `${JSON.stringify(lock, null, 2)}\n`;

/** Keys whose text changed while their version did not go above the locked one. */
export const unbumpedChanges = (previous: VersionsLock, next: VersionsLock): string[] =>
  Object.entries(next)
    .filter(([key, now]) => {
      const before = previous[key];
      return before !== undefined && before.sha256 !== now.sha256 && now.version <= before.version;
    })
    .map(([key]) => key);
