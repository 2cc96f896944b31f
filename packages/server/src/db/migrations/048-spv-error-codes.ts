/**
 * Why an SPV upload's last try did not get through, as a code (core SPV_UPLOAD_ERRORS) the screens
 * and the owner's mail put in the reader's words; `last_error` keeps only the details (ANAF's
 * words, the HTTP status). Before, `last_error` was a sentence in English shown inside Romanian
 * screens. The sentences the server wrote are read back into codes here; any other text stays, and
 * the screens show it as it is.
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
`;
