import { z } from 'zod';
import { FORM_ADDONS } from '../forms/definition.js';
import { emailSchema } from './auth.js';
import { calendarDay, idSchema, int4 } from './common.js';
import { paginationQuery } from './documents.js';

/** Largest form definition an admin may upload (bytes). */
export const FORM_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** The logo is printed at 90 × 50 pt: half a megabyte is plenty. */
export const LOGO_MAX_BYTES = 512 * 1024;

const isoDateTime = z.string().describe('ISO 8601 date-time');


/** One application as the admin's forms table shows it. */
export const adminFormDto = z.object({
  id: idSchema,
  key: z.string(),
  title: z.string(),
  version: z.number().int().describe('current version'),
  category: z.string(),
  isPublic: z.boolean(),
  documents: z.number().int().describe('documents made with it, by every user'),
  allocated_users: z.number().int().describe('users it is allocated to'),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type AdminFormDto = z.infer<typeof adminFormDto>;

export const FORM_UPLOAD_STATUSES = ['created', 'updated', 'unchanged', 'restored'] as const;
export type FormUploadStatus = (typeof FORM_UPLOAD_STATUSES)[number];

export const formUploadDto = z.object({
  id: idSchema,
  key: z.string(),
  version: z.number().int(),
  title: z.string(),
  status: z
    .enum(FORM_UPLOAD_STATUSES)
    .describe('created: a new key; updated: a higher version became current; unchanged: that version was already stored; restored: a deleted application is live again'),
});
export type FormUploadDto = z.infer<typeof formUploadDto>;

export const deletedFormDto = z.object({ id: idSchema, deleted: z.literal(true) });

/** `GET /forms/{id}/users`: every account, with or without access to the application. */
export const formUserDto = z.object({
  id: idSchema,
  email: z.string(),
  has_access: z.boolean().describe('allocated by an admin'),
  included_by_addon: z.boolean().describe("the application's add-on is in the user's active subscription, so the user may use it without an allocation"),
  pending_request_id: idSchema.nullable().describe("the user's pending request for this application, if any"),
});
export type FormUserDto = z.infer<typeof formUserDto>;
export const formUsersResponse = z.object({ users: z.array(formUserDto) });
export type FormUsersResponse = z.infer<typeof formUsersResponse>;

/** The form add-ons (which include applications) and the logo on PDFs. */
export const ADDONS = [...FORM_ADDONS, 'logo'] as const;
export type Addon = (typeof ADDONS)[number];
export const addonsSchema = z.object({
  registry_integration: z.boolean().default(false).describe('the vehicle-registry integration (yearly)'),
  entry_sheet: z.boolean().default(false).describe('the entry sheet (yearly)'),
  logo: z.boolean().default(false).describe('the own logo on PDFs (one-off)'),
});
export type Addons = z.infer<typeof addonsSchema>;

const amountDto = z.object({ RON: z.string(), EUR: z.string() });
const priceTotalsDto = z.object({ net: amountDto, vat: amountDto, gross: amountDto });

export const subscriptionBody = z
  .object({
    starts_at: calendarDay,
    ends_at: calendarDay.describe('last day covered (inclusive)'),
    applications: int4({ max: 1000 }).describe('applications paid for'),
    addons: addonsSchema.default({ registry_integration: false, entry_sheet: false, logo: false }),
  })
  .refine((body) => body.ends_at >= body.starts_at, { path: ['ends_at'], message: 'must not be before starts_at' });
export type SubscriptionBody = z.infer<typeof subscriptionBody>;

export const subscriptionDto = z.object({
  id: idSchema,
  business_id: idSchema.describe('the business the period pays for'),
  starts_at: isoDateTime,
  ends_at: isoDateTime.describe('exclusive end instant (the day after the last covered day)'),
  applications: z.number().int(),
  addons: addonsSchema,
  price: z
    .object({
      net: amountDto,
      vat: amountDto,
      gross: amountDto,
      vat_rate: z.number(),
      logo_one_off: z.boolean(),
      yearly: priceTotalsDto.describe('the subscription per year'),
      one_off: priceTotalsDto.describe('billed once with this period (the logo addition); zero when none'),
    })
    .describe('computed by the server (SPEC §9): net, vat and gross are what the period bills, the yearly price and the one-off items together'),
  active: z.boolean().describe('covers the present moment'),
  created_at: isoDateTime,
});
export type SubscriptionDto = z.infer<typeof subscriptionDto>;

export const adminUserDto = z.object({
  id: idSchema,
  email: z.string(),
  name: z.string().describe("the person's name ('' when not given)"),
  role: z.enum(['owner', 'member']).nullable().describe('their role in the business; null: removed from one and not signed in since'),
  business: z.object({ id: idSchema, name: z.string() }).nullable().describe('the business they belong to'),
  created_at: isoDateTime,
  trial_ends_at: isoDateTime.nullable().describe("the business's trial end (null without a business)"),
  last_seen_at: isoDateTime.nullable(),
  allocated_forms: z.number().int(),
  subscription: subscriptionDto.nullable().describe("the business's active subscription, else its latest one"),
});
export type AdminUserDto = z.infer<typeof adminUserDto>;

/** The admin extends a free trial: to a given last day, or by a number of days (from its end, or from now when it has ended). */
export const trialExtensionBody = z
  .object({
    ends_on: calendarDay.describe('last day of the trial (inclusive)').optional(),
    days: int4({ min: 1, max: 3650 }).describe('days added to the trial').optional(),
  })
  .refine((body) => (body.ends_on === undefined) !== (body.days === undefined), { path: ['days'], message: 'give either ends_on or days' });
export type TrialExtensionBody = z.infer<typeof trialExtensionBody>;
export const trialDto = z.object({ trial_ends_at: isoDateTime.describe('the trial ends at this instant') });

export const usersQuery = paginationQuery.extend({ search: z.string().trim().max(254).optional().describe('part of the e-mail') });

/** The signed-in user's own subscription state: what the add-ons switch on. */
export const userSubscriptionDto = z.object({
  active: z.boolean(),
  ends_at: isoDateTime.nullable(),
  addons: addonsSchema,
  price: z
    .object({ yearly: priceTotalsDto, one_off: priceTotalsDto })
    .nullable()
    .default(null)
    .describe('what the active subscription costs per year and what its period billed once (SPEC §9); null without one'),
  has_logo: z.boolean().describe('a logo is uploaded (GET /user/logo has one to send)'),
});
export type UserSubscriptionDto = z.infer<typeof userSubscriptionDto>;

export const step1EntryDto = z.object({
  document_id: idSchema,
  user_id: idSchema.nullable().describe('who made it (null once their account is gone)'),
  email: z.string().describe("who made it ('' once their account is gone)"),
  number: z.string(),
  created_at: isoDateTime,
  data: z.record(z.string(), z.unknown()).describe("the first step's values"),
});
export const step1DataDto = z.object({
  form_id: idSchema,
  step: z.object({ name: z.string(), title: z.string() }),
  entries: z.array(step1EntryDto),
});
export type Step1DataDto = z.infer<typeof step1DataDto>;

export const submissionStatisticsQuery = z
  .object({
    start_date: calendarDay.optional().describe('first day (default: 30 days before end_date)'),
    end_date: calendarDay.optional().describe('last day, inclusive (default: today)'),
    form_id: idSchema.optional(),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, { path: ['end_date'], message: 'must not be before start_date' });

export const submissionStatisticsDto = z.object({
  start_date: z.string(),
  end_date: z.string(),
  total: z.number().int(),
  per_day: z.array(z.object({ date: z.string(), count: z.number().int() })).describe('every day of the range, zeros included'),
  per_form: z.array(z.object({ form_id: idSchema, title: z.string(), count: z.number().int() })),
  per_user: z.array(z.object({ user_id: idSchema, email: z.string(), count: z.number().int() })),
});
export type SubmissionStatisticsDto = z.infer<typeof submissionStatisticsDto>;

export const CONTACT_LIMITS = { name: 200, subject: 200, message: 5000 } as const;

export const contactBody = z.object({
  name: z.string().trim().min(1, { message: 'is required' }).max(CONTACT_LIMITS.name),
  email: emailSchema,
  subject: z.string().trim().min(1, { message: 'is required' }).max(CONTACT_LIMITS.subject),
  message: z.string().trim().min(1, { message: 'is required' }).max(CONTACT_LIMITS.message),
});
export type ContactBody = z.infer<typeof contactBody>;

export const contactMessageDto = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: isoDateTime,
  read_at: isoDateTime.nullable(),
});
export type ContactMessageDto = z.infer<typeof contactMessageDto>;

export const contactMessagesQuery = paginationQuery.extend({ unread: z.enum(['true', 'false']).optional().describe('only unread messages') });
export const contactMessagesResponse = z.object({
  messages: z.array(contactMessageDto),
  total: z.number().int(),
  unread: z.number().int().describe('unread messages in all'),
});
export type ContactMessagesResponse = z.infer<typeof contactMessagesResponse>;

/** The user's own logo for PDFs (logo add-on), base64 of a PNG or JPEG file of at most 512 KiB. */
export const userLogoBody = z.object({
  image: z
    .string()
    .max(Math.ceil(LOGO_MAX_BYTES / 3) * 4)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { message: 'must be base64' })
    .describe(`base64 of a PNG or JPEG image, at most ${LOGO_MAX_BYTES / 1024} KiB`),
});
export const userLogoDto = z.object({ mime: z.string(), bytes: z.number().int() });
export type UserLogoDto = z.infer<typeof userLogoDto>;
