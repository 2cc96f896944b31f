import { sql } from 'kysely';
import { ERASED_CLIENT_NAME } from '@atelier/core';
import { contactDigits, rewriteRows, type CustomerDataPlaces, type CustomerScope } from '../../db/customer-data.js';

/**
 * The sends to a customer: those of their erased documents, and those to one of their e-mails or
 * numbers whatever the document (the law keeps an invoice, not the record of having mailed it).
 */
const sendsOf = (c: CustomerScope) => sql`s.business_id = ${c.businessId} and (
  s.document_id = any(${[...c.erased]}::char(24)[])
  or lower(s.recipient) = any(${[...c.emails]}::text[])
  or regexp_replace(coalesce(s.recipient, ''), '\\D', '', 'g') = any(${contactDigits(c)}::text[]))`;

/** Their answers: to the documents of theirs the erasure takes (a kept invoice keeps its answer, as it keeps the invoice). */
const answersOf = (c: CustomerScope, documents: readonly string[]) => sql`a.business_id = ${c.businessId} and a.document_id = any(${[...documents]}::char(24)[])`;

/** What the sharing feature keeps of a customer (issue 29): the sends to them, their answers with the signer's name, signature, network and browser, and the answered versions' PDFs. */
export const sharingCustomerData: CustomerDataPlaces = {
  share_sends: {
    file: 'document-sends',
    export: async (db, c) =>
      (
        await sql<Record<string, unknown>>`select (select d.number from documents d where d.id = s.document_id) as document, s.document_version, s.channel, s.recipient, s.message, s.locale, s.sent_at, s.status
          from share_sends s where ${sendsOf(c)} order by s.sent_at, s.id`.execute(db)
      ).rows,
    erase: async (tx, c) => {
      const rows = (await sql<{ id: string; message: string; error: string | null }>`select s.id, s.message, s.error from share_sends s where ${sendsOf(c)} for update`.execute(tx)).rows;
      return rewriteRows(tx, {
        table: 'share_sends',
        businessId: c.businessId,
        columns: { recipient: 'text', message: 'text', error: 'text' },
        rows: rows.map((r) => ({ id: r.id, recipient: null, message: c.redact(r.message), error: r.error === null ? null : c.redact(r.error) })),
      });
    },
  },
  share_answers: {
    file: 'document-answers',
    export: async (db, c) =>
      (
        await sql<Record<string, unknown>>`select (select d.number from documents d where d.id = a.document_id) as document, a.document_version, a.decision, a.lines, a.comment,
            a.signer_name, case when a.signature is null then null else 'data:image/png;base64,' || encode(a.signature, 'base64') end as signature,
            a.network, a.user_agent, a.answered_at, a.data as document_data
          from share_answers a where ${answersOf(c, c.documents)} order by a.answered_at, a.id`.execute(db)
      ).rows,
    erase: async (tx, c) => {
      const rows = (
        await sql<{ id: string; form_id: string; form_version: number; data: unknown; comment: string }>`select a.id, a.form_id, a.form_version, a.data, a.comment
          from share_answers a where ${answersOf(c, c.erased)} for update`.execute(tx)
      ).rows;
      const rewritten: Record<string, unknown>[] = [];
      for (const r of rows) {
        rewritten.push({
          id: r.id,
          // The version the customer answered is a copy of the document: erased as the document is.
          data: await c.eraseData({ formId: r.form_id, version: r.form_version }, r.data),
          comment: c.redact(r.comment),
          signer_name: ERASED_CLIENT_NAME,
          signature: null,
          network: '',
          user_agent: '',
        });
      }
      return rewriteRows(tx, {
        table: 'share_answers',
        businessId: c.businessId,
        columns: { data: 'jsonb', comment: 'text', signer_name: 'text', signature: 'bytea', network: 'text', user_agent: 'text' },
        rows: rewritten,
      });
    },
  },
  share_answer_pdfs: {
    file: 'document-answer-pdfs',
    // The PDFs are made from the answers (share_answers above), which the export gives.
    export: async () => [],
    // The PDF as first made names the customer: it goes, and is made again from the erased answer when asked for.
    erase: async (tx, c) =>
      Number(
        (
          await sql`delete from share_answer_pdfs p using share_answers a
            where p.answer_id = a.id and ${answersOf(c, c.erased)}`.execute(tx)
        ).numAffectedRows ?? 0n,
      ),
  },
};
