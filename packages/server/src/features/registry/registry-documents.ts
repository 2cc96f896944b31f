import { REGISTRY_REPAIRED_SYSTEMS, type RegistryDraftDto, type RegistryRecordDto, type RegistryRepairedSystem } from '@atelier/core';

/** An integer from a fact ("123456", "123.456"), else null. */
const km = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value !== 'string') return null;
  const digits = value.replace(/[\s.]/g, '');
  return /^\d{1,7}$/.test(digits) ? Number(digits) : null;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const system = (value: unknown): RegistryRepairedSystem | null =>
  (REGISTRY_REPAIRED_SYSTEMS as readonly unknown[]).includes(value) ? (value as RegistryRepairedSystem) : null;

/** A text list of codes ("R-FRA, REV") as the registry application's field holds it. */
const codeList = (...values: unknown[]): string[] =>
  [...new Set(values.flatMap((v) => text(v).split(/[,;\s]+/)).map((c) => c.trim().toUpperCase()).filter(Boolean))];

/**
 * The dialog's data: what was last sent or tried (so nothing typed is lost), else pre-filled from
 * the document's facts (the roles of its fields: vehicle.vin, vehicle.plate, vehicle.odometer,
 * registry.* of the registry application, a date of the work).
 */
export const draftOf = (facts: Record<string, string>, payload: Record<string, unknown> | null, createdAt: Date): RegistryDraftDto => {
  if (payload) {
    return {
      vin: text(payload.vin),
      registration_number: text(payload.registration_number),
      odometer: km(payload.odometer),
      initial_odometer: km(payload.initial_odometer),
      service_date: text(payload.service_date),
      repaired_system: system(payload.repaired_system),
      notes: text(payload.notes),
      codes: Array.isArray(payload.codes) ? payload.codes.filter((c): c is string => typeof c === 'string') : [],
    };
  }
  const day = [facts['registry.service_date'], facts['service.exit_date'], facts['service.entry_date'], facts['document.date']].find((d) => d && /^\d{4}-\d{2}-\d{2}/.test(d));
  return {
    vin: facts['vehicle.vin'] ?? '',
    registration_number: facts['vehicle.plate'] ?? '',
    odometer: km(facts['vehicle.odometer']),
    initial_odometer: km(facts['registry.initial_odometer']),
    service_date: day ? day.slice(0, 10) : createdAt.toISOString().slice(0, 10),
    repaired_system: system(facts['registry.repaired_system']),
    notes: facts['registry.notes'] ?? '',
    codes: codeList(facts['registry.odometer_code'], facts['registry.codes']),
  };
};

type RecordRow = {
  state: 'pending' | 'sent' | 'failed' | null;
  autopass_id: string | null;
  sent_at: Date | null;
  last_error_code: string | null;
  last_error: string | null;
};

/** A try whose answer never came (pending) reads as failed: "not sent — try again" (the retry reuses its key). */
export const recordOf = (row: RecordRow): RegistryRecordDto => ({
  state: row.state === null ? 'not_sent' : row.state === 'sent' ? 'sent' : 'failed',
  autopass_id: row.autopass_id,
  sent_at: row.sent_at?.toISOString() ?? null,
  last_error_code: row.state === 'pending' && !row.last_error_code ? 'registry_unavailable' : row.last_error_code,
  last_error: row.last_error,
});
