import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATION_TTL_MS,
  type DocumentDto,
  type ErrorBody,
  type InvitationInfoResponse,
  type TeamInvitationDto,
  type TeamResponse,
  type TokenResponse,
} from '@atelier/core';
import { databaseKinds } from '../../test/databases.js';
import { makeAdmin, makeUser, uniqueEmail, type TestUser } from '../../test/factories.js';
import { estimateData, makeForm } from '../../test/forms.js';
import { httpClient, type HttpClient } from '../../test/http-client.js';
import { connectPresence } from '../../test/presence-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import type { MailMessage } from '../../mail/mailer.js';

const PUBLIC_URL = 'https://www.atelier.test';

type Me = { id: string; name: string; role: 'owner' | 'member' | null; business: { id: string; name: string } | null };
type Doc = DocumentDto & { created_by: { id: string; name: string; email: string } | null };
type Person = { email: string; password: string; token: string; client: HttpClient };

/** The token of the last invitation link mailed to `to`, and the mail. */
const lastInvitation = (sent: MailMessage[], to: string) => {
  const mail = sent.filter((m) => m.to === to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const match = /\/user\/accept\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no invitation link in: ${mail.text}`);
  return { token: match[1], mail };
};

describe.each(databaseKinds())('team invitations and members on %s', (kind) => {
  let t: TestApp;
  let formId: string;

  beforeAll(async () => {
    t = await startTestApp({ kind, env: { PUBLIC_URL } });
    formId = (await makeForm(t)).id;
  });
  afterAll(async () => t.close());

  const invite = (owner: Person, email: string, name = '', headers: Record<string, string> = {}) =>
    owner.client.request<TeamInvitationDto & ErrorBody>('POST', '/api/user/team/invitations', { token: owner.token, json: { email, name }, headers });
  const team = (owner: Person) => owner.client.request<TeamResponse & ErrorBody>('GET', '/api/user/team', { token: owner.token });
  const info = (token: string) => httpClient(t.url).request<InvitationInfoResponse & ErrorBody>('GET', `/api/user/invitations/${token}`);
  const me = (person: Person) => person.client.request<Me & ErrorBody>('GET', '/api/user/me', { token: person.token });
  const submit = (person: Person) =>
    person.client.request<Doc & ErrorBody>('POST', `/api/user/forms/${formId}/submit`, { token: person.token, json: { data: estimateData() } });
  const documents = (person: Person) => person.client.request<Doc[] & ErrorBody>('GET', '/api/user/completed_forms?limit=100', { token: person.token });

  /** A fresh access token after the clock moved past the old one's lifetime (the refresh cookie is still good). */
  const refreshed = async (person: Person) => {
    const res = await person.client.request<TokenResponse>('POST', '/api/user/refresh-token');
    expect(res.status).toBe(200);
    person.token = res.body.access_token;
  };

  /** Accepts as a new account: the answer of a login, and the client holding its refresh cookie. */
  const acceptNew = async (token: string, name: string, password = 'parola-mecanic-1') => {
    const client = httpClient(t.url);
    const res = await client.request<TokenResponse & ErrorBody>('POST', `/api/user/invitations/${token}/accept`, { json: { name, password } });
    return { res, client };
  };

  /** Owner invites, the invitee accepts as a new account: the member, signed in. */
  const makeMember = async (owner: Person, name = 'Mihai Mecanic'): Promise<Person> => {
    const email = uniqueEmail('mecanic');
    expect((await invite(owner, email, name)).status).toBe(201);
    const { res, client } = await acceptNew(lastInvitation(t.mailer.sent, email).token, name);
    expect(res.status).toBe(200);
    return { email, password: 'parola-mecanic-1', token: res.body.access_token, client };
  };

  it('invites by e-mail, the invitee makes an account and joins: shared documents with who made them; removal ends their sessions at once', async () => {
    const owner = await makeUser(t);
    const ownersDoc = await submit(owner);
    expect(ownersDoc.status).toBe(201);
    const email = uniqueEmail('mecanic');

    const invited = await invite(owner, email.toUpperCase(), 'Mihai Mecanic', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email, name: 'Mihai Mecanic', expired: false, invited_by_name: owner.email });
    expect(new Date(invited.body.expires_at).getTime() - t.clock.now().getTime()).toBe(INVITATION_TTL_MS);

    const { token, mail } = lastInvitation(t.mailer.sent, email);
    expect(mail.subject).toMatch(/^Invitation to join .+ on Atelier$/);
    expect(mail.text).toContain(`${PUBLIC_URL}/user/accept/${token}`);
    expect(mail.link).toBe(`${PUBLIC_URL}/user/accept/${token}`);
    // The token is 32 random bytes, and only its hash is stored.
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await t.database.db.selectFrom('invitations').select('token_hash').where('id', '=', invited.body.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const listed = await team(owner);
    expect(listed.status).toBe(200);
    expect(listed.body.invitations.map((i) => i.id)).toEqual([invited.body.id]);
    expect(listed.body.members).toEqual([expect.objectContaining({ email: owner.email, role: 'owner', you: true })]);

    const shown = await info(token);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ email, name: 'Mihai Mecanic', invited_by_name: owner.email, account_exists: false });
    expect(shown.body.business_name).not.toBe('');

    const short = await acceptNew(token, 'Mihai', 'scurt');
    expect([short.res.status, short.res.body.error?.details?.[0]?.path]).toEqual([400, 'password']);
    const noPassword = await httpClient(t.url).request<ErrorBody>('POST', `/api/user/invitations/${token}/accept`, { json: { name: 'Mihai' } });
    expect([noPassword.status, noPassword.body.error.details?.[0]?.path]).toEqual([400, 'password']);

    const { res: accepted, client } = await acceptNew(token, 'Mihai Popa');
    expect(accepted.status).toBe(200);
    expect(accepted.body.token_type).toBe('bearer');
    expect(client.cookies.get('atelier_refresh')).toBeTruthy();
    const member: Person = { email, password: 'parola-mecanic-1', token: accepted.body.access_token, client };
    // Signed in like a login: the refresh cookie works, and so does the password.
    expect((await client.request('POST', '/api/user/refresh-token')).status).toBe(200);
    const login = await httpClient(t.url).request('POST', '/api/user/token', { form: { username: email, password: 'parola-mecanic-1' } });
    expect(login.status).toBe(200);

    const ownerMe = await me(owner);
    const memberMe = await me(member);
    expect(memberMe.body).toMatchObject({ name: 'Mihai Popa', role: 'member', business: { id: ownerMe.body.business?.id } });

    // Single use: the link is dead now.
    expect((await info(token)).body.error.code).toBe('invalid_invitation');
    expect((await team(owner)).body.invitations).toEqual([]);
    expect((await team(owner)).body.members.map((m) => [m.email, m.role, m.you])).toEqual([
      [owner.email, 'owner', true],
      [email, 'member', false],
    ]);

    // The member sees the business's documents and makes one; the owner sees it with the member's name.
    expect((await documents(member)).body.map((d) => d.id)).toContain(ownersDoc.body.id);
    const membersDoc = await submit(member);
    expect(membersDoc.status).toBe(201);
    expect(membersDoc.body.created_by).toEqual({ id: memberMe.body.id, name: 'Mihai Popa', email });
    const ownersList = await documents(owner);
    expect(ownersList.body.find((d) => d.id === membersDoc.body.id)?.created_by).toEqual({ id: memberMe.body.id, name: 'Mihai Popa', email });

    // Removed: the member's next call is 401 and their refresh cookie is dead; the document stays.
    const removed = await owner.client.request('DELETE', `/api/user/team/members/${memberMe.body.id}`, { token: owner.token });
    expect(removed.status).toBe(204);
    expect((await me(member)).status).toBe(401);
    expect((await documents(member)).status).toBe(401);
    expect((await client.request('POST', '/api/user/refresh-token')).status).toBe(401);
    const after = (await documents(owner)).body.find((d) => d.id === membersDoc.body.id);
    expect(after?.created_by).toEqual({ id: memberMe.body.id, name: 'Mihai Popa', email });
    expect((await team(owner)).body.members.map((m) => m.email)).toEqual([owner.email]);
    // Removing them again: they are no longer in this business.
    expect((await owner.client.request('DELETE', `/api/user/team/members/${memberMe.body.id}`, { token: owner.token })).status).toBe(404);
  });

  it('mails the invitation in the language of the request', async () => {
    const owner = await makeUser(t);
    const email = uniqueEmail('it');
    expect((await invite(owner, email, '', { 'accept-language': 'it-IT,it;q=0.9' })).status).toBe(201);
    expect(lastInvitation(t.mailer.sent, email).mail.subject).toMatch(/^Invito a unirti a .+ su Atelier$/);
    const ro = uniqueEmail('ro');
    expect((await invite(owner, ro)).status).toBe(201);
    expect(lastInvitation(t.mailer.sent, ro).mail.subject).toMatch(/^Invitație în echipa .+ pe Atelier$/);
  });

  it('resend gives a new link for 7 more days and kills the old one; revoke kills it for good', async () => {
    const owner = await makeUser(t);
    const email = uniqueEmail('resend');
    const invited = await invite(owner, email);
    const first = lastInvitation(t.mailer.sent, email).token;
    t.clock.advance(60 * 60 * 1000);
    await refreshed(owner);
    const resent = await owner.client.request<TeamInvitationDto>('POST', `/api/user/team/invitations/${invited.body.id}/resend`, { token: owner.token });
    expect(resent.status).toBe(200);
    expect(new Date(resent.body.expires_at).getTime()).toBe(t.clock.now().getTime() + INVITATION_TTL_MS);
    const second = lastInvitation(t.mailer.sent, email).token;
    expect(second).not.toBe(first);
    expect((await info(first)).status).toBe(404);
    expect((await info(second)).status).toBe(200);

    const revoked = await owner.client.request('DELETE', `/api/user/team/invitations/${invited.body.id}`, { token: owner.token });
    expect(revoked.status).toBe(204);
    expect((await info(second)).body.error.code).toBe('invalid_invitation');
    expect((await acceptNew(second, 'X')).res.status).toBe(404);
    expect((await team(owner)).body.invitations).toEqual([]);
    expect((await owner.client.request('DELETE', `/api/user/team/invitations/${invited.body.id}`, { token: owner.token })).status).toBe(404);
    expect((await owner.client.request('POST', `/api/user/team/invitations/${invited.body.id}/resend`, { token: owner.token })).status).toBe(404);
    // Revoked, the address can be invited again.
    expect((await invite(owner, email)).status).toBe(201);
  });

  it('expires after 7 days: the link is dead, the invitation is listed as expired and a resend revives it', async () => {
    const owner = await makeUser(t);
    const email = uniqueEmail('late');
    const invited = await invite(owner, email);
    const token = lastInvitation(t.mailer.sent, email).token;
    t.clock.advance(INVITATION_TTL_MS - 1000);
    expect((await info(token)).status).toBe(200);
    t.clock.advance(1000);
    await refreshed(owner);
    expect((await info(token)).body.error.code).toBe('invalid_invitation');
    expect((await acceptNew(token, 'Late')).res.body.error.code).toBe('invalid_invitation');
    expect((await team(owner)).body.invitations).toEqual([expect.objectContaining({ id: invited.body.id, expired: true })]);
    // Still open: inviting the address again says to resend it.
    expect((await invite(owner, email)).body.error.code).toBe('invitation_exists');
    await owner.client.request('POST', `/api/user/team/invitations/${invited.body.id}/resend`, { token: owner.token });
    const renewed = lastInvitation(t.mailer.sent, email).token;
    expect((await acceptNew(renewed, 'Late')).res.status).toBe(200);
  });

  it('accepts once, also under two concurrent accepts', async () => {
    const owner = await makeUser(t);
    const email = uniqueEmail('twice');
    await invite(owner, email);
    const token = lastInvitation(t.mailer.sent, email).token;
    const results = await Promise.all([acceptNew(token, 'Unu'), acceptNew(token, 'Doi')]);
    expect(results.map((r) => r.res.status).sort()).toEqual([200, 404]);
    expect((await acceptNew(token, 'Trei')).res.status).toBe(404);
    const members = (await team(owner)).body.members.filter((m) => m.role === 'member');
    expect(members).toHaveLength(1);
    const users = await t.database.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(users).toHaveLength(1);
  });

  it('an existing account joins with its own bearer only; its empty business is deleted', async () => {
    const owner = await makeUser(t);
    const joiner = await makeUser(t);
    const stranger = await makeUser(t);
    const oldBusiness = (await me(joiner)).body.business?.id;
    expect(oldBusiness).toBeTruthy();
    await invite(owner, joiner.email, 'Ion');
    const token = lastInvitation(t.mailer.sent, joiner.email).token;
    expect((await info(token)).body.account_exists).toBe(true);
    const path = `/api/user/invitations/${token}/accept`;

    const anonymous = await httpClient(t.url).request<ErrorBody>('POST', path);
    expect([anonymous.status, anonymous.body.error.code]).toEqual([401, 'unauthorized']);
    // A password does not make a second account for an address that has one.
    const withPassword = await httpClient(t.url).request<ErrorBody>('POST', path, { json: { name: 'X', password: 'parola-oarecare-1' } });
    expect(withPassword.status).toBe(401);
    const other = await stranger.client.request<ErrorBody>('POST', path, { token: stranger.token });
    expect([other.status, other.body.error.code]).toEqual([403, 'invitation_other_account']);
    expect((await info(token)).status).toBe(200);

    const joined = await joiner.client.request<{ ok: boolean }>('POST', path, { token: joiner.token });
    expect([joined.status, joined.body]).toEqual([200, { ok: true }]);
    // The same access token now acts in the new business, under the name the owner gave.
    const after = await me(joiner);
    expect(after.body).toMatchObject({ name: 'Ion', role: 'member', business: { id: (await me(owner)).body.business?.id } });
    expect(await t.database.db.selectFrom('businesses').select('id').where('id', '=', oldBusiness ?? '').executeTakeFirst()).toBeUndefined();
    expect((await joiner.client.request('POST', path, { token: joiner.token })).status).toBe(404);
  });

  it('takes a removed member back: signed in again they own an empty business, which joining deletes', async () => {
    const owner = await makeUser(t);
    const member = await makeMember(owner, 'Dan');
    const memberId = (await me(member)).body.id;
    const memberDoc = await submit(member);
    expect((await owner.client.request('DELETE', `/api/user/team/members/${memberId}`, { token: owner.token })).status).toBe(204);

    const login = await member.client.request<TokenResponse>('POST', '/api/user/token', { form: { username: member.email, password: member.password } });
    expect(login.status).toBe(200);
    member.token = login.body.access_token;
    const own = await me(member);
    expect(own.body.role).toBe('owner');
    // Their own new business does not see the documents they made for the old one.
    expect((await documents(member)).body.map((d) => d.id)).not.toContain(memberDoc.body.id);

    await invite(owner, member.email);
    const token = lastInvitation(t.mailer.sent, member.email).token;
    expect((await member.client.request('POST', `/api/user/invitations/${token}/accept`, { token: member.token })).status).toBe(200);
    expect((await me(member)).body).toMatchObject({ name: 'Dan', role: 'member', business: { id: (await me(owner)).body.business?.id } });
    expect((await documents(member)).body.map((d) => d.id)).toContain(memberDoc.body.id);
    expect(await t.database.db.selectFrom('businesses').select('id').where('id', '=', own.body.business?.id ?? '').executeTakeFirst()).toBeUndefined();
  });

  it('refuses an existing account whose own business has documents (business_not_empty), and leaves the invitation usable', async () => {
    const owner = await makeUser(t);
    const busy = await makeUser(t);
    expect((await submit(busy)).status).toBe(201);
    await invite(owner, busy.email);
    const token = lastInvitation(t.mailer.sent, busy.email).token;
    const refused = await busy.client.request<ErrorBody>('POST', `/api/user/invitations/${token}/accept`, { token: busy.token });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'business_not_empty']);
    expect((await me(busy)).body.role).toBe('owner');
    expect((await documents(busy)).body).toHaveLength(1);
    expect((await info(token)).status).toBe(200);
  });

  it('refuses to invite a member again (already_member) or twice (invitation_exists), and to remove the owner', async () => {
    const owner = await makeUser(t);
    const member = await makeMember(owner);
    expect((await invite(owner, owner.email)).body.error.code).toBe('already_member');
    const again = await invite(owner, member.email);
    expect([again.status, again.body.error.code]).toEqual([409, 'already_member']);
    const email = uniqueEmail('dup');
    expect((await invite(owner, email)).status).toBe(201);
    const dup = await invite(owner, email.toUpperCase());
    expect([dup.status, dup.body.error.code]).toEqual([409, 'invitation_exists']);
    expect((await invite(owner, 'not-an-address')).status).toBe(400);

    const ownerId = (await me(owner)).body.id;
    const self = await owner.client.request<ErrorBody>('DELETE', `/api/user/team/members/${ownerId}`, { token: owner.token });
    expect([self.status, self.body.error.code]).toEqual([400, 'cannot_remove_owner']);
    expect((await owner.client.request('DELETE', '/api/user/team/members/0123456789abcdef01234567', { token: owner.token })).status).toBe(404);
  });

  it('limits invitations to 20 an hour per business (429 with Retry-After)', async () => {
    const owner = await makeUser(t);
    for (let i = 0; i < 20; i += 1) expect((await invite(owner, uniqueEmail(`n${i}`))).status).toBe(201);
    const limited = await invite(owner, uniqueEmail('over'));
    expect([limited.status, limited.body.error.code]).toEqual([429, 'rate_limited']);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another business has its own budget.
    expect((await invite(await makeUser(t), uniqueEmail('elsewhere'))).status).toBe(201);
    t.clock.advance(60 * 60 * 1000);
    await refreshed(owner);
    expect((await invite(owner, uniqueEmail('later'))).status).toBe(201);
  });

  it('is the owner\'s alone: a member gets 403 owner_only on every team call', async () => {
    const owner = await makeUser(t);
    const member = await makeMember(owner);
    const invitation = await invite(owner, uniqueEmail('x'));
    const ownerId = (await me(owner)).body.id;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/user/team'],
      ['POST', '/api/user/team/invitations', { email: uniqueEmail('m'), name: '' }],
      ['POST', `/api/user/team/invitations/${invitation.body.id}/resend`],
      ['DELETE', `/api/user/team/invitations/${invitation.body.id}`],
      ['DELETE', `/api/user/team/members/${ownerId}`],
      ['PUT', '/api/user/team/settings', { members_see_statistics: true }],
    ];
    for (const [method, path, json] of calls) {
      const res = await member.client.request<ErrorBody>(method, path, { token: member.token, ...(json ? { json } : {}) });
      expect([res.status, res.body.error.code], `${method} ${path}`).toEqual([403, 'owner_only']);
    }
    expect((await team(owner)).body.invitations.map((i) => i.id)).toEqual([invitation.body.id]);
    expect((await team(owner)).body.settings.members_see_statistics).toBe(false);
  });

  it("another business's owner sees nothing of this team and cannot resend, revoke or remove (404)", async () => {
    const owner = await makeUser(t);
    const member = await makeMember(owner);
    const memberId = (await me(member)).body.id;
    const invitation = await invite(owner, uniqueEmail('kept'));
    const rival = await makeUser(t);

    const theirs = await team(rival);
    expect(theirs.body.members.map((m) => m.email)).toEqual([rival.email]);
    expect(theirs.body.invitations).toEqual([]);
    for (const [method, path] of [
      ['POST', `/api/user/team/invitations/${invitation.body.id}/resend`],
      ['DELETE', `/api/user/team/invitations/${invitation.body.id}`],
      ['DELETE', `/api/user/team/members/${memberId}`],
    ] as const) {
      expect((await rival.client.request(method, path, { token: rival.token })).status, `${method} ${path}`).toBe(404);
    }
    expect((await team(owner)).body.invitations.map((i) => i.id)).toEqual([invitation.body.id]);
    expect((await me(member)).status).toBe(200);
    expect((await me(member)).body.role).toBe('member');
  });

  it('lets the owner allow members to see the statistics, at once for their open sessions', async () => {
    const owner = await makeUser(t);
    const member = await makeMember(owner);
    const stats = () => member.client.request<ErrorBody>('GET', '/api/user/service-statistics', { token: member.token });
    expect((await stats()).status).toBe(403);
    const set = await owner.client.request('PUT', '/api/user/team/settings', { token: owner.token, json: { members_see_statistics: true } });
    expect([set.status, set.body]).toEqual([200, { members_see_statistics: true }]);
    expect((await team(owner)).body.settings.members_see_statistics).toBe(true);
    expect((await stats()).status).toBe(200);
    await owner.client.request('PUT', '/api/user/team/settings', { token: owner.token, json: { members_see_statistics: false } });
    expect((await stats()).status).toBe(403);
  });

  it('answers 404 invalid_invitation for an unknown link', async () => {
    const res = await info('a'.repeat(43));
    expect([res.status, res.body.error.code]).toEqual([404, 'invalid_invitation']);
  });
});

describe.each(databaseKinds())('an invitation whose e-mail cannot be sent on %s', (kind) => {
  let t: TestApp;
  let failing = true;
  const sent: MailMessage[] = [];
  beforeAll(async () => {
    t = await startTestApp({
      kind,
      mailer: {
        send: async (message) => {
          if (failing) throw new Error('SMTP down');
          sent.push(message);
        },
        close: () => undefined,
      },
    });
  });
  afterAll(async () => t.close());

  it('is saved and listed, answered 502 invitation_mail_failed, and a resend works once mail is back', async () => {
    const owner: TestUser = await makeUser(t);
    const email = uniqueEmail('smtp');
    const res = await owner.client.request<ErrorBody>('POST', '/api/user/team/invitations', { token: owner.token, json: { email, name: '' } });
    expect([res.status, res.body.error.code]).toEqual([502, 'invitation_mail_failed']);
    const listed = await owner.client.request<TeamResponse>('GET', '/api/user/team', { token: owner.token });
    const [invitation] = listed.body.invitations;
    expect(invitation?.email).toBe(email);
    failing = false;
    const resent = await owner.client.request('POST', `/api/user/team/invitations/${invitation?.id ?? ''}/resend`, { token: owner.token });
    expect(resent.status).toBe(200);
    expect(lastInvitation(sent, email).token).toBeTruthy();
  });
});

describe.each(databaseKinds())('a removed member in live presence on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ kind, env: { PUBLIC_URL } });
  });
  afterAll(async () => t.close());

  it('has their socket closed and their entry dropped from the admin list', async () => {
    const admin = await makeAdmin(t);
    const owner = await makeUser(t);
    const email = uniqueEmail('live');
    await owner.client.request('POST', '/api/user/team/invitations', { token: owner.token, json: { email, name: 'Live' } });
    const { token } = lastInvitation(t.mailer.sent, email);
    const accepted = await httpClient(t.url).request<TokenResponse>('POST', `/api/user/invitations/${token}/accept`, { json: { name: 'Live', password: 'parola-mecanic-1' } });
    const memberToken = accepted.body.access_token;
    const memberId = (await httpClient(t.url).request<Me>('GET', '/api/user/me', { token: memberToken })).body.id;

    const observer = await connectPresence(t.url, admin.token);
    const socket = await connectPresence(t.url, memberToken);
    try {
      socket.update({ page: '/dashboard' });
      await observer.waitForList((users) => users.some((u) => u.user_id === memberId));
      const closed = new Promise<string>((resolve) => socket.socket.once('disconnect', (reason) => resolve(String(reason))));
      expect((await owner.client.request('DELETE', `/api/user/team/members/${memberId}`, { token: owner.token })).status).toBe(204);
      expect(await closed).toBe('io server disconnect');
      await observer.waitForList((users) => !users.some((u) => u.user_id === memberId));
      // Their token cannot open a new one either.
      await expect(connectPresence(t.url, memberToken)).rejects.toThrow('unauthorized');
    } finally {
      socket.close();
      observer.close();
    }
  });
});
