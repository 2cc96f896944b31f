/**
 * The language of the owner's SPV e-mails (the invoice not sent, the connection failing, the day's
 * deadlines): the app's language of the owner when they last connected SPV or chose its upload
 * mode. Kept with the business's SPV settings, so it outlives a disconnect (the deadline e-mails go
 * on). Before, these e-mails were in Romanian for everyone; Romanian stays for who never chose.
 */
export default /* sql */ `
alter table spv_settings add column locale text not null default 'ro' check (locale in ('ro', 'en', 'it'));
`;
