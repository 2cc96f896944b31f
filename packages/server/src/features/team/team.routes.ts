import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInvitationBody,
  acceptInvitationOkResponse,
  errorResponse,
  invitationInfoResponse,
  invitationTokenParams,
  inviteBody,
  normalizeLocale,
  resendInvitationBody,
  teamIdParams,
  teamInvitationDto,
  teamResponse,
  teamSettings,
  tokenResponse,
  type Locale,
} from '@atelier/core';
import { requireOwner, scopeOf } from '../../http/auth-guard.js';
import { requestLocale } from '../../http/request-locale.js';
import { sendSession } from '../auth/index.js';
import type { TeamService } from './team.service.js';

const security = [{ bearerAuth: [] }];
const ownerErrors = { 401: errorResponse, 403: errorResponse, 423: errorResponse };

/** The e-mail's language: the body's `locale` when given, else the request's Accept-Language, else ro. */
const mailLocale = (request: FastifyRequest, locale: string | undefined): Locale =>
  requestLocale(request, locale === undefined ? undefined : normalizeLocale(locale));

/** The owner's team page calls (owner only: 403 owner_only for members), and the public invitation link. */
export const teamRoutes = (app: FastifyInstance, { team, secureCookies }: { team: TeamService; secureCookies: boolean }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/user/team', {
    onRequest: requireOwner,
    schema: {
      tags: ['team'],
      summary: "The business's members, its open invitations (expired ones marked) and what members may see (owner only)",
      security,
      response: { 200: teamResponse, ...ownerErrors },
    },
    handler: async (request, reply) => reply.header('cache-control', 'no-store').send(await team.team(scopeOf(request))),
  });

  r.post('/user/team/invitations', {
    onRequest: requireOwner,
    schema: {
      tags: ['team'],
      summary: 'Invite someone by e-mail to join the business: a single-use link valid 7 days (owner only)',
      description:
        '409 already_member (the address is in this business), 409 invitation_exists (an open one exists: resend it), ' +
        '429 rate_limited with Retry-After past 20 invitations and resends an hour per business, ' +
        '502 invitation_mail_failed when the e-mail could not be sent (the invitation is saved: resend it).',
      security,
      body: inviteBody,
      response: { 201: teamInvitationDto, 400: errorResponse, ...ownerErrors, 409: errorResponse, 429: errorResponse, 502: errorResponse },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await team.invite(scopeOf(request), request.body, mailLocale(request, request.body.locale))),
  });

  r.post('/user/team/invitations/:id/resend', {
    onRequest: requireOwner,
    schema: {
      tags: ['team'],
      summary: 'Mail an open invitation again with a new link valid 7 more days; the old link stops working (owner only)',
      security,
      params: teamIdParams,
      body: resendInvitationBody,
      response: { 200: teamInvitationDto, 400: errorResponse, ...ownerErrors, 404: errorResponse, 429: errorResponse, 502: errorResponse },
    },
    handler: async (request) => team.resend(scopeOf(request), request.params.id, mailLocale(request, request.body?.locale)),
  });

  r.delete('/user/team/invitations/:id', {
    onRequest: requireOwner,
    schema: {
      tags: ['team'],
      summary: 'Revoke an open invitation: its link stops working (owner only)',
      security,
      params: teamIdParams,
      response: { 204: z.null(), 400: errorResponse, ...ownerErrors, 404: errorResponse },
    },
    handler: async (request, reply) => {
      await team.revoke(scopeOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  r.delete('/user/team/members/:id', {
    onRequest: requireOwner,
    schema: {
      tags: ['team'],
      summary: 'Remove a member: their sessions end at once, their documents stay with the business (owner only)',
      description: '400 cannot_remove_owner for the owner (yourself included); 404 for someone not in this business.',
      security,
      params: teamIdParams,
      response: { 204: z.null(), 400: errorResponse, ...ownerErrors, 404: errorResponse },
    },
    handler: async (request, reply) => {
      await team.removeMember(scopeOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  r.put('/user/team/settings', {
    onRequest: requireOwner,
    schema: {
      tags: ['team'],
      summary: 'What members may see: the statistics (owner only)',
      security,
      body: teamSettings,
      response: { 200: teamSettings, 400: errorResponse, ...ownerErrors },
    },
    handler: async (request) => team.updateSettings(scopeOf(request), request.body),
  });

  r.get('/user/invitations/:token', {
    schema: {
      tags: ['team'],
      summary: 'What an invitation link offers: the business, who invited, whether the invited address has an account (public: the token is the secret)',
      description: '404 invalid_invitation when the link is unknown, used, revoked or expired (counted per client IP: 429 past 60 an hour).',
      params: invitationTokenParams,
      response: { 200: invitationInfoResponse, 400: errorResponse, 404: errorResponse, 429: errorResponse },
    },
    handler: async (request, reply) => reply.header('cache-control', 'no-store').send(await team.invitationInfo(request.params.token, request.ip)),
  });

  r.post('/user/invitations/:token/accept', {
    schema: {
      tags: ['team'],
      summary: 'Accept an invitation: join its business',
      description:
        'No account with the invited address: body `{name, password}` makes one as a member and signs it in (the answer and refresh ' +
        'cookie of POST /user/token). An account exists: send `Authorization: Bearer` of THAT account (401 without, 403 ' +
        'invitation_other_account as another address); its own business must have no other members, documents or subscriptions ' +
        '(409 business_not_empty), and is deleted; answers `{ok:true}`. Single use: 404 invalid_invitation once used, revoked or expired.',
      params: invitationTokenParams,
      body: acceptInvitationBody,
      response: {
        200: z.union([tokenResponse, acceptInvitationOkResponse]),
        400: errorResponse,
        401: errorResponse,
        403: errorResponse,
        404: errorResponse,
        409: errorResponse,
        423: errorResponse,
        429: errorResponse,
      },
    },
    handler: async (request, reply) => {
      const result = await team.accept({
        token: request.params.token,
        body: request.body,
        who: request.auth,
        ip: request.ip,
        client: { userAgent: request.headers['user-agent'] ?? '', ip: request.ip },
      });
      if (result.kind === 'signed_in') return sendSession(reply, result.session, secureCookies);
      return reply.header('cache-control', 'no-store').send({ ok: true as const });
    },
  });
};
