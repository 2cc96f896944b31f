import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MailAddress } from '../../mail/mailer.js';

export type Workshop = {
  /** The name it signs its e-mails to customers with: its company profile's, else its business's. */
  name: string;
  phone: string;
  /**
   * Where a customer's reply goes (the mails say "reply to this e-mail"): the company profile's
   * e-mail, the address the business prints on its documents; else its owner's account address,
   * the one address every business has. Undefined only for a business without either.
   */
  replyTo: MailAddress | undefined;
};

/** The business as its customers see it in the e-mails sent on its behalf. */
export const workshopOf = async (db: Kysely<Database>, businessId: string): Promise<Workshop> => {
  const row = await db
    .selectFrom('businesses')
    .leftJoin('company_profiles', 'company_profiles.business_id', 'businesses.id')
    .select((eb) => [
      'businesses.name as business',
      'company_profiles.name as profile',
      'company_profiles.phone as phone',
      'company_profiles.email as profileEmail',
      eb
        .selectFrom('users')
        .select('users.email')
        .whereRef('users.business_id', '=', 'businesses.id')
        .where('users.role', '=', 'owner')
        .orderBy('users.created_at')
        .limit(1)
        .as('ownerEmail'),
    ])
    .where('businesses.id', '=', businessId)
    .executeTakeFirst();
  const name = row?.profile?.trim() || row?.business?.trim() || 'Atelier';
  const address = row?.profileEmail?.trim() || row?.ownerEmail?.trim();
  return { name, phone: row?.phone ?? '', replyTo: address ? { name, address } : undefined };
};
