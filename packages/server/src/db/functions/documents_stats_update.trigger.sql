CREATE OR REPLACE TRIGGER documents_stats_update
  AFTER UPDATE ON documents
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT
  EXECUTE FUNCTION documents_stats_trigger();
