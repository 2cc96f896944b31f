import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  customerRedactor,
  eraseCustomerData,
  INVOICE_RETENTION_SOURCE,
  isInvoice,
  type CustomerEraseBody,
  type CustomerEraseResult,
  type FormData,
  type Locale,
} from '@atelier/core';
import type { CustomerDataPlaces, CustomerScope } from '../../db/customer-data.js';
import { newId } from '../../db/ids.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { BusinessScope, RequestScope } from '../../http/request-user.js';
import { toE164 } from '../../integrations/sms/sms-gateway.js';
import type { DocumentsService } from '../documents/index.js';
import type { FormsService } from '../forms/index.js';
import type { CustomerFilePlace } from './customers-outbox.js';
import * as repo from './customers.repo.js';

export type CustomerErasureDeps = {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  now: () => Date;
  documents: DocumentsService;
  forms: FormsService;
  /** Every module's places that hold a customer's personal data outside the documents (app-modules.ts CUSTOMER_DATA). */
  customerData: CustomerDataPlaces;
  /** Places outside the database (the mail outbox's copies): erased after the transaction commits. */
  files?: readonly CustomerFilePlace[];
};

const unique = (values: readonly (string | null | undefined)[]): string[] => [...new Set(values.filter((v): v is string => typeof v === 'string' && v.trim() !== ''))];

/**
 * GDPR on behalf of the workshop (the controller of its customers' data, issue 31): one
 * customer's erasure (art. 17) and what their export adds to their documents (art. 15 and 20),
 * from one list of places, so that the export gives what the erasure takes away.
 */
export const createCustomerErasure = ({ db, log, now, documents, forms, customerData, files = [] }: CustomerErasureDeps) => {
  /**
   * The customer as the erasure and the export look for them: their documents (the invoices apart),
   * every name, address, number, e-mail and identifier their documents gave them, and the rules
   * bound to those.
   */
  const scopeOf = async (businessId: string, id: string, locale: Locale): Promise<{ customer: CustomerScope; docs: repo.CustomerDocumentRow[]; kept: Set<string> }> => {
    const row = await repo.findCustomer(db, businessId, id);
    if (!row) throw new AppError('not_found', { message: 'Customer not found' });
    const docs = await repo.customerDocuments(db, { businessId, customerId: id, locale });
    const kept = new Set<string>();
    for (const doc of docs) if (isInvoice(await forms.definitionOf(doc.form_id, doc.form_version))) kept.add(doc.id);
    const seen = await repo.documentTraces(db, businessId, id);
    const phones = unique([...row.phones, row.phone, ...seen.map((s) => s.phone_key)]);
    const emails = unique([...row.emails, row.email, ...seen.map((s) => s.email_key)]).map((e) => e.toLowerCase());
    const redact = customerRedactor({
      names: unique([row.name, ...seen.map((s) => s.name)]),
      addresses: unique([row.address, ...seen.map((s) => s.address)]),
      phones,
      emails,
      ids: unique([row.cnp, row.cui, ...seen.flatMap((s) => [s.cnp, s.cui])]),
    });
    const customer: CustomerScope = {
      businessId,
      customerId: id,
      at: now(),
      erased: docs.filter((d) => !kept.has(d.id)).map((d) => d.id),
      documents: docs.map((d) => d.id),
      emails,
      phones,
      mobiles: unique(phones.map((p) => toE164(p))),
      keys: row.keys,
      redact,
      eraseData: async ({ formId, version }, data) => eraseCustomerData(await forms.definitionOf(formId, version), { data: data as FormData, facts: {} }, redact).data,
    };
    return { customer, docs, kept };
  };

  /** What the business keeps of the customer outside their documents, place by place (the places with nothing left out). */
  const dataOf = async ({ businessId }: BusinessScope, id: string, locale: Locale): Promise<{ file: string; rows: Record<string, unknown>[] }[]> => {
    const { customer } = await scopeOf(businessId, id, locale);
    const found: { file: string; rows: Record<string, unknown>[] }[] = [];
    for (const place of Object.values(customerData)) {
      const rows = await place.export(db, customer);
      if (rows.length > 0) found.push({ file: place.file, rows });
    }
    for (const place of files) {
      const rows = await place.export(customer);
      if (rows.length > 0) found.push({ file: place.file, rows });
    }
    return found;
  };

  /**
   * GDPR art. 17: the customer's personal data goes from every document that names them but
   * their invoices, which the law keeps 10 years (INVOICE_RETENTION_SOURCE) and stay intact, and
   * from every place the modules declared (sends and answers, reminders, appointment mails,
   * consents, merges). One transaction: all of it or nothing; run again, it finds nothing more.
 * Then the places outside the database (the mail outbox's copies), which a retry finishes.
   * The directory forgets the erased documents (they name nobody now) and the customer is what
   * their invoices say, if anything. Audited with ids only.
   */
  const erase = async (scope: RequestScope, id: string, body: CustomerEraseBody, locale: Locale): Promise<CustomerEraseResult> => {
    const { businessId, userId } = scope;
    if (!body.confirm) throw new AppError('customer_erase_unconfirmed');
    const { customer, docs, kept } = await scopeOf(businessId, id, locale);
    const { at } = customer;
    const places: Record<string, number> = {};
    // Nothing inside reads outside the transaction (PGlite has one connection): the applications'
    // definitions were read by scopeOf, and the forms service keeps them.
    const written = await db.transaction().execute(async (tx) => {
      await repo.lockDirectory(tx, businessId);
      const changed = await documents.eraseCustomer(tx, { businessId }, customer.erased, customer.redact);
      for (const [name, place] of Object.entries(customerData)) places[name] = await place.erase(tx, customer);
      await repo.unlinkDocuments(tx, businessId, customer.erased);
      await repo.refreshCustomers(tx, businessId, [id]);
      await repo.insertErasure(tx, {
        id: newId(at), business_id: businessId, customer_id: id, erased_by: userId, erased_at: at,
        erased_documents: [...customer.erased], kept_documents: [...kept],
      });
      return changed.length;
    });
    for (const place of files) places[place.file] = await place.erase(customer);
    log.info({ business: businessId, customer: id, erased: customer.erased.length, written, kept: kept.size, places, by: userId }, 'customer erased');
    const item = (d: repo.CustomerDocumentRow) => ({ id: d.id, number: d.number, form_title: d.form_title, kind: d.kind });
    return { erased: docs.filter((d) => !kept.has(d.id)).map(item), kept: docs.filter((d) => kept.has(d.id)).map(item), retention: INVOICE_RETENTION_SOURCE };
  };

  return { erase, dataOf };
};

export type CustomerErasure = ReturnType<typeof createCustomerErasure>;
