import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { emitDocumentAction, requestPdf, resetDocumentActivity } from '../document-actions';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { captureDownloads, deferred, pdfResponse } from '../../../test/downloads';
import { DOCUMENT_ID, FORM_ID, USER_ID, makeDocument, makeFormDetail } from '../../../test/estimate-fixture';
import { bodyOf, bodyOfCall, callKeys } from '../../../test/fetch-calls';
import { apiError, currentLocation, jsonResponse, mockApi, renderApp } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';

const common = {
  'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
  [`GET /api/user/forms/${FORM_ID}`]: () => jsonResponse(200, makeFormDetail()),
  [`GET /api/user/forms/${FORM_ID}?version=1`]: () => jsonResponse(200, makeFormDetail()),
  [`GET /api/user/forms/${FORM_ID}/submission_count`]: () => jsonResponse(200, { count: 5, previous_count: 4 }),
  [`GET /api/user/completed_forms/${DOCUMENT_ID}`]: () => jsonResponse(200, makeDocument()),
};
const PREVIEW = `POST /api/user/forms/${FORM_ID}/pdf?locale=en`;
const SAVED_PDF = `GET /api/user/completed_forms/${DOCUMENT_ID}/pdf?locale=en`;

const openDialog = async (user: ReturnType<typeof userEvent.setup>, label = 'Generate PDF') => {
  await user.click(screen.getByRole('button', { name: label }));
  return screen.findByRole('dialog');
};

