import { z } from 'zod';
import { validateCui } from '../validators/cui.js';
import { validateRegNo } from '../validators/reg-no.js';
import { operatorIdentity } from './site.js';

/** The operator's details, as OPERATOR_* names them (config.ts): one admin field per variable. */
export const OPERATOR_FIELDS = ['name', 'cui', 'reg_no', 'address', 'email', 'phone', 'whatsapp'] as const;
export type OperatorField = (typeof OPERATOR_FIELDS)[number];

/** The fields through which a visitor reaches the operator: with none of them, the site names no way. */
export const OPERATOR_CONTACT_FIELDS: readonly OperatorField[] = ['email', 'phone', 'whatsapp'];

/** A Romanian number: 0 then 9 digits (07… mobile, 02…/03… fixed, 08… free), or +40/0040 then the 9; spaces, dots, dashes and brackets allowed. */
export const isRomanianPhone = (text: string): boolean => /^(?:\+40|0040|0)[2378]\d{8}$/.test(text.replace(/[\s().-]/g, ''));

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** What the admin saves: every field optional (blank clears it), each checked as its kind asks. */
export const operatorSettingsBody = z.object({
  name: optional(z.string().max(200)).describe('company name'),
  cui: optional(z.string().max(20).refine((text) => validateCui(text).ok, { message: 'cui' })).describe('CUI/CIF, with RO when VAT-registered'),
  reg_no: optional(z.string().max(40).refine((text) => validateRegNo(text).ok, { message: 'reg_no' })).describe('trade register number (J12/345/2020 or J2020000345128)'),
  address: optional(z.string().max(300)).describe('registered office'),
  email: optional(z.email({ message: 'email' }).max(254)).describe('contact e-mail address'),
  phone: optional(z.string().max(40).refine(isRomanianPhone, { message: 'phone' })).describe('Romanian phone number'),
  whatsapp: optional(z.url({ protocol: /^https$/, message: 'whatsapp' }).max(300)).describe('messaging link, https://wa.me/40…'),
});
export type OperatorSettingsBody = z.infer<typeof operatorSettingsBody>;

export const operatorSettingsDto = z.object({
  saved: operatorIdentity.describe('what the admin saved (the database)'),
  configured: z.array(z.enum(OPERATOR_FIELDS)).describe("fields the server's configuration (OPERATOR_*) sets: they win over the saved ones"),
  served: operatorIdentity.describe('what the footer, /contact and the legal pages show: configuration, else the saved value, else nothing'),
  updated_at: z.string().nullable().describe('ISO instant of the last save; null when never saved'),
});
export type OperatorSettingsDto = z.infer<typeof operatorSettingsDto>;
