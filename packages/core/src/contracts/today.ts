import { z } from 'zod';
import { DOCUMENT_KINDS } from '../forms/definition.js';
import { appointmentDto } from './appointments.js';
import { idSchema, titleLocaleQuery } from './common.js';
import { spvPendingDto } from './spv.js';
import { reminderDto } from './tags.js';

/**
 * Issue 31, "Today": the workshop's day on one screen, all sections in one call
 * (GET /api/user/today). A section the business cannot have is null (reminders without the
 * reminders application); an empty one is an empty list.
 */

export const todayQuery = z.object({ locale: titleLocaleQuery });

/** Kinds of document that put a car in the workshop, and kinds that take it out (the rule: docs/today.md). */
export const WORKSHOP_OPENING_KINDS = ['entry-sheet', 'order'] as const satisfies readonly (typeof DOCUMENT_KINDS)[number][];
export const WORKSHOP_CLOSING_KINDS = ['handover', 'invoice'] as const satisfies readonly (typeof DOCUMENT_KINDS)[number][];
/** How far back an entry still counts as a car in the workshop (a forgotten entry sheet leaves Today after this). */
export const WORKSHOP_WINDOW_DAYS = 60;

export const workshopCarDto = z.object({
  vehicle_id: idSchema.describe("the car in the vehicle directory: its page is /vehicles/{vehicle_id}"),
  plate: z.string().nullable().describe('as written for display ("CJ 12 ABC"); null when only a VIN names it'),
  vin: z.string().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  client: z.string().nullable().describe("the customer's name on the document that brought it in"),
  since: z.string().describe('YYYY-MM-DD: the date of that document'),
  document: z.object({ id: idSchema, number: z.string(), kind: z.enum(DOCUMENT_KINDS) }).describe('the entry sheet or service order that brought it in'),
});
export type WorkshopCarDto = z.infer<typeof workshopCarDto>;

export const waitingEstimateDto = z.object({
  document_id: idSchema,
  number: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  client: z.string().nullable(),
  phone: z.string().nullable(),
  plate: z.string().nullable(),
  sent_at: z.string().describe('ISO instant of the last send'),
  opened: z.boolean().describe('the customer opened the link'),
});
export type WaitingEstimateDto = z.infer<typeof waitingEstimateDto>;

export const recentDocumentDto = z.object({
  id: idSchema,
  form_id: idSchema,
  number: z.string(),
  form_title: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  client: z.string().nullable(),
  plate: z.string().nullable(),
  created_at: z.string().describe('ISO instant'),
});
export type RecentDocumentDto = z.infer<typeof recentDocumentDto>;

/** Reminders due this many days ahead are listed. */
export const TODAY_REMINDER_DAYS = 7;

/** How many rows a section shows; `total` says when there are more. */
export const TODAY_ROWS = 8;

const section = <T extends z.ZodTypeAny>(item: T) => z.object({ results: z.array(item), total: z.number().int().describe('how many there are (results shows the first ones)') });

export const todayResponse = z.object({
  date: z.string().describe("YYYY-MM-DD: today on the workshop's clock (Europe/Bucharest)"),
  appointments: z.array(appointmentDto).describe("today's appointments by start time, with where each car stands (stage)"),
  workshop: section(workshopCarDto).describe(
    `cars in the workshop: the newest entry sheet or service order of a car (last ${WORKSHOP_WINDOW_DAYS} days) with no handover or invoice for it after (a planned handover date on it does not take it out)`,
  ),
  waiting: section(waitingEstimateDto).describe('estimates and quotes sent to the customer, link still valid, not answered yet; the longest waiting first'),
  spv: z.array(spvPendingDto).describe('invoices still to send to SPV with the working days left, most urgent first'),
  reminders: section(reminderDto).nullable().describe(`reminders due from today to ${TODAY_REMINDER_DAYS} days on; null when the business has no reminders application`),
  recent: z.array(recentDocumentDto).describe('the last documents saved'),
});
export type TodayResponse = z.infer<typeof todayResponse>;
