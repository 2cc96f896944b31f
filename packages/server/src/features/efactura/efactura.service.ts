import { create as contentDisposition } from 'content-disposition';
import { isInvoice, type FormDefinition } from '@atelier/core';
import { AppError } from '../../errors.js';
import type { BusinessScope, RequestScope } from '../../http/request-user.js';
import type { DocumentsService } from '../documents/index.js';
import type { FormsService } from '../forms/index.js';
import { NO_CNP, invoiceFromDocument } from './from-document.js';
import type { EInvoice } from './invoice-model.js';
import { brokenRules } from './rules.js';
import { writeUbl } from './ubl.js';

export type XmlFile = { name: string; ascii: string; xml: string };

/** "Factura FCT-0042.xml": the number without characters a file name cannot hold. */
export const xmlFileName = (number: string): { name: string; ascii: string } => {
  const clean = number.replace(/[\p{Cc}\p{Cf}\\/:*?"<>|]/gu, ' ').replace(/\s+/g, ' ').trim() || 'document';
  const name = `Factura ${clean}.xml`;
  return { name, ascii: name.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^\x20-\x7e]/g, '') };
};

/** `attachment` with both file names (RFC 6266, the UTF-8 one RFC 5987-encoded). */
export const downloadDisposition = ({ name, ascii }: { name: string; ascii: string }): string => contentDisposition(name, { type: 'attachment', fallback: ascii });

/**
 * The e-Factura XML of a saved invoice, from the definition version it was made with. What a valid
 * XML still lacks is a 422 naming each field; a rule our own check finds broken (which the form
 * should have made impossible) is a 422 naming the rule, never an invalid file handed out.
 */
export const invoiceXml = ({
  definition,
  data,
  number,
  createdAt,
  check = true,
}: {
  definition: FormDefinition;
  data: Parameters<typeof invoiceFromDocument>[0]['data'];
  number: string;
  createdAt?: string;
  /** Our rule check reads the XML back (~10 ms for 40 lines, 3× the writing): the month's ZIP of thousands skips it. */
  check?: boolean;
}): string => {
  if (!isInvoice(definition)) throw new AppError('not_an_invoice');
  const result = invoiceFromDocument({ definition, data, number, ...(createdAt ? { createdAt } : {}) });
  if (!result.ok) {
    throw new AppError('efactura_incomplete', { details: result.missing.map(({ path, message, code }) => ({ path, message, code })) });
  }
  const xml = writeUbl(result.invoice);
  const broken = check ? brokenRules(xml) : [];
  if (broken.length > 0) {
    throw new AppError('efactura_incomplete', { details: broken.map((rule) => ({ path: rule.id, message: rule.text, code: 'rule' })) });
  }
  return xml;
};

/** An invoice as an upload to ANAF's SPV needs it (issue 30). */
export type SpvInvoice = {
  xml: string;
  /** BT-1 */
  number: string;
  /** BT-2, "YYYY-MM-DD" */
  issueDate: string;
  /** The seller's CIF in digits (no RO). */
  cif: string;
  /** The buyer is an individual (a CNP, or 13 zeros): ANAF's B2C upload. */
  b2c: boolean;
  /** The XML is a CreditNote (ANAF's standard CN). */
  creditNote: boolean;
  /** The buyer is outside Romania (extern=DA). */
  foreignBuyer: boolean;
};

const digitsOf = (id: string | undefined): string => (id ?? '').toUpperCase().replace(/^RO/, '').replace(/\D/g, '');

/** What SPV needs to know of an invoice besides its XML, from the same model the XML was written from. */
export const spvFacts = (invoice: EInvoice, xml: string): Omit<SpvInvoice, 'xml'> => {
  const buyerId = invoice.buyer.legalId ?? '';
  return {
    number: invoice.number,
    issueDate: invoice.issueDate,
    cif: digitsOf(invoice.seller.vatId ?? invoice.seller.taxRegistrationId),
    b2c: !invoice.buyer.vatId && (buyerId === NO_CNP || /^[1-9]\d{12}$/.test(buyerId)),
    creditNote: /^\s*(?:<\?xml[^>]*\?>\s*)?<(?:\w+:)?CreditNote[\s>]/.test(xml),
    foreignBuyer: invoice.buyer.country !== 'RO',
  };
};

export const createEfacturaService = ({ documents, forms }: { documents: DocumentsService; forms: FormsService }) => {
  /** A saved document's XML; someone else's → 404 (documents.get checks the business). */
  const xmlOf = async (scope: RequestScope, id: string): Promise<XmlFile> => {
    const document = await documents.get(scope, id);
    const definition = await forms.definitionOf(document.form_id, document.form_version);
    const xml = invoiceXml({ definition, data: document.data, number: document.number, createdAt: document.created_at });
    return { ...xmlFileName(document.number), xml };
  };
  /**
   * A saved invoice ready for SPV: its XML, checked as the download is, and what the upload needs
   * (issue 30). A job working for the business calls it; someone else's document is document_not_found.
   */
  const spvInvoice = async (scope: BusinessScope, id: string): Promise<SpvInvoice> => {
    const document = await documents.get(scope, id);
    const definition = await forms.definitionOf(document.form_id, document.form_version);
    if (!isInvoice(definition)) throw new AppError('not_an_invoice');
    const xml = invoiceXml({ definition, data: document.data, number: document.number, createdAt: document.created_at });
    const result = invoiceFromDocument({ definition, data: document.data, number: document.number, createdAt: document.created_at });
    if (!result.ok) throw new AppError('efactura_incomplete');
    return { xml, ...spvFacts(result.invoice, xml) };
  };

  /** Whether a definition version makes invoices (the ones SPV uploads). */
  const isInvoiceForm = async (formId: string, version: number): Promise<boolean> => isInvoice(await forms.definitionOf(formId, version));

  return { xmlOf, spvInvoice, isInvoiceForm };
};

export type EfacturaService = ReturnType<typeof createEfacturaService>;
