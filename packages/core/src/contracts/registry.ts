import { z } from 'zod';
import { validateVin } from '../validators/vin.js';
import { compact } from '../validators/result.js';
import { emailSchema } from './auth.js';
import { calendarDay, idSchema, int4, queryInt4, titleLocaleQuery } from './common.js';

/**
 * RAR AutoPass registry integration (SPEC §3 Registry submission and credentials, §5, §7).
 * The registry calls live under /api/user/forms/autopass.
 */

/** The registry application of the catalogue; allocated, or its add-on in the active subscription, opens the integration (SPEC §6). */
export const REGISTRY_FORM_KEY = 'integrare-registru-rar-autopass';
/** The codes that need the odometer reading before the work (domain-ro §5). */
export const INITIAL_ODOMETER_CODES = ['R-ODO', 'I-ODO'] as const;
export const REGISTRY_REPAIRED_SYSTEMS = ['DIRECTIE', 'FRANARE', 'STRUCTURA_REZISTENTA', 'SIGURANTA_PASIVA', 'ALTUL'] as const;
export type RegistryRepairedSystem = (typeof REGISTRY_REPAIRED_SYSTEMS)[number];
export const REGISTRY_NOTES_MAX = 500;
/** Registry logins a business may cause by saving or testing credentials, per hour (then 429 rate_limited): our server is no way to guess an AutoPass password. */
export const REGISTRY_LOGIN_LIMITS = { limit: 20, windowMs: 60 * 60 * 1000 } as const;
/** The code list is loaded again after this long (SPEC: refreshed daily). */
export const REGISTRY_CODES_TTL_MS = 24 * 60 * 60 * 1000;

export const registryCredentialsBody = z.object({
  email: emailSchema.describe('the e-mail of the registry (AutoPass) account'),
  password: z.string().min(1).max(200).describe('the password of the registry account: checked by a registry login, stored encrypted, never returned'),
});
export type RegistryCredentialsBody = z.infer<typeof registryCredentialsBody>;

export const registryCredentialsStatus = z.object({
  state: z.enum(['none', 'working', 'failing']).describe('none: no credentials saved; working: the last check logged in; failing: the last check was refused or the registry could not be reached'),
  last_checked_at: z.string().nullable().describe('ISO 8601: the last login tried with them'),
  last_error: z.string().nullable().describe('why the last check failed, in the registry\'s words when it gave some'),
  last_error_code: z.enum(['registry_credentials_rejected', 'registry_unavailable']).nullable(),
});
export type RegistryCredentialsStatus = z.infer<typeof registryCredentialsStatus>;

export const serviceCodeDto = z.object({
  code: z.string(),
  label: z.string(),
  category: z.string().nullable(),
  requires_initial_odometer: z.boolean().describe('R-ODO, I-ODO: the initial odometer reading is required'),
});
export type ServiceCodeDto = z.infer<typeof serviceCodeDto>;

export const serviceCodesResponse = z.object({
  codes: z.array(serviceCodeDto).describe('the active codes of the registry'),
  fetched_at: z.string().describe('ISO 8601: when they were loaded from the registry (once a day)'),
});
export type ServiceCodesResponse = z.infer<typeof serviceCodesResponse>;

const optionalText = (max: number) => z.string().max(max).optional();

/** What the send dialog submits (SPEC §3 Registry submission). Required fields are checked by validateRegistrySubmission, so each gets its own message. */
export const registrySubmissionBody = z.object({
  vin: optionalText(40).describe('VIN, 17 characters without I, O, Q (required)'),
  registration_number: optionalText(20).describe('registration number (required)'),
  odometer: int4({ max: 9_999_999 }).nullish().describe('odometer reading in km (required)'),
  initial_odometer: int4({ max: 9_999_999 }).nullish().describe('reading before the work: required with R-ODO or I-ODO'),
  service_date: calendarDay.optional().describe('day of the work, not in the future (required)'),
  repaired_system: z.enum(REGISTRY_REPAIRED_SYSTEMS).nullish().describe('the system repaired after a serious accident'),
  notes: optionalText(REGISTRY_NOTES_MAX),
  codes: z.array(z.string().min(1).max(20)).max(30).default([]).describe('the selected service codes (at least one)'),
});
export type RegistrySubmissionBody = z.input<typeof registrySubmissionBody>;

export const registrySubmissionQuery = z.object({
  submission_id: idSchema.optional().describe('the document the record is of: its registry state and autopassId are kept on it; a second send updates the record'),
});

export type RegistryFieldCode =
  | 'required'
  | 'vin_length'
  | 'vin_characters'
  | 'initial_odometer_required'
  | 'codes_required'
  | 'service_date_future'
  | 'unknown_code';
export type RegistryFieldProblem = { path: string; code: RegistryFieldCode };

/** A submission checked and normalised (VIN and plate compacted), ready for the registry. */
export type RegistrySubmission = {
  vin: string;
  registration_number: string;
  odometer: number;
  initial_odometer?: number;
  service_date: string;
  repaired_system?: RegistryRepairedSystem;
  notes?: string;
  codes: string[];
};

