import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { captureDownloads, deferred, pdfResponse } from '../../../test/downloads';
import { makeDocument, USER_ID } from '../../../test/estimate-fixture';
import { apiError, currentLocation, jsonResponse, mockApi, renderApp, setWideScreen } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';

const page = (skip: number, total = 25) => {
  const documents = Array.from({ length: Math.min(10, total - skip) }, (_x, i) =>
    makeDocument({ id: `${String(skip + i).padStart(2, '0')}${'c'.repeat(22)}`, number: `DV-${String(skip + i + 1).padStart(4, '0')}` }),
  );
  return () => new Response(JSON.stringify(documents), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) } });
};

describe('history tab', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setSessionToken(makeToken({ sub: USER_ID }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it("pages through the documents with 'page X of Y'", async () => {
    mockApi({
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'GET /api/user/completed_forms?skip=0&limit=10&locale=en': page(0),
      'GET /api/user/completed_forms?skip=10&limit=10&locale=en': page(10),
    });
    const user = userEvent.setup();
    renderApp('/dashboard?tab=history');
    expect(await screen.findByText('page 1 of 3')).toBeTruthy();
    expect(screen.getByText('25 documents')).toBeTruthy();
    expect(screen.getByText('DV-0001')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('page 2 of 3')).toBeTruthy();
    expect(await screen.findByText('DV-0011')).toBeTruthy();
  });

  it('applies a pending search as soon as the search box is left', async () => {
    mockApi({
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'GET /api/user/completed_forms?skip=0&limit=10&locale=en': page(0),
      'GET /api/user/submissions/search?query=ana&skip=0&limit=10&locale=en': () => jsonResponse(200, { results: [], total: 0 }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard?tab=history');
    await screen.findByText('page 1 of 3');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ana');
    await user.tab();
    // At once, not after the debounce: a click that leaves the page must not be undone by it.
    await waitFor(() => expect(currentLocation.path).toBe('/dashboard?tab=history&q=ana'), { timeout: 100 });
  });

  it('searches (debounced) and shows the table on a desktop', async () => {
    setWideScreen();
    const found = makeDocument();
    const fetchMock = mockApi({
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'GET /api/user/completed_forms?skip=0&limit=10&locale=en': page(0),
      'GET /api/user/submissions/search?query=stefan&skip=0&limit=10&locale=en': () => jsonResponse(200, { results: [found], total: 1 }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard?tab=history');
    await screen.findByText('page 1 of 3');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'stefan');
    expect(await screen.findByText('page 1 of 1')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Ștefan Popescu')).toBeTruthy();
    expect(within(table).getByText('RON 110.11')).toBeTruthy();
    const searches = fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/user/submissions/search'));
    expect(searches).toHaveLength(1);
  });

  it("shows each application's title in the interface's language, plates as printed and amounts in their currency", async () => {
    setWideScreen();
    const documents = (title: string) => [
      makeDocument({ form_title: title }),
      makeDocument({
        id: `01${'c'.repeat(22)}`,
        number: 'PV-0001',
        form_title: title,
        currency: 'EUR',
        facts: { 'vehicle.plate': 'B123XYZ', 'vehicle.make': 'Dacia', 'total.grand': '1234.5' },
        created_by: { id: `02${'c'.repeat(22)}`, name: '', email: 'mecanic@example.ro' },
      }),
    ];
    const list = (title: string) => () => new Response(JSON.stringify(documents(title)), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': '2' } });
    mockApi({
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'GET /api/user/completed_forms?skip=0&limit=10&locale=en': list('Quick estimate'),
      'GET /api/user/completed_forms?skip=0&limit=10&locale=ro': list('Deviz rapid'),
    });
    renderApp('/dashboard?tab=history');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByText('Quick estimate')).toHaveLength(2);
    // Who of the business made each: the name, else the e-mail.
    expect(within(table).getByRole('columnheader', { name: 'Made by' })).toBeTruthy();
    expect(within(table).getByText('Ana Pop')).toBeTruthy();
    expect(within(table).getByText('mecanic@example.ro')).toBeTruthy();
    expect(within(table).getByText('CJ 12 ABC')).toBeTruthy();
    expect(within(table).getByText('B 123 XYZ · Dacia')).toBeTruthy();
    expect(within(table).getByText('€1,234.50')).toBeTruthy();
    await i18n.changeLanguage('ro');
    expect(await within(screen.getByRole('table')).findAllByText('Deviz rapid')).toHaveLength(2);
    expect(within(screen.getByRole('table')).getByText('110,11 lei')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('1.234,50 €')).toBeTruthy();
  });

  it("shows every kind's own date and amount: an appointment's day, an expense's and a fleet cost's amount, a video project's date and total", async () => {
    setWideScreen();
    await i18n.changeLanguage('ro');
    const saved = '2026-11-20T10:00:00.000Z';
    const documents = [
      makeDocument({ id: `00${'d'.repeat(22)}`, number: 'PRG-0001', kind: 'appointment', created_at: saved, facts: { 'appointment.date': '2026-12-03', 'appointment.time': '10:30' } }),
      makeDocument({ id: `01${'d'.repeat(22)}`, number: 'VC-0001', kind: 'finance', created_at: saved, facts: { 'finance.date': '2026-10-31', 'finance.amount': '250.5', 'finance.kind': 'expense' } }),
      makeDocument({ id: `02${'d'.repeat(22)}`, number: 'FL-0001', kind: 'fleet', created_at: saved, facts: { 'finance.date': '2026-09-15', 'finance.amount': '1200' } }),
      makeDocument({ id: `03${'d'.repeat(22)}`, number: 'VID-0001', kind: 'project', created_at: saved, facts: { 'document.date': '2026-11-02', 'project.due_date': '2026-12-20', 'total.grand': '3000' } }),
    ];
    mockApi({
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'GET /api/user/completed_forms?skip=0&limit=10&locale=ro': () =>
        new Response(JSON.stringify(documents), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': '4' } }),
    });
    renderApp('/dashboard?tab=history');
    const table = await screen.findByRole('table');
    const cells = (number: string) => within(within(table).getByText(number).closest('tr')!).getAllByRole('cell').map((cell) => cell.textContent.replace(/\s/g, ' '));
    expect(cells('PRG-0001')).toContain('03.12.2026');
    expect(cells('VC-0001')).toEqual(expect.arrayContaining(['31.10.2026', '250,50 lei']));
    expect(cells('FL-0001')).toEqual(expect.arrayContaining(['15.09.2026', '1.200,00 lei']));
    expect(cells('VID-0001')).toEqual(expect.arrayContaining(['02.11.2026', '3.000,00 lei']));
    expect(within(table).queryByText('20.11.2026')).toBeNull();
  });

  it("shows the e-Factura button exactly on invoices, by their application's kind", async () => {
    setWideScreen();
    const documents = [
      makeDocument({ id: `00${'c'.repeat(22)}`, number: 'FCT-0001', kind: 'invoice', facts: { 'client.name': 'Firma SRL', 'total.grand': '121' } }),
      // A proforma carries a payment status too (the old guess showed it the button): it is a quote.
      makeDocument({ id: `01${'c'.repeat(22)}`, number: 'PRF-0001', kind: 'quote', facts: { 'client.name': 'Firma SRL', 'invoice.status': 'unpaid', 'invoice.due_date': '2026-03-30' } }),
      makeDocument({ id: `02${'c'.repeat(22)}`, number: 'DV-0007', kind: 'estimate' }),
    ];
    mockApi({
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'GET /api/user/completed_forms?skip=0&limit=10&locale=en': () =>
        new Response(JSON.stringify(documents), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': '3' } }),
    });
    renderApp('/dashboard?tab=history');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('button', { name: 'Download the e-Factura (XML) of invoice FCT-0001' })).toBeTruthy();
    expect(within(table).queryAllByRole('button', { name: /e-Factura/ })).toHaveLength(1);
  });

  it('deletes a document only after confirmation', async () => {
    let deleted = false;
    const fetchMock = mockApi({
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'GET /api/user/completed_forms?skip=0&limit=10&locale=en': () => (deleted ? page(0, 0)() : page(0, 1)()),
      [`DELETE /api/user/completed_forms/00${'c'.repeat(22)}`]: () => {
        deleted = true;
        return jsonResponse(204);
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard?tab=history');
    await user.click(await screen.findByRole('button', { name: 'Delete document DV-0001' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete document DV-0001' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete document' }));
    expect(await screen.findByText('You have no saved documents yet.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("downloads a document's PDF from its card, one request per row at a time", async () => {
    const { downloads } = captureDownloads();
    const id = `00${'c'.repeat(22)}`;
    const answer = deferred<Response>();
    let pdfCalls = 0;
    mockApi({
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'GET /api/user/completed_forms?skip=0&limit=10&locale=en': page(0, 2),
      [`GET /api/user/completed_forms/${id}/pdf?locale=en`]: () => {
        pdfCalls += 1;
        return answer.promise;
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard?tab=history');
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Generate PDF for document DV-0001' });
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    await user.click(button);
    // The other row is free meanwhile.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Generate PDF for document DV-0002' }).disabled).toBe(false);
    answer.resolve(pdfResponse(`${id}.pdf`));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.filename).toBe(`${id}.pdf`);
    expect(pdfCalls).toBe(1);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
  });

  it('says which PDF failed and why, on a desktop too', async () => {
    setWideScreen();
    mockApi({
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      'GET /api/user/completed_forms?skip=0&limit=10&locale=en': page(0, 1),
      [`GET /api/user/completed_forms/00${'c'.repeat(22)}/pdf?locale=en`]: () => apiError(404, 'document_not_found'),
    });
    const user = userEvent.setup();
    renderApp('/dashboard?tab=history');
    await user.click(await within(await screen.findByRole('table')).findByRole('button', { name: 'Generate PDF for document DV-0001' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to generate the PDF.')).toBeTruthy();
    expect(within(alert).getByText('DV-0001: The document was not found.')).toBeTruthy();
  });
});
