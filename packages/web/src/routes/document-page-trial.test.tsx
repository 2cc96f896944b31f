import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID, FORM_ID, USER_ID, makeDocument, makeFormDetail } from '../test/estimate-fixture';
import { currentLocation, jsonResponse, mockApi, renderApp } from '../test/render-app';
import { signedInEachTest } from '../test/signed-in';

const past = {
  'GET /api/user/payment-banner-status': () => jsonResponse(200, true),
  [`GET /api/user/forms/${FORM_ID}`]: () => jsonResponse(200, makeFormDetail()),
  [`GET /api/user/forms/${FORM_ID}?version=1`]: () => jsonResponse(200, makeFormDetail()),
  [`GET /api/user/forms/${FORM_ID}/submission_count`]: () => jsonResponse(200, { count: 5, previous_count: 4 }),
  [`GET /api/user/completed_forms/${DOCUMENT_ID}`]: () => jsonResponse(200, makeDocument()),
};
const notice = 'Your free trial has ended';

/** Issue 28: past the trial, the editor says so before any typing instead of refusing at Save (402). */
describe('the editor past the trial', () => {
  signedInEachTest(USER_ID);

  it('a new document shows the notice with the way to subscribe, and no form to type in', async () => {
    mockApi(past);
    renderApp(`/documents/${FORM_ID}?mode=edit&new=1`);
    expect(await screen.findByText(notice)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Price calculator' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByLabelText(/Client name/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('a saved document opened for editing opens read-only, its PDF still offered', async () => {
    mockApi(past);
    renderApp(`/documents/${DOCUMENT_ID}?mode=edit`);
    expect(await screen.findByText(notice)).toBeTruthy();
    await waitFor(() => expect(currentLocation.path).toBe(`/documents/${DOCUMENT_ID}?mode=preview`));
    expect(await screen.findByText('Ștefan Popescu')).toBeTruthy();
    expect(screen.queryByLabelText(/Client name/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });
});
