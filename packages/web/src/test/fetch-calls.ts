import type { mockApi } from './render-app';

export type FetchMock = ReturnType<typeof mockApi>;

/** The JSON body a request was sent with (a mocked fetch's `init`). */
export const bodyOf = <T = Record<string, unknown>>(init: RequestInit | undefined): T => JSON.parse(String(init?.body)) as T;

/** Every call the mock received, in order, as `'METHOD /api/path'` (the keys of mockApi's handlers). */
export const callKeys = (fetchMock: FetchMock): string[] => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);

/** The JSON body of the first `'METHOD /api/path'` call, or undefined when there was none or it had no body. */
export const bodyOfCall = (fetchMock: FetchMock, key: string): unknown => {
  const call = fetchMock.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key);
  return call?.[1]?.body ? bodyOf(call[1]) : undefined;
};