describe('Generate PDF', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setSessionToken(makeToken({ sub: USER_ID }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
    resetDocumentActivity();
  });

  it('downloads a saved, unchanged document in one click, at both widths, without asking; asks only once the input changed', async () => {
    const { downloads } = captureDownloads();
    const fetchMock = mockApi({ ...common, [SAVED_PDF]: () => pdfResponse(`${DOCUMENT_ID}.pdf`) });
    const user = userEvent.setup();
    // Preview mode: no bar action, but the document's own "Download PDF" (in the page, not the menu).
    const preview = renderApp(`/documents/${DOCUMENT_ID}`);
    expect(await screen.findByText('Ștefan Popescu')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate PDF' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloads.map((d) => d.filename)).toEqual([`${DOCUMENT_ID}.pdf`]));
    expect(screen.queryByRole('dialog')).toBeNull();
    preview.unmount();

    renderApp(`/documents/${DOCUMENT_ID}?mode=edit`);
    const name = await screen.findByLabelText(/Client name/);
    await user.click(screen.getByRole('button', { name: 'Generate PDF' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callKeys(fetchMock).filter((key) => key === SAVED_PDF)).toHaveLength(2);

    await user.type(name, ' Jr');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('How would you like to generate the PDF?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Preview only/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Save and generate/ })).toBeTruthy();
    expect(downloads).toHaveLength(2);
  });

  it('opens a preview inline in a tab opened by the click, and downloads it when the browser blocks that tab', async () => {
    const { downloads } = captureDownloads();
    mockApi({ ...common, [PREVIEW]: () => pdfResponse(`${FORM_ID}-preview.pdf`) });
    const tab = { closed: false, close: vi.fn(), location: { href: '' }, document: { title: '', body: { textContent: '' } } };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const user = userEvent.setup();
    renderApp(`/documents/${FORM_ID}?mode=edit`);
    await user.type(await screen.findByLabelText(/Client name/), 'Ana');
    await user.click(within(await openDialog(user)).getByRole('button', { name: /Preview only/ }));
    await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.document.body.textContent).toBe('Generating the PDF…');
    expect(tab.close).not.toHaveBeenCalled();
    expect(downloads).toHaveLength(0);

    open.mockReturnValue(null as never);
    await user.click(within(await openDialog(user)).getByRole('button', { name: /Preview only/ }));
    await waitFor(() => expect(downloads.map((d) => d.filename)).toEqual([`${FORM_ID}-preview.pdf`]));
  });

  it('previews the input on screen: posts it, saves nothing, downloads <formId>-preview.pdf', async () => {
    const { downloads } = captureDownloads();
    const fetchMock = mockApi({ ...common, [PREVIEW]: () => pdfResponse(`${FORM_ID}-preview.pdf`) });
    const user = userEvent.setup();
    renderApp(`/documents/${FORM_ID}?mode=edit`);
    await user.type(await screen.findByLabelText(/Client name/), 'Ana');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: /Preview only/ }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]).toMatchObject({ filename: `${FORM_ID}-preview.pdf`, type: 'application/pdf' });
    expect(await downloads[0]?.text).toBe('%PDF-1.7 test');
    expect(bodyOfCall(fetchMock, PREVIEW)).toMatchObject({ data: { client: { name: 'Ana' } } });
    expect(callKeys(fetchMock).some((key) => key.includes('/submit'))).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentLocation.path).toBe(`/documents/${FORM_ID}?mode=edit`);
  });

  it('saves changes first (PUT), then downloads <id>.pdf and refreshes the lists', async () => {
    const { downloads } = captureDownloads();
    const fetchMock = mockApi({
      ...common,
      [`PUT /api/user/completed_forms/${DOCUMENT_ID}`]: (init) => {
        const body = bodyOf<{ data: ReturnType<typeof makeDocument>['data'] }>(init);
        return jsonResponse(200, makeDocument({ version: 4, data: body.data }));
      },
      [SAVED_PDF]: () => pdfResponse(`${DOCUMENT_ID}.pdf`),
    });
    const user = userEvent.setup();
    const { queryClient } = renderApp(`/documents/${DOCUMENT_ID}?mode=edit`);
    queryClient.setQueryData(['forms'], []);
    const name = await screen.findByLabelText<HTMLInputElement>(/Client name/);
    await user.clear(name);
    await user.type(name, 'Ion');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: /Save and generate/ }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.filename).toBe(`${DOCUMENT_ID}.pdf`);
    expect(bodyOfCall(fetchMock, `PUT /api/user/completed_forms/${DOCUMENT_ID}`)).toMatchObject({ version: 3, data: { client: { name: 'Ion' } } });
    const order = callKeys(fetchMock);
    expect(order.indexOf(`PUT /api/user/completed_forms/${DOCUMENT_ID}`)).toBeLessThan(order.indexOf(SAVED_PDF));
    expect(queryClient.getQueryState(['forms'])?.isInvalidated).toBe(true);
    expect(await screen.findByText('Document DV-0007 was saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('saves a new document, opens it under its id, and downloads <id>.pdf', async () => {
    const { downloads } = captureDownloads();
    const fetchMock = mockApi({
      ...common,
      [`POST /api/user/forms/${FORM_ID}/submit`]: () => jsonResponse(201, makeDocument()),
      [SAVED_PDF]: () => pdfResponse(`${DOCUMENT_ID}.pdf`),
    });
    const user = userEvent.setup();
    renderApp(`/documents/${FORM_ID}?mode=edit`);
    await user.type(await screen.findByLabelText(/Client name/), 'Ștefan Popescu');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: /Save and generate/ }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.filename).toBe(`${DOCUMENT_ID}.pdf`);
    expect(bodyOfCall(fetchMock, `POST /api/user/forms/${FORM_ID}/submit`)).toMatchObject({ data: { client: { name: 'Ștefan Popescu' } } });
    expect(currentLocation.path).toBe(`/documents/${DOCUMENT_ID}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('previews an incomplete form too; values the server refuses are marked at their fields', async () => {
    const { downloads } = captureDownloads();
    let refuse = false;
    const fetchMock = mockApi({
      ...common,
      [PREVIEW]: () => (refuse ? apiError(400, 'validation_error', [{ path: 'client.name', message: 'Name not accepted' }]) : pdfResponse(`${FORM_ID}-preview.pdf`)),
    });
    const user = userEvent.setup();
    renderApp(`/documents/${FORM_ID}?mode=edit`);
    await screen.findByLabelText(/Client name/);
    await user.click(within(await openDialog(user)).getByRole('button', { name: /Preview only/ }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(screen.queryByText('This field is required')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    refuse = true;
    await user.type(screen.getByLabelText(/Client name/), '???');
    await user.click(within(await openDialog(user)).getByRole('button', { name: /Preview only/ }));
    expect(await screen.findByText('Name not accepted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(downloads).toHaveLength(1);
    expect(callKeys(fetchMock).filter((key) => key === PREVIEW)).toHaveLength(2);
  });

  it('shows missing fields instead of saving, and closes the dialog', async () => {
    const fetchMock = mockApi(common);
    const user = userEvent.setup();
    renderApp(`/documents/${FORM_ID}?mode=edit`);
    await screen.findByLabelText(/Client name/);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: /Save and generate/ }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callKeys(fetchMock).some((key) => key.startsWith('POST'))).toBe(false);
  });

  it('ignores a second request while one is running, and shows its progress', async () => {
    const { downloads } = captureDownloads();
    const answer = deferred<Response>();
    let pdfCalls = 0;
    mockApi({
      ...common,
      [PREVIEW]: () => {
        pdfCalls += 1;
        return answer.promise;
      },
    });
    const user = userEvent.setup();
    renderApp(`/documents/${DOCUMENT_ID}?mode=edit`);
    await user.type(await screen.findByLabelText(/Client name/), ' Jr');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: /Preview only/ }));
    expect(await within(dialog).findByText('Generating the PDF…')).toBeTruthy();
    const preview = within(dialog).getByRole<HTMLButtonElement>('button', { name: /Preview only/ });
    const save = within(dialog).getByRole<HTMLButtonElement>('button', { name: /Save and generate/ });
    expect(preview.disabled && save.disabled).toBe(true);
    await user.click(save);
    await expect(requestPdf(true)).resolves.toBeUndefined();
    emitDocumentAction({ type: 'resetForm' });
    expect(screen.queryByText(/Are you sure you want to reset the form/)).toBeNull();
    expect(pdfCalls).toBe(1);

    answer.resolve(pdfResponse(`${FORM_ID}-preview.pdf`));
    await waitFor(() => expect(downloads).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pdfCalls).toBe(1);
  });

  it('says why a one-click download failed, translated, and lets the user try again', async () => {
    await i18n.changeLanguage('ro');
    let failures = 0;
    mockApi({
      ...common,
      [`GET /api/user/completed_forms/${DOCUMENT_ID}/pdf?locale=ro`]: () => {
        failures += 1;
        return failures === 1 ? apiError(500, 'form_misconfigured') : apiError(404, 'form_not_found');
      },
    });
    const user = userEvent.setup();
    renderApp(`/documents/${DOCUMENT_ID}?mode=edit`);
    await screen.findByLabelText(/Nume client/);
    const dialog = await openDialog(user, 'Descarcă PDF');
    expect(await within(dialog).findByText('Generarea PDF-ului a eșuat.')).toBeTruthy();
    expect(within(dialog).getByText('Formularul nu este configurat corect.')).toBeTruthy();
    // Nothing to choose for a saved document: the dialog offers the download again.
    expect(within(dialog).queryByRole('button', { name: /Doar previzualizare/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Descarcă PDF' }));
    expect(await within(dialog).findByText('Nu a fost găsită structura formularului.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('is blocked without a session', async () => {
    const fetchMock = mockApi(common);
    const user = userEvent.setup();
    renderApp(`/documents/${DOCUMENT_ID}?mode=edit`);
    await user.type(await screen.findByLabelText(/Client name/), ' Jr');
    const dialog = await openDialog(user);
    act(() => clearSessionToken());
    expect(await within(dialog).findByText('Sign in to generate PDFs.')).toBeTruthy();
    const preview = within(dialog).getByRole<HTMLButtonElement>('button', { name: /Preview only/ });
    expect(preview.disabled).toBe(true);
    // Signed out, the editor is gone too (an anonymous visitor gets the public steps): nothing is sent.
    await expect(requestPdf(false)).resolves.toMatchObject({ status: 'failed' });
    expect(callKeys(fetchMock).some((key) => key.includes('/pdf'))).toBe(false);
  });
});
