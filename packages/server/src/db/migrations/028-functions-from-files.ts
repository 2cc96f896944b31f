import { installSql } from '../functions/index.js';

/**
 * Issue 27: every database function and trigger has one current source, its file in db/functions.
 * Until now the current body of insert_numbered_documents or stats_refresh existed only as the sum
 * of migrations 005 → 007 → 010 → 012 → 018 → 027 (018 and 007 by string replacement of the
 * previous definition). This installs all of them from their files, as they were: the files were
 * taken from a migrated database (pg_get_functiondef, pg_get_triggerdef), so nothing changes.
 *
 * A later change to a function edits its file and adds a migration `installSql(['name'])`; a new
 * function or trigger adds its file and is installed by the migration that needs it (not here: its
 * table may not exist yet at this point of a fresh database). The text of this migration is read
 * from the files too, so a fresh database gets the current definitions here already (the later
 * migration installs the same again) and the test databases' template (keyed by the migrations'
 * text) is made anew. A trigger whose file comes to name a later column (UPDATE OF, WHEN) would
 * fail here on a fresh database: install such a change as a new trigger name instead.
 */
export default installSql([
  'appointment_fact_day',
  'appointment_fact_hours',
  'appointment_slots_sync',
  'documents_stats_delete_trigger',
  'documents_stats_trigger',
  'efactura_issue_day',
  'fold_text',
  'insert_numbered_documents',
  'stats_amount',
  'stats_buckets_apply',
  'stats_day',
  'stats_finance_kind',
  'stats_form_version_trigger',
  'stats_key',
  'stats_line_fields',
  'stats_plate',
  'stats_refresh',
  'stats_refresh_planned',
  // Triggers
  'documents_appointment_insert',
  'documents_appointment_update',
  'documents_stats_delete',
  'documents_stats_insert',
  'documents_stats_update',
  'form_versions_stats',
]);
