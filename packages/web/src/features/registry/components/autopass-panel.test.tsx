import type { RegistryCredentialsStatus, RegistryDocumentDto, ServiceCodesResponse } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { bodyOf } from '../../../test/fetch-calls';
import { apiError, jsonResponse, mockApi, renderUi } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';
import { AutopassPanel } from './autopass-panel';

const STATUS = '/api/user/forms/autopass/credentials/status';
const CREDENTIALS = '/api/user/forms/autopass/credentials';
const DOCUMENTS = '/api/user/forms/autopass/documents?skip=0&limit=10&locale=en';
const CODES = '/api/user/forms/autopass/prestatie-codes';
const DOC_ID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const SEND = `/api/user/forms/autopass?submission_id=${DOC_ID}`;

const status = (state: RegistryCredentialsStatus['state'], over: Partial<RegistryCredentialsStatus> = {}): RegistryCredentialsStatus => ({
  state,
  last_checked_at: state === 'none' ? null : '2026-11-20T10:00:00.000Z',
  last_error: null,
  last_error_code: null,
  ...over,
});

const doc = (over: Partial<RegistryDocumentDto['registry']> = {}): RegistryDocumentDto => ({
  id: DOC_ID,
  number: 'DV-0007',
  form_id: 'bbbbbbbbbbbbbbbbbbbbbbb1',
  form_title: 'Deviz auto',
  created_at: '2026-11-20T10:00:00.000Z',
  plate: 'CJ12ABC',
  vin: 'WVWZZZ1JZXW000123',
  vehicle: 'Dacia Logan',
  registry: { state: 'not_sent', autopass_id: null, sent_at: null, last_error_code: null, last_error: null, ...over },
  draft: { vin: 'WVWZZZ1JZXW000123', registration_number: 'CJ12ABC', odometer: 154321, initial_odometer: null, service_date: '2026-11-20', repaired_system: null, notes: '', codes: [] },
});

const codes: ServiceCodesResponse = {
  fetched_at: '2026-11-20T10:00:00.000Z',
  codes: [
    { code: 'R-ODO', label: 'Reparație kilometraj', category: 'Kilometraj', requires_initial_odometer: true },
    { code: 'REV', label: 'Revizie periodică', category: 'Întreținere', requires_initial_odometer: false },
  ],
};

const card = async () => within((await screen.findByRole('heading', { name: 'RAR AutoPass registry integration' })).closest('section')!);

