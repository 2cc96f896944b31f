import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  DEFAULT_UPCOMING_DAYS,
  normalizeLocale,
  type Locale,
  type ReminderConsentBody,
  type ReminderConsentDto,
  type ReminderDto,
  type ReminderSettings,
  type ReminderSettingsDto,
  type RemindersQuery,
  type RemindersResponse,
  type UntaggedResponse,
} from '@atelier/core';
import type { Database } from '../../db/schema.js';
import { newId } from '../../db/ids.js';
import { AppError } from '../../errors.js';
import { toE164 } from '../../integrations/sms/sms-gateway.js';
import type { RequestScope } from '../../http/request-user.js';
import { FOLD_FROM, FOLD_TO, type NotificariAccess, taggableFormIds } from '../tags/index.js';
import { addDays, localDay } from './reminder-dates.js';
import { paperName } from './reminder-mail-texts.js';
import type { ReminderNamer } from './reminder-documents.js';
import * as repo from './reminders.repo.js';

export const DEFAULT_SETTINGS: ReminderSettings = { upcoming_days: DEFAULT_UPCOMING_DAYS, mail_enabled: false, mail_days_before: 7, digest_enabled: false, sms_enabled: false, locale: 'ro' };

/** As the search column is folded in SQL (tags.repo refreshReminders). */
const foldSearch = (text: string) => {
  let out = '';
  for (const c of text) {
    const i = FOLD_FROM.indexOf(c);
    out += i >= 0 ? FOLD_TO[i] : c;
  }
  return out.toLowerCase();
};

/**
 * The unsubscribe link's token: the consent id and an HMAC of it, so the link needs no stored
 * secret of its own; only its hash is stored, to find the consent.
 */
