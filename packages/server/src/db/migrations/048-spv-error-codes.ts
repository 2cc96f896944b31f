/**
 * Why an SPV upload's last try did not get through, and why a connection is failing, as codes (core
 * SPV_UPLOAD_ERRORS, SPV_CONNECTION_FAILURES) the screens and the owner's mail put in the reader's
 * words; `last_error` keeps only the details (ANAF's words, the HTTP status). Before, `last_error`
 * was a sentence in English shown inside Romanian screens. The sentences the server wrote are read
 * back into codes here; any other upload text stays, and the screens show it as it is; any other
 * text of a failing connection is ANAF's refusal in its words.
 */
export default /* sql */ `
alter table spv_uploads add column last_error_code text null;

update spv_uploads set last_error_code = 'rate_limited', last_error = null
where last_error in ('ANAF asked us to slow down (too many requests)', 'Not sent to SPV: ANAF asked us to slow down (too many requests)');

update spv_uploads set last_error_code = 'unavailable',
  last_error = nullif(regexp_replace(regexp_replace(regexp_replace(last_error, '^(Not sent to SPV: )?ANAF''s SPV could not be reached or failed ?', ''), '^\\(HTTP ([0-9]+)\\)', 'HTTP \\1'), '^: ', ''), '')
where last_error ~ '^(Not sent to SPV: )?ANAF''s SPV could not be reached or failed';

update spv_uploads set last_error_code = 'bad_answer',
  last_error = nullif(regexp_replace(last_error, '^(Not sent to SPV: )?ANAF''s answer could not be read(: )?', ''), '')
where last_error ~ '^(Not sent to SPV: )?ANAF''s answer could not be read';

update spv_uploads set last_error_code = 'deleted', last_error = null where last_error = 'The invoice was deleted before it reached SPV';

update spv_uploads set last_error_code = 'not_connected', last_error = null where last_error like 'SPV is not connected, or ANAF refused the connection%';

alter table spv_connections add column last_error_code text null;

update spv_connections set last_error_code = 'expired', last_error = null where status = 'failing' and last_error like 'The SPV connection has expired%';
update spv_connections set last_error_code = 'unreadable', last_error = null where status = 'failing' and last_error like 'The SPV tokens cannot be read%';
update spv_connections set last_error_code = 'refused',
  last_error = case when last_error = 'ANAF refused to renew the connection: connect SPV again' then null else last_error end
where status = 'failing' and last_error_code is null;
`;
