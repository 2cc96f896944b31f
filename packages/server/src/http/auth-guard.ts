import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { paymentRequiredCode, type PaymentState } from '@atelier/core';
import type { ActorScope, Authenticate, RequestUser } from './request-user.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestUser | undefined;
  }
}

/** Reads `Authorization: Bearer …` on every request; routes then demand a user or an admin. */
export const registerAuthentication = (app: FastifyInstance, { authenticate }: { authenticate: Authenticate }) => {
  app.decorateRequest('auth', undefined);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.toLowerCase().startsWith('bearer ')) return;
    request.auth = await authenticate(header.slice(7).trim());
  });
};

/** 401 without a session, 423 `locked` while the session is locked: nothing of the account is served then. */
export const requireUser = async (request: FastifyRequest, _reply: FastifyReply) => {
  if (!request.auth) throw new AppError('unauthorized');
  if (request.auth.locked) throw new AppError('locked');
};

/** A session, locked or not: only for the lock calls themselves (lock, status, unlock). */
export const requireSession = async (request: FastifyRequest, _reply: FastifyReply) => {
  if (!request.auth) throw new AppError('unauthorized');
};

/** 401 without a session, 423 when it is locked, 403 for a signed-in user who is not an admin. */
export const requireAdmin = async (request: FastifyRequest, _reply: FastifyReply) => {
  await requireUser(request, _reply);
  if (!request.auth?.isAdmin) throw new AppError('forbidden');
};

/** 401/423 as requireUser, then 403 `owner_only` for anyone but the owner of a business (members, admins). */
export const requireOwner = async (request: FastifyRequest, _reply: FastifyReply) => {
  await requireUser(request, _reply);
  if (request.auth?.role !== 'owner' || !request.auth.businessId) throw new AppError('owner_only');
};

/** 401/423 as requireUser, then 403 `owner_only` unless the owner, or a member the owner lets see the statistics. */
export const requireStatistics = async (request: FastifyRequest, _reply: FastifyReply) => {
  await requireUser(request, _reply);
  if (!request.auth?.canSeeStatistics || !request.auth.businessId) throw new AppError('owner_only');
};

/** The authenticated user of a route guarded by requireUser/requireAdmin. */
export const currentUser = (request: FastifyRequest): RequestUser => {
  if (!request.auth) throw new AppError('unauthorized');
  return request.auth;
};

/**
 * 402 `payment_required_<state>` for an account past its trial with no active subscription
 * (decided once per session read, RequestUser.active). Viewing and downloading saved documents
 * never goes through this: a workshop's own paperwork is not held hostage.
 */
export const requireActive = (state: PaymentState) => async (request: FastifyRequest, _reply: FastifyReply) => {
  if (!currentUser(request).active) throw new AppError(paymentRequiredCode(state));
};

/** A user route of a payment-required state: signed in, then active. */
export const requireActiveUser = (state: PaymentState) => [requireUser, requireActive(state)];

/**
 * Who is acting for which business, for the services: the signed-in user's business, their id and
 * role, their name and e-mail. No session: 401 (as currentUser); an account without a business (an
 * admin) has no business data: 403 `forbidden`. A locked session is the route guard's (requireUser).
 */
export const scopeOf = (request: FastifyRequest): ActorScope => {
  const { businessId, sub, role, name, email } = currentUser(request);
  if (!businessId || !role) throw new AppError('forbidden', { message: 'This account has no business' });
  return { businessId, userId: sub, role, name, email };
};