export const unsubscribeTokens = (secret: string) => {
  const mac = (id: string) => createHmac('sha256', secret).update(`reminder-unsubscribe:${id}`).digest('base64url');
  return {
    tokenOf: (id: string) => `${id}.${mac(id)}`,
    hashOf: (token: string) => createHash('sha256').update(token).digest('hex'),
    verify: (token: string): boolean => {
      const [id = '', given = ''] = token.split('.');
      const expected = Buffer.from(mac(id));
      const actual = Buffer.from(given);
      return /^[0-9a-f]{24}$/.test(id) && actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
};

const consentDto = (row: Awaited<ReturnType<typeof repo.listConsents>>[number]): ReminderConsentDto => ({
  id: row.id,
  email: row.email,
  client_name: row.client_name,
  locale: row.locale,
  source: row.source,
  consented_at: row.consented_at.toISOString(),
  unsubscribed_at: row.unsubscribed_at?.toISOString() ?? null,
  phone: row.phone,
});

export const createRemindersService = ({ db, access, now, secret, nameOf, smsAvailable = false }: {
  db: Kysely<Database>;
  access: NotificariAccess;
  now: () => Date;
  secret: string;
  nameOf: ReminderNamer;
  /** The server's SMS gateway is configured (issue 29): the SMS switch can take effect. */
  smsAvailable?: boolean;
}) => {
  const tokens = unsubscribeTokens(secret);
  // Reminder documents without a tag are named by what is due, in Romanian as the customer's messages (reminder-item.tsx).
  const kindLabel = ({ formId, version, kind }: { formId: string; version: number; kind: string | null }) => nameOf({ formId, version, kind, locale: 'ro' });

  const settings = async (businessId: string): Promise<ReminderSettings> => {
    const row = await repo.findSettings(db, businessId);
    return row
      ? { upcoming_days: row.upcoming_days, mail_enabled: row.mail_enabled, mail_days_before: row.mail_days_before, digest_enabled: row.digest_enabled, sms_enabled: row.sms_enabled, locale: normalizeLocale(row.locale) }
      : DEFAULT_SETTINGS;
  };

  const list = async ({ businessId }: RequestScope, query: RemindersQuery): Promise<RemindersResponse> => {
    await access.require(businessId);
    const upcomingDays = query.days ?? (await settings(businessId)).upcoming_days;
    const today = localDay(now());
    const until = addDays(today, upcomingDays);
    const q = query.q ? foldSearch(query.q) : undefined;
    const vehicles = query.vehicle ? query.vehicle.split(',').slice(0, 20) : undefined;
    const { rows, total } = await repo.listReminders(db, { businessId, due: query.due, today, until, q, vehicles, skip: query.skip, limit: query.limit });
    const sends = await repo.sendsFor(db, businessId, {
      pairs: rows.flatMap((row) => (row.tag_id === null ? [] : [{ tag_id: row.tag_id, vehicle_key: row.vehicle_key }])),
      documentIds: rows.filter((row) => row.source === 'document').map((row) => row.last_document_id),
      papers: rows.flatMap((row) => (row.paper === null ? [] : [{ vehicle_key: row.vehicle_key, paper: row.paper }])),
    });
    const results: ReminderDto[] = [];
    for (const { kind, last_form_version: formVersion, ...row } of rows) {
      const mine = (s: repo.SendRow) =>
        row.source === 'document'
          ? s.document_id === row.last_document_id
          : row.source === 'paper'
            ? s.paper === row.paper && s.vehicle_key === row.vehicle_key
            : s.tag_id === row.tag_id && s.vehicle_key === row.vehicle_key;
      results.push({
        ...row,
        tag_name: row.paper !== null ? paperName(row.paper, 'ro') : (row.tag_name ?? (await kindLabel({ formId: row.last_form_id, version: formVersion, kind }))),
        state: row.due_date < today ? 'overdue' : row.due_date <= until ? 'upcoming' : 'later',
        sends: sends.filter(mine).map((s) => ({ email: s.email, status: s.status, due_date: s.due_date, sent_at: s.sent_at?.toISOString() ?? null, channel: s.channel })),
      });
    }
    return { results, total, upcoming_days: upcomingDays, today };
  };

  const untagged = async ({ businessId }: RequestScope, query: { skip: number; limit: number }): Promise<UntaggedResponse> => {
    await access.require(businessId);
    const formIds = await taggableFormIds(db, businessId);
    const { rows, total, capped } = await repo.listUntagged(db, { businessId, formIds, ...query });
    return { results: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })), total, capped };
  };

  const getSettings = async ({ businessId }: RequestScope): Promise<ReminderSettingsDto> => {
    await access.require(businessId);
    return { ...(await settings(businessId)), sms_available: smsAvailable };
  };

  /** `fallbackLocale`: the request's language, kept as the digest's when the body names none. */
  const putSettings = async ({ businessId }: RequestScope, body: ReminderSettings, fallbackLocale: Locale) => {
    await access.require(businessId);
    await repo.saveSettings(db, { business_id: businessId, ...body, locale: body.locale ?? fallbackLocale, updated_at: now() });
    return { ...(await settings(businessId)), sms_available: smsAvailable };
  };

  const consents = async ({ businessId }: RequestScope) => {
    await access.require(businessId);
    return (await repo.listConsents(db, businessId)).map(consentDto);
  };

  /** GDPR art. 7(1): the consent is recorded with its date, how it was given and who recorded it. */
  const addConsent = async ({ businessId, userId }: RequestScope, body: ReminderConsentBody): Promise<ReminderConsentDto> => {
    await access.require(businessId);
    const at = now();
    const id = newId(at);
    // A consent to SMS too names a mobile number the gateway can text; kept in E.164.
    const phone = body.phone ? toE164(body.phone) : undefined;
    if (body.phone && !phone) throw new AppError('validation_error', { message: 'Not a mobile number that can receive an SMS', details: [{ path: 'phone', message: 'not a mobile number' }] });
    const savedId = await repo.upsertConsent(db, { id, business_id: businessId, ...body, phone: phone ?? null, consented_at: at, recorded_by: userId, token_hash: tokens.hashOf(tokens.tokenOf(id)) });
    const row = await repo.findConsent(db, businessId, savedId);
    if (!row) throw new AppError('not_found');
    return consentDto(row);
  };

  const withdrawConsent = async ({ businessId }: RequestScope, id: string) => {
    await access.require(businessId);
    const row = await repo.findConsent(db, businessId, id);
    if (!row) throw new AppError('not_found', { message: 'Consent not found' });
    await repo.withdrawConsent(db, id, now());
  };

  /**
   * A customer's consent as the customer directory records it (issue 31). Given: the consent of
   * their newest e-mail (and mobile number, for SMS), as this page records one. Withdrawn: every
   * consent of their e-mails and numbers ends, so no reminder goes to them. Without the Notificări
   * application no reminder is sent at all, so this needs none.
   */
  const setCustomerConsent = async (
    { businessId, userId }: RequestScope,
    customer: { given: boolean; emails: readonly string[]; phones: readonly string[]; name: string; source: ReminderConsentBody['source'] },
  ): Promise<void> => {
    const mobiles = customer.phones.flatMap((p) => toE164(p) ?? []);
    if (!customer.given) {
      await repo.withdrawConsentsOf(db, businessId, { emails: customer.emails.map((e) => e.toLowerCase()), phones: mobiles }, now());
      return;
    }
    const email = customer.emails[0];
    if (email === undefined) return;
    const at = now();
    const id = newId(at);
    await repo.upsertConsent(db, {
      id, business_id: businessId, email, client_name: customer.name.slice(0, 120), locale: 'ro', source: customer.source, phone: mobiles[0] ?? null,
      consented_at: at, recorded_by: userId, token_hash: tokens.hashOf(tokens.tokenOf(id)),
    });
  };

  /** The consent an unsubscribe link's token names (none for a forged or unknown one). */
  const consentOfToken = async (token: string) => (tokens.verify(token) ? repo.findConsentByTokenHash(db, tokens.hashOf(token)) : undefined);

  /** The language of the customer's e-mails, for the page their link opens (Romanian for a link that names no consent). */
  const unsubscribeLocale = async (token: string): Promise<string> => (await consentOfToken(token))?.locale ?? 'ro';

  /** The customer's link: no account needed; true when the token named a consent (withdrawn now or before). */
  const unsubscribe = async (token: string): Promise<{ ok: boolean; locale: string }> => {
    const row = await consentOfToken(token);
    if (!row) return { ok: false, locale: 'ro' };
    await repo.withdrawConsent(db, row.id, now());
    return { ok: true, locale: row.locale };
  };

  return { list, untagged, getSettings, putSettings, consents, addConsent, withdrawConsent, setCustomerConsent, unsubscribe, unsubscribeLocale, tokens, settings, nameOf };
};

export type RemindersService = ReturnType<typeof createRemindersService>;
