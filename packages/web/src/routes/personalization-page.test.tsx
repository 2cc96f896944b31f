import type { UserDto, UserSubscriptionDto } from '@atelier/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { clearSessionToken, setSessionToken } from '../lib/session/session-store';
import { captureDownloads, pdfResponse } from '../test/downloads';
import { DOCUMENT_ID, makeDocument } from '../test/estimate-fixture';
import { bodyOf } from '../test/fetch-calls';
import { apiError, jsonResponse, mockApi, renderApp } from '../test/render-app';
import { makeToken } from '../test/tokens';

const me: UserDto = { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', email: 'ana@example.ro', is_admin: false, created_at: '2026-01-01T10:00:00Z', trial_ends_at: '2099-01-01T00:00:00Z' };
const ron = (RON: string) => ({ RON, EUR: (Number(RON) / 5).toFixed(2) });
// 200 + 50 RON a year, the logo 100 RON once (SPEC §9), VAT 21% on each.
const withLogo: UserSubscriptionDto = {
  active: true,
  ends_at: '2031-01-01T00:00:00.000Z',
  addons: { registry_integration: false, entry_sheet: true, logo: true },
  price: { yearly: { net: ron('250.00'), vat: ron('52.50'), gross: ron('302.50') }, one_off: { net: ron('100.00'), vat: ron('21.00'), gross: ron('121.00') } },
  has_logo: false,
};
const noSubscription: UserSubscriptionDto = { active: false, ends_at: null, addons: { registry_integration: false, entry_sheet: false, logo: false }, price: null, has_logo: false };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const pngFile = (name = 'logo.png', bytes: BlobPart = PNG, type = 'image/png') => new File([bytes], name, { type });
const imageResponse = (bytes: Uint8Array) => new Response(bytes as BodyInit, { status: 200, headers: { 'Content-Type': 'image/png' } });

/** The page over a fake server that keeps the uploaded logo. */
const serve = ({ subscription, logo = null, onPut, documents = [] }: { subscription: UserSubscriptionDto; logo?: Uint8Array | null; onPut?: (body: { image: string }) => Response; documents?: unknown[] }) => {
  let stored = logo;
  const calls: string[] = [];
  mockApi({
    'GET /api/user/me': () => jsonResponse(200, me),
    'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
    'GET /api/user/subscription': () => jsonResponse(200, { ...subscription, has_logo: stored !== null }),
    'GET /api/user/completed_forms?skip=0&limit=1': () => jsonResponse(200, documents),
    [`GET /api/user/completed_forms/${DOCUMENT_ID}/pdf?locale=en`]: () => pdfResponse(`${DOCUMENT_ID}.pdf`),
    'GET /api/user/logo': () => {
      calls.push('GET logo');
      return stored ? imageResponse(stored) : apiError(404, 'not_found');
    },
    'PUT /api/user/logo': (init) => {
      const body = bodyOf<{ image: string }>(init);
      calls.push(`PUT ${body.image}`);
      if (onPut) return onPut(body);
      stored = Uint8Array.from(atob(body.image), (c) => c.charCodeAt(0));
      return jsonResponse(200, { mime: 'image/png', bytes: stored.length });
    },
    'DELETE /api/user/logo': () => {
      calls.push('DELETE');
      stored = null;
      return jsonResponse(204);
    },
  });
  return calls;
};

describe('personalization page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setSessionToken(makeToken());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('shows the active subscription and its options, uploads a logo with an instant preview, and removes it after confirmation', async () => {
    const calls = serve({ subscription: withLogo });
    const ui = userEvent.setup();
    renderApp('/personalization');
    expect(await screen.findByText('Active until 12/31/2030')).toBeTruthy();
    expect(screen.getByText(/Entry sheet: included/)).toBeTruthy();
    expect(screen.getByText('Price: RON 302.50 per year, VAT included')).toBeTruthy();
    expect(screen.getByText('Plus RON 121.00 once, VAT included (adding the logo)')).toBeTruthy();
    expect(screen.getByText(/Registry integration: not included/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Prices' }).getAttribute('href')).toBe('/pricing');
    expect(await screen.findByText('No logo yet')).toBeTruthy();
    expect(screen.getByText(/printed at the top of every PDF/)).toBeTruthy();

    await ui.upload(screen.getByTestId('logo-input'), pngFile());
    // No logo yet: nothing asks for one (a 404 in the network log) until one is saved.
    await waitFor(() => expect(calls).toEqual([`PUT ${btoa(String.fromCharCode(...PNG))}`, 'GET logo']));
    expect(await screen.findByText(/Logo saved/)).toBeTruthy();

    const preview = await within(screen.getByTestId('logo-preview')).findByRole('img', { name: 'Your logo' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // No document yet: the sample says when the logo will show.
    expect(screen.getByText('Once you save a document, its PDF will show your logo.')).toBeTruthy();

    await ui.click(screen.getByRole('button', { name: 'Remove the logo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the logo?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Remove the logo' }));
    await waitFor(() => expect(calls.at(-1)).toBe('DELETE'));
    expect(await screen.findByText('No logo yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose a logo' })).toBeTruthy();
  });

  it('refuses a file that is not PNG or JPEG, or too large, before sending it', async () => {
    const calls = serve({ subscription: withLogo });
    const ui = userEvent.setup({ applyAccept: false });
    renderApp('/personalization');
    const input = await screen.findByTestId('logo-input');
    await ui.upload(input, pngFile('logo.gif', 'GIF89a', 'image/gif'));
    expect((await screen.findByRole('alert')).textContent).toBe('logo.gif is not a PNG or JPEG image.');
    await ui.upload(input, pngFile('huge.png', new Uint8Array(600 * 1024)));
    expect((await screen.findByRole('alert')).textContent).toContain('huge.png is larger than 512 KB');
    expect(calls).toEqual([]);
  });

  it('explains the logo option when the subscription lacks it, and shows the trial instead', async () => {
    serve({ subscription: noSubscription });
    renderApp('/personalization');
    expect(await screen.findByText('The logo is an option of the subscription')).toBeTruthy();
    expect(screen.getByText(/costs RON 100.00 once/)).toBeTruthy();
    expect(screen.queryByTestId('logo-input')).toBeNull();
    expect(screen.getByText(/days of free trial left/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Contact' })[0]?.getAttribute('href')).toBe('/contact');
  });

  it('shows the server refusing the upload: the option expired meanwhile, or the bytes are not an image', async () => {
    let answer = () => apiError(402, 'payment_required');
    serve({ subscription: withLogo, onPut: () => answer() });
    const ui = userEvent.setup();
    renderApp('/personalization');
    await ui.upload(await screen.findByTestId('logo-input'), pngFile());
    expect((await screen.findByRole('alert')).textContent).toContain('The logo is an option of the subscription');
    expect(screen.queryByTestId('logo-input')).toBeNull();
    cleanup();
    answer = () => apiError(400, 'validation_error');
    renderApp('/personalization');
    await ui.upload(await screen.findByTestId('logo-input'), pngFile('renamed.png', 'not really a png'));
    expect((await screen.findByRole('alert')).textContent).toBe('The file is not a valid PNG or JPEG image.');
  });

  it('hands over the PDF of the latest document to see the stored logo on it', async () => {
    const { downloads } = captureDownloads();
    serve({ subscription: withLogo, logo: PNG, documents: [makeDocument({ number: 'DV-7' })] });
    const ui = userEvent.setup();
    renderApp('/personalization');
    await ui.click(await screen.findByRole('button', { name: 'See the PDF of document DV-7 with your logo' }));
    await waitFor(() => expect(downloads.map((d) => d.filename)).toEqual([`${DOCUMENT_ID}.pdf`]));
  });

  it("offers the page in the account menu", async () => {
    serve({ subscription: noSubscription });
    const user = userEvent.setup();
    renderApp('/dashboard?tab=dashboard');
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Personalization' }));
    expect(await screen.findByRole('heading', { name: 'Personalization', level: 1 })).toBeTruthy();
  });
});
