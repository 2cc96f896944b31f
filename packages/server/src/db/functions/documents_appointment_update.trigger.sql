CREATE OR REPLACE TRIGGER documents_appointment_update
  AFTER UPDATE OF facts ON documents
  FOR EACH ROW
  WHEN (new.facts ? 'appointment.hours'::text OR old.facts ? 'appointment.hours'::text)
  EXECUTE FUNCTION appointment_slots_sync();
