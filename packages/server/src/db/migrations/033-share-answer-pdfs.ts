/**
 * Issue 29: the PDF of an answered version, kept as it was first made. The customer answered what
 * they saw; the PDF with its closing page ("Acceptat de client", the signature, the audit trail)
 * is rendered once per language (the customer's at the answer, another when first asked) and then
 * served as stored: a later change of the logo, the layout or the fonts does not change the
 * approved document, and a download costs a read instead of a rendering.
 * Every row goes with its answer (and its business).
 */
export default /* sql */ `
create table share_answer_pdfs (
  answer_id char(24) not null references share_answers(id) on delete cascade,
  locale text not null check (locale in ('ro', 'en', 'it')),
  business_id char(24) not null references businesses(id) on delete cascade,
  pdf bytea not null,
  created_at timestamptz not null,
  primary key (answer_id, locale)
);
create index share_answer_pdfs_business_idx on share_answer_pdfs (business_id);
`;
