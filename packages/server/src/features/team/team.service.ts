import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  INVITATION_LIMITS,
  INVITATION_TTL_MS,
  type AcceptInvitationBody,
  type InvitationInfoResponse,
  type InviteBody,
  type Locale,
  type TeamInvitationDto,
  type TeamResponse,
  type TeamSettings,
} from '@atelier/core';
import type { Config } from '../../config.js';
import { newId } from '../../db/ids.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { ActorScope, RequestScope } from '../../http/request-user.js';
import type { CounterStore } from '../../infra/counter-store.js';
import { createRateLimiter } from '../../infra/rate-limit.js';
import type { Mailer } from '../../mail/mailer.js';
import { invitationMail } from '../../mail/templates.js';
import { type AuthService, type AuthUser, type IssuedSession, type LoginClient, type UsersService, hashPassword } from '../auth/index.js';
import * as repo from './team.repo.js';

/** Wrong invitation links per client IP and hour (each token is 256 random bits: this only keeps scanners slow). */
const INVALID_LINK_LIMIT = { limit: 60, windowMs: 60 * 60 * 1000 };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const randomToken = () => randomBytes(32).toString('base64url');

export type TeamDeps = {
  db: Kysely<Database>;
  auth: Pick<AuthService, 'endSessions' | 'forgetUser' | 'startSession'>;
  users: Pick<UsersService, 'insert'>;
  /** Live presence: a removed member's sockets are closed and their entries dropped. */
  presence: { forgetUser: (userId: string) => Promise<void> };
  counters: CounterStore;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  now: () => Date;
  log: FastifyBaseLogger;
};

/** What accepting an invitation did: a new account signed in, or an existing account joined. */
export type AcceptResult = { kind: 'signed_in'; session: IssuedSession } | { kind: 'joined' };

