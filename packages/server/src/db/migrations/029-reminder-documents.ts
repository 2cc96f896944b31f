/**
 * Issue 28: the reminders the Notificari application saves (documents whose facts carry
 * `reminder.due_date`) join the tag-made ones in the reminders list and the reminder e-mails.
 *
 * - Such a document is its own reminder: the list reads it from `documents` through this partial
 *   index on its due date (the fact, "YYYY-MM-DD", compared as text), so a business's reminder
 *   documents are one index range scan however long its history.
 * - reminder_sends records an e-mail for a document's due date as for a tag's: `document_id` in
 *   place of `tag_id` (exactly one of them), and the unique (business, document, due date) is what
 *   mails a due date once; a changed due date is mailed again. The row goes with its document.
 */
export default /* sql */ `
create index documents_reminder_due_idx on documents (business_id, (facts ->> 'reminder.due_date'), id) where facts ? 'reminder.due_date';

alter table reminder_sends alter column tag_id drop not null;
alter table reminder_sends add column document_id char(24) null references documents(id) on delete cascade;
alter table reminder_sends add constraint reminder_sends_one_source check ((tag_id is null) <> (document_id is null));
create unique index reminder_sends_document_once_idx on reminder_sends (business_id, document_id, due_date) where document_id is not null;
create index reminder_sends_document_idx on reminder_sends (document_id) where document_id is not null;
`;
