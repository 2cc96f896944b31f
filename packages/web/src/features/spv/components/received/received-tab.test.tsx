import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../../lib/session/session-store';
import { callKeys } from '../../../../test/fetch-calls';
import { apiError, currentLocation, jsonResponse, mockApi, renderUi, setWideScreen } from '../../../../test/render-app';
import { makeToken } from '../../../../test/tokens';
import { receivedDetail, receivedItem, spvStatus } from '../../test/fixtures';
import { ReceivedTab } from './received-tab';

const STATUS = 'GET /api/user/spv';
const LIST = 'GET /api/user/spv/received?skip=0&limit=20';
const SYNC = 'GET /api/user/spv/received/sync';
const DETAIL = `GET /api/user/spv/received/${receivedDetail().id}`;

/** A cell's text, its no-break spaces (money: "1.210,00 lei") as plain ones. */
const text = (cell: HTMLElement) => (cell.textContent ?? '').replace(/\u00a0/g, ' ');

const items = [
  receivedItem('ALN 88213', { supplier_name: 'Anvelope & Lubrifianți Nord SRL', supplier_cif: 'RO28634474', issue_date: '2026-03-12', net: 1000, vat: 210, payable: 1210 }),
  receivedItem('PAT-2026-00417'),
];

describe('the received invoices tab', () => {
  const wideMatchMedia = window.matchMedia;
  beforeEach(async () => {
    await i18n.changeLanguage('ro');
    setSessionToken(makeToken());
  });
  afterEach(() => {
    window.matchMedia = wideMatchMedia;
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('lists them newest first as the server orders them, with supplier, number, date, total and VAT (ro formats)', async () => {
    setWideScreen();
    mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('connected')), [SYNC]: () => jsonResponse(200, { sync: null }), [LIST]: () => jsonResponse(200, { results: items, total: 2 }) });
    renderUi(<ReceivedTab />, '/dashboard?tab=received');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map(text))).toEqual([
      ['Anvelope & Lubrifianți Nord SRLRO28634474', 'ALN 88213', '12.03.2026', '1.210,00 lei', '210,00 lei'],
      ['Piese Auto Transilvania SRLRO18547290', 'PAT-2026-00417', '10.03.2026', '696,84 lei', '120,94 lei'],
    ]);
    expect(screen.getByText('2 facturi')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sincronizează acum' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deschide factura PAT-2026-00417 de la Piese Auto Transilvania SRL' }).getAttribute('href')).toBe(
      `/dashboard?tab=received&invoice=${items[1]!.id}&page=1`,
    );
  });

  it('searches as one types (the words go to the server) and pages', async () => {
    const fetchMock = mockApi({
      [STATUS]: () => jsonResponse(200, spvStatus('connected')),
      [SYNC]: () => jsonResponse(200, { sync: null }),
      [LIST]: () => jsonResponse(200, { results: items, total: 45 }),
      'GET /api/user/spv/received?query=transilvania&skip=0&limit=20': () => jsonResponse(200, { results: [items[1]], total: 1 }),
      'GET /api/user/spv/received?skip=20&limit=20': () => jsonResponse(200, { results: [receivedItem('PAT-2026-00001')], total: 45 }),
    });
    renderUi(<ReceivedTab />, '/dashboard?tab=received');
    expect(await screen.findByText('45 de facturi')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pagina 2' }));
    await screen.findByText('PAT-2026-00001');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Căutare' }), { target: { value: 'transilvania ' } });
    expect(await screen.findByText('1 factură')).toBeTruthy();
    expect(currentLocation.path).toBe('/dashboard?tab=received&q=transilvania');
    expect(callKeys(fetchMock)).toContain('GET /api/user/spv/received?query=transilvania&skip=0&limit=20');
  });

  it('syncs now: the queued sync is followed until done, then the list is read again', async () => {
    let synced = false;
    let polls = 0;
    const job = { id: 'eeeeeeeeeeeeeeeeeeeeeee1', added: 0, error: null, started_at: '2026-03-12T10:00:00.000Z', finished_at: null };
    const fetchMock = mockApi({
      [STATUS]: () => jsonResponse(200, spvStatus('connected')),
      [SYNC]: () => {
        polls += 1;
        if (!synced) return jsonResponse(200, { sync: null });
        return jsonResponse(200, { sync: polls < 3 ? { ...job, status: 'running', added: 1 } : { ...job, status: 'done', added: 2, finished_at: '2026-03-12T10:00:04.000Z' } });
      },
      'POST /api/user/spv/received/sync': () => {
        synced = true;
        polls = 0;
        return jsonResponse(202, { ...job, status: 'queued' });
      },
      [LIST]: () => jsonResponse(200, synced && polls >= 3 ? { results: items, total: 2 } : { results: [], total: 0 }),
    });
    renderUi(<ReceivedTab />, '/dashboard?tab=received');
    expect(await screen.findByText(/Nu există încă facturi primite/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sincronizează acum' }));
    expect(await screen.findByText('Se așteaptă aducerea facturilor din SPV…')).toBeTruthy();
    expect(await screen.findByText('Se aduc facturile din SPV… 1 factură nouă până acum', undefined, { timeout: 4000 })).toBeTruthy();
    expect(await screen.findByText(/^Sincronizat la \d\d\.\d\d\.\d{4} \d\d:\d\d: 2 facturi noi\.$/, undefined, { timeout: 4000 })).toBeTruthy();
    expect(await screen.findByText('2 facturi')).toBeTruthy();
    expect(callKeys(fetchMock).filter((key) => key === LIST).length).toBeGreaterThanOrEqual(2);
  }, 15_000);

  it("explains a refused sync in words and leads to the company profile (no CIF)", async () => {
    mockApi({
      [STATUS]: () => jsonResponse(200, spvStatus('connected')),
      [SYNC]: () => jsonResponse(200, { sync: null }),
      [LIST]: () => jsonResponse(200, { results: [], total: 0 }),
      'POST /api/user/spv/received/sync': () => apiError(409, 'spv_cif_missing'),
    });
    renderUi(<ReceivedTab />, '/dashboard?tab=received');
    fireEvent.click(await screen.findByRole('button', { name: 'Sincronizează acum' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/Completați CIF-ul firmei în profilul companiei/)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Deschide profilul firmei' }).getAttribute('href')).toBe('/profile');
  });

  it('not connected: no sync button, the way to the SPV card, and the invoices kept still listed', async () => {
    mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('not_connected')), [LIST]: () => jsonResponse(200, { results: items, total: 2 }) });
    renderUi(<ReceivedTab />, '/dashboard?tab=received');
    expect(await screen.findByText(/Firma nu este conectată la SPV/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mergi la cardul SPV' }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('button', { name: 'Sincronizează acum' })).toBeNull();
    expect(await screen.findByText('ALN 88213')).toBeTruthy();
  });

  it('not configured on this server: says so and asks for nothing else', async () => {
    const fetchMock = mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('not_configured')) });
    renderUi(<ReceivedTab />, '/dashboard?tab=received');
    expect(await screen.findByText('Primirea facturilor din SPV-ul ANAF nu este configurată pe acest server.')).toBeTruthy();
    expect(callKeys(fetchMock)).toEqual([STATUS]);
  });

  it('opens one as read from its UBL: supplier and buyer, lines with quantity, unit, price and VAT, totals, due date and IBAN; the ZIP downloads', async () => {
    setWideScreen();
    const fetchMock = mockApi({
      [STATUS]: () => jsonResponse(200, spvStatus('connected')),
      [DETAIL]: () => jsonResponse(200, receivedDetail()),
      [`${DETAIL}/zip`]: () => new Response(new Blob(['PK']), { status: 200, headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="Factura primita PAT-2026-00417.zip"' } }),
    });
    const created = vi.fn(() => 'blob:zip');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    renderUi(<ReceivedTab />, `/dashboard?tab=received&invoice=${receivedDetail().id}`);
    expect(await screen.findByRole('heading', { name: 'Factura PAT-2026-00417' })).toBeTruthy();
    expect(screen.getByText('Emisă la 10.03.2026')).toBeTruthy();
    const supplier = within(screen.getByRole('region', { name: 'Furnizor' }));
    expect(supplier.getByText('Piese Auto Transilvania SRL')).toBeTruthy();
    expect(supplier.getByText('CIF: RO18547290')).toBeTruthy();
    expect(supplier.getByText('Nr. Reg. Com.: J12/1843/2006')).toBeTruthy();
    expect(supplier.getByText('Cluj-Napoca, Cluj')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Cumpărător' })).getByText('Service Auto Someș SRL')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map(text))).toEqual([
      ['1', 'Filtru ulei MANN W 712/95Cod: MANN-W712/95', '2', 'buc', '38,50 lei', '21%', '77,00 lei'],
      ['2', 'Plăcuțe frână față TRW GDB1550Cod: TRW-GDB1550', '1', 'set', '189,00 lei', '21%', '189,00 lei'],
      ['3', 'Lichid de frână DOT 4, 1 l', '2', 'l', '32,00 lei', '21%', '64,00 lei'],
    ]);
    const totals = within(screen.getByRole('region', { name: 'Totaluri' }));
    expect(totals.getByText('TVA 21% la 575,90 lei')).toBeTruthy();
    expect(totals.getByText('696,84 lei')).toBeTruthy();
    const payment = within(screen.getByRole('region', { name: 'Plata' }));
    expect(payment.getByText('Scadența: 09.04.2026')).toBeTruthy();
    expect(payment.getByText('IBAN: RO49AAAA1B31007593840000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Descarcă ZIP-ul semnat' }));
    await waitFor(() => expect(callKeys(fetchMock)).toContain(`${DETAIL}/zip`));
    expect(screen.getByRole('link', { name: 'Înapoi la facturile primite' }).getAttribute('href')).toBe('/dashboard?tab=received');
  });

  it("shows a phone the lines as cards (nothing to scroll sideways), and another business's invoice as not found", async () => {
    mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('connected')), [DETAIL]: () => jsonResponse(200, receivedDetail()) });
    const view = renderUi(<ReceivedTab />, `/dashboard?tab=received&invoice=${receivedDetail().id}`);
    expect(await screen.findByText('1. Filtru ulei MANN W 712/95')).toBeTruthy();
    expect(screen.getByText('2 buc × 38,50 lei · TVA 21%')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    view.unmount();

    mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('connected')), [DETAIL]: () => apiError(404, 'spv_received_not_found') });
    renderUi(<ReceivedTab />, `/dashboard?tab=received&invoice=${receivedDetail().id}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Factura primită nu a fost găsită.')).toBeTruthy();
  });
});
