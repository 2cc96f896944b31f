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

/** Non-admin accounts, newest first, with their business and how many applications it has. */
export const listUsers = (db: Db, { search, skip, limit }: { search: string | undefined; skip: number; limit: number }) =>
  accounts(db, search)
    .leftJoin('businesses', 'businesses.id', 'users.business_id')
    .select(['users.id', 'users.email', 'users.name', 'users.role', 'users.business_id', 'users.created_at', 'users.last_seen_at'])
    .select(['businesses.name as business_name', 'businesses.trial_ends_at'])
    .select((eb) =>
      eb
        .selectFrom('form_access')
        .innerJoin('forms', 'forms.id', 'form_access.form_id')
        .whereRef('form_access.business_id', '=', 'users.business_id')
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
