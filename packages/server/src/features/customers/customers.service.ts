import type { Kysely } from 'kysely';
import {
  customerSearchWords,
  documentAmount,
  namesCustomer,
  sumMoney,
  type ConsentWay,
  type Currency,
  type CustomerConsentBody,
  type CustomerDetailDto,
  type CustomerDto,
  type CustomersQuery,
  type CustomersResponse,
  type Locale,
} from '@atelier/core';
import type { Database } from '../../db/schema.js';
import { newId } from '../../db/ids.js';
import { AppError } from '../../errors.js';
import type { BusinessScope, RequestScope } from '../../http/request-user.js';
import { rebuildEachBusiness, type DerivedDirectory } from '../documents/index.js';
import type { RemindersService } from '../reminders/index.js';
import * as repo from './customers.repo.js';

export const toCustomerDto = (row: repo.CustomerRow): CustomerDto => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  cui: row.cui,
  cnp: row.cnp,
  phone: row.phone,
  // The newest first, then the others.
  phones: row.phone === null ? [...row.phones].sort() : [row.phone, ...row.phones.filter((p) => p !== row.phone).sort()],
  email: row.email,
  emails: row.email === null ? [...row.emails].sort() : [row.email, ...row.emails.filter((e) => e !== row.email).sort()],
  address: row.address,
  documents: row.documents,
  first_seen: row.first_seen,
  last_seen: row.last_seen,
  reminders: row.reminders,
});

/** How a consent was given, as the reminders' consent records say it. */
const REMINDER_SOURCE: Record<ConsentWay, 'in_person' | 'phone' | 'email' | 'written'> = { verbal: 'in_person', written: 'written', online: 'email', phone: 'phone', email: 'email' };

const totalsOf = (docs: readonly repo.CustomerDocumentRow[]) => {
  const currencies = [...new Set(docs.map((d) => d.currency))].sort() as Currency[];
  const sum = (currency: Currency, kinds: readonly string[]) =>
    sumMoney(docs.filter((d) => d.currency === currency && kinds.includes(d.kind)).map((d) => documentAmount(d.facts) ?? '0'));
  return currencies
    .map((currency) => ({ currency, estimated: sum(currency, ['estimate', 'quote']), invoiced: sum(currency, ['invoice']) }))
    .filter((t) => t.estimated !== '0.00' || t.invoiced !== '0.00');
};

export type CustomersDeps = {
  db: Kysely<Database>;
  now: () => Date;
  reminders?: RemindersService;
};

/**
 * The customer directory (issue 31): the business's customers as its documents name them, read
 * from tables the documents' hooks keep current (db/functions/customers_*.sql do the placing: a
 * save adds one call to the directories' one statement, documents' derived-directory.ts; a rebuild
 * places the provably simple customers at once, customers_place_keys, and the rest with the hooks'
 * code, customers_place_document, to the same directory). Merges and consents are
 * the users' and outlive a rebuild; the erasure is customers-erasure.ts.
 */
