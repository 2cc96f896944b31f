import { createHmac, timingSafeEqual } from 'node:crypto';
import { STORAGE_KEYS, LOGIN_LIMITS } from '@atelier/core';
import { AppError } from '../../errors.js';
import type { CounterStore } from '../../infra/counter-store.js';

/** Cookie a browser gets on a successful login: proof that it signed in to that address before. */
export const DEVICE_COOKIE = STORAGE_KEYS.deviceCookie.name;
export const DEVICE_COOKIE_DAYS = 180;

export type LoginAttempt = { email: string; ip: string; device: string | undefined };

/**
 * Failed-login limits that keep guessing slow without letting anyone lock another person out
 * (docs/security.md):
 * - one client (address + IP) gets 5 failures per 15 minutes, then 429 even for the right password;
 * - one IP gets 20 failures per 15 minutes across addresses; past that only a browser holding the
 *   device cookie of the address it signs in to (it signed in there before) is let through;
 * - one address gets 50 failures per hour from every client together; past that only a client that
 *   has not failed for it (or holds its device cookie) is let through.
 * A success clears the client's own failures only: an attacker cannot clear his by signing in to
 * his own account.
 */
export const createLoginLimits = ({ counters, secret }: { counters: CounterStore; secret: string }) => {
  const deviceProof = (email: string) => createHmac('sha256', secret).update(`login-device:${email}`).digest('base64url');
  const knowsDevice = (email: string, device: string | undefined) => {
    if (!device) return false;
    const expected = Buffer.from(deviceProof(email));
    const given = Buffer.from(device);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const keys = ({ email, ip }: LoginAttempt) => ({
    client: `login:client:${email}:${ip}`,
    ip: `login:ip:${ip}`,
    account: `login:account:${email}`,
  });
  const tooMany = (windowMs: number) =>
    new AppError('too_many_attempts', { headers: { 'retry-after': String(Math.ceil(windowMs / 1000)) } });

  /** Throws 429 when this attempt may not even be checked. */
  const check = async (attempt: LoginAttempt): Promise<void> => {
    const k = keys(attempt);
    const [client, ip, account] = await Promise.all([counters.get(k.client), counters.get(k.ip), counters.get(k.account)]);
    if (client >= LOGIN_LIMITS.perClient) throw tooMany(LOGIN_LIMITS.windowMs);
    const knownDevice = knowsDevice(attempt.email, attempt.device);
    if (ip >= LOGIN_LIMITS.perIp && !knownDevice) throw tooMany(LOGIN_LIMITS.windowMs);
    if (account >= LOGIN_LIMITS.perAccount && client > 0 && !knownDevice) throw tooMany(LOGIN_LIMITS.accountWindowMs);
  };

  const failed = async (attempt: LoginAttempt): Promise<void> => {
    const k = keys(attempt);
    await Promise.all([
      counters.increment(k.client, LOGIN_LIMITS.windowMs),
      counters.increment(k.ip, LOGIN_LIMITS.windowMs),
      counters.increment(k.account, LOGIN_LIMITS.accountWindowMs),
    ]);
  };

  /** Clears the client's failures and returns the device cookie value for the address. */
  const succeeded = async (attempt: LoginAttempt): Promise<string> => {
    await counters.reset(keys(attempt).client);
    return deviceProof(attempt.email);
  };

  return { check, failed, succeeded };
};

export type LoginLimits = ReturnType<typeof createLoginLimits>;
