import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** `%` and `_` typed by the admin are searched literally. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const accounts = (db: Db, search: string | undefined) => {
  let query = db.selectFrom('users').where('users.is_admin', '=', false);
  if (search) query = query.where('users.email', 'ilike', likePattern(search));
  return query;
};

/** Non-admin accounts, newest first, with how many applications each has. */
export const listUsers = (db: Db, { search, skip, limit }: { search: string | undefined; skip: number; limit: number }) =>
  accounts(db, search)
    .select(['users.id', 'users.email', 'users.created_at', 'users.trial_ends_at', 'users.last_seen_at'])
    .select((eb) =>
      eb
        .selectFrom('form_access')
        .innerJoin('forms', 'forms.id', 'form_access.form_id')
        .whereRef('form_access.user_id', '=', 'users.id')
        .where('forms.deleted_at', 'is', null)
        .select(eb.fn.countAll<string>().as('n'))
        .as('allocated_forms'),
    )
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .offset(skip)
    .limit(limit)
    .execute();

export const countUsers = async (db: Db, search: string | undefined): Promise<number> =>
  Number((await accounts(db, search).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
