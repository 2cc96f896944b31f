import type { Kysely } from 'kysely';
import type { UserDto, UserStatusResponse } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { CounterStore } from '../../infra/counter-store.js';
import { toUserDto } from '../auth/auth.service.js';
import { verifyPassword } from '../auth/passwords.js';
import { findUserById } from '../auth/users.repo.js';
import { isAccountActive } from './access.js';
import { paidUntil } from './account.repo.js';

const PASSWORD_CHECKS = { windowMs: 15 * 60 * 1000, max: 10 };

export const createAccountService = ({ db, counters, now }: { db: Kysely<Database>; counters: CounterStore; now: () => Date }) => {
  const loadUser = async (userId: string) => {
    const user = await findUserById(db, userId);
    if (!user) throw new AppError('unauthorized');
    return user;
  };

  const me = async (userId: string): Promise<UserDto> => toUserDto(await loadUser(userId));

  /** The lock feature comes later: no account is locked yet; a given password is checked. */
  const status = async (userId: string, password: string | undefined): Promise<UserStatusResponse> => {
    if (password === undefined) return { locked: false };
    const key = `password-check:${userId}`;
    if ((await counters.get(key)) >= PASSWORD_CHECKS.max) throw new AppError('too_many_attempts');
    const valid = await verifyPassword((await loadUser(userId)).password_hash, password);
    if (!valid) await counters.increment(key, PASSWORD_CHECKS.windowMs);
    return { locked: false, password_valid: valid };
  };

  /** True once the trial is over and no subscription covers today. */
  const paymentBannerStatus = async (userId: string): Promise<boolean> => {
    const user = await loadUser(userId);
    const at = now();
    const account = { isAdmin: user.is_admin, trialEndsAt: user.trial_ends_at };
    // While the trial runs (or for an admin) the subscriptions are not read at all.
    if (isAccountActive({ ...account, paidUntil: null }, at)) return false;
    return !isAccountActive({ ...account, paidUntil: await paidUntil(db, userId, at) }, at);
  };

  return { me, status, paymentBannerStatus };
};

export type AccountService = ReturnType<typeof createAccountService>;
