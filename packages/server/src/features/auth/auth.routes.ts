import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponse,
  passwordResetConfirmBody,
  passwordResetRequestBody,
  refreshResponse,
  registerBody,
  sessionIdParams,
  sessionListResponse,
  tokenForm,
  tokenResponse,
  userDto,
} from '@atelier/core';
import { currentUser, requireUser } from '../../http/auth-guard.js';
import type { AuthService, IssuedSession } from './auth.service.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from './login-limits.js';

export const REFRESH_COOKIE = 'atelier_refresh';
const COOKIE_PATH = '/api/user';

const refreshCookieOptions = (secureCookies: boolean) => ({ path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: secureCookies }) as const;

/** The answer of a sign-in (POST /user/token, an accepted invitation): the access token, and the refresh cookie. */
export const sendSession = (reply: FastifyReply, session: IssuedSession, secureCookies: boolean) =>
  reply
    .setCookie(REFRESH_COOKIE, session.refreshToken, { ...refreshCookieOptions(secureCookies), expires: session.refreshExpiresAt })
    .header('cache-control', 'no-store')
    .send({ access_token: session.accessToken, token_type: 'bearer' as const });

export const authRoutes = (app: FastifyInstance, { auth, secureCookies }: { auth: AuthService; secureCookies: boolean }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cookieOptions = refreshCookieOptions(secureCookies);

  r.post('/user/register', {
    schema: {
      tags: ['auth'],
      summary: 'Create an account (then log in with /user/token)',
      body: registerBody,
      description: 'Rate-limited per client IP (429 rate_limited); see README, Security.',
      response: { 201: userDto, 400: errorResponse, 409: errorResponse, 429: errorResponse },
    },
    handler: async (request, reply) => reply.status(201).send(await auth.register(request.body, request.ip)),
  });

  for (const [path, adminOnly] of [['/user/token', false], ['/admin/token', true]] as const) {
    r.post(path, {
      schema: {
        tags: ['auth'],
        summary: adminOnly ? 'Admin login (admins only)' : 'Log in',
        description: 'application/x-www-form-urlencoded `username`, `password`. Sets the refresh cookie.',
        consumes: ['application/x-www-form-urlencoded'],
        body: tokenForm,
        response: { 200: tokenResponse, 400: errorResponse, 401: errorResponse, 429: errorResponse },
      },
      handler: async (request, reply) => {
        const session = await auth.login({
          ...request.body,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
          device: request.cookies[DEVICE_COOKIE],
          adminOnly,
        });
        reply.setCookie(DEVICE_COOKIE, session.device, { ...cookieOptions, path: '/api', maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60 });
        return sendSession(reply, session, secureCookies);
      },
    });
  }

  r.post('/user/refresh-token', {
    schema: {
      tags: ['auth'],
      summary: 'Rotate the refresh cookie and get a new access token (empty body)',
      response: { 200: refreshResponse, 401: errorResponse },
    },
    handler: async (request, reply) => {
      try {
        return sendSession(reply, await auth.refresh(request.cookies[REFRESH_COOKIE]), secureCookies);
      } catch (error) {
        reply.clearCookie(REFRESH_COOKIE, cookieOptions);
        throw error;
      }
    },
  });

  r.post('/user/logout', {
    schema: {
      tags: ['auth'],
      summary: 'End this session (empty body): its refresh cookie and its access tokens (named by the bearer token or the cookie)',
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await auth.logout({ refreshToken: request.cookies[REFRESH_COOKIE], sid: request.auth?.sid });
      return reply.clearCookie(REFRESH_COOKIE, cookieOptions).status(204).send(null);
    },
  });

  r.post('/user/password-reset/request', {
    schema: {
      tags: ['auth'],
      summary: 'E-mail a one-time reset link (202 whether or not the address exists)',
      body: passwordResetRequestBody,
      response: { 202: z.null(), 400: errorResponse },
    },
    handler: async (request, reply) => {
      await auth.requestPasswordReset(request.body);
      return reply.status(202).send(null);
    },
  });

  r.post('/user/password-reset/confirm', {
    schema: {
      tags: ['auth'],
      summary: 'Set a new password with a reset token; revokes every session',
      body: passwordResetConfirmBody,
      response: { 204: z.null(), 400: errorResponse },
    },
    handler: async (request, reply) => {
      await auth.confirmPasswordReset(request.body);
      return reply.status(204).send(null);
    },
  });

  const security = [{ bearerAuth: [] }];

  r.get('/user/sessions', {
    onRequest: requireUser,
    schema: {
      tags: ['auth'],
      summary: 'My active sessions (logins still able to refresh): device, masked network, login and last use; this one marked current',
      security,
      response: { 200: sessionListResponse, 401: errorResponse },
    },
    handler: async (request, reply) => reply.header('cache-control', 'no-store').send(await auth.listSessions(currentUser(request))),
  });

  r.delete('/user/sessions/:id', {
    onRequest: requireUser,
    schema: {
      tags: ['auth'],
      summary: 'End one of my sessions: its refresh cookie stops working and its access tokens get 401 (404 when it is not mine or already ended)',
      security,
      params: sessionIdParams,
      response: { 204: z.null(), 400: errorResponse, 401: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      await auth.endSession(currentUser(request).sub, request.params.id);
      return reply.status(204).send(null);
    },
  });

  r.post('/user/sessions/end-others', {
    onRequest: requireUser,
    schema: {
      tags: ['auth'],
      summary: 'End every session of mine but this one (empty body)',
      security,
      response: { 204: z.null(), 401: errorResponse },
    },
    handler: async (request, reply) => {
      const { sub, sid } = currentUser(request);
      await auth.endSessions(sub, { keep: sid });
      return reply.status(204).send(null);
    },
  });
};
