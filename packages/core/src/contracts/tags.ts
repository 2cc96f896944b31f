import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { idSchema } from './common.js';

/** The application whose allocation (or inclusion in the subscription) opens tags and reminders (SPEC §6). */
export const NOTIFICARI_FORM_KEY = 'notificari-service';
/** "Upcoming" = due within this many days unless the business set another number (domain-ro.md). */
export const DEFAULT_UPCOMING_DAYS = 30;

export const serviceTagBody = z.object({
  name: z.string().trim().min(1).max(60).describe('the tag, e.g. "Revizie ulei"'),
  interval_months: z.coerce.number().int().min(1).max(240).describe('months from the service to the next one'),
  aliases: z.string().trim().max(500).default('').describe('other words for it, comma separated: "schimb ulei, filtru ulei"'),
});
export type ServiceTagBody = z.infer<typeof serviceTagBody>;

export const serviceTagDto = z.object({
  id: idSchema,
  name: z.string(),
  interval_months: z.number().int(),
  aliases: z.string(),
  documents: z.number().int().describe('estimates and quotes that carry it'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ServiceTagDto = z.infer<typeof serviceTagDto>;

export const tagIdParams = z.object({ id: idSchema });

export const autoTagJobDto = z.object({
  status: z.enum(['idle', 'queued', 'running', 'done', 'failed']).describe('idle: never run'),
  done: z.number().int(),
  total: z.number().int(),
  tagged: z.number().int().describe('tags added by the last run'),
  error: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type AutoTagJobDto = z.infer<typeof autoTagJobDto>;

export const documentTagDto = z.object({ id: idSchema, name: z.string(), source: z.enum(['manual', 'auto']) });
export type DocumentTagDto = z.infer<typeof documentTagDto>;
export const documentTagsResponse = z.object({ tags: z.array(documentTagDto), taggable: z.boolean().describe('an estimate or a quote: tags apply') });
export type DocumentTagsResponse = z.infer<typeof documentTagsResponse>;
export const documentTagsBody = z.object({ tag_ids: z.array(idSchema).max(100).describe('the tags the document carries from now on') });
export type DocumentTagsBody = z.infer<typeof documentTagsBody>;

export const reminderDue = z.enum(['all', 'upcoming', 'overdue']);
export type ReminderDue = z.infer<typeof reminderDue>;

export const remindersQuery = z.object({
  due: reminderDue.default('all'),
  days: z.coerce.number().int().min(1).max(365).optional().describe('"upcoming" window in days (default: the business setting, 30)'),
  q: z.string().trim().max(100).optional().describe('part of a plate, VIN or client name'),
  vehicle: z
    .string()
    .trim()
    .max(400)
    .regex(/^[A-Z0-9]+(,[A-Z0-9]+)*$/, 'plate keys or VINs (upper case, letters and digits), comma separated')
    .optional()
    .describe("one car's reminders: its plates' keys and VIN (upper case, letters and digits), comma separated, as the vehicle page has them"),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type RemindersQuery = z.infer<typeof remindersQuery>;

/**
 * The papers whose expiry dates are reminders (issue 31, roles vehicle.itp_expiry, vehicle.rca_expiry,
 * vehicle.vignette_expiry): the periodic inspection, the liability insurance, the road vignette.
 */
export const REMINDER_PAPERS = ['itp', 'rca', 'vignette'] as const;
export type ReminderPaper = (typeof REMINDER_PAPERS)[number];

export const REMINDER_CHANNELS = ['email', 'sms'] as const;
export const reminderSendDto = z.object({
  email: z.string(),
  status: z.enum(['sending', 'sent', 'failed']),
  due_date: z.string(),
  sent_at: z.string().nullable(),
  channel: z.enum(REMINDER_CHANNELS).describe('e-mail, or SMS through the gateway (issue 29); each channel reminds once per due date'),
});

export const reminderDto = z.object({
  source: z
    .enum(['tag', 'document', 'paper'])
    .describe(
      "tag: the last tagged estimate of a vehicle and tag, due its tag's interval later; document: a reminder saved with the Notificari application, due on its own date; paper: the car's ITP, RCA or rovinietă expiry date, from the newest document that carries it",
    ),
  paper: z.enum(REMINDER_PAPERS).nullable().describe('for a paper reminder: which paper expires (itp, rca, vignette); else null'),
  tag_id: idSchema.nullable().describe('null for a reminder document'),
  tag_name: z.string().describe("the tag; for a reminder document its tag, else what is due (ITP, RCA…); for a paper, its name in Romanian (ITP, RCA, Rovinietă)"),
  interval_months: z.number().int().nullable().describe('null for a reminder document or a paper'),
  vehicle_key: z.string(),
  plate: z.string().nullable(),
  vin: z.string().nullable(),
  vehicle_id: idSchema.nullable().describe("the car's id in the vehicle directory (GET /user/vehicles/{id}): the car of the reminder's document (last_document_id); null while the directory lacks it"),
  last_document_id: idSchema,
  last_document_number: z.string(),
  last_form_id: idSchema,
  last_date: z.string().nullable().describe('YYYY-MM-DD: the last service with this tag; null for a reminder document or a paper'),
  due_date: z.string().describe('YYYY-MM-DD'),
  state: z.enum(['overdue', 'upcoming', 'later']),
  client_name: z.string().nullable(),
  client_phone: z.string().nullable(),
  client_email: z.string().nullable(),
  sends: z.array(reminderSendDto).describe('reminder e-mails sent for this vehicle and tag (or this reminder document), newest first'),
});
export type ReminderDto = z.infer<typeof reminderDto>;

export const remindersResponse = z.object({ results: z.array(reminderDto), total: z.number().int(), upcoming_days: z.number().int(), today: z.string() });
export type RemindersResponse = z.infer<typeof remindersResponse>;

export const untaggedQuery = z.object({ skip: z.coerce.number().int().min(0).max(1_000_000).default(0), limit: z.coerce.number().int().min(1).max(100).default(10) });
export const untaggedDocumentDto = z.object({
  id: idSchema,
  form_id: idSchema,
  number: z.string(),
  created_at: z.string(),
  plate: z.string().nullable(),
  client_name: z.string().nullable(),
});
export type UntaggedDocumentDto = z.infer<typeof untaggedDocumentDto>;
export const untaggedResponse = z.object({
  results: z.array(untaggedDocumentDto),
  total: z.number().int().describe('untagged documents, counted up to 200 (see capped)'),
  capped: z.boolean().describe('true when there are at least `total` (the count stopped at its cap)'),
});
export type UntaggedResponse = z.infer<typeof untaggedResponse>;

export const reminderSettings = z.object({
  upcoming_days: z.number().int().min(1).max(365).describe('"upcoming" means due within this many days'),
  mail_enabled: z.boolean().describe('e-mail consenting customers before a due date'),
  mail_days_before: z.number().int().min(0).max(90).describe('how many days before the due date'),
  digest_enabled: z.boolean().describe('a weekly summary e-mail to the owner'),
  sms_enabled: z.boolean().default(false).describe('also text the customers who consented with a mobile number, when the SMS gateway is configured (issue 29)'),
  locale: z.enum(LOCALES).optional().describe("the weekly digest's language: the owner's (sent by the app with a save; without it, the request's Accept-Language)"),
});
export type ReminderSettings = z.infer<typeof reminderSettings>;
/** The settings as the API answers them, with whether the server can send SMS at all. */
export const reminderSettingsDto = reminderSettings.extend({ sms_available: z.boolean().describe("the server's SMS gateway is configured: sms_enabled can take effect") });
export type ReminderSettingsDto = z.infer<typeof reminderSettingsDto>;

export const CONSENT_SOURCES = ['in_person', 'phone', 'email', 'written'] as const;
export const reminderConsentBody = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  client_name: z.string().trim().max(120).default(''),
  locale: z.enum(['ro', 'en', 'it']).default('ro').describe("the customer's language for the e-mails"),
  source: z.enum(CONSENT_SOURCES).describe('how the consent was given'),
  phone: z.string().trim().max(32).optional().describe("the customer's mobile number, when they agreed to SMS reminders too (issue 29)"),
});
export type ReminderConsentBody = z.infer<typeof reminderConsentBody>;
export const reminderConsentDto = z.object({
  id: idSchema,
  email: z.string(),
  client_name: z.string(),
  locale: z.string(),
  source: z.enum(CONSENT_SOURCES),
  consented_at: z.string(),
  unsubscribed_at: z.string().nullable(),
  phone: z.string().nullable().describe('the mobile number SMS reminders go to (null: e-mail only)'),
});
export type ReminderConsentDto = z.infer<typeof reminderConsentDto>;
