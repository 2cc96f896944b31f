import type { ErrorBody } from '@atelier/core';

/** A small HTTP client for integration tests that keeps cookies like a browser does. */
export type TestResponse<T = unknown> = { status: number; headers: Headers; body: T; text: string };

export const httpClient = (baseUrl: string) => {
  const jar = new Map<string, string>();

  const storeCookies = (headers: Headers) => {
    for (const line of headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line);
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  };

  const request = async <T = unknown>(
    method: string,
    path: string,
    options: { json?: unknown; form?: Record<string, string>; token?: string; headers?: Record<string, string>; raw?: string } = {},
  ): Promise<TestResponse<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.raw !== undefined) {
      body = options.raw;
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    storeCookies(response.headers);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  };

  return { request, cookies: jar };
};

export type HttpClient = ReturnType<typeof httpClient>;

/** A call as a signed-in account (its access token), with a JSON body when given. */
export const userCall = <T>(who: { client: HttpClient; token: string }, method: string, path: string, json?: unknown) =>
  who.client.request<T & ErrorBody>(method, path, { token: who.token, ...(json === undefined ? {} : { json }) });
