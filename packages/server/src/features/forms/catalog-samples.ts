import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_VERSION, localizeDefinition, processSubmission, type CatalogPreviewDto, type FormData, type FormDefinition, type Locale } from '@atelier/core';
import { pdfFileName, type PdfFileName } from '../../pdf/file-name.js';
import type { PdfRenderer } from '../../pdf/pool.js';
import type { FormsService } from './forms.service.js';

/**
 * Rendered sample PDFs kept, at most (about 40 KB each: ~40 MB): the whole catalogue (~310
 * applications) in its three languages, so that each is rendered once per version however the
 * catalogue is browsed, and browsing cannot make the server render again and again.
 */
const PDF_CACHE_ENTRIES = 1000;

/**
 * What a sample PDF depends on: the product's release (how PDFs are printed) and the application's
 * definition version. Part of its address (?v=), so that an address is one PDF for good: a browser
 * keeps it (immutable) and a new release or definition is a new address.
 */
const sampleVersion = (definition: FormDefinition): string => `${APP_VERSION}.${definition.version}`;

export type SamplePdf = { filename: PdfFileName; pdf: Buffer; version: string };

/**
 * The catalogue's preview of an application before anyone asks for it: its steps, and its sample
 * PDF, printed from catalog/samples/<key>.json (written by `npm run catalog` beside the
 * definitions) or, for an application without a sample (an admin's upload), as the blank form.
 * A PDF is rendered once per release, application version and language (requests meanwhile wait
 * for that one render), then served from memory. Not counted against the visitor's public PDF
 * limit: the renders are bounded by the catalogue itself, and browsing it quickly (a preview
 * framed on each application's page) must not be refused.
 */
export const createCatalogSamples = ({ dir, forms, renderer }: { dir: string; forms: FormsService; renderer: PdfRenderer }) => {
  const samples = new Map<string, Promise<FormData | undefined>>();
  const pdfs = new Map<string, Promise<SamplePdf>>();

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
      sampleVersion: sampleVersion(source.definition),
    };
  };

  const render = async (key: string, definition: FormDefinition, locale: Locale): Promise<SamplePdf> => {
    const sample = (await sampleOf(key)) ?? {};
    // Computed values as a submit would make them; a sample older than the definition prints as it is.
    const processed = processSubmission(definition, sample);
    const data = processed.ok ? processed.data : sample;
    const pdf = await renderer.render({ definition, document: { data }, locale });
    return { filename: pdfFileName({ definition, data, locale }), pdf, version: sampleVersion(definition) };
  };

  const samplePdf = async ({ key, locale }: { key: string; locale: Locale }): Promise<SamplePdf> => {
    const { id, definition } = await forms.catalogSource(key);
    const cacheKey = `${id}:${sampleVersion(definition)}:${locale}`;
    let file = pdfs.get(cacheKey);
    if (file) {
      pdfs.delete(cacheKey); // most recently used last
    } else {
      file = render(key, definition, locale);
      // A failed render is not kept: the next request tries again.
      file.catch(() => pdfs.get(cacheKey) === file && pdfs.delete(cacheKey));
    }
    pdfs.set(cacheKey, file);
    if (pdfs.size > PDF_CACHE_ENTRIES) pdfs.delete(pdfs.keys().next().value ?? cacheKey);
    return file;
  };

  return { preview, samplePdf };
};

export type CatalogSamples = ReturnType<typeof createCatalogSamples>;
