import { APP_VERSION, type FormDefinition } from '@atelier/core';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PdfRenderer } from '../../pdf/pool.js';
import { createCatalogSamples } from './catalog-samples.js';
import type { FormsService } from './forms.service.js';

/** A shipped application (its definition as the catalogue has it), at a version of the test's choosing. */
const shipped = JSON.parse(readFileSync(new URL('../../../../../catalog/factura-proforma.json', import.meta.url), 'utf8')) as FormDefinition;
const definition = (version: number): FormDefinition => ({ ...shipped, version });

describe('catalogue sample PDFs', () => {
  let dir: string;
  let version = 1;
  let renders = 0;
  let failNext = false;
  const forms = { catalogSource: async () => ({ id: 'f1', definition: definition(version) }) } as unknown as FormsService;
  const renderer = {
    render: async () => {
      renders += 1;
      await new Promise((resolve) => setImmediate(resolve));
      if (failNext) {
        failNext = false;
        throw new Error('renderer crashed');
      }
      return Buffer.from(`%PDF-${renders}`);
    },
  } as unknown as PdfRenderer;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'atelier-samples-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('renders each version and language once: later and simultaneous requests get that render', async () => {
    const samples = createCatalogSamples({ dir, forms, renderer });
    const first = await Promise.all([1, 2, 3].map(() => samples.samplePdf({ key: 'deviz-simplu', locale: 'ro' })));
    expect(renders).toBe(1);
    expect(first.map((f) => f.pdf.toString())).toEqual(['%PDF-1', '%PDF-1', '%PDF-1']);
    expect(first[0]?.version).toBe(`${APP_VERSION}.1`);
    await samples.samplePdf({ key: 'deviz-simplu', locale: 'ro' });
    expect(renders).toBe(1);
    await samples.samplePdf({ key: 'deviz-simplu', locale: 'en' });
    expect(renders).toBe(2);
    version = 2;
    const next = await samples.samplePdf({ key: 'deviz-simplu', locale: 'ro' });
    expect(renders).toBe(3);
    expect(next.version).toBe(`${APP_VERSION}.2`);
  });

  it('does not keep a failed render: the next request renders again', async () => {
    const samples = createCatalogSamples({ dir, forms, renderer });
    renders = 0;
    failNext = true;
    await expect(samples.samplePdf({ key: 'deviz-simplu', locale: 'it' })).rejects.toThrow('renderer crashed');
    expect((await samples.samplePdf({ key: 'deviz-simplu', locale: 'it' })).pdf.toString()).toBe('%PDF-2');
  });
});
