import { tokenResponse } from '@atelier/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { makeToken } from '../test/tokens';
import { apiFileRequest, apiRequest, filenameFromDisposition } from './api-client';
import { ApiError } from './api-error';
import { clearSessionToken, getSession, setSessionToken } from './session/session-store';
import { setSessionEndHandler } from './session/session-events';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = () => json(401, { error: { code: 'unauthorized', message: 'token expired' } });

type Call = { url: string; init: RequestInit };
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const calls = (): Call[] => fetchMock.mock.calls.map(([url, init]) => ({ url, init }));
const bearer = (call: Call | undefined) => new Headers(call?.init.headers).get('Authorization');
const refreshCalls = () => calls().filter((call) => call.url === '/api/user/refresh-token');

const oldToken = makeToken({ email: 'old@example.ro' });
const newToken = makeToken({ email: 'new@example.ro' });

describe('apiRequest', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    clearSessionToken();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setSessionEndHandler(undefined);
  });

  it('sends the bearer token and parses the answer with the schema', async () => {
    setSessionToken(oldToken);
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(apiRequest({ path: '/user/me', schema: z.object({ ok: z.boolean() }) })).resolves.toEqual({ ok: true });
    expect(calls()[0]?.url).toBe('/api/user/me');
    expect(calls()[0]?.init.credentials).toBe('same-origin');
    expect(bearer(calls()[0])).toBe(`Bearer ${oldToken}`);
  });

  it('form-encodes login bodies and sends no token', async () => {
    setSessionToken(oldToken);
    fetchMock.mockResolvedValueOnce(json(200, { access_token: newToken, token_type: 'bearer' }));
    await apiRequest({ path: '/user/token', method: 'POST', body: { form: { username: 'a@b.ro', password: 'p&q' } }, schema: tokenResponse, auth: false });
    const call = calls()[0];
    expect(call?.init.body).toBe('username=a%40b.ro&password=p%26q');
    expect(new Headers(call?.init.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(bearer(call)).toBeNull();
  });

  it('turns an error answer into a typed ApiError', async () => {
    const details = [{ path: 'email', message: 'must be a valid email address' }];
    fetchMock.mockResolvedValueOnce(json(400, { error: { code: 'validation_error', message: 'invalid body', details } }));
    const error = await apiRequest({ path: '/user/register', method: 'POST', body: { json: {} }, auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_error', message: 'invalid body', details });
  });

  it('reports a failed fetch as network_error with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest({ path: '/user/me' })).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    setSessionToken(oldToken);
    fetchMock
      .mockResolvedValueOnce(unauthorized())
      .mockResolvedValueOnce(json(200, { access_token: newToken, token_type: 'bearer' }))
      .mockResolvedValueOnce(json(200, { ok: true }));
    await expect(apiRequest({ path: '/user/me', schema: z.object({ ok: z.boolean() }) })).resolves.toEqual({ ok: true });
    const [first, refresh, retry] = calls();
    expect(bearer(first)).toBe(`Bearer ${oldToken}`);
    expect(refresh).toMatchObject({ url: '/api/user/refresh-token', init: { method: 'POST', credentials: 'same-origin' } });
    expect(refresh?.init.body).toBeUndefined();
    expect(bearer(retry)).toBe(`Bearer ${newToken}`);
    expect(getSession()?.token).toBe(newToken);
    expect(localStorage.getItem('access_token')).toBe(newToken);
  });

  it('shares one refresh between concurrent 401s', async () => {
    setSessionToken(oldToken);
    fetchMock.mockImplementation(async (url, init) => {
      if (url === '/api/user/refresh-token') return json(200, { access_token: newToken, token_type: 'bearer' });
      return bearer({ url, init }) === `Bearer ${newToken}` ? json(200, { url }) : unauthorized();
    });
    const schema = z.object({ url: z.string() });
    const answers = await Promise.all([
      apiRequest({ path: '/user/me', schema }),
      apiRequest({ path: '/user/payment-banner-status', schema }),
      apiRequest({ path: '/user/forms', schema }),
    ]);
    expect(answers.map((answer) => answer.url)).toEqual(['/api/user/me', '/api/user/payment-banner-status', '/api/user/forms']);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('ends the session when the refresh fails', async () => {
    setSessionToken(oldToken);
    const onEnd = vi.fn();
    setSessionEndHandler(onEnd);
    fetchMock
      .mockResolvedValueOnce(unauthorized())
      .mockResolvedValueOnce(json(401, { error: { code: 'unauthorized', message: 'no refresh token' } }));
    await expect(apiRequest({ path: '/user/me' })).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(refreshCalls()).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onEnd).toHaveBeenCalledWith('expired');
  });

  it('ends the session once when several calls are refused at once (a second landing would drop the login notice)', async () => {
    setSessionToken(oldToken);
    // The app's handler clears the token at once, as endSession does.
    const onEnd = vi.fn(() => clearSessionToken());
    setSessionEndHandler(onEnd);
    fetchMock.mockImplementation(async (url) => (url === '/api/user/refresh-token' ? json(401, { error: { code: 'unauthorized', message: 'removed' } }) : unauthorized()));
    const calls = ['/user/me', '/user/working-hours', '/user/closed-days'].map((path) => apiRequest({ path }).catch((error: unknown) => error));
    await Promise.all(calls);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('clears the token itself when no app listens', async () => {
    setSessionToken(oldToken);
    fetchMock.mockResolvedValueOnce(unauthorized()).mockResolvedValueOnce(json(401, {}));
    await expect(apiRequest({ path: '/user/me' })).rejects.toBeInstanceOf(ApiError);
    expect(getSession()).toBeUndefined();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('does not retry twice: a 401 after the refresh ends the session', async () => {
    setSessionToken(oldToken);
    const onEnd = vi.fn();
    setSessionEndHandler(onEnd);
    fetchMock
      .mockResolvedValueOnce(unauthorized())
      .mockResolvedValueOnce(json(200, { access_token: newToken, token_type: 'bearer' }))
      .mockResolvedValueOnce(unauthorized());
    await expect(apiRequest({ path: '/user/me' })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(onEnd).toHaveBeenCalledWith('expired');
  });

  it('never refreshes for a call made without a token', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { error: { code: 'invalid_credentials', message: 'bad' } }));
    await expect(
      apiRequest({ path: '/user/token', method: 'POST', body: { form: { username: 'a', password: 'b' } }, auth: false }),
    ).rejects.toMatchObject({ status: 401, code: 'invalid_credentials' });
    expect(refreshCalls()).toHaveLength(0);
  });
});

describe('apiFileRequest', () => {
  const pdf = (filename?: string) =>
    new Response('%PDF-1.7 test', {
      status: 200,
      headers: { 'Content-Type': 'application/pdf', ...(filename ? { 'Content-Disposition': `attachment; filename="${filename}"` } : {}) },
    });

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    clearSessionToken();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setSessionEndHandler(undefined);
  });

  it('asks for the file type, refreshes once on 401, and names the file as the server says', async () => {
    setSessionToken(oldToken);
    fetchMock
      .mockResolvedValueOnce(unauthorized())
      .mockResolvedValueOnce(json(200, { access_token: newToken, token_type: 'bearer' }))
      .mockResolvedValueOnce(pdf('bbbbbbbbbbbbbbbbbbbbbbbb.pdf'));
    const file = await apiFileRequest({ path: '/user/completed_forms/b/pdf', accept: 'application/pdf', fallbackName: 'x.pdf' });
    expect(file.filename).toBe('bbbbbbbbbbbbbbbbbbbbbbbb.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7 test');
    const [first, , retry] = calls();
    expect(new Headers(first?.init.headers).get('Accept')).toBe('application/pdf');
    expect(bearer(retry)).toBe(`Bearer ${newToken}`);
  });

  it('posts a JSON body, falls back to the given name, and maps error answers to ApiError', async () => {
    setSessionToken(oldToken);
    fetchMock.mockResolvedValueOnce(pdf()).mockResolvedValueOnce(json(404, { error: { code: 'form_not_found', message: 'no form' } }));
    const request = { path: '/user/forms/a/pdf', method: 'POST', body: { json: { data: {} } }, accept: 'application/pdf', fallbackName: 'a-preview.pdf' } as const;
    await expect(apiFileRequest(request)).resolves.toMatchObject({ filename: 'a-preview.pdf' });
    expect(calls()[0]?.init.body).toBe('{"data":{}}');
    await expect(apiFileRequest(request)).rejects.toMatchObject({ status: 404, code: 'form_not_found' });
  });

  it('reads plain, quoted and UTF-8 names, never a path', () => {
    expect(filenameFromDisposition('attachment; filename="a-preview.pdf"')).toBe('a-preview.pdf');
    expect(filenameFromDisposition('attachment; filename=a.pdf')).toBe('a.pdf');
    expect(filenameFromDisposition(`attachment; filename="x.pdf"; filename*=UTF-8''deviz%20%C8%99.pdf`)).toBe('deviz ș.pdf');
    expect(filenameFromDisposition('attachment; filename="../../etc/a.pdf"')).toBe('a.pdf');
    expect(filenameFromDisposition('attachment')).toBeUndefined();
    expect(filenameFromDisposition(null)).toBeUndefined();
  });
});
