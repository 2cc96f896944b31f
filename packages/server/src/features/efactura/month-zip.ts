import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough, strToU8, type ZipInputFile } from 'fflate';
import { isInvoice, type DocumentDto, type FormDefinition, type Locale } from '@atelier/core';
import { AppError } from '../../errors.js';
import type { BusinessScope } from '../../http/request-user.js';
import { pdfFileName } from '../../pdf/file-name.js';
import type { PdfRenderer } from '../../pdf/pool.js';
import type { DocumentsService, IssueDayCursor } from '../documents/index.js';
import type { FormsService } from '../forms/index.js';
import { xmlFileName } from './efactura.service.js';
import { invoiceFilesTask, packedXml, type InvoiceFiles, type PackedFile } from './invoice-files.js';

const PAGE = 100;
/**
 * Invoices asked of the worker pool at once: enough to keep every worker busy, few enough to hold
 * little in memory, and so few queued that a user's own PDF waits behind at most these, never
 * behind the rest of the month.
 */
const IN_FLIGHT = 4;
/** A pool too busy for one more PDF is asked again after this, up to BUSY_ATTEMPTS times (a minute). */
const BUSY_WAIT_MS = 500;
const BUSY_ATTEMPTS = 120;

export const monthRange = (month: string): { start: string; end: string } => {
  const [year = 0, m = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}` };
};

type Entry = { doc: DocumentDto; definition: FormDefinition };

/** A file another feature puts beside an invoice's PDF and XML: under `folder/`, its bytes as they are (stored, not compressed again). */
export type MonthZipFile = { folder: string; name: string; content: Uint8Array };
/**
 * What another feature adds to the month's ZIP for one invoice (SPV: the archive ANAF signed).
 * E-Factura imports none of them: they register with `addFiles` (module create) and are asked per invoice.
 */
export type MonthZipFiles = (scope: BusinessScope, doc: Pick<DocumentDto, 'id' | 'number'>) => Promise<MonthZipFile[]>;

/**
 * A month's invoices for the accountant, as one ZIP streamed while it is made: for each invoice its
 * e-Factura XML and its PDF (from the worker pool, a few at a time so other users' PDFs still get
 * workers), what other features add for it (`addFiles`: SPV's signed archive), and a text file naming the invoices whose XML still lacks data. Documents are read a
 * page at a time; the ZIP never holds more than the PDFs in flight.
 */
export const createMonthZip = ({ documents, forms, renderer, logoFor }: { documents: DocumentsService; forms: FormsService; renderer: PdfRenderer; logoFor: (scope: BusinessScope) => Promise<Buffer | undefined> }) => {
  const additions: MonthZipFiles[] = [];
  const definitions = new Map<string, Promise<FormDefinition>>();
  const definitionOf = (formId: string, version: number) => {
    const key = `${formId}:${version}`;
    let found = definitions.get(key);
    if (!found) {
      found = forms.definitionOf(formId, version);
      definitions.set(key, found);
    }
    return found;
  };

  /** The month's documents by the date written on them (undefined for those not invoices, counted all the same), a page at a time by keyset (see documents.pageByIssueDay). */
  async function* invoicesOf(businessId: string, month: string): AsyncGenerator<Entry | undefined> {
    const { start, end } = monthRange(month);
    let after: IssueDayCursor | undefined;
    do {
      const page = await documents.pageByIssueDay({ businessId }, { start, end, after, limit: PAGE });
      for (const doc of page.results) {
        const definition = await definitionOf(doc.form_id, doc.form_version);
        yield isInvoice(definition) ? { doc, definition } : undefined;
      }
      after = page.next;
    } while (after);
  }

  /**
   * An invoice's files from the pool; while the pool turns requests away (503: other users' PDFs
   * fill its queue) the ZIP waits and asks again rather than listing the invoice as without PDF.
   */
  const filesPatiently = async (input: Parameters<PdfRenderer['render']>[0]): Promise<InvoiceFiles> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await renderer.run(invoiceFilesTask, input);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'service_unavailable') || attempt >= BUSY_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, BUSY_WAIT_MS));
      }
    }
  };

  /**
   * `onProgress` hears how many of the month's documents (invoices or not) were read, after each
   * one; the ZIP waits for it (a job's progress write), and its failure fails the ZIP, as does a
   * render that fails other than with an answer for the user (a worker's crash): the stream is
   * destroyed with that error, never left to an unhandled rejection.
   */
  const stream = ({ businessId }: BusinessScope, { month, locale, onProgress }: { month: string; locale: Locale; onProgress?: (done: number) => Promise<void> }): Readable => {
    const out = new PassThrough();
    const zip = new Zip((error, chunk, final) => {
      if (error) return void out.destroy(error);
      out.write(chunk);
      if (final) out.end();
    });
    const deflated = (name: string, content: Uint8Array) => {
      const file = new ZipDeflate(name, { level: 6 });
      zip.add(file);
      file.push(content, true);
    };
    /** A file packed in the worker: its bytes go in as they are. */
    const packed = (name: string, { bytes, size, crc, deflated: isDeflated }: PackedFile) => {
      const file: ZipInputFile = { filename: name, size, crc, compression: isDeflated ? 8 : 0 };
      zip.add(file);
      // fflate types its chunks as over an ArrayBuffer; these are (Buffers from zlib, pdfkit or a worker's clone).
      file.ondata?.(null, bytes as Uint8Array<ArrayBuffer>, true);
    };
    /** A file that is compressed already (a ZIP): stored as it is. */
    const stored = (name: string, content: Uint8Array) => {
      const file = new ZipPassThrough(name);
      zip.add(file);
      file.push(content, true);
    };
    const drained = () => (out.writableNeedDrain ? new Promise<void>((resolve) => out.once('drain', resolve)) : Promise.resolve());

    void (async () => {
      const logo = await logoFor({ businessId });
      const incomplete: string[] = [];
      const pending: Promise<void>[] = [];
      // The first render that failed unexpectedly; every pending one has its handler at once.
      let failure: { error: unknown } | undefined;
      const names = new Set<string>();
      const unique = (name: string, id: string) => {
        const dot = name.lastIndexOf('.');
        const free = names.has(name) ? `${name.slice(0, dot)} (${id})${name.slice(dot)}` : name;
        names.add(free);
        return free;
      };
      let read = 0;
      for await (const entry of invoicesOf(businessId, month)) {
        read += 1;
        await onProgress?.(read);
        if (!entry) continue;
        const { doc, definition } = entry;
        const xmlName = unique(xmlFileName(doc.number).name, doc.id);
        const pdfName = unique(pdfFileName({ definition, data: doc.data, number: doc.number, locale }).name, doc.id);
        const input = { definition, document: { data: doc.data, number: doc.number, created_at: doc.created_at }, locale, logo };
        const addXml = (xml: InvoiceFiles['xml']) => {
          if ('missing' in xml) incomplete.push(`${doc.number}: ${xml.missing}`);
          else packed(`xml/${xmlName}`, xml);
        };
        const made = filesPatiently(input).then(
          ({ pdf, xml }) => {
            addXml(xml);
            packed(`pdf/${pdfName}`, pdf);
          },
          (error: unknown) => {
            if (!(error instanceof AppError)) {
              failure ??= { error };
              return;
            }
            // The PDF could not be made (too large, the pool busy for a minute): its XML all the same.
            addXml(packedXml(input));
            incomplete.push(`${doc.number}: PDF – ${error.message}`);
          },
        );
        pending.push(made);
        for (const add of additions) for (const file of await add({ businessId }, doc)) stored(`${file.folder}/${unique(file.name, doc.id)}`, file.content);
        if (pending.length >= IN_FLIGHT) await pending.shift();
        if (failure) break;
        await drained();
      }
      await Promise.all(pending);
      if (failure) throw failure.error;
      if (incomplete.length > 0) deflated('DE-COMPLETAT.txt', strToU8(`Facturi fără e-Factura (date lipsă):\r\n${incomplete.join('\r\n')}\r\n`));
      zip.end();
    })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
    return out;
  };

  /** Another feature's files for each invoice (registered once, when the modules are built). */
  const addFiles = (files: MonthZipFiles): void => void additions.push(files);

  return { stream, addFiles };
};

export type MonthZip = ReturnType<typeof createMonthZip>;
