import type { CustomerScope } from '../../db/customer-data.js';
import type { MailCopies, MailCopyMatch } from '../../mail/mailer.js';

/**
 * A place of a customer's data outside the database: exported as the others, erased once the
 * erasure's transaction committed (a deleted file cannot be rolled back; run again, the erasure
 * finds what a failure left).
 */
export type CustomerFilePlace = {
  file: string;
  export: (customer: CustomerScope) => Promise<Record<string, unknown>[]>;
  erase: (customer: CustomerScope) => Promise<number>;
};

/** Their business's copies sent to their addresses, or about their erased documents (the workshop's own notice of their answer). */
const matchOf = (c: CustomerScope): MailCopyMatch => ({ business: c.businessId, addresses: c.emails, documents: c.erased });

/**
 * The mail outbox (an installation without SMTP keeps every message as a file, mail/outbox.ts):
 * the copies of the e-mails their business sent them (documents, reminders, appointment
 * confirmations) hold their name, e-mail, phone and car; a delivery log, which no law keeps, so
 * they go with the erasure. The mail layer knows no feature: this module registers the place.
 */
export const outboxPlace = (copies: MailCopies): CustomerFilePlace => ({
  file: 'outbox',
  export: async (c) => (await copies.find(matchOf(c))).map(({ file, date, to, subject }) => ({ sent_at: date, to: to.join(', '), subject, file })),
  erase: (c) => copies.forget(matchOf(c)),
});
