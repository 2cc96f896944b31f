import type { z } from 'zod';
import './zod-jitless';
import { ApiError, apiErrorFromResponse, networkError } from './api-error';
import { reportPaymentRequired } from './payment-required';
import { API_BASE, refreshAccessToken } from './session/refresh-token';
import { clearSessionToken, getSession } from './session/session-store';
import { requestSessionEnd } from './session/session-events';
import { setLocked } from './session/lock-state';

/** `text`: a body sent as it is (an uploaded JSON file, so the server reports its own line numbers). */
type Body = { json: unknown } | { form: Record<string, string> } | { text: string; contentType: string } | undefined;

export type ApiRequest<T> = {
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Body;
  /** Answer schema (core contract); omit for empty answers (204/202). */
  schema?: z.ZodType<T>;
  /** Send the bearer token and handle 401 with one refresh; false for login-type calls. */
  auth?: boolean;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

const encodeBody = (body: Body): { headers: Record<string, string>; payload?: string } => {
  if (!body) return { headers: {} };
  if ('json' in body) return { headers: { 'Content-Type': 'application/json' }, payload: JSON.stringify(body.json) };
  if ('text' in body) return { headers: { 'Content-Type': body.contentType }, payload: body.text };
  return {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body.form).toString(),
  };
};

type Outgoing = Omit<ApiRequest<unknown>, 'schema'> & { accept?: string };

/** How a request travels: the browser's fetch, or on the server (entry-server.tsx) the server itself. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** Server-side rendering answers the page's requests without a network (see entry-server.tsx). */
export const setApiTransport = (next: ApiTransport): void => {
  transport = next;
};

const send = async (request: Outgoing, token: string | undefined): Promise<Response> => {
  const encoded = encodeBody(request.body);
  const headers = { ...request.headers, ...encoded.headers };
  const { payload } = encoded;
  if (token) headers.Authorization = `Bearer ${token}`;
  headers.Accept = request.accept ?? 'application/json';
  try {
    return await transport(`${API_BASE}${request.path}`, {
      method: request.method ?? 'GET',
      headers,
      body: payload,
      credentials: 'same-origin',
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw networkError(error);
  }
};

const endSessionAfter401 = (): void => {
  // Several calls refused at once end the session once: a later one would land on the login page
  // again, replacing the first landing's "your session ended" notice.
  if (!getSession()) return;
  if (!requestSessionEnd('expired')) clearSessionToken();
};

/** The 401 path: exactly one refresh (shared with concurrent callers) and one retry. */
const retryAfter401 = async (request: Outgoing, usedToken: string, first: Response): Promise<Response> => {
  const current = getSession()?.token;
  let retryToken = current;
  // Someone already refreshed while this call was in flight: retry with the new token, no refresh.
  if (!current || current === usedToken) {
    const refreshed = await refreshAccessToken();
    if (!refreshed.ok) {
      if (refreshed.reason === 'network') throw networkError(new Error('refresh failed'));
      endSessionAfter401();
      return first;
    }
    retryToken = refreshed.token;
  }
  const retried = await send(request, retryToken);
  if (retried.status === 401) endSessionAfter401();
  return retried;
};

const parseAnswer = async <T>(response: Response, schema: z.ZodType<T> | undefined): Promise<T> => {
  if (!schema) return undefined as T;
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ApiError({ status: response.status, code: 'bad_response', message: parsed.error.message });
  return parsed.data;
};

/** Sends with the token, refreshes once on 401, and turns a non-2xx answer into an ApiError. */
const sendChecked = async (request: Outgoing): Promise<Response> => {
  const auth = request.auth ?? true;
  const token = auth ? getSession()?.token : undefined;
  let response = await send(request, token);
  if (response.status === 401 && token) response = await retryAfter401(request, token, response);
  if (!response.ok) {
    const error = await apiErrorFromResponse(response);
    // Whichever screen made the call, the layout explains the state and the way to subscribe.
    if (error.status === 402) reportPaymentRequired(error.code);
    // The session is locked on the server (another tab, a reload): show the lock screen.
    if (error.code === 'locked') setLocked(true);
    throw error;
  }
  return response;
};

export type ApiAnswer<T> = { data: T; headers: Headers };

/** Like apiRequest, but also hands back the answer's headers (e.g. X-Total-Count). */
export const apiRequestWithHeaders = async <T>(request: ApiRequest<T>): Promise<ApiAnswer<T>> => {
  const response = await sendChecked(request);
  return { data: await parseAnswer(response, request.schema), headers: response.headers };
};

export type ApiFile = { blob: Blob; filename: string };

export type ApiFileRequest = Omit<ApiRequest<never>, 'schema'> & {
  /** What to ask for, e.g. 'application/pdf'; errors still come back as JSON. */
  accept: string;
  /** The name to use when the answer has no Content-Disposition filename. */
  fallbackName: string;
};

// Only a base name: an answer must not be able to suggest a path.
const baseName = (name: string): string | undefined => name.split(/[\\/]/).pop()?.trim() || undefined;

/** Reads `filename*=UTF-8''…` or `filename="…"` from a Content-Disposition header. */
export const filenameFromDisposition = (header: string | null): string | undefined => {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*utf-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return baseName(decodeURIComponent(encoded.trim()));
    } catch {
      // A malformed encoding: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name === undefined ? undefined : baseName(name);
};

/** A binary answer (a PDF): same token, refresh and error handling as apiRequest. */
export const apiFileRequest = async (request: ApiFileRequest): Promise<ApiFile> => {
  const response = await sendChecked(request);
  const blob = await response.blob();
  return { blob, filename: filenameFromDisposition(response.headers.get('Content-Disposition')) ?? request.fallbackName };
};

/** Calls the API; resolves with the parsed answer or rejects with an ApiError. Never navigates. */
export const apiRequest = async <T>(request: ApiRequest<T>): Promise<T> => (await apiRequestWithHeaders(request)).data;

/** Builds `?a=1&b=x` from the defined, non-empty values (empty string → left out). */
export const queryString = (params: Record<string, string | number | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};
