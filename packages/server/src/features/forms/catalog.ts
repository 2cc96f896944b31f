import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { parseFormDefinition } from '@atelier/core';
import type { FormsService } from './forms.service.js';

export type SeedReport = { created: string[]; updated: string[]; unchanged: string[]; rejected: { file: string; problems: string[] }[] };

/**
 * Publishes every catalog/*.json definition, idempotently by key and version: run at each start,
 * a file with a higher version updates its application; documents keep the version they were made with.
 */
export const seedCatalog = async ({ dir, forms, log }: { dir: string; forms: FormsService; log: FastifyBaseLogger }): Promise<SeedReport> => {
  const report: SeedReport = { created: [], updated: [], unchanged: [], rejected: [] };
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json') && f !== 'form-schema.json').sort();
  for (const file of files) {
    let json: unknown;
    try {
      json = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
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
  if (report.created.length || report.updated.length) {
    log.info({ created: report.created.length, updated: report.updated.length, unchanged: report.unchanged.length }, 'catalog seeded');
  }
  return report;
};
