import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { bodyOfCall, callKeys } from '../../../test/fetch-calls';
import { jsonResponse, mockApi, renderUi, setWideScreen } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';
import { CUSTOMER_ID, customer, detail } from '../test/fixtures';
import { CustomerView } from './customer-view';

const GET = `GET /api/user/customers/${CUSTOMER_ID}?locale=en`;

describe("a customer's page", () => {
  const wideMatchMedia = window.matchMedia;
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setSessionToken(makeToken());
  });
  afterEach(() => {
    window.matchMedia = wideMatchMedia;
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('shows the details with call, WhatsApp and e-mail, the amounts, the vehicles and the documents', async () => {
    setWideScreen();
    mockApi({ [GET]: () => jsonResponse(200, detail()) });
    renderUi(<CustomerView id={CUSTOMER_ID} isOwner />);
    expect(await screen.findByRole('heading', { name: 'Ștefan Popescu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call 0722 123 456' }).getAttribute('href')).toBe('tel:0722123456');
    expect(screen.getByRole('link', { name: 'Write on WhatsApp to 0722 123 456' }).getAttribute('href')).toBe('https://wa.me/40722123456');
    expect(screen.getByRole('link', { name: 'Write an e-mail to stefan@exemplu.ro' }).getAttribute('href')).toBe('mailto:stefan%40exemplu.ro');
    expect(screen.getByRole('link', { name: 'Open the vehicle CJ 12 ABC' }).getAttribute('href')).toBe('/vehicles/bbbbbbbbbbbbbbbbbbbbbbb1');
    const rows = within(screen.getByTestId('customer-documents')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['FA-0001', 'Factură', '03/05/2026', 'RON\u00a01,190.00'],
      ['DV-0007', 'Deviz', '01/10/2026', 'RON\u00a0250.50'],
    ]);
    expect(screen.getByTestId('totals-RON').textContent).toBe('Estimated (estimates and quotes)RON\u00a0250.50InvoicedRON\u00a01,190.00');
    expect(screen.getByTestId('consent-state').textContent).toBe('No consent recorded');
    expect(within(screen.getByTestId('consent-history')).getByText('Agreed · In writing · 01/10/2026')).toBeTruthy();
  });

  it('records a withdrawal with how it was said, and shows the answer', async () => {
    setWideScreen();
    const fetchMock = mockApi({
      [GET]: () => jsonResponse(200, detail({ customer: customer({ reminders: true }) })),
      [`PUT /api/user/customers/${CUSTOMER_ID}/consent?locale=en`]: () => jsonResponse(200, detail({ customer: customer({ reminders: false }) })),
    });
    renderUi(<CustomerView id={CUSTOMER_ID} isOwner />);
    const toggle = await screen.findByRole('switch', { name: 'Agrees to reminders' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(screen.getByTestId('consent-state').textContent).toBe('Withdrew'));
    expect(bodyOfCall(fetchMock, `PUT /api/user/customers/${CUSTOMER_ID}/consent?locale=en`)).toEqual({ reminders: false, how: 'verbal' });
  });

  it('asks before erasing, naming the invoice it keeps and the law, then reports what was kept', async () => {
    setWideScreen();
    const fetchMock = mockApi({
      [GET]: () => jsonResponse(200, detail()),
      [`POST /api/user/customers/${CUSTOMER_ID}/erase?locale=en`]: () =>
        jsonResponse(200, {
          erased: [{ id: 'ccccccccccccccccccccccc1', number: 'DV-0007', form_title: 'Deviz', kind: 'estimate' }],
          kept: [{ id: 'ccccccccccccccccccccccc2', number: 'FA-0001', form_title: 'Factură', kind: 'invoice' }],
          retention: 'Legea contabilității nr. 82/1991',
        }),
    });
    renderUi(<CustomerView id={CUSTOMER_ID} isOwner />);
    fireEvent.click(await screen.findByRole('button', { name: "Erase the customer's data" }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase the data of Ștefan Popescu?' });
    expect(dialog.textContent).toContain('removed from 1 document.');
    expect(dialog.textContent).toContain('The invoices FA-0001 are kept unchanged');
    expect(dialog.textContent).toContain('82/1991, art. 25');
    // What goes beside the client's fields: their name and contacts in any text, signatures, sends, reminders.
    expect(dialog.textContent).toContain("Also erased: the customer's full name, phone, e-mail, CNP and address wherever they are written in these documents");
    expect(dialog.textContent).toContain('the copies of the e-mails sent to them (or about their documents) that the server keeps in its outbox');
    expect(dialog.textContent).toContain('the signatures drawn on them');
    expect(callKeys(fetchMock).filter((k) => k.startsWith('POST'))).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase for good' }));
    const report = await screen.findByTestId('erasure-report');
    expect(report.textContent).toContain("The customer's data was erased from 1 document.");
    expect(report.textContent).toContain('FA-0001 (Factură): an invoice, kept 10 years');
    expect(bodyOfCall(fetchMock, `POST /api/user/customers/${CUSTOMER_ID}/erase?locale=en`)).toEqual({ confirm: true });
  });

  it('gives a member no export or erasure, and says why', async () => {
    mockApi({ [GET]: () => jsonResponse(200, detail()) });
    renderUi(<CustomerView id={CUSTOMER_ID} isOwner={false} />);
    expect(await screen.findByText("Only the owner of the business can export or erase a customer's data.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Erase the customer's data" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export the data (ZIP)' })).toBeNull();
  });

  it('says so for a customer that is not (or no longer) there', async () => {
    mockApi({});
    renderUi(<CustomerView id={CUSTOMER_ID} isOwner />);
    expect(await screen.findByText('This customer does not exist (or has no documents left).')).toBeTruthy();
  });
});