/**
 * SPEC §5 Registry submission, shared by the dialog (as the user types) and the server (the
 * authority): VIN, registration number, odometer required; initial odometer when R-ODO or I-ODO is
 * selected; at least one code; the service date not after `today`. `known` (the registry's codes)
 * also refuses codes it does not list.
 */
export const validateRegistrySubmission = (
  body: RegistrySubmissionBody,
  { today, known }: { today: string; known?: readonly { code: string; requires_initial_odometer: boolean }[] },
): { ok: true; value: RegistrySubmission } | { ok: false; problems: RegistryFieldProblem[] } => {
  const problems: RegistryFieldProblem[] = [];
  const vinText = compact(body.vin ?? '');
  if (vinText === '') problems.push({ path: 'vin', code: 'required' });
  else {
    const vin = validateVin(vinText);
    if (!vin.ok) problems.push({ path: 'vin', code: vin.code });
  }
  const plate = compact(body.registration_number ?? '');
  if (plate === '') problems.push({ path: 'registration_number', code: 'required' });
  if (body.odometer === undefined || body.odometer === null) problems.push({ path: 'odometer', code: 'required' });
  if (!body.service_date) problems.push({ path: 'service_date', code: 'required' });
  else if (body.service_date > today) problems.push({ path: 'service_date', code: 'service_date_future' });
  const codes = [...new Set(body.codes ?? [])];
  if (codes.length === 0) problems.push({ path: 'codes', code: 'codes_required' });
  if (known && codes.some((code) => !known.some((k) => k.code === code))) problems.push({ path: 'codes', code: 'unknown_code' });
  const needsInitial = codes.some(
    (code) => (INITIAL_ODOMETER_CODES as readonly string[]).includes(code) || known?.some((k) => k.code === code && k.requires_initial_odometer),
  );
  if (needsInitial && (body.initial_odometer === undefined || body.initial_odometer === null)) problems.push({ path: 'initial_odometer', code: 'initial_odometer_required' });
  if (problems.length > 0) return { ok: false, problems };
  const notes = body.notes?.trim();
  return {
    ok: true,
    value: {
      vin: vinText,
      registration_number: plate,
      odometer: body.odometer as number,
      ...(needsInitial ? { initial_odometer: body.initial_odometer as number } : {}),
      service_date: body.service_date as string,
      ...(body.repaired_system ? { repaired_system: body.repaired_system } : {}),
      ...(notes ? { notes } : {}),
      codes,
    },
  };
};

export const registryStateSchema = z.enum(['not_sent', 'sent', 'failed']);
export type RegistryState = z.infer<typeof registryStateSchema>;

/** The data of the dialog as last sent or tried, else pre-filled from the document. */
export const registryDraftDto = z.object({
  vin: z.string(),
  registration_number: z.string(),
  odometer: z.number().int().nullable(),
  initial_odometer: z.number().int().nullable(),
  service_date: z.string(),
  repaired_system: z.enum(REGISTRY_REPAIRED_SYSTEMS).nullable(),
  notes: z.string(),
  codes: z.array(z.string()),
});
export type RegistryDraftDto = z.infer<typeof registryDraftDto>;

export const registryRecordDto = z.object({
  state: registryStateSchema.describe('not_sent: never accepted nor tried; sent: the registry holds it (autopass_id); failed: the last try was not accepted and nothing is in the registry yet'),
  autopass_id: z.string().nullable().describe("the registry's id of the record, once accepted"),
  sent_at: z.string().nullable().describe('ISO 8601: the last accepted send or update'),
  last_error_code: z.string().nullable().describe('the error code of the last failed try (also after an earlier success: the update did not go through)'),
  last_error: z.string().nullable(),
});
export type RegistryRecordDto = z.infer<typeof registryRecordDto>;

export const registryDocumentDto = z.object({
  id: idSchema,
  number: z.string(),
  form_id: idSchema,
  form_title: z.string(),
  created_at: z.string(),
  plate: z.string().nullable(),
  vin: z.string().nullable(),
  vehicle: z.string().nullable().describe('make and model'),
  registry: registryRecordDto,
  draft: registryDraftDto,
});
export type RegistryDocumentDto = z.infer<typeof registryDocumentDto>;

export const registryDocumentsQuery = z.object({
  state: registryStateSchema.optional().describe('only documents in this registry state'),
  q: z.string().trim().max(100).optional().describe('part of the plate, VIN or document number'),
  skip: queryInt4().default(0),
  limit: queryInt4({ min: 1, max: 100 }).default(10),
  locale: titleLocaleQuery,
});
export type RegistryDocumentsQuery = z.input<typeof registryDocumentsQuery>;

export const registryDocumentsResponse = z.object({ results: z.array(registryDocumentDto), total: z.number().int() });
export type RegistryDocumentsResponse = z.infer<typeof registryDocumentsResponse>;

export const registrySendResponse = z.object({
  action: z.enum(['submit', 'update']).describe('submit: a new record; update: the document\'s record was changed'),
  autopass_id: z.string(),
  status: z.enum(['ACCEPTED', 'PENDING', 'REJECTED']).describe("the registry's state of the record"),
  received_at: z.string(),
  messages: z.array(z.string()).describe("the registry's remarks"),
  document_id: idSchema.nullable(),
});
export type RegistrySendResponse = z.infer<typeof registrySendResponse>;