export const createCustomersService = ({ db, now, reminders }: CustomersDeps) => {
  const need = <T>(dep: T | undefined, name: string): T => {
    if (dep === undefined) throw new Error(`the customers service was made without ${name}`);
    return dep;
  };

  const list = async ({ businessId }: RequestScope, q: CustomersQuery): Promise<CustomersResponse> => {
    const { rows, total } = await repo.listCustomers(db, { businessId, words: customerSearchWords(q.query), skip: q.skip, limit: q.limit });
    return { results: rows.map(toCustomerDto), total };
  };

  /** The first customers matching `text` (names, phones, e-mails, CUI, CNP), newest first: the top bar's find box. */
  const find = async ({ businessId }: BusinessScope, text: string, limit: number): Promise<CustomerDto[]> => {
    const words = customerSearchWords(text);
    if (words.length === 0) return [];
    return (await repo.findCustomers(db, { businessId, words, limit })).map(toCustomerDto);
  };

  const load = async (businessId: string, id: string) => {
    const row = await repo.findCustomer(db, businessId, id);
    if (!row) throw new AppError('not_found', { message: 'Customer not found' });
    return row;
  };

  const get = async ({ businessId }: BusinessScope, id: string, locale: Locale): Promise<CustomerDetailDto> => {
    const row = await load(businessId, id);
    const [docs, vehicles, consents, merges] = await Promise.all([
      repo.customerDocuments(db, { businessId, customerId: id, locale }),
      repo.customerVehicles(db, businessId, id),
      repo.customerConsents(db, businessId, row),
      repo.activeMerges(db, businessId, id),
    ]);
    return {
      customer: toCustomerDto(row),
      vehicles,
      documents: docs.map((d) => ({
        id: d.id,
        form_id: d.form_id,
        form_title: d.form_title,
        kind: d.kind,
        number: d.number,
        date: d.day,
        total: documentAmount(d.facts) ?? null,
        currency: d.currency,
        created_at: d.created_at.toISOString(),
      })),
      totals: totalsOf(docs),
      consents: consents.map((c) => ({
        id: c.id,
        reminders: c.reminders,
        how: c.how as ConsentWay,
        at: c.given_at.toISOString(),
        recorded_at: c.recorded_at.toISOString(),
        recorded_by: c.recorded_by,
      })),
      merges: merges.map((m) => ({ id: m.id, merged_id: m.merged_id, merged_name: m.merged_name, documents: m.documents.length, created_at: m.created_at.toISOString() })),
    };
  };

  /** The other record's documents join this one; recorded so that a rebuild joins them again, and undone by undoMerge. */
  const merge = async (scope: RequestScope, id: string, otherId: string, locale: Locale): Promise<CustomerDetailDto> => {
    const { businessId, userId } = scope;
    if (id === otherId) throw new AppError('customer_merge_same');
    await db.transaction().execute(async (tx) => {
      await repo.lockDirectory(tx, businessId);
      const [into, from] = await Promise.all([repo.findCustomer(tx, businessId, id), repo.findCustomer(tx, businessId, otherId)]);
      if (!into || !from) throw new AppError('not_found', { message: 'Customer not found' });
      const [intoDocs, fromDocs] = [await repo.documentIdsOf(tx, businessId, id), await repo.documentIdsOf(tx, businessId, otherId)];
      if (intoDocs[0] === undefined || fromDocs[0] === undefined) throw new AppError('not_found', { message: 'Customer not found' });
      await repo.moveDocuments(tx, businessId, fromDocs, id);
      const at = now();
      await repo.insertMerge(tx, {
        id: newId(at), business_id: businessId, customer_id: id, merged_id: otherId, merged_name: from.name,
        into_document: intoDocs[0], from_document: fromDocs[0], documents: fromDocs, created_by: userId, created_at: at,
      });
      await repo.refreshCustomers(tx, businessId, [id, otherId]);
    });
    return get(scope, id, locale);
  };

  /**
   * Splits a merge again: the documents it brought that are still this customer's go back to a
   * record of their own (the one they had, when its id is free). Documents saved since stay.
   */
  const undoMerge = async (scope: RequestScope, id: string, mergeId: string, locale: Locale): Promise<CustomerDetailDto> => {
    const { businessId } = scope;
    await db.transaction().execute(async (tx) => {
      await repo.lockDirectory(tx, businessId);
      const found = await repo.findMerge(tx, businessId, mergeId);
      if (!found || found.customer_id !== id) throw new AppError('not_found', { message: 'Merge not found' });
      if (found.undone_at !== null) throw new AppError('customer_merge_undone');
      const current = new Set(await repo.documentIdsOf(tx, businessId, id));
      const back = found.documents.filter((d) => current.has(d));
      const at = now();
      const target = (await repo.customerExists(tx, found.merged_id)) ? newId(at) : found.merged_id;
      if (back.length > 0) {
        await repo.insertCustomer(tx, { id: target, businessId, at });
        await repo.moveDocuments(tx, businessId, back, target);
      }
      await repo.markUndone(tx, mergeId, at);
      await repo.refreshCustomers(tx, businessId, [id, target]);
    });
    return get(scope, id, locale);
  };

  /**
   * GDPR art. 7(1): the consent (or its withdrawal) is recorded with how and when it was given and
   * who recorded it; earlier ones are kept. The reminders follow it: withdrawn, no reminder goes
   * to the customer's e-mails or numbers; given, their newest e-mail gets them.
   */
  const setConsent = async (scope: RequestScope, id: string, body: CustomerConsentBody, locale: Locale): Promise<CustomerDetailDto> => {
    const { businessId, userId } = scope;
    const row = await load(businessId, id);
    const recordedAt = now();
    const givenAt = body.at === undefined ? recordedAt : new Date(body.at);
    if (givenAt.getTime() > recordedAt.getTime() + 5 * 60_000) {
      throw new AppError('validation_error', { message: 'The consent cannot be dated in the future', details: [{ path: 'at', message: 'in the future' }] });
    }
    await repo.insertConsent(db, {
      id: newId(recordedAt), business_id: businessId, customer_id: id, keys: row.keys, reminders: body.reminders, how: body.how,
      given_at: givenAt, recorded_at: recordedAt, recorded_by: userId,
    });
    await need(reminders, 'reminders').setCustomerConsent(scope, {
      given: body.reminders, emails: toCustomerDto(row).emails, phones: toCustomerDto(row).phones, name: row.name ?? '', source: REMINDER_SOURCE[body.how],
    });
    return get(scope, id, locale);
  };

  const directory: DerivedDirectory = {
    name: 'customers',
    names: namesCustomer,
    place: repo.syncDocument,
    unlink: (tx, businessId, documentId) => repo.unlinkDocument(tx, businessId, documentId),
    refresh: (tx, businessId, customerId) => repo.refreshCustomers(tx, businessId, [customerId]),
  };

  /** One business's directory made again from its documents and merges; answers how many customers it holds. */
  const rebuild = ({ businessId }: BusinessScope): Promise<number> => repo.rebuild(db, businessId);

  /** Every business's, one business per statement. */
  const rebuildAll = async (progress?: (businessId: string, customers: number) => void): Promise<{ businesses: number; customers: number }> => {
    const { businesses, entries } = await rebuildEachBusiness(await repo.businessIds(db), (businessId) => repo.rebuild(db, businessId), progress);
    return { businesses, customers: entries };
  };

  return { list, find, get, merge, undoMerge, setConsent, directory, rebuild, rebuildAll };
};

export type CustomersService = ReturnType<typeof createCustomersService>;
