import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addDays, type CalendarFeedDto } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { RequestScope } from '../../http/request-user.js';
import type { CounterStore } from '../../infra/counter-store.js';
import { createRateLimiter, type RateLimit } from '../../infra/rate-limit.js';
import { workshopOf } from '../reminders/index.js';
import { slotsBetween, toCalendarAppointment } from './appointments.repo.js';
import { appointmentsCalendar } from './ical.js';

/** 256 random bits, URL-safe: the feed's only credential. */
const TOKEN_BYTES = 32;
const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
/** The feed's window: a quarter back (what was done) to a year ahead. */
const DAYS_BACK = 92;
const DAYS_AHEAD = 366;
/** A phone polls every hour or so; this leaves room for a few devices behind one address. */
const FEED_LIMIT: RateLimit = { limit: 60, windowMs: 10 * 60_000 };

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const NONE: CalendarFeedDto = { active: false, created_at: null, last_used_at: null, url: null, webcal_url: null };

/**
 * The business's private calendar feed (issue 16): an unguessable URL a phone's calendar
 * subscribes to. Only the token's SHA-256 is stored: the URL is shown once, when it is made;
 * revoking deletes it (the old URL answers 404 at once), regenerating replaces it.
 */
export const createCalendarFeedService = ({
  db,
  counters,
  publicUrl,
  now,
  limit = FEED_LIMIT,
}: {
  db: Kysely<Database>;
  counters: CounterStore;
  publicUrl: string;
  now: () => Date;
  limit?: RateLimit;
}) => {
  const limiter = createRateLimiter(counters, 'calendar-feed', limit);

  const status = async ({ businessId }: RequestScope): Promise<CalendarFeedDto> => {
    const row = await db.selectFrom('calendar_feeds').select(['created_at', 'last_used_at']).where('business_id', '=', businessId).executeTakeFirst();
    return row ? { ...NONE, active: true, created_at: iso(row.created_at), last_used_at: iso(row.last_used_at) } : NONE;
  };

  /** A new link (the previous one, if any, stops working): its URL is in this answer only. */
  const regenerate = async ({ businessId, userId }: RequestScope): Promise<CalendarFeedDto> => {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const at = now();
    await db
      .insertInto('calendar_feeds')
      .values({ business_id: businessId, token_hash: hashOf(token), created_by: userId, created_at: at, last_used_at: null })
      .onConflict((oc) => oc.column('business_id').doUpdateSet({ token_hash: hashOf(token), created_by: userId, created_at: at, last_used_at: null }))
      .execute();
    const url = `${publicUrl}/api/calendar/${token}.ics`;
    return { active: true, created_at: at.toISOString(), last_used_at: null, url, webcal_url: url.replace(/^https?:\/\//, 'webcal://') };
  };

  const revoke = async ({ businessId }: RequestScope): Promise<void> => {
    await db.deleteFrom('calendar_feeds').where('business_id', '=', businessId).execute();
  };

  /** The iCalendar of the feed `file` ("<token>.ics"); 404 for an unknown or revoked one; 429 past the limit per address. */
  const feed = async (file: string, ip: string): Promise<string> => {
    await limiter.hit(ip);
    const token = TOKEN_FILE.exec(file)?.[1];
    const row = token
      ? await db.updateTable('calendar_feeds').set({ last_used_at: now() }).where('token_hash', '=', hashOf(token)).returning('business_id').executeTakeFirst()
      : undefined;
    if (!row) throw new AppError('not_found', { message: 'No calendar feed at this address (revoked or never made)' });
    const today = now().toISOString().slice(0, 10);
    const [workshop, rows] = await Promise.all([workshopOf(db, row.business_id), slotsBetween(db, row.business_id, addDays(today, -DAYS_BACK), addDays(today, DAYS_AHEAD))]);
    const appointments = rows.flatMap((slot) => (slot.day ? [toCalendarAppointment({ ...slot, day: slot.day })] : []));
    return appointmentsCalendar({ name: workshop.name, appointments });
  };

  return { status, regenerate, revoke, feed };
};

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