describe('AutoPass tab', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setSessionToken(makeToken());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('has its texts in a language first loaded after the tab (they come with the tab, not the first page)', async () => {
    await i18n.changeLanguage('it');
    mockApi({ [`GET ${STATUS}`]: () => apiError(403, 'registry_not_allocated') });
    renderUi(<AutopassPanel isOwner />);
    expect(await screen.findByRole('heading', { name: 'Integrazione registro RAR AutoPass' })).toBeTruthy();
    // The language's own texts were not replaced by the registry's.
    expect(i18n.t('dashboard.tabs.autopass')).toBe('AutoPass (registro RAR)');
    await i18n.changeLanguage('ro');
    expect(i18n.t('registry.card.title')).toBe('Integrare registru RAR AutoPass');
  });

  it('says the registry application must be allocated when the server answers registry_not_allocated', async () => {
    mockApi({ [`GET ${STATUS}`]: () => apiError(403, 'registry_not_allocated') });
    renderUi(<AutopassPanel isOwner />);
    expect(await screen.findByText(/needs the "RAR AutoPass registry record" application allocated/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Documents with a vehicle' })).toBeNull();
  });

  it('saves credentials: required fields, the registry refusing them, then saved and working', async () => {
    let current = status('none');
    const sent: Record<string, unknown>[] = [];
    mockApi({
      [`GET ${STATUS}`]: () => jsonResponse(200, current),
      [`GET ${DOCUMENTS}`]: () => jsonResponse(200, { results: [], total: 0 }),
      [`POST ${CREDENTIALS}`]: (init) => {
        sent.push(bodyOf(init));
        if (bodyOf(init).password !== 'bun') return jsonResponse(400, { error: { code: 'registry_login_failed', message: 'Parola AutoPass nu este corectă' } });
        current = status('working');
        return jsonResponse(200, current);
      },
    });
    const user = userEvent.setup();
    renderUi(<AutopassPanel isOwner />);
    const c = await card();
    expect(await c.findByText('No AutoPass sign-in details are saved.')).toBeTruthy();
    expect(await screen.findByText('Save the AutoPass sign-in details first to send records to the registry.')).toBeTruthy();
    await user.click(c.getByRole('button', { name: 'Check and save' }));
    expect(c.getByText('Enter the e-mail address of the AutoPass account.')).toBeTruthy();
    expect(c.getByText('Enter the password of the AutoPass account.')).toBeTruthy();
    expect(sent).toHaveLength(0);
    await user.type(c.getByLabelText(/AutoPass account e-mail/), 'rar@example.ro');
    await user.type(c.getByLabelText(/AutoPass account password/), 'rau');
    await user.click(c.getByRole('button', { name: 'Check and save' }));
    expect(await c.findByText('The sign-in details could not be saved. Check the e-mail address and password.')).toBeTruthy();
    expect(c.getByText('The registry said: Parola AutoPass nu este corectă')).toBeTruthy();
    await user.clear(c.getByLabelText(/AutoPass account password/));
    await user.type(c.getByLabelText(/AutoPass account password/), 'bun');
    await user.click(c.getByRole('button', { name: 'Check and save' }));
    expect(await c.findByText('The sign-in details were checked with the registry and saved.')).toBeTruthy();
    expect(await c.findByText('Sign-in details saved and working.')).toBeTruthy();
    expect(sent.at(-1)).toEqual({ email: 'rar@example.ro', password: 'bun' });
  });

  it('tests the connection (succeeded, refused, unreachable) and removes the credentials after a confirmation', async () => {
    const answers = [status('working'), status('failing', { last_error: 'Cont blocat', last_error_code: 'registry_credentials_rejected' }), status('failing', { last_error_code: 'registry_unavailable' })];
    let removals = 0;
    mockApi({
      [`GET ${STATUS}`]: () => jsonResponse(200, status('working')),
      [`GET ${DOCUMENTS}`]: () => jsonResponse(200, { results: [], total: 0 }),
      [`POST ${CREDENTIALS}/test`]: () => jsonResponse(200, answers.shift()),
      [`DELETE ${CREDENTIALS}`]: () => (++removals === 1 ? apiError(500, 'internal_error') : jsonResponse(204)),
    });
    const user = userEvent.setup();
    renderUi(<AutopassPanel isOwner />);
    const c = await card();
    await user.click(await c.findByRole('button', { name: 'Test connection' }));
    expect(await c.findByText('Test succeeded: the registry accepted the sign-in details.')).toBeTruthy();
    await user.click(c.getByRole('button', { name: 'Test connection' }));
    expect(await c.findByText('Test failed: the registry refused the sign-in details. Check the e-mail address and password.')).toBeTruthy();
    expect(c.getByText('The registry said: Cont blocat')).toBeTruthy();
    await user.click(c.getByRole('button', { name: 'Test connection' }));
    expect(await c.findByText('Test failed: the registry could not be reached. Try again later.')).toBeTruthy();

    await user.click(c.getByRole('button', { name: 'Remove the sign-in details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove the AutoPass sign-in details?' }));
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await dialog.findByText('The sign-in details could not be removed. Try again.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await c.findByText('The sign-in details were removed.')).toBeTruthy();
    expect(removals).toBe(2);
  });

  it('a member sees the state (failing, with the registry\'s reason) and may test, but not change the credentials', async () => {
    mockApi({ [`GET ${STATUS}`]: () => jsonResponse(200, status('failing', { last_error: 'Cont suspendat', last_error_code: 'registry_credentials_rejected' })), [`GET ${DOCUMENTS}`]: () => jsonResponse(200, { results: [], total: 0 }) });
    renderUi(<AutopassPanel isOwner={false} />);
    const c = await card();
    expect(await c.findByText('Only the owner of the business can save or remove the sign-in details.')).toBeTruthy();
    expect(c.getByText('Sign-in details saved, but the last check failed.')).toBeTruthy();
    expect(c.getByText('The registry refused the saved sign-in details. Check them in the configuration card.')).toBeTruthy();
    expect(c.getByText('The registry said: Cont suspendat')).toBeTruthy();
    expect(c.getByRole('button', { name: 'Test connection' })).toBeTruthy();
    expect(c.queryByRole('button', { name: 'Remove the sign-in details' })).toBeNull();
    expect(await screen.findByText('There are no documents with a vehicle (plate or VIN).')).toBeTruthy();
  });

  it("asks for the documents' application titles in the app's chosen language, whatever the browser's", async () => {
    await i18n.changeLanguage('ro');
    mockApi({
      [`GET ${STATUS}`]: () => jsonResponse(200, status('working')),
      [`GET ${DOCUMENTS.replace('locale=en', 'locale=ro')}`]: () => jsonResponse(200, { results: [{ ...doc(), form_title: 'Deviz auto (plătitor de TVA)' }], total: 1 }),
    });
    renderUi(<AutopassPanel isOwner />);
    expect(await screen.findByText('DV-0007 · Deviz auto (plătitor de TVA)')).toBeTruthy();
  });

  it('says when the codes cannot be loaded, or there are none', async () => {
    let codesAnswer = () => apiError(422, 'registry_credentials_rejected');
    mockApi({
      [`GET ${STATUS}`]: () => jsonResponse(200, status('working')),
      [`GET ${DOCUMENTS}`]: () => jsonResponse(200, { results: [doc()], total: 1 }),
      [`GET ${CODES}`]: () => codesAnswer(),
    });
    const user = userEvent.setup();
    const view = renderUi(<AutopassPanel isOwner />);
    await user.click(await screen.findByRole('button', { name: 'Send to registry: DV-0007' }));
    expect(await screen.findByText('The service codes could not be loaded. Check the sign-in details.')).toBeTruthy();
    view.unmount();
    codesAnswer = () => jsonResponse(200, { codes: [], fetched_at: codes.fetched_at });
    renderUi(<AutopassPanel isOwner />);
    await user.click(await screen.findByRole('button', { name: 'Send to registry: DV-0007' }));
    expect(await screen.findByText('No service codes are available. Check the configuration.')).toBeTruthy();
  });

  it('sends in two steps: codes (R-ODO asks for the initial reading), then the checked data; a failure keeps it all; then the autopassId', async () => {
    let current = doc();
    const bodies: Record<string, unknown>[] = [];
    let down = true;
    mockApi({
      [`GET ${STATUS}`]: () => jsonResponse(200, status('working')),
      [`GET ${DOCUMENTS}`]: () => jsonResponse(200, { results: [current], total: 1 }),
      [`GET ${CODES}`]: () => jsonResponse(200, codes),
      [`POST ${SEND}`]: (init) => {
        bodies.push(bodyOf(init));
        if (down) {
          down = false;
          return apiError(502, 'registry_unavailable');
        }
        current = doc({ state: 'sent', autopass_id: 'AP-2026-000042', sent_at: '2026-11-20T11:00:00.000Z' });
        return jsonResponse(200, { action: 'submit', autopass_id: 'AP-2026-000042', status: 'ACCEPTED', received_at: '2026-11-20T11:00:00.000Z', messages: [], document_id: DOC_ID });
      },
    });
    const user = userEvent.setup();
    renderUi(<AutopassPanel isOwner />);
    const row = within((await screen.findAllByTestId('registry-document'))[0]!);
    expect(row.getByText('Not sent')).toBeTruthy();
    await user.click(row.getByRole('button', { name: 'Send to registry: DV-0007' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send to the registry: DV-0007' }));
    await dialog.findByText(/Revizie periodică/);
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    expect(dialog.getByText('Select at least one service code.')).toBeTruthy();
    await user.type(dialog.getByLabelText('Search a code or a service'), 'kilometraj');
    expect(dialog.queryByText(/Revizie periodică/)).toBeNull();
    await user.click(dialog.getByRole('checkbox', { name: /R-ODO/ }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    expect(dialog.getByText('Enter the initial reading: it is required for R-ODO and I-ODO.')).toBeTruthy();
    await user.type(dialog.getByLabelText(/Initial reading/), '98000');
    await user.click(dialog.getByRole('button', { name: 'Next' }));

    // Step 2: pre-filled from the document; each required field says so.
    expect((dialog.getByLabelText(/^VIN/) as HTMLInputElement).value).toBe('WVWZZZ1JZXW000123');
    expect((dialog.getByLabelText(/Registration number/) as HTMLInputElement).value).toBe('CJ12ABC');
    await user.clear(dialog.getByLabelText(/^VIN/));
    await user.clear(dialog.getByLabelText(/Registration number/));
    await user.clear(dialog.getByLabelText(/Odometer/));
    // The service date in the app's language (en: MM/DD/YYYY), not the browser's; a phone picks it from a calendar.
    expect(dialog.getByRole('button', { name: /Service date/ }).textContent).toBe('11/20/2026');
    await user.click(dialog.getByRole('button', { name: 'Send to registry' }));
    expect(dialog.getByText('Enter the VIN.')).toBeTruthy();
    expect(dialog.getByText('Enter the registration number.')).toBeTruthy();
    expect(dialog.getByText('Enter the odometer reading.')).toBeTruthy();
    expect(bodies).toHaveLength(0);
    await user.type(dialog.getByLabelText(/^VIN/), 'WVWZZZ1JZXW00012I');
    await user.click(dialog.getByRole('button', { name: 'Send to registry' }));
    expect(dialog.getByText('A VIN has only letters and digits, without I, O and Q.')).toBeTruthy();
    await user.clear(dialog.getByLabelText(/^VIN/));
    await user.type(dialog.getByLabelText(/^VIN/), 'WVWZZZ1JZXW000123');
    await user.type(dialog.getByLabelText(/Registration number/), 'CJ 12 ABC');
    await user.type(dialog.getByLabelText(/Odometer/), '154400');
    await user.type(dialog.getByLabelText(/Notes for RAR/), 'Kilometraj reparat');
    await user.click(dialog.getByRole('button', { name: 'Send to registry' }));
    expect(await dialog.findByText('The registry could not be reached. Nothing was lost: try again later.')).toBeTruthy();
    expect(dialog.getByText('The record was not sent. What you typed is kept: try again.')).toBeTruthy();
    expect((dialog.getByLabelText(/Notes for RAR/) as HTMLTextAreaElement).value).toBe('Kilometraj reparat');
    await user.click(dialog.getByRole('button', { name: 'Send to registry' }));
    expect(await screen.findByText('The service record was sent to the registry. AutoPass ID: AP-2026-000042')).toBeTruthy();
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[1]).toMatchObject({ vin: 'WVWZZZ1JZXW000123', registration_number: 'CJ 12 ABC', odometer: 154400, initial_odometer: 98000, codes: ['R-ODO'], notes: 'Kilometraj reparat', service_date: '2026-11-20' });
    await waitFor(() => expect(screen.getByTestId('autopass-id').textContent).toBe('AutoPass ID: AP-2026-000042'));
    expect(screen.getByRole('button', { name: 'Update in registry: DV-0007' })).toBeTruthy();
    // Much typing, key by key: slow on a busy machine.
  }, 60_000);
});
