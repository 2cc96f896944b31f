import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The fake SPV's OAuth server (fake-spv.ts), mirroring logincert.anaf.ro/anaf-oauth2/v1: the
 * sign-in page a browser journey clicks through, the token endpoint (authorization code and
 * refresh, client credentials as form fields or HTTP Basic, as ANAF takes both), revocation.
 * Tokens are JWTs (ANAF's token_content_type=jwt) signed with a key of the fake's own.
 */

/** One HTTP answer of the fake. */
export type FakeReply = { status: number; body: string | Buffer; headers?: Record<string, string> };

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): FakeReply => ({
  status,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json;charset=UTF-8', ...headers },
});
const html = (status: number, body: string): FakeReply => ({ status, body, headers: { 'content-type': 'text/html; charset=utf-8' } });
const redirect = (to: string): FakeReply => ({ status: 302, body: '', headers: { location: to } });

export type FakeOAuthOptions = {
  clientId: string;
  clientSecret: string;
  /** Callbacks the application registered; any when empty (the demo does not know Atelier's address). */
  redirectUris: string[];
  accessTtlMs: number;
  refreshTtlMs: number;
  /** How long a sign-in's code may be exchanged (ANAF: about a minute). */
  codeTtlMs: number;
  now: () => Date;
};

type Grant = { expiresAt: number; revoked: boolean };

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const signInPage = (fields: Record<string, string>) => `<!doctype html>
<html lang="ro"><head><meta charset="utf-8"><title>ANAF - Autentificare (fake)</title></head>
<body><main>
<h1>Agenția Națională de Administrare Fiscală</h1>
<p>Aplicația <strong>${escapeHtml(fields.client_id ?? '')}</strong> cere acces la serviciile e-Factura în numele dumneavoastră.</p>
<p>(Server de test: nu se cere niciun certificat.)</p>
<form method="post" action="authorize">
${Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('\n')}
<button type="submit" name="decision" value="allow">Autentificare cu certificat</button>
<button type="submit" name="decision" value="deny">Renunță</button>
</form>
</main></body></html>`;

