CREATE OR REPLACE TRIGGER documents_appointment_insert
  AFTER INSERT ON documents
  FOR EACH ROW
  WHEN (new.facts ? 'appointment.hours'::text OR new.metadata ? 'appointment_id'::text)
  EXECUTE FUNCTION appointment_slots_sync();
