import { expect } from 'vitest';
import type { DocumentDto } from '@atelier/core';
import type { HttpClient } from './http-client.js';
import { estimateData } from './forms.js';
import type { TestApp } from './test-app.js';

/** Who saves a document: a signed-in account's client and access token (a TestUser will do). */
export type Author = { client: HttpClient; token: string };

export type MakeDocumentParams = {
  user: Author;
  formId: string;
  /** The document's data (FormData, or on purpose something else): a valid test estimate unless given. */
  data?: Record<string, unknown>;
  /** Extra request headers, such as an `idempotency-key`. */
  headers?: Record<string, string>;
};

/**
 * Saves a document of the application `formId` through the API, as the user's screen does, and
 * returns it; the save must be accepted (201). A test of the submit call's own answers (errors,
 * retries) sends the request itself.
 */
export const makeDocument = async ({ user, formId, data = estimateData(), headers }: MakeDocumentParams): Promise<DocumentDto> => {
  const res = await user.client.request<DocumentDto>('POST', `/api/user/forms/${formId}/submit`, { token: user.token, json: { data }, ...(headers ? { headers } : {}) });
  expect(res.status, res.text).toBe(201);
  return res.body;
};

export type MakeEstimateDocumentParams = {
  t: TestApp;
  user: Author;
  formId: string;
  plate: string;
  /** The part lines' names (one of each, at 10.00). */
  parts: string[];
  /** The day it is saved (the test clock is set to 09:00 UTC that day). */
  day: string;
  client?: string;
  /** The client's e-mail, for an estimate with that field (makeWorkshopEstimate). */
  email?: string;
};

/** A test estimate for `plate`, its parts named `parts`, saved on `day`. */
export const makeEstimateDocument = async ({ t, user, formId, plate, parts, day, client = 'Ștefan Popescu', email }: MakeEstimateDocumentParams): Promise<DocumentDto> => {
  t.clock.set(new Date(`${day}T09:00:00Z`));
  const data = estimateData({
    client: { name: client, ...(email ? { email } : {}) },
    vehicle: { plate, vin: '' },
    parts: parts.map((name) => ({ name, qty: 1, price: '10.00' })),
  });
  return makeDocument({ user, formId, data });
};
