CREATE OR REPLACE TRIGGER documents_stats_delete
  AFTER DELETE ON documents
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT
  EXECUTE FUNCTION documents_stats_delete_trigger();
