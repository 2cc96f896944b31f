import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { bodyOf, callKeys } from '../../../test/fetch-calls';
import { apiError, currentLocation, jsonResponse, mockApi, renderUi } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';
import { leaveForAnaf } from '../leave-for-anaf';
import { spvStatus } from '../test/fixtures';
import { SpvCard } from './spv-card';

const STATUS = 'GET /api/user/spv';

const card = async () => within((await screen.findByRole('heading', { name: 'e-Factura in SPV' })).closest('section') as HTMLElement);

describe('the SPV card on the company profile', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setSessionToken(makeToken());
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('only says so when this server has no SPV configured', async () => {
    mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('not_configured')) });
    renderUi(<SpvCard isOwner />);
    const c = await card();
    expect(await c.findByText(/is not configured on this server/)).toBeTruthy();
    expect(c.queryByRole('button')).toBeNull();
    expect(c.queryByText(/5 working days/)).toBeNull();
  });

  it('explains what it does to the owner and connects: asks the server, then the browser goes to the address it answered', async () => {
    const go = vi.spyOn(leaveForAnaf, 'go').mockImplementation(() => undefined);
    const fetchMock = mockApi({
      [STATUS]: () => jsonResponse(200, spvStatus('not_connected')),
      'POST /api/user/spv/connect?locale=en': () => jsonResponse(200, { url: 'https://logincert.anaf.ro/anaf-oauth2/v1/authorize?state=abc' }),
    });
    renderUi(<SpvCard isOwner />);
    const c = await card();
    expect(await c.findByText(/within the 5 working days the law asks \(OUG 89\/2025\)/)).toBeTruthy();
    expect(c.getByTestId('spv-state').textContent).toBe('Not connected');
    await userEvent.setup().click(c.getByRole('button', { name: 'Connect SPV' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://logincert.anaf.ro/anaf-oauth2/v1/authorize?state=abc'));
    expect(callKeys(fetchMock)).toContain('POST /api/user/spv/connect?locale=en');
  });

  it("asks for the company's CUI while the profile has none (uploads go under it), and says nothing once it is there", async () => {
    const profile = (cui: string) => ({ name: 'Service Auto Someș SRL', cui, reg_no: '', address: '', county: '', city: '', phone: '', email: '', iban: '', bank: '', vat_payer: true, updated_at: null });
    mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('not_connected')), 'GET /api/user/profile': () => jsonResponse(200, profile('')) });
    const first = renderUi(<SpvCard isOwner />);
    expect(await (await card()).findByText(/Fill in the company's CUI above and save the profile/)).toBeTruthy();
    first.unmount();

    const fetchMock = mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('not_connected')), 'GET /api/user/profile': () => jsonResponse(200, profile('RO18547290')) });
    renderUi(<SpvCard isOwner />);
    const c = await card();
    await c.findByRole('button', { name: 'Connect SPV' });
    // The profile was read and answered: still no hint.
    await waitFor(() => expect(callKeys(fetchMock)).toContain('GET /api/user/profile'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(c.queryByText(/Fill in the company's CUI/)).toBeNull();
  });

  it('shows a member the state and whom to ask, with no button', async () => {
    mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('not_connected')) });
    renderUi(<SpvCard isOwner={false} />);
    const c = await card();
    expect(await c.findByText('Only the business owner connects SPV and chooses how invoices are uploaded. Please ask the owner.')).toBeTruthy();
    expect(c.getByTestId('spv-state').textContent).toBe('Not connected');
    expect(c.queryByRole('button')).toBeNull();
  });

  it("says why connecting could not start, in the app's words", async () => {
    const go = vi.spyOn(leaveForAnaf, 'go').mockImplementation(() => undefined);
    mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('not_connected')), 'POST /api/user/spv/connect?locale=en': () => apiError(503, 'spv_not_configured') });
    renderUi(<SpvCard isOwner />);
    const c = await card();
    await userEvent.setup().click(await c.findByRole('button', { name: 'Connect SPV' }));
    expect((await c.findByRole('alert')).textContent).toBe('e-Factura in SPV is not configured on this server.');
    expect(go).not.toHaveBeenCalled();
  });

  it('when connected: until when in the app\'s date format, the upload mode the owner switches, and Disconnect', async () => {
    await i18n.changeLanguage('ro');
    let current = spvStatus('connected');
    const put: unknown[] = [];
    mockApi({
      [STATUS]: () => jsonResponse(200, current),
      // The app's language goes with the choice: the owner's SPV e-mails are written in it.
      'PUT /api/user/spv/settings?locale=ro': (init) => {
        put.push(bodyOf(init));
        current = { ...current, upload_mode: 'manual' };
        return jsonResponse(200, current);
      },
    });
    renderUi(<SpvCard isOwner />);
    const c = within((await screen.findByRole('heading', { name: 'e-Factura în SPV' })).closest('section') as HTMLElement);
    expect(await c.findByText('Conexiunea este valabilă până la 02.03.2027. Conectați din nou înainte de această dată.')).toBeTruthy();
    expect(c.getByTestId('spv-state').textContent).toBe('Conectat');
    const auto = c.getByRole('radio', { name: /Automat, la salvare/ }) as HTMLInputElement;
    const manual = c.getByRole('radio', { name: /Manual, cu butonul „Trimite în SPV”/ }) as HTMLInputElement;
    expect(auto.checked).toBe(true);
    await userEvent.setup().click(manual);
    expect(await c.findByText('Modul de încărcare a fost salvat.')).toBeTruthy();
    expect(put).toEqual([{ upload_mode: 'manual' }]);
    expect(manual.checked).toBe(true);
    expect(c.getByRole('button', { name: 'Deconectează' })).toBeTruthy();
    expect(c.queryByRole('button', { name: 'Conectează SPV' })).toBeNull();
  });

  it('shows a member the mode as words, not a switch', async () => {
    mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('connected', { upload_mode: 'manual' })) });
    renderUi(<SpvCard isOwner={false} />);
    const c = await card();
    expect(await c.findByText('Upload mode: Manual, with the “Send to SPV” button')).toBeTruthy();
    expect(c.queryByRole('radio')).toBeNull();
    expect(c.queryByRole('button')).toBeNull();
  });

  it('asks before disconnecting; cancelled, nothing is sent; confirmed, the card says not connected', async () => {
    let current = spvStatus('connected');
    const fetchMock = mockApi({
      [STATUS]: () => jsonResponse(200, current),
      'DELETE /api/user/spv': () => {
        current = spvStatus('not_connected');
        return new Response(null, { status: 204 });
      },
    });
    renderUi(<SpvCard isOwner />);
    const user = userEvent.setup();
    const c = await card();
    await user.click(await c.findByRole('button', { name: 'Disconnect' }));
    let dialog = await screen.findByRole('dialog', { name: 'Disconnect SPV?' });
    expect(within(dialog).getByText(/will not upload invoices to SPV until you connect it again/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callKeys(fetchMock)).not.toContain('DELETE /api/user/spv');

    await user.click(c.getByRole('button', { name: 'Disconnect' }));
    dialog = await screen.findByRole('dialog', { name: 'Disconnect SPV?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await c.findByText('SPV was disconnected.')).toBeTruthy();
    await waitFor(() => expect(c.getByTestId('spv-state').textContent).toBe('Not connected'));
    expect(callKeys(fetchMock).filter((key) => key === 'DELETE /api/user/spv')).toHaveLength(1);
    expect(c.getByRole('button', { name: 'Connect SPV' })).toBeTruthy();
  });

  it("when failing: ANAF's reason and a reconnect button", async () => {
    mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('failing')) });
    renderUi(<SpvCard isOwner />);
    const c = await card();
    expect(await c.findByText("ANAF's answer: invalid_grant: refresh token expired")).toBeTruthy();
    expect(c.getByText('ANAF refused to renew the connection. Invoices wait until you connect SPV again.')).toBeTruthy();
    expect(c.getByTestId('spv-state').textContent).toBe('The connection is not working');
    expect(c.getByRole('button', { name: 'Connect again' })).toBeTruthy();
    expect(c.getByRole('button', { name: 'Disconnect' })).toBeTruthy();
  });

  it('when failing because the connection expired: says so in words, with no answer of ANAF to show', async () => {
    mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('failing', { last_error_code: 'expired', last_error: null })) });
    renderUi(<SpvCard isOwner />);
    const c = await card();
    expect(await c.findByText("The connection has expired: ANAF's authorisation lasts a year. Invoices wait until you connect SPV again.")).toBeTruthy();
    expect(c.queryByText(/^ANAF's answer:/)).toBeNull();
  });

  it('announces a successful return from ANAF once and takes the flag out of the address', async () => {
    mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('connected')) });
    const view = renderUi(<SpvCard isOwner />, '/profile?spv=connected');
    const c = await card();
    expect((await c.findByText('SPV is connected. Invoices will be uploaded to ANAF.')).closest('[role="status"]')).toBeTruthy();
    await waitFor(() => expect(currentLocation.path).toBe('/profile'));
    expect(window.location.search).toBe('');
    // Shown again (a reload of the cleaned address), it says nothing more.
    view.unmount();
    mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('connected')) });
    renderUi(<SpvCard isOwner />, currentLocation.path);
    const again = await card();
    expect(await again.findByTestId('spv-state')).toBeTruthy();
    expect(again.queryByText(/SPV is connected\./)).toBeNull();
  });

  it("announces a failed return with the code's message, and the notice can be closed", async () => {
    mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('not_connected')) });
    renderUi(<SpvCard isOwner />, '/profile?tab=x&spv=error&code=spv_grant_refused');
    const c = await card();
    const alert = await c.findByRole('alert');
    expect(alert.textContent).toContain('Connecting to SPV did not succeed.');
    expect(alert.textContent).toContain('ANAF refused the connection. Connect again.');
    await waitFor(() => expect(currentLocation.path).toBe('/profile?tab=x'));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(c.queryByRole('alert')).toBeNull());
  });
});
