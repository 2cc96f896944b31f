/**
 * Issue 29: reminders by SMS too, through the SMS gateway, to customers who consented with a
 * mobile number.
 *
 * - reminder_settings.sms_enabled: the business's switch (off by default; no effect without a gateway).
 * - reminder_consents.phone: the customer's mobile number, given with the consent to SMS reminders.
 * - reminder_sends.channel: each channel reminds once per due date, so the once-keys gain the
 *   channel (the e-mails' keep their meaning: channel 'email'); `phone` is the number an SMS went to.
 */
export default /* sql */ `
alter table reminder_settings add column sms_enabled boolean not null default false;
alter table reminder_consents add column phone text null;

alter table reminder_sends add column channel text not null default 'email' check (channel in ('email', 'sms'));
alter table reminder_sends add column phone text null;
drop index reminder_sends_once_idx;
create unique index reminder_sends_once_idx on reminder_sends (business_id, tag_id, vehicle_key, due_date, channel);
drop index reminder_sends_document_once_idx;
create unique index reminder_sends_document_once_idx on reminder_sends (business_id, document_id, due_date, channel) where document_id is not null;
`;
