import type { CatalogEntry } from './build.js';

/** The text of catalog/<key>.json for an entry: what `npm run catalog` writes and the test compares. */
export const catalogFileText = (entry: CatalogEntry): string => `${JSON.stringify(entry.definition, null, 2)}\n`;

export const catalogFileName = (entry: CatalogEntry): string => `${entry.definition.key}.json`;

/** JSON files in catalog/ that are not applications. */
export const NOT_APPLICATIONS = new Set(['form-schema.json']);
