import type { PublicSubmissionDto } from '@atelier/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken } from '../../../lib/session/session-store';
import { captureDownloads, pdfResponse } from '../../../test/downloads';
import { FORM_ID, estimateDefinition, fillEstimate, makeFormDetail } from '../../../test/estimate-fixture';
import { bodyOf } from '../../../test/fetch-calls';
import { apiError, currentLocation, jsonResponse, mockApi, renderApp } from '../../../test/render-app';

const SUBMISSION_ID = 'Zx9_-abcdefghijklmnopqrstuvwxyz0';
const OTHER_ID = 'cccccccccccccccccccccccc';
const openForm = () => jsonResponse(200, makeFormDetail({ isPublic: true, access: 'public' }));
const common = {
  [`GET /api/forms/open/forms/${FORM_ID}`]: openForm,
  // The title lookup asks in the page's language (the server translates the title).
  [`GET /api/forms/open/forms/${FORM_ID}?locale=en`]: () => jsonResponse(200, makeFormDetail({ title: 'Test estimate', isPublic: true, access: 'public' })),
};

const submission = (): PublicSubmissionDto => ({
  id: SUBMISSION_ID,
  form_id: FORM_ID,
  form_version: 1,
  title: estimateDefinition.title,
  number: 'WEB-DV-0003',
  data: { client: { number: 'WEB-DV-0003', name: 'Ana Pop', plate: 'CJ12ABC' }, parts: { items: [{ name: 'Filtru ulei', qty: 2, price: '45.50', value: '91.00' }] }, notes: {} },
  facts: { 'client.name': 'Ana Pop' },
  totals: { parts: '91.00', vat: '19.11', grand: '110.11' },
  created_at: '2026-03-02T10:00:00.000Z',
  form_schema: estimateDefinition,
});

const fillToLastStep = (user: ReturnType<typeof userEvent.setup>) => fillEstimate(user, 'Ana Pop');

