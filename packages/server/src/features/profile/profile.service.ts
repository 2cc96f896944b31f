import type { Kysely } from 'kysely';
import { checkCompanyProfile, validationMessage, type CompanyProfileBody, type CompanyProfileDto, type FirstStepsDto } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { RequestScope } from '../../http/request-user.js';
import * as repo from './profile.repo.js';

const EMPTY: CompanyProfileDto = {
  name: '',
  cui: '',
  reg_no: '',
  address: '',
  county: '',
  city: '',
  phone: '',
  email: '',
  iban: '',
  bank: '',
  vat_payer: false,
  updated_at: null,
};

const toDto = (row: repo.CompanyProfileRow): CompanyProfileDto => {
  const { business_id: _owner, updated_at, ...fields } = row;
  return { ...fields, updated_at: updated_at.toISOString() };
};

/**
 * The company profile of the signed-in user's business (always their own: the business comes from
 * the session) and the first steps it leads to. A profile never saved reads as empty, not as a 404: the web app
 * asks for it on every new document.
 */
export const createProfileService = ({ db, now }: { db: Kysely<Database>; now: () => Date }) => {
  const get = async ({ businessId }: RequestScope): Promise<CompanyProfileDto> => {
    const row = await repo.findProfile(db, businessId);
    return row ? toDto(row) : EMPTY;
  };

  const save = async ({ businessId }: RequestScope, body: CompanyProfileBody): Promise<CompanyProfileDto> => {
    const checked = checkCompanyProfile(body);
    if (!checked.ok) {
      throw new AppError('validation_error', {
        message: 'The company profile is not valid',
        details: checked.problems.map(({ path, code, params }) => ({ path, code, message: validationMessage(code, 'en', params) })),
      });
    }
    const { profile } = checked;
    return toDto(
      await db.transaction().execute(async (trx) => {
        await repo.setBusinessName(trx, { businessId, name: profile.name });
        return repo.upsertProfile(trx, { businessId, profile, at: now() });
      }),
    );
  };

  const firstSteps = async ({ userId, businessId }: RequestScope): Promise<FirstStepsDto> => {
    const facts = await repo.firstStepsFacts(db, { userId, businessId });
    if (!facts) throw new AppError('unauthorized');
    return { profile_filled: Boolean(facts.profile_filled), document_saved: Boolean(facts.document_saved), dismissed: facts.first_steps_dismissed_at !== null };
  };

  const dismissFirstSteps = async (userId: string): Promise<void> => {
    await repo.dismissFirstSteps(db, { userId, at: now() });
  };

  return { get, save, firstSteps, dismissFirstSteps };
};

export type ProfileService = ReturnType<typeof createProfileService>;
