import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  autoLockBody,
  emailChangeConfirmBody,
  emailChangeRequestBody,
  errorResponse,
  meDto,
  passwordChangeBody,
  paymentBannerStatusResponse,
  userDto,
  userStatusQuery,
  userStatusResponse,
} from '@atelier/core';
import { currentUser, requireOwner, requireSession, requireUser, scopeOf } from '../../http/auth-guard.js';
import type { AccountSettingsService } from './account-settings.service.js';
import type { AccountService } from './account.service.js';

export const accountRoutes = (app: FastifyInstance, { account, settings }: { account: AccountService; settings: AccountSettingsService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];

  r.get('/user/me', {
    onRequest: requireUser,
    schema: {
      tags: ['account'],
      summary: 'The signed-in account, its business, its role there and what the role lets it do',
      security,
      response: { 200: meDto, 401: errorResponse },
    },
    handler: async (request) => account.me(currentUser(request)),
  });

  r.get('/user/status', {
    onRequest: requireSession,
    schema: {
      tags: ['account'],
      summary: 'Lock state of this session; with ?password= also whether it is the account password, and when it is, the session is unlocked',
      description:
        'Answers while locked too. Wrong passwords are counted per account: past the limit 429 too_many_attempts with Retry-After. ' +
        'The web app asks again 300000 ms after an unlock (+1 s), SPEC §9.',
      security,
      querystring: userStatusQuery,
      response: { 200: userStatusResponse, 401: errorResponse, 429: errorResponse },
    },
    handler: async (request) => account.status(currentUser(request), request.query.password),
  });

  r.post('/user/lock', {
    onRequest: requireSession,
    schema: {
      tags: ['account'],
      summary: 'Lock this session (the shared PC): its data calls answer 423 locked until GET /user/status?password= unlocks it',
      description: 'Only the calling session is locked; the account\'s other sessions are not.',
      security,
      response: { 204: z.null(), 401: errorResponse },
    },
    handler: async (request, reply) => {
      await account.lock(currentUser(request));
      return reply.status(204).send(null);
    },
  });

  r.put('/user/auto-lock', {
    onRequest: requireOwner,
    schema: {
      tags: ['account'],
      summary: "Set the idle minutes after which the business's web apps lock themselves (0 = never); owner only (403 owner_only)",
      security,
      body: autoLockBody,
      response: { 200: autoLockBody, 400: errorResponse, 401: errorResponse, 403: errorResponse, 423: errorResponse },
    },
    handler: async (request) => account.setAutoLock(scopeOf(request), request.body.auto_lock_minutes),
  });

  r.get('/user/payment-banner-status', {
    onRequest: requireUser,
    schema: {
      tags: ['account'],
      summary: 'Whether to show the trial-expired banner',
      security,
      response: { 200: paymentBannerStatusResponse, 401: errorResponse },
    },
    handler: async (request) => account.paymentBannerStatus(currentUser(request).sub),
  });

  const refused = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse, 429: errorResponse };

  r.post('/user/password-change', {
    onRequest: requireUser,
    schema: {
      tags: ['account'],
      summary: 'Change the password (the current one required, else 403 wrong_password); every other session ends, this one stays',
      description: 'Rate-limited per account (every call counts). The account\'s address gets a notice.',
      security,
      body: passwordChangeBody,
      response: { 204: z.null(), ...refused },
    },
    handler: async (request, reply) => {
      await settings.changePassword(currentUser(request), request.body);
      return reply.status(204).send(null);
    },
  });

  r.post('/user/email-change/request', {
    onRequest: requireUser,
    schema: {
      tags: ['account'],
      summary: 'Ask to change the e-mail address: a confirmation link goes to the new address; nothing changes until it is opened',
      description: 'The current password is required (403 wrong_password); 409 email_taken when another account has the address. Rate-limited per account.',
      security,
      body: emailChangeRequestBody,
      response: { 202: z.null(), ...refused },
    },
    handler: async (request, reply) => {
      await settings.requestEmailChange(currentUser(request), request.body);
      return reply.status(202).send(null);
    },
  });

  r.post('/user/email-change/confirm', {
    schema: {
      tags: ['account'],
      summary: 'Confirm a new e-mail address with the token from its link (no session needed); the old address is told',
      body: emailChangeConfirmBody,
      response: { 200: userDto, 400: errorResponse, 409: errorResponse, 429: errorResponse },
    },
    handler: async (request) => settings.confirmEmailChange(request.body.token, request.ip),
  });
};
