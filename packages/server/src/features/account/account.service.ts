import type { Kysely } from 'kysely';
import { isAccountActive, type MeDto, type UserStatusResponse } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { RequestScope } from '../../http/request-user.js';
import type { CounterStore } from '../../infra/counter-store.js';
import { type AuthUser, type UsersService, toUserDto, verifyPassword } from '../auth/index.js';
import { paidUntil, setTrialEnd } from './account.repo.js';
import * as locks from './session-locks.repo.js';

/** Wrong unlock passwords allowed per account and window; then 429 with Retry-After (a lock screen must not be a password oracle). */
export const PASSWORD_CHECKS = { windowMs: 15 * 60 * 1000, max: 10 };

export const createAccountService = ({
  db,
  counters,
  now,
  forgetSession,
  users,
}: {
  db: Kysely<Database>;
  counters: CounterStore;
  now: () => Date;
  /** Drops the cached session row, so the next request of this process sees the lock change. */
  forgetSession: (sid: string) => void;
  users: Pick<UsersService, 'withBusiness'>;
}) => {
  const loadUser = async (userId: string) => {
    const user = await users.withBusiness(userId);
    if (!user) throw new AppError('unauthorized');
    return user;
  };

  /** The account, its business and what its role lets it do (the web hides the rest). */
  const me = async (session: AuthUser): Promise<MeDto> => {
    const user = await loadUser(session.sub);
    const owner = user.business_id !== null && user.role === 'owner';
    return {
      ...toUserDto(user, user.trial_ends_at),
      name: user.name,
      role: user.business_id ? user.role : null,
      business: user.business_id ? { id: user.business_id, name: user.business_name ?? '' } : null,
      permissions: {
        billing: owner,
        personalisation: owner,
        statistics: owner || (user.business_id !== null && user.role === 'member' && user.members_see_statistics === true),
        team: owner,
        export: owner,
        delete_account: owner,
      },
    };
  };

  /** Locks this session (SPEC §4 Lock): its data calls answer 423 until the password is given. */
  const lock = async (session: AuthUser): Promise<void> => {
    await locks.lockSession(db, { familyId: session.sid, userId: session.sub, at: now() });
    forgetSession(session.sid);
  };

  /** The session's lock state; a given password is checked and, when right, unlocks the session. */
  const status = async (session: AuthUser, password: string | undefined): Promise<UserStatusResponse> => {
    const user = await loadUser(session.sub);
    const locked = await locks.isSessionLocked(db, session.sid);
    // The business's setting (the owner sets it for the shared PC); an admin's app never locks itself.
    const answer = { locked, auto_lock_minutes: user.auto_lock_minutes ?? 0 };
    if (password === undefined) return answer;
    const key = `password-check:${user.id}`;
    if ((await counters.get(key)) >= PASSWORD_CHECKS.max) {
      throw new AppError('too_many_attempts', { headers: { 'retry-after': String(Math.ceil(PASSWORD_CHECKS.windowMs / 1000)) } });
    }
    const valid = await verifyPassword(user.password_hash, password);
    if (!valid) {
      await counters.increment(key, PASSWORD_CHECKS.windowMs);
      return { ...answer, password_valid: false };
    }
    if (locked) {
      await locks.unlockSession(db, { familyId: session.sid, userId: user.id });
      forgetSession(session.sid);
    }
    return { ...answer, locked: false, password_valid: true };
  };

  /** The business's idle minutes (owner only, by the route); every member's app follows them. */
  const setAutoLock = async ({ businessId }: RequestScope, minutes: number): Promise<{ auto_lock_minutes: number }> => {
    await locks.setAutoLockMinutes(db, businessId, minutes);
    return { auto_lock_minutes: minutes };
  };

  /** True once the business's trial is over and no subscription of it covers today. */
  const paymentBannerStatus = async (userId: string): Promise<boolean> => {
    const user = await loadUser(userId);
    const at = now();
    const account = { isAdmin: user.is_admin, trialEndsAt: user.trial_ends_at };
    // While the trial runs (or for an admin) the subscriptions are not read at all.
    if (isAccountActive({ ...account, paidUntil: null }, at)) return false;
    return !isAccountActive({ ...account, paidUntil: user.business_id ? await paidUntil(db, user.business_id, at) : null }, at);
  };

  /** The admin sets when a business's trial ends; false when there is no such business. */
  const setTrialEndsAt = (businessId: string, endsAt: Date): Promise<boolean> => setTrialEnd(db, businessId, endsAt);

  return { me, lock, status, setAutoLock, paymentBannerStatus, setTrialEndsAt };
};

export type AccountService = ReturnType<typeof createAccountService>;