/** The owner's team: members, invitations by e-mail, and what members may see (team.md). */
export const createTeamService = ({ db, auth, users, presence, counters, mailer, config, now, log }: TeamDeps) => {
  const inviteLimiter = createRateLimiter(counters, 'team:invite', INVITATION_LIMITS);

  /** The business of an owner-only call (the route's requireOwner has checked the role). */
  const businessOf = (scope: RequestScope): string => {
    if (scope.role !== 'owner') throw new AppError('owner_only');
    return scope.businessId;
  };

  const toInvitationDto = (row: repo.InvitationView, at: Date): TeamInvitationDto => ({
    id: row.id,
    email: row.email,
    name: row.name,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    expired: row.expires_at <= at,
    invited_by_name: row.invited_by_name,
  });

  const inviterName = (scope: ActorScope) => scope.name || scope.email;

  /** Mails the link; a failure is logged and answered 502 invitation_mail_failed (the invitation stays, resend works). */
  const sendInvitation = async (to: string, locale: Locale, token: string, scope: ActorScope, businessName: string) => {
    const link = `${config.publicUrl}/user/accept/${encodeURIComponent(token)}`;
    // One line: a name never breaks the subject header.
    const business = (businessName || scope.email).replace(/\s+/g, ' ');
    try {
      await mailer.send({ to, ...invitationMail(locale, { business, inviter: inviterName(scope).replace(/\s+/g, ' '), link }), link });
    } catch (error) {
      log.error({ err: error, to }, 'invitation mail could not be sent');
      throw new AppError('invitation_mail_failed');
    }
  };

  const team = async (scope: RequestScope): Promise<TeamResponse> => {
    const businessId = businessOf(scope);
    const at = now();
    const [members, invitations, settings] = await Promise.all([
      repo.listMembers(db, businessId),
      repo.listOpenInvitations(db, businessId),
      repo.findSettings(db, businessId),
    ]);
    return {
      members: members.map((m) => ({
        id: m.id,
        name: m.name,
        email: m.email,
        role: m.role === 'owner' ? 'owner' : 'member',
        created_at: m.created_at.toISOString(),
        last_seen_at: m.last_seen_at?.toISOString() ?? null,
        you: m.id === scope.userId,
      })),
      invitations: invitations.map((row) => toInvitationDto(row, at)),
      settings: { members_see_statistics: settings?.members_see_statistics ?? false },
    };
  };

  const invite = async (scope: ActorScope, body: InviteBody, locale: Locale): Promise<TeamInvitationDto> => {
    const businessId = businessOf(scope);
    await inviteLimiter.hit(businessId);
    const existing = await repo.findUserByEmail(db, body.email);
    if (existing?.business_id === businessId) {
      throw new AppError('already_member', { details: [{ path: 'email', message: 'is already a member of this business' }] });
    }
    const at = now();
    const token = randomToken();
    const id = newId(at);
    const inserted = await repo.insertInvitation(db, {
      id,
      business_id: businessId,
      email: body.email,
      name: body.name,
      locale,
      invited_by: scope.userId,
      token_hash: sha256(token),
      created_at: at,
      expires_at: new Date(at.getTime() + INVITATION_TTL_MS),
    });
    if (!inserted) throw new AppError('invitation_exists', { details: [{ path: 'email', message: 'has an open invitation: resend it' }] });
    await sendInvitation(body.email, locale, token, scope, await repo.businessName(db, businessId));
    const row = await repo.findOpenInvitation(db, businessId, id);
    if (!row) throw new AppError('not_found', { message: 'No such invitation' });
    return toInvitationDto(row, at);
  };

  /** A new link for 7 more days; the old one stops working at once. */
  const resend = async (scope: ActorScope, id: string, locale: Locale): Promise<TeamInvitationDto> => {
    const businessId = businessOf(scope);
    const open = await repo.findOpenInvitation(db, businessId, id);
    if (!open) throw new AppError('not_found', { message: 'No such invitation' });
    await inviteLimiter.hit(businessId);
    const at = now();
    const token = randomToken();
    const renewed = await repo.renewInvitation(db, {
      businessId,
      id,
      tokenHash: sha256(token),
      expiresAt: new Date(at.getTime() + INVITATION_TTL_MS),
      locale,
    });
    if (!renewed) throw new AppError('not_found', { message: 'No such invitation' });
    await sendInvitation(open.email, locale, token, scope, await repo.businessName(db, businessId));
    const row = await repo.findOpenInvitation(db, businessId, id);
    if (!row) throw new AppError('not_found', { message: 'No such invitation' });
    return toInvitationDto(row, at);
  };

  const revoke = async (scope: RequestScope, id: string): Promise<void> => {
    if (!(await repo.revokeInvitation(db, businessOf(scope), id, now()))) throw new AppError('not_found', { message: 'No such invitation' });
  };

  /** Takes a member out: their sessions end at once (next call 401); their documents stay with the business. */
  const removeMember = async (scope: RequestScope, userId: string): Promise<void> => {
    const businessId = businessOf(scope);
    const member = await repo.findMember(db, businessId, userId);
    if (!member) throw new AppError('not_found', { message: 'No such member' });
    if (member.role === 'owner') throw new AppError('cannot_remove_owner');
    if (!(await repo.removeMember(db, businessId, userId))) throw new AppError('not_found', { message: 'No such member' });
    await auth.endSessions(userId);
    await presence.forgetUser(userId).catch((error: unknown) => log.warn({ err: error, userId }, 'presence: could not forget a removed member'));
  };

  const updateSettings = async (scope: RequestScope, body: TeamSettings): Promise<TeamSettings> => {
    const businessId = businessOf(scope);
    const row = await repo.updateSettings(db, businessId, body.members_see_statistics);
    if (!row) throw new AppError('not_found', { message: 'No such business' });
    // Every member's cached session carries canSeeStatistics.
    for (const id of await repo.memberIds(db, businessId)) auth.forgetUser(id);
    return { members_see_statistics: row.members_see_statistics };
  };

  /** The invitation behind a link while it can be accepted; 404 invalid_invitation otherwise (counted per IP). */
  const usableInvitation = async (token: string, ip: string) => {
    const failures = `team:invalid-link:${ip}`;
    if ((await counters.get(failures)) >= INVALID_LINK_LIMIT.limit) {
      throw new AppError('rate_limited', { headers: { 'retry-after': String(Math.ceil(INVALID_LINK_LIMIT.windowMs / 1000)) } });
    }
    const tokenHash = sha256(token);
    const row = await repo.findInvitationByHash(db, tokenHash);
    if (!row || row.accepted_at || row.revoked_at || row.expires_at <= now()) {
      await counters.increment(failures, INVALID_LINK_LIMIT.windowMs);
      throw new AppError('invalid_invitation');
    }
    return { ...row, tokenHash };
  };

  const invitationInfo = async (token: string, ip: string): Promise<InvitationInfoResponse> => {
    const row = await usableInvitation(token, ip);
    const account = await repo.findUserByEmail(db, row.email);
    return {
      business_name: row.business_name,
      email: row.email,
      name: row.name,
      invited_by_name: row.invited_by_name,
      expires_at: row.expires_at.toISOString(),
      account_exists: account !== undefined,
    };
  };

  type Usable = Awaited<ReturnType<typeof usableInvitation>>;

  const markAccepted = (trx: Parameters<typeof repo.markAccepted>[0], invitation: Usable, userId: string | null, at: Date) =>
    repo.markAccepted(trx, { id: invitation.id, tokenHash: invitation.tokenHash, userId, at });

  /** No account with the invited address: `{name, password}` make one in the business, signed in like a login. */
  const acceptAsNewAccount = async (invitation: Usable, body: AcceptInvitationBody, client: LoginClient): Promise<AcceptResult> => {
    if (!body?.password) throw new AppError('validation_error', { details: [{ path: 'password', message: 'is required to make the account' }] });
    const passwordHash = await hashPassword(body.password);
    const at = now();
    const user = await db.transaction().execute(async (trx) => {
      if (!(await markAccepted(trx, invitation, null, at))) throw new AppError('invalid_invitation');
      const created = await users.insert({
        id: newId(at),
        email: invitation.email,
        password_hash: passwordHash,
        created_at: at,
        tokens_valid_after: new Date(0),
        business_id: invitation.business_id,
        role: 'member',
        name: body.name ?? invitation.name,
      }, trx);
      // An account with this address was made meanwhile: sign in to it and accept again.
      if (!created) throw new AppError('email_taken', { details: [{ path: 'email', message: 'is already registered: sign in, then accept' }] });
      await repo.setAcceptedBy(trx, invitation.id, created.id);
      return created;
    });
    return { kind: 'signed_in', session: await auth.startSession(user, client) };
  };

  /** An account exists: only its own bearer may accept, and its current business must be empty (it is deleted then). */
  const acceptAsExistingAccount = async (
    invitation: Usable,
    account: NonNullable<Awaited<ReturnType<typeof repo.findUserByEmail>>>,
    body: AcceptInvitationBody,
    who: AuthUser | undefined,
  ): Promise<AcceptResult> => {
    if (!who) throw new AppError('unauthorized', { message: 'Sign in to the invited account to accept' });
    if (who.locked) throw new AppError('locked');
    if (who.sub !== account.id) throw new AppError('invitation_other_account');
    if (account.is_admin) throw new AppError('forbidden', { message: 'An admin account cannot join a business' });
    if (account.business_id === invitation.business_id) throw new AppError('already_member');
    const oldBusiness = account.business_id;
    await db.transaction().execute(async (trx) => {
      if (!(await markAccepted(trx, invitation, account.id, now()))) throw new AppError('invalid_invitation');
      if (oldBusiness && (await repo.businessHasContent(trx, oldBusiness, account.id))) throw new AppError('business_not_empty');
      // An account without a name takes the one the owner gave it, so the team and "Made by" show it.
      await repo.joinBusiness(trx, account.id, invitation.business_id, account.name ? undefined : body?.name || invitation.name);
      if (oldBusiness) await repo.deleteBusiness(trx, oldBusiness);
    });
    auth.forgetUser(account.id);
    return { kind: 'joined' };
  };

  /** Joins the business of the invitation, as a new account or as the existing account of the invited address. */
  const accept = async ({
    token,
    body,
    who,
    ip,
    client,
  }: {
    token: string;
    body: AcceptInvitationBody;
    who: AuthUser | undefined;
    ip: string;
    client: LoginClient;
  }): Promise<AcceptResult> => {
    const invitation = await usableInvitation(token, ip);
    const account = await repo.findUserByEmail(db, invitation.email);
    return account ? acceptAsExistingAccount(invitation, account, body, who) : acceptAsNewAccount(invitation, body, client);
  };

  return { team, invite, resend, revoke, removeMember, updateSettings, invitationInfo, accept };
};

export type TeamService = ReturnType<typeof createTeamService>;
