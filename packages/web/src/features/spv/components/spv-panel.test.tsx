import type { SpvUploadDto } from '@atelier/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { captureDownloads } from '../../../test/downloads';
import { callKeys } from '../../../test/fetch-calls';
import { apiError, jsonResponse, mockApi, renderUi } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';
import { SPV_POLL_MS } from '../api/uploads';
import { DOC_ID, spvStatus, upload } from '../test/fixtures';
import { SpvPanel } from './spv-panel';

const STATUS = 'GET /api/user/spv';
const UPLOADS = `GET /api/user/documents/${DOC_ID}/spv`;
const SEND = `POST /api/user/documents/${DOC_ID}/spv`;
const ARCHIVE = `GET /api/user/documents/${DOC_ID}/spv/archive`;
const document = { id: DOC_ID, number: 'FA-0012' };

const panel = async () => within((await screen.findByRole('heading', { name: 'e-Factura in SPV' })).closest('section') as HTMLElement);
const uploadsAnswer = (results: SpvUploadDto[]) => () => jsonResponse(200, { results });

describe("an invoice's SPV panel", () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setSessionToken(makeToken());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('shows nothing where SPV is not configured, and asks for no uploads', async () => {
    const fetchMock = mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('not_configured')) });
    const view = renderUi(<SpvPanel document={document} />);
    await waitFor(() => expect(callKeys(fetchMock)).toContain(STATUS));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.container.querySelector('section')).toBeNull();
    expect(callKeys(fetchMock)).not.toContain(UPLOADS);
  });

  it('offers Send to SPV for a first send, then shows the attempt on its way', async () => {
    const sent = upload('to_send', { trigger: 'manual' });
    let list: SpvUploadDto[] = [];
    const fetchMock = mockApi({
      [STATUS]: () => jsonResponse(200, spvStatus('connected')),
      [UPLOADS]: () => jsonResponse(200, { results: list }),
      [SEND]: () => {
        list = [sent];
        return jsonResponse(202, sent);
      },
    });
    renderUi(<SpvPanel document={document} />);
    const p = await panel();
    expect(await p.findByText('This invoice has not been sent to SPV yet.')).toBeTruthy();
    await userEvent.setup().click(p.getByRole('button', { name: 'Send to SPV' }));
    expect(await p.findByText("Waiting for ANAF's answer; the state updates by itself.")).toBeTruthy();
    expect(p.queryByRole('button', { name: 'Send to SPV' })).toBeNull();
    expect(within(p.getByRole('list', { name: 'Uploads' })).getAllByRole('listitem')).toHaveLength(1);
    expect(callKeys(fetchMock).filter((key) => key === SEND)).toHaveLength(1);
  });

  it('says an attempt whose answer was lost is being checked and tried again, never sent twice', async () => {
    const retrying = upload('to_send', { last_error_code: 'unavailable', last_error: 'HTTP 502' });
    mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('connected')), [UPLOADS]: uploadsAnswer([retrying]) });
    renderUi(<SpvPanel document={document} />);
    const p = await panel();
    expect(await p.findByText('ANAF did not answer the last try. Atelier checks in SPV whether the invoice arrived and tries again by itself; the invoice is never sent twice.')).toBeTruthy();
    expect(p.getByText("Waiting for ANAF's answer; the state updates by itself.")).toBeTruthy();
    expect(p.queryByRole('button', { name: /Send/ })).toBeNull();
  });

  it('says in words why an invoice was not sent, with ANAF\'s answer, and why one waits for SPV to be connected', async () => {
    const failed = upload('failed', { last_error_code: 'refused', last_error: 'Nu aveti drept in SPV pentru CIF=18547290' });
    mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('connected')), [UPLOADS]: uploadsAnswer([failed]) });
    const view = renderUi(<SpvPanel document={document} />);
    const p = await panel();
    expect(await p.findByText('Reason: ANAF refused the upload. The answer: Nu aveti drept in SPV pentru CIF=18547290')).toBeTruthy();
    view.unmount();
    const waiting = upload('to_send', { last_error_code: 'not_connected', next_check_at: null });
    mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('connected')), [UPLOADS]: uploadsAnswer([waiting]) });
    renderUi(<SpvPanel document={document} />);
    const q = await panel();
    expect(await q.findByText("SPV is not connected: the invoice waits until the business owner connects SPV again, from the company's profile.")).toBeTruthy();
    expect(q.queryByText(/ANAF did not answer the last try/)).toBeNull();
  });

  it("lists a rejection's messages from ANAF, and offers to send again", async () => {
    const rejected = upload('rejected', { messages: ['E: BT-48 codul de TVA al cumpărătorului lipsește', 'Fisier XML invalid'] });
    mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('connected')), [UPLOADS]: uploadsAnswer([rejected]) });
    renderUi(<SpvPanel document={document} />);
    const p = await panel();
    const messages = within((await p.findByText("ANAF's messages")).parentElement as HTMLElement).getAllByRole('listitem');
    // In words with ANAF's own (here without the form at hand: nothing to fix from the panel alone); an unknown one as ANAF wrote it.
    expect(messages.map((item) => item.textContent)).toEqual([
      "The customer's CUI (a company) or CNP (a person) is missing or wrong.ANAF: BT-48 codul de TVA al cumpărătorului lipsește (BT-48)",
      'Fisier XML invalid',
    ]);
    expect(p.queryByRole('button', { name: /^Fix/ })).toBeNull();
    expect(p.getByText('Correct the invoice, save it, then send it again.')).toBeTruthy();
    expect(p.getByRole('button', { name: 'Send again' })).toBeTruthy();
    // The state in words with its colour.
    const badges = p.getAllByText('Rejected');
    expect(badges.length).toBeGreaterThan(0);
    expect(badges[0]?.closest('[data-state]')?.getAttribute('data-state')).toBe('rejected');
  });

  it('keeps every attempt, newest first, and downloads the signed ZIP of the accepted one', async () => {
    const accepted = upload('accepted', { created_at: '2026-03-11T09:00:00.000Z' });
    const rejected = upload('rejected', { messages: ['E: BT-48'] });
    mockApi({
      [STATUS]: () => jsonResponse(200, spvStatus('connected')),
      [UPLOADS]: uploadsAnswer([accepted, rejected]),
      [ARCHIVE]: () => new Response('PK', { status: 200, headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="FA-0012 SPV.zip"' } }),
    });
    const { downloads } = captureDownloads();
    renderUi(<SpvPanel document={document} />);
    const p = await panel();
    const items = within(await p.findByRole('list', { name: 'Uploads' })).getAllByRole('listitem', { name: /^Upload of/ });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([expect.stringMatching(/^Upload of 03\/11\/2026, \d\d:\d\d$/), expect.stringMatching(/^Upload of 03\/10\/2026, /)]);
    expect(within(items[0]!).getByText('Accepted')).toBeTruthy();
    expect(within(items[1]!).getByText('Rejected')).toBeTruthy();
    expect(p.queryByRole('button', { name: /Send/ })).toBeNull();
    await userEvent.setup().click(p.getByRole('button', { name: 'Download the archive signed by ANAF of invoice FA-0012' }));
    await waitFor(() => expect(downloads.map((d) => d.filename)).toEqual(['FA-0012 SPV.zip']));
  });

  it("says why a send was refused, in the app's words", async () => {
    mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('connected')), [UPLOADS]: uploadsAnswer([]), [SEND]: () => apiError(409, 'spv_upload_in_progress') });
    renderUi(<SpvPanel document={document} />);
    const p = await panel();
    await userEvent.setup().click(await p.findByRole('button', { name: 'Send to SPV' }));
    expect((await p.findByRole('alert')).textContent).toBe("This invoice is being uploaded to SPV: wait for ANAF's answer.");
  });

  it("hands what the invoice lacks for e-Factura to the route's explanation, field by field", async () => {
    mockApi({
      [STATUS]: () => jsonResponse(200, spvStatus('connected')),
      [UPLOADS]: uploadsAnswer([]),
      [SEND]: () => apiError(422, 'efactura_incomplete', [{ path: 'client.county', message: 'county' }]),
    });
    const seen: unknown[] = [];
    renderUi(
      <SpvPanel
        document={document}
        explainIncomplete={({ error }) => {
          seen.push(error);
          return <p data-testid="incomplete" />;
        }}
      />,
    );
    const p = await panel();
    await userEvent.setup().click(await p.findByRole('button', { name: 'Send to SPV' }));
    expect(await p.findByTestId('incomplete')).toBeTruthy();
    expect(p.queryByRole('alert')).toBeNull();
    expect(seen.at(-1)).toMatchObject({ code: 'efactura_incomplete', details: [{ path: 'client.county', message: 'county' }] });
  });

  it('points to the company profile and disables Send while SPV is not connected', async () => {
    mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('not_connected')), [UPLOADS]: uploadsAnswer([upload('to_send', { next_check_at: null, trigger: 'manual' })]) });
    renderUi(<SpvPanel document={document} />);
    const p = await panel();
    expect(await p.findByText('SPV is not connected. The business owner connects it from the company profile.')).toBeTruthy();
    expect(p.getByRole('link', { name: 'Company profile' }).getAttribute('href')).toBe('/profile');
    expect(await p.findByText('This invoice waits to be sent with the “Send to SPV” button.')).toBeTruthy();
    expect((p.getByRole('button', { name: 'Send to SPV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("reads the attempts again while one is on its way, and stops once ANAF answered", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const states: SpvUploadDto['state'][] = ['sent', 'processing', 'accepted'];
    let reads = 0;
    mockApi({
      [STATUS]: () => jsonResponse(200, spvStatus('connected')),
      [UPLOADS]: () => {
        const state = states[Math.min(reads, states.length - 1)] ?? 'accepted';
        reads += 1;
        return jsonResponse(200, { results: [upload(state, { id: 'cccccccccccccccccccccc99' })] });
      },
    });
    renderUi(<SpvPanel document={document} />);
    const p = await panel();
    expect(await p.findByText("Waiting for ANAF's answer; the state updates by itself.")).toBeTruthy();
    expect(reads).toBe(1);
    await act(async () => vi.advanceTimersByTimeAsync(SPV_POLL_MS));
    await waitFor(() => expect(reads).toBe(2));
    expect((await p.findAllByText('In processing')).length).toBeGreaterThan(0);
    await act(async () => vi.advanceTimersByTimeAsync(SPV_POLL_MS));
    await waitFor(() => expect(reads).toBe(3));
    expect((await p.findAllByText('Accepted')).length).toBeGreaterThan(0);
    await act(async () => vi.advanceTimersByTimeAsync(SPV_POLL_MS * 4));
    expect(reads).toBe(3);
    expect(p.queryByText("Waiting for ANAF's answer; the state updates by itself.")).toBeNull();
  });
});
