import type { Kysely } from 'kysely';
import type { ContactBody, ContactMessageDto, ContactMessagesResponse } from '@atelier/core';
import type { ContactMessageRow, Database } from '../../db/schema.js';
import { newId } from '../../db/ids.js';
import { AppError } from '../../errors.js';
import type { CounterStore } from '../../infra/counter-store.js';
import * as repo from './contact.repo.js';

/** Messages one address may send in a window: enough for a person, too few for a script. */
const CONTACT_LIMITS = { windowMs: 60 * 60 * 1000, perIp: 5 };

const toDto = (row: ContactMessageRow): ContactMessageDto => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  created_at: row.created_at.toISOString(),
  read_at: row.read_at ? row.read_at.toISOString() : null,
});

/** The public contact form (SPEC §8 Contact) and the admin's inbox. */
export const createContactService = ({ db, counters, now }: { db: Kysely<Database>; counters: CounterStore; now: () => Date }) => {
  const send = async ({ body, ip }: { body: ContactBody; ip: string }): Promise<ContactMessageDto> => {
    if ((await counters.increment(`contact:${ip}`, CONTACT_LIMITS.windowMs)) > CONTACT_LIMITS.perIp) {
      throw new AppError('rate_limited', { headers: { 'retry-after': String(CONTACT_LIMITS.windowMs / 1000) } });
    }
    const at = now();
    return toDto(await repo.insertMessage(db, { id: newId(at), ...body, created_at: at }));
  };

  const list = async ({ unread, skip, limit }: { unread?: 'true' | 'false' | undefined; skip: number; limit: number }): Promise<ContactMessagesResponse> => {
    const unreadOnly = unread === 'true';
    const [rows, total, unreadCount] = await Promise.all([repo.listMessages(db, { unreadOnly, skip, limit }), repo.countMessages(db, unreadOnly), repo.countMessages(db, true)]);
    return { messages: rows.map(toDto), total, unread: unreadCount };
  };

  const markRead = async (id: string): Promise<ContactMessageDto> => {
    const row = await repo.markRead(db, id, now());
    if (!row) throw new AppError('not_found', { message: 'Message not found' });
    return toDto(row);
  };

  return { send, list, markRead };
};

export type ContactService = ReturnType<typeof createContactService>;
