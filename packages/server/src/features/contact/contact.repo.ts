import type { Kysely } from 'kysely';
import type { ContactMessageRow, Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export const insertMessage = (db: Db, row: { id: string; name: string; email: string; subject: string; message: string; created_at: Date }): Promise<ContactMessageRow> =>
  db.insertInto('contact_messages').values(row).returningAll().executeTakeFirstOrThrow();

const messages = (db: Db, unreadOnly: boolean) => {
  const query = db.selectFrom('contact_messages');
  return unreadOnly ? query.where('read_at', 'is', null) : query;
};

export const listMessages = (db: Db, { unreadOnly, skip, limit }: { unreadOnly: boolean; skip: number; limit: number }) =>
  messages(db, unreadOnly).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(skip).limit(limit).execute();

export const countMessages = async (db: Db, unreadOnly: boolean): Promise<number> =>
  Number((await messages(db, unreadOnly).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

/** Marks a message read (keeps the first reading time); undefined when there is no such message. */
export const markRead = async (db: Db, id: string, at: Date): Promise<ContactMessageRow | undefined> =>
  (await db.updateTable('contact_messages').set({ read_at: at }).where('id', '=', id).where('read_at', 'is', null).returningAll().executeTakeFirst()) ??
  db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
