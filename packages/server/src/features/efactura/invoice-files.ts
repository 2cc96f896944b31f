import { crc32, deflateRawSync } from 'node:zlib';
import { AppError } from '../../errors.js';
import type { RenderInput } from '../../pdf/render.js';
import { taskFile, type PdfTaskKind, type PdfTaskTools } from '../../pdf/tasks.js';
import { invoiceXml } from './efactura.service.js';

/** A file ready for a ZIP: its bytes as they go in (deflated or stored), with the size and CRC-32 of the original. */
export type PackedFile = { bytes: Uint8Array; size: number; crc: number; deflated: boolean };

/** An invoice's two files for the month's ZIP; `xml` is what CIUS-RO still lacks when there is no XML. */
export type InvoiceFiles = { pdf: PackedFile; xml: PackedFile | { missing: string } };

/** What an invoice without e-Factura is listed with in DE-COMPLETAT.txt. */
export const missingText = (error: AppError): string => (error.details ?? []).map((d) => `${d.path} (${d.message})`).join('; ') || error.message;

/** The XML deflated at level 6 (the month's ZIP's XMLs compress ~8×), or what it lacks. */
export const packedXml = (input: RenderInput): PackedFile | { missing: string } => {
  const { definition, document } = input;
  try {
    const xml = Buffer.from(invoiceXml({ definition, data: document.data, number: document.number ?? '', ...(document.created_at ? { createdAt: document.created_at } : {}), check: false }));
    return { bytes: deflateRawSync(xml, { level: 6 }), size: xml.byteLength, crc: crc32(xml), deflated: true };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { missing: missingText(error) };
  }
};

/**
 * Both files of one invoice, made where the PDF is made (a PDF worker): the PDF stored as it is
 * (already compressed), the XML deflated, each with its CRC. The month's ZIP then only pages rows
 * and writes bytes, so the thread that answers requests does none of the per-invoice work.
 */
export const makeInvoiceFiles = async (input: RenderInput, { render }: PdfTaskTools): Promise<InvoiceFiles> => {
  const pdf = await render(input);
  return { pdf: { bytes: pdf, size: pdf.byteLength, crc: crc32(pdf), deflated: false }, xml: packedXml(input) };
};

/** The pool's kind of task for it (registered by the e-Factura module; its worker side: invoice-files-task.ts). */
export const invoiceFilesTask: PdfTaskKind<InvoiceFiles> = {
  name: 'efactura-invoice-files',
  file: () => taskFile({ from: import.meta.url, source: './invoice-files-task.ts', bundled: './efactura-invoice-files.js' }),
  run: makeInvoiceFiles,
};