export const createFakeOAuth = (given: FakeOAuthOptions) => {
  const options = { ...given };
  const signingKey = randomBytes(32);
  const codes = new Map<string, { redirectUri: string; expiresAt: number }>();
  const access = new Map<string, Grant>();
  const refresh = new Map<string, Grant>();
  const issued: string[] = [];

  const jwt = (kind: 'access' | 'refresh', expiresAt: number) => {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const head = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: options.clientId, typ: kind, iat: Math.floor(options.now().getTime() / 1000), exp: Math.floor(expiresAt / 1000), jti: randomBytes(8).toString('hex') })}`;
    const token = `${head}.${createHmac('sha256', signingKey).update(head).digest('base64url')}`;
    issued.push(token);
    return token;
  };

  const issue = () => {
    const at = options.now().getTime();
    const accessExpires = at + options.accessTtlMs;
    const accessToken = jwt('access', accessExpires);
    const refreshToken = jwt('refresh', at + options.refreshTtlMs);
    access.set(accessToken, { expiresAt: accessExpires, revoked: false });
    refresh.set(refreshToken, { expiresAt: at + options.refreshTtlMs, revoked: false });
    return json(200, { access_token: accessToken, token_type: 'Bearer', refresh_token: refreshToken, expires_in: Math.floor(options.accessTtlMs / 1000), scope: 'e-factura' });
  };

  const live = (grant: Grant | undefined) => grant !== undefined && !grant.revoked && grant.expiresAt > options.now().getTime();

  /** The client's credentials, from HTTP Basic or the form (client_secret_basic or client_secret_post). */
  const clientOk = (authorization: string | undefined, form: URLSearchParams) => {
    let id = form.get('client_id') ?? '';
    let secret = form.get('client_secret') ?? '';
    const basic = /^Basic\s+(.+)$/i.exec(authorization ?? '');
    if (basic) {
      const [user = '', pass = ''] = Buffer.from(basic[1] ?? '', 'base64').toString('utf8').split(':');
      id = decodeURIComponent(user);
      secret = decodeURIComponent(pass);
    }
    return same(id, options.clientId) && same(secret, options.clientSecret);
  };

  const redirectOk = (uri: string) => /^https?:\/\//.test(uri) && (options.redirectUris.length === 0 || options.redirectUris.includes(uri));
  const badRequest = (why: string) => html(400, `<!doctype html><html lang="ro"><body><h1>Cerere invalidă</h1><p>${escapeHtml(why)}</p></body></html>`);

  const authorizePage = (query: URLSearchParams): FakeReply => {
    const fields = { client_id: query.get('client_id') ?? '', redirect_uri: query.get('redirect_uri') ?? '', state: query.get('state') ?? '', token_content_type: query.get('token_content_type') ?? '' };
    if (query.get('response_type') !== 'code') return badRequest('response_type trebuie să fie code');
    if (fields.client_id !== options.clientId) return badRequest('Aplicația nu este înregistrată');
    if (!redirectOk(fields.redirect_uri)) return badRequest('redirect_uri nu este cel înregistrat pentru aplicație');
    return html(200, signInPage(fields));
  };

  /** The sign-in's button: back to the application with a code (or access_denied), and its state. */
  const signIn = (form: URLSearchParams): FakeReply => {
    const redirectUri = form.get('redirect_uri') ?? '';
    if (form.get('client_id') !== options.clientId || !redirectOk(redirectUri)) return badRequest('Cerere invalidă');
    const back = new URL(redirectUri);
    const state = form.get('state');
    if (form.get('decision') === 'deny') back.searchParams.set('error', 'access_denied');
    else {
      const code = randomBytes(24).toString('base64url');
      codes.set(code, { redirectUri, expiresAt: options.now().getTime() + options.codeTtlMs });
      back.searchParams.set('code', code);
    }
    if (state) back.searchParams.set('state', state);
    return redirect(back.toString());
  };

  const token = (authorization: string | undefined, form: URLSearchParams): FakeReply => {
    if (!clientOk(authorization, form)) return json(401, { error: 'invalid_client', error_description: 'Client authentication failed' });
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const redirectUri = form.get('redirect_uri');
      if (!code || code.expiresAt <= options.now().getTime() || (redirectUri !== null && redirectUri !== code.redirectUri)) {
        return json(400, { error: 'invalid_grant', error_description: 'Invalid authorization code' });
      }
      return issue();
    }
    if (grantType === 'refresh_token') {
      const used = refresh.get(form.get('refresh_token') ?? '');
      if (!used || !live(used)) return json(400, { error: 'invalid_grant', error_description: 'Invalid refresh token' });
      // Rotated: the refresh token that was used ends with the new pair.
      used.revoked = true;
      return issue();
    }
    return json(400, { error: 'unsupported_grant_type', error_description: 'Unsupported grant type' });
  };

  /** RFC 7009: 200 whether or not the token was known. */
  const revoke = (authorization: string | undefined, form: URLSearchParams): FakeReply => {
    if (!clientOk(authorization, form)) return json(401, { error: 'invalid_client', error_description: 'Client authentication failed' });
    const value = form.get('token') ?? form.get('access_token') ?? form.get('refresh_token') ?? '';
    for (const grant of [access.get(value), refresh.get(value)]) if (grant) grant.revoked = true;
    return { status: 200, body: '' };
  };

  return {
    /** The OAuth server's answer to one request under /anaf-oauth2/v1. */
    handle: (method: string, endpoint: string, query: URLSearchParams, body: string, authorization: string | undefined): FakeReply | undefined => {
      const form = new URLSearchParams(body);
      if (endpoint === 'authorize') return method === 'GET' ? authorizePage(query) : method === 'POST' ? signIn(form) : undefined;
      if (method === 'POST' && endpoint === 'token') return token(authorization, form);
      if (method === 'POST' && endpoint === 'revoke') return revoke(authorization, form);
      return undefined;
    },
    /** The API's check of `Authorization: Bearer …`. */
    bearerOk: (authorization: string | undefined) => live(access.get(/^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1] ?? '')),
    /** Ends one token now (an access or refresh token), or every access token. */
    expire: (token?: string) => {
      const at = options.now().getTime();
      if (token) for (const grant of [access.get(token), refresh.get(token)]) if (grant) grant.expiresAt = at;
      if (!token) for (const grant of access.values()) grant.expiresAt = at;
    },
    issued: () => [...issued],
    /** The lives of the tokens given from now on. */
    setLife: (life: { accessMs?: number; refreshMs?: number }) => {
      if (life.accessMs !== undefined) options.accessTtlMs = life.accessMs;
      if (life.refreshMs !== undefined) options.refreshTtlMs = life.refreshMs;
    },
    reset: () => {
      options.accessTtlMs = given.accessTtlMs;
      options.refreshTtlMs = given.refreshTtlMs;
      codes.clear();
      access.clear();
      refresh.clear();
      issued.length = 0;
    },
  };
};

export type FakeOAuth = ReturnType<typeof createFakeOAuth>;
