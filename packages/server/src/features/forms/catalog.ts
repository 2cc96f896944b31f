import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { APP_VERSION, parseFormDefinition } from '@atelier/core';
import type { FormsService } from './forms.service.js';

/** `skipped`: the catalogue and the server's version are the ones the database says it published in full. */
export type SeedReport = { created: string[]; updated: string[]; unchanged: string[]; rejected: { file: string; problems: string[] }[]; skipped: boolean };

/** The files (names and bytes) and the server's version: what decides what a seed publishes. */
const fingerprintOf = (files: readonly { file: string; text: string }[]) => {
  const hash = createHash('sha256').update(APP_VERSION);
  for (const { file, text } of files) hash.update(`\0${file}\0`).update(text);
  return hash.digest('hex');
};

/**
 * Publishes every catalog/*.json definition, idempotently by key and version: run at each start,
 * a file with a higher version updates its application; documents keep the version they were made with.
 * A start whose files and server version were published in full before (catalog_seeded, migration
 * 047) reads the files only to hash them.
 */
export const seedCatalog = async ({ dir, forms, log }: { dir: string; forms: FormsService; log: FastifyBaseLogger }): Promise<SeedReport> => {
  const report: SeedReport = { created: [], updated: [], unchanged: [], rejected: [], skipped: false };
  const names = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json') && f !== 'form-schema.json').sort();
  const files = await Promise.all(names.map(async (file) => ({ file, text: await readFile(path.join(dir, file), 'utf8') })));
  // Publishing only adds applications and versions: a catalogue published in full before has nothing new.
  const fingerprint = fingerprintOf(files);
  if ((await forms.publishedCatalog()) === fingerprint) return { ...report, skipped: true };
  for (const { file, text } of files) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      report.rejected.push({ file, problems: [`not valid JSON: ${(error as Error).message}`] });
      continue;
    }
    const parsed = parseFormDefinition(json);
    if (!parsed.ok) {
      report.rejected.push({ file, problems: parsed.problems.map((p) => `${p.path}: ${p.message}`) });
      continue;
    }
    const result = await forms.publish(parsed.definition);
    (result.created ? report.created : result.updated ? report.updated : report.unchanged).push(parsed.definition.key);
  }
  for (const rejected of report.rejected) log.error({ file: rejected.file, problems: rejected.problems }, 'catalog definition rejected');
  // A rejected file is read and reported again at the next start, until it is mended.
  if (report.rejected.length === 0) await forms.recordPublishedCatalog(fingerprint);
  if (report.created.length || report.updated.length) {
    log.info({ created: report.created.length, updated: report.updated.length, unchanged: report.unchanged.length }, 'catalog seeded');
  }
  return report;
};
