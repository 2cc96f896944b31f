import type { CarryDto } from '@atelier/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID, FORM_ID, USER_ID, makeDocument, makeFormDetail } from '../test/estimate-fixture';
import { bodyOfCall, callKeys } from '../test/fetch-calls';
import { apiError, currentLocation, jsonResponse, mockApi, renderApp } from '../test/render-app';
import { signedInEachTest } from '../test/signed-in';

const ESTIMATE = 'cccccccccccccccccccccccc';
const ANSWER = 'dddddddddddddddddddddd01';
const CARRY = `GET /api/user/documents/${ESTIMATE}/answers/${ANSWER}/carry?form_id=${FORM_ID}`;
const PAGE = `/documents/${FORM_ID}?mode=edit&new=1&from_answer=${ANSWER}&source=${ESTIMATE}`;

const carried: CarryDto = {
  form_id: FORM_ID,
  data: { client: { name: 'Ion Țăranu', plate: 'CJ12ABC' }, parts: { items: [{ name: 'Plăcuțe frână față', qty: 1, price: '210.00' }] } },
};
const common = {
  'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
  [`GET /api/user/forms/${FORM_ID}`]: () => jsonResponse(200, makeFormDetail()),
  [`GET /api/user/forms/${FORM_ID}/submission_count`]: () => jsonResponse(200, { count: 5, previous_count: 4 }),
};

/** Issue 29: the order from the approved lines opens the new-document editor with them, to review and save. */
describe('a new document from the lines a customer approved', () => {
  signedInEachTest(USER_ID);

  it('starts with the client, the vehicle and the approved lines the server carried, and saves them with the editor’s Save', async () => {
    const saved = makeDocument();
    const fetchMock = mockApi({
      ...common,
      [CARRY]: () => jsonResponse(200, carried),
      [`POST /api/user/forms/${FORM_ID}/submit`]: () => jsonResponse(201, saved),
      [`GET /api/user/completed_forms/${DOCUMENT_ID}`]: () => jsonResponse(200, saved),
      [`GET /api/user/forms/${FORM_ID}?version=1`]: () => jsonResponse(200, makeFormDetail()),
    });
    const user = userEvent.setup();
    renderApp(PAGE);
    expect(((await screen.findByLabelText(/Client name/)) as HTMLInputElement).value).toBe('Ion Țăranu');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(((await screen.findByLabelText(/^Name/)) as HTMLInputElement).value).toBe('Plăcuțe frână față');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentLocation.path).toBe(`/documents/${DOCUMENT_ID}`));
    expect(bodyOfCall(fetchMock, `POST /api/user/forms/${FORM_ID}/submit`)).toMatchObject({
      data: { client: { name: 'Ion Țăranu', plate: 'CJ12ABC' }, parts: { items: [{ name: 'Plăcuțe frână față', qty: 1, price: '210.00' }] } },
    });
    // The new document is a new one: nothing asked of a document by the form's id.
    expect(callKeys(fetchMock)).not.toContain(`GET /api/user/completed_forms/${FORM_ID}`);
  });

  it("says why when the lines cannot be carried (the server's reason), offers to try again, and shows no empty form", async () => {
    let calls = 0;
    mockApi({
      ...common,
      [CARRY]: () => {
        calls += 1;
        return calls === 1 ? apiError(422, 'no_line_target') : jsonResponse(200, carried);
      },
    });
    const user = userEvent.setup();
    renderApp(PAGE);
    expect(await screen.findByText('The approved lines could not be taken over.')).toBeTruthy();
    expect(screen.getByText(/has no lines to take the document's lines/)).toBeTruthy();
    expect(screen.queryByLabelText(/Client name/)).toBeNull();
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(((await screen.findByLabelText(/Client name/)) as HTMLInputElement).value).toBe('Ion Țăranu');
  });
});