describe('public applications without an account', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    clearSessionToken();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('fills the steps with live totals, submits without a token and opens the public submission', async () => {
    const fetchMock = mockApi({
      ...common,
      [`POST /api/forms/open/forms/${FORM_ID}/submit`]: () => jsonResponse(201, { id: SUBMISSION_ID, number: 'WEB-DV-0003', created_at: '2026-03-02T10:00:00.000Z' }),
      [`GET /api/forms/public/submissions/${SUBMISSION_ID}`]: () => jsonResponse(200, submission()),
    });
    const user = userEvent.setup();
    renderApp(`/public-doc-steps/${FORM_ID}`);
    expect(await screen.findByRole('heading', { name: 'Test estimate' })).toBeTruthy();
    expect(screen.getByText('Try without an account')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a free account' }).getAttribute('href')).toBe('/register');
    await fillToLastStep(user);
    expect(document.querySelector('[data-total="grand"]')?.textContent?.replace(/\s/g, ' ')).toBe('RON 110.11');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentLocation.path).toBe(`/public-submissions/${SUBMISSION_ID}`));
    expect(await screen.findByText(/Your document was submitted/)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => url === `/api/forms/open/forms/${FORM_ID}/submit`);
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBeNull();
    expect(bodyOf(call?.[1])).toEqual({
      data: { client: { name: 'Ana Pop' }, parts: { items: [{ name: 'Filtru ulei', qty: 2, price: '45.5' }] }, notes: {} },
    });
  });

  it('checks the fields before submitting and shows a server 400 at its field', async () => {
    const fetchMock = mockApi({
      ...common,
      [`POST /api/forms/open/forms/${FORM_ID}/submit`]: () => apiError(400, 'validation_error', [{ path: 'client.name', message: 'Name not accepted' }]),
    });
    const user = userEvent.setup();
    renderApp(`/public-doc-steps/${FORM_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    // The client step is required: nothing is sent.
    expect(await screen.findByText('Step 1 of 3')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/submit'))).toBe(false);
    await fillToLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name not accepted')).toBeTruthy();
    expect(screen.getByText('Some fields are not valid. Check the highlighted fields.')).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
  });

  it('says so when there were too many tries (429)', async () => {
    mockApi({ ...common, [`POST /api/forms/open/forms/${FORM_ID}/submit`]: () => apiError(429, 'rate_limited') });
    const user = userEvent.setup();
    renderApp(`/public-doc-steps/${FORM_ID}`);
    await fillToLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too many attempts from your connection. Please wait a few minutes and try again.')).toBeTruthy();
  });

  it('says that a private or unknown application is not public (404)', async () => {
    mockApi({ [`GET /api/forms/open/forms/${OTHER_ID}`]: () => apiError(404, 'form_not_found') });
    renderApp(`/public-doc-steps/${OTHER_ID}`);
    expect(await screen.findByText('This application is not public or no longer exists.')).toBeTruthy();
  });

  it('downloads a PDF preview of the input from the public preview call', async () => {
    const { downloads } = captureDownloads();
    const fetchMock = mockApi({ ...common, [`POST /api/forms/open/forms/${FORM_ID}/pdf?locale=en`]: () => pdfResponse(`${FORM_ID}-preview.pdf`) });
    const user = userEvent.setup();
    renderApp(`/public-doc-steps/${FORM_ID}`);
    await user.type(await screen.findByLabelText(/Client name/), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Preview PDF' }));
    await waitFor(() => expect(downloads.map((d) => d.filename)).toEqual([`${FORM_ID}-preview.pdf`]));
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/pdf'));
    expect(bodyOf(call?.[1])).toMatchObject({ data: { client: { name: 'Ana' } } });
  });

  it('previews only what it could submit: the fields say what is wrong, locally or from the server 400', async () => {
    const fetchMock = mockApi({
      ...common,
      [`POST /api/forms/open/forms/${FORM_ID}/pdf?locale=en`]: () => apiError(400, 'validation_error', [{ path: 'client.name', message: 'Name not accepted' }]),
    });
    const user = userEvent.setup();
    renderApp(`/public-doc-steps/${FORM_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Preview PDF' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/pdf'))).toBe(false);
    await user.type(screen.getByLabelText(/Client name/), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Preview PDF' }));
    expect(await screen.findByText('Name not accepted')).toBeTruthy();
  });

  it('shows a public submission read-only, with locale-formatted totals and date, and downloads <id>.pdf', async () => {
    const { downloads } = captureDownloads();
    mockApi({
      ...common,
      [`GET /api/forms/public/submissions/${SUBMISSION_ID}`]: () => jsonResponse(200, submission()),
      [`GET /api/forms/public/submissions/${SUBMISSION_ID}/pdf?locale=en`]: () => pdfResponse(`${SUBMISSION_ID}.pdf`),
    });
    const user = userEvent.setup();
    renderApp(`/public-submissions/${SUBMISSION_ID}`);
    expect(await screen.findByText('Ana Pop')).toBeTruthy();
    expect(screen.getByText('No. WEB-DV-0003')).toBeTruthy();
    expect(screen.getByText('Created on 03/02/2026')).toBeTruthy();
    expect(document.querySelector('[data-total="grand"]')?.textContent?.replace(/\s/g, ' ')).toBe('RON 110.11');
    await waitFor(() => expect(document.title).toBe('Test estimate · Atelier'));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloads.map((d) => d.filename)).toEqual([`${SUBMISSION_ID}.pdf`]));
  });

  it('answers an unknown or malformed submission link with a translated message', async () => {
    mockApi({ [`GET /api/forms/public/submissions/${SUBMISSION_ID}`]: () => apiError(404, 'document_not_found') });
    const first = renderApp(`/public-submissions/${SUBMISSION_ID}`);
    expect(await screen.findByText('This document does not exist, or the link is incomplete.')).toBeTruthy();
    first.unmount();
    renderApp('/public-submissions/not-an-id');
    expect(await screen.findByText('This document does not exist, or the link is incomplete.')).toBeTruthy();
  });

  it('gives an anonymous visitor of /documents/{public form} the public steps, and the login otherwise', async () => {
    mockApi({ ...common, [`GET /api/forms/open/forms/${OTHER_ID}`]: () => apiError(404, 'form_not_found') });
    const first = renderApp(`/documents/${FORM_ID}`);
    expect(await screen.findByText('Try without an account')).toBeTruthy();
    expect(currentLocation.path).toBe(`/documents/${FORM_ID}`);
    expect(screen.queryByRole('contentinfo')).toBeNull();
    first.unmount();
    renderApp(`/documents/${OTHER_ID}?mode=edit`);
    await waitFor(() => expect(currentLocation.path).toBe(`/login?returnTo=${encodeURIComponent(`/documents/${OTHER_ID}?mode=edit`)}`));
  });
});
