CREATE OR REPLACE TRIGGER form_versions_stats
  AFTER INSERT OR UPDATE OF definition ON form_versions
  FOR EACH ROW
  EXECUTE FUNCTION stats_form_version_trigger();
