import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { localizeDefinition, processSubmission, type CatalogPreviewDto, type FormData, type Locale } from '@atelier/core';
import { pdfFileName, type PdfFileName } from '../../pdf/file-name.js';
import type { PdfRenderer } from '../../pdf/pool.js';
import type { FormsService } from './forms.service.js';

/** Rendered sample PDFs kept, at most (about 40 KB each: ~8 MB): the catalogue's most viewed stay ready. */
const PDF_CACHE_ENTRIES = 200;

/**
 * The catalogue's preview of an application before anyone asks for it: its steps, and its sample
 * PDF, printed from catalog/samples/<key>.json (written by `npm run catalog` beside the
 * definitions) or, for an application without a sample (an admin's upload), as the blank form.
 * A PDF is rendered once per application version and language, then served from memory; only a
 * render counts against the visitor's public PDF limit (`countRender`).
 */
export const createCatalogSamples = ({
  dir,
  forms,
  renderer,
  countRender,
}: {
  dir: string;
  forms: FormsService;
  renderer: PdfRenderer;
  countRender: (ip: string) => Promise<void>;
}) => {
  const samples = new Map<string, Promise<FormData | undefined>>();
  const pdfs = new Map<string, { filename: PdfFileName; pdf: Buffer }>();

  /** The key is a live form's (kebab-case, from the database), so it names a file inside `dir`. */
  const sampleOf = (key: string): Promise<FormData | undefined> => {
    let sample = samples.get(key);
    if (!sample) {
      sample = readFile(path.join(dir, 'samples', `${key}.json`), 'utf8').then(
        (text) => JSON.parse(text) as FormData,
        () => undefined,
      );
      samples.set(key, sample);
    }
    return sample;
  };

  const preview = async (key: string, locale: Locale): Promise<CatalogPreviewDto> => {
    const source = await forms.catalogSource(key);
    const local = localizeDefinition(source.definition, locale);
    return {
      entry: source.cards[locale],
      steps: local.steps.map((step) => ({ title: step.title, description: step.description ?? null, fields: step.fields.map((f) => f.label) })),
      sample: (await sampleOf(key)) !== undefined,
    };
  };

  const samplePdf = async ({ key, locale, ip }: { key: string; locale: Locale; ip: string }): Promise<{ filename: PdfFileName; pdf: Buffer }> => {
    const { id, definition } = await forms.catalogSource(key);
    const cacheKey = `${id}:${definition.version}:${locale}`;
    const cached = pdfs.get(cacheKey);
    if (cached) {
      pdfs.delete(cacheKey);
      pdfs.set(cacheKey, cached); // most recently used last
      return cached;
    }
    await countRender(ip);
    const sample = (await sampleOf(key)) ?? {};
    // Computed values as a submit would make them; a sample older than the definition prints as it is.
    const processed = processSubmission(definition, sample);
    const data = processed.ok ? processed.data : sample;
    const file = { filename: pdfFileName({ definition, data, locale }), pdf: await renderer.render({ definition, document: { data }, locale }) };
    pdfs.set(cacheKey, file);
    if (pdfs.size > PDF_CACHE_ENTRIES) pdfs.delete(pdfs.keys().next().value ?? cacheKey);
    return file;
  };

  return { preview, samplePdf };
};

export type CatalogSamples = ReturnType<typeof createCatalogSamples>;
