import type { RemindersResponse, ServiceTagDto, UserDto } from '@atelier/core';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { clearSessionToken, setSessionToken } from '../lib/session/session-store';
import { apiError, jsonResponse, mockApi, renderApp, setWideScreen } from '../test/render-app';
import { makeToken } from '../test/tokens';

const me: UserDto = { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', email: 'ana@example.ro', is_admin: false, created_at: '2026-01-01T10:00:00Z', trial_ends_at: '2099-01-01T00:00:00Z' };
const oil: ServiceTagDto = { id: 'aaaaaaaaaaaaaaaaaaaaaaa1', name: 'Revizie ulei', interval_months: 12, aliases: 'ulei', documents: 3, created_at: '2026-01-01T10:00:00Z', updated_at: '2026-01-01T10:00:00Z' };
const reminders: RemindersResponse = {
  today: '2026-06-15',
  upcoming_days: 30,
  total: 1,
  results: [
    {
      source: 'tag',
      paper: null,
      tag_id: oil.id,
      tag_name: 'Revizie ulei',
      interval_months: 12,
      vehicle_key: 'B02BBB',
      plate: 'B02BBB',
      vin: null,
      vehicle_id: 'ffffffffffffffffffffff01',
      last_document_id: 'cccccccccccccccccccccccc',
      last_document_number: 'DV-0002',
      last_form_id: 'dddddddddddddddddddddddd',
      last_date: '2025-04-01',
      due_date: '2026-04-01',
      state: 'overdue',
      client_name: 'Ion Țăranu',
      client_phone: '0722 123 456',
      client_email: 'ion@example.ro',
      sends: [{ email: 'ion@example.ro', status: 'sent', due_date: '2026-04-01', sent_at: '2026-03-25T06:00:00Z', channel: 'email' }],
    },
  ],
};

describe('the Notificări tab', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ro');
    setSessionToken(makeToken());
    // A desktop: every action of a card a link of its own (a phone's menu: the vehicle page's test and the reminders journey).
    setWideScreen();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  const base = { 'GET /api/user/me': () => jsonResponse(200, me), 'GET /api/user/payment-banner-status': () => jsonResponse(200, false) };
  // The business's applications: Notificări, and two estimates (the tag's last estimate was made with the non-payer's).
  const form = (id: string, key: string) => ({ id, key, version: 1, title: key, description: '', category: 'auto-service', isPublic: false, access: 'allocated', addon: null, createdAt: '2026-01-01T10:00:00Z', updatedAt: '2026-01-01T10:00:00Z' });
  const forms = [form('eeeeeeeeeeeeeeeeeeeeee01', 'notificari-service'), form('eeeeeeeeeeeeeeeeeeeeee02', 'deviz-auto-platitor-tva'), form('dddddddddddddddddddddddd', 'deviz-auto-neplatitor-tva')];
  const withForms = { ...base, 'GET /api/user/forms?locale=ro': () => jsonResponse(200, forms) };

  it('says the Notificări application must be allocated when the server answers 403 notificari_required', async () => {
    mockApi({ ...base, 'GET /api/user/tags': () => apiError(403, 'notificari_required') });
    renderApp('/dashboard?tab=reminders');
    // The first test of the file: the tab's chunk, the forms list, then the tags (a busy machine takes seconds).
    expect(await screen.findByText('Aplicația Notificări nu este alocată contului', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cereți aplicația Notificări' }).getAttribute('href')).toBe('/catalog/notificari-service');
  });

  it('asks nothing of tags and reminders when the account lacks the Notificări application (issue 28: no 403)', async () => {
    const deviz = { id: 'cccccccccccccccccccccccc', key: 'deviz-auto-platitor-tva', version: 1, title: 'Deviz', description: '', category: 'auto-service', isPublic: false, access: 'allocated', addon: null, createdAt: '2026-01-01T10:00:00Z', updatedAt: '2026-01-01T10:00:00Z' };
    const publicNotificari = { ...deviz, id: 'dddddddddddddddddddddddd', key: 'notificari-service', isPublic: true, access: 'public' };
    const fetchMock = mockApi({ ...base, 'GET /api/user/forms?locale=ro': () => jsonResponse(200, [deviz, publicNotificari]), 'GET /api/user/tags': () => apiError(403, 'notificari_required') });
    renderApp('/dashboard?tab=reminders');
    expect(await screen.findByText('Aplicația Notificări nu este alocată contului')).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.some((url) => url.startsWith('/api/user/tags') || url.startsWith('/api/user/reminders'))).toBe(false);
  });

  it("lists a reminder with its contact actions, prefilled WhatsApp message, the e-mail sent and a new estimate for the car in its last estimate's application", async () => {
    mockApi({
      ...withForms,
      'GET /api/user/tags': () => jsonResponse(200, [oil]),
      'GET /api/user/reminders?due=overdue&skip=0&limit=10': () => jsonResponse(200, reminders),
    });
    renderApp('/dashboard?tab=reminders&due=overdue');
    const list = await screen.findByRole('list', { name: 'Notificări' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('Depășit')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'Sună' }).getAttribute('href')).toBe('tel:0722123456');
    const whatsapp = decodeURIComponent(within(item).getByRole('link', { name: 'WhatsApp' }).getAttribute('href') ?? '');
    // The plate as the car's page writes it, on the card and in the messages.
    expect(within(item).getByText('B 02 BBB')).toBeTruthy();
    expect(whatsapp).toContain('https://wa.me/40722123456?text=Bună ziua, Ion Țăranu! Vă reamintim că pentru mașina B 02 BBB termenul pentru „Revizie ulei” este 01.04.2026.');
    const mail = decodeURIComponent(within(item).getByRole('link', { name: 'E-mail' }).getAttribute('href') ?? '');
    expect(mail).toContain('B 02 BBB');
    expect(mail).not.toContain('B02BBB');
    // A new estimate pre-filled with the car and its owner (as the car's page opens it); the source stays a click away.
    expect(within(item).getByRole('link', { name: 'Deviz nou' }).getAttribute('href')).toBe('/documents/dddddddddddddddddddddddd?mode=edit&new=1&vehicle=ffffffffffffffffffffff01');
    expect(within(item).getByRole('link', { name: 'Deschide DV-0002' }).getAttribute('href')).toBe('/documents/cccccccccccccccccccccccc');
    expect(within(item).getByText('E-mail trimis la ion@example.ro pe 25.03.2026')).toBeTruthy();
  });

  it("lists a reminder saved with the Notificări application beside the tag-made ones: what is due and when, without a tag's interval", async () => {
    const saved: RemindersResponse = {
      ...reminders,
      total: 2,
      results: [
        ...reminders.results,
        {
          ...reminders.results[0]!,
          source: 'document',
          tag_id: null,
          tag_name: 'ITP',
          interval_months: null,
          last_date: null,
          vehicle_key: 'CJ21AAA',
          plate: 'CJ21AAA',
          // Not (yet) in the vehicle directory: no estimate to pre-fill.
          vehicle_id: null,
          last_document_id: 'eeeeeeeeeeeeeeeeeeeeeeee',
          last_document_number: 'NT00001',
          due_date: '2026-04-02',
          client_name: 'Ana Pop',
          sends: [],
        },
      ],
    };
    mockApi({
      ...withForms,
      'GET /api/user/tags': () => jsonResponse(200, [oil]),
      'GET /api/user/reminders?due=overdue&skip=0&limit=10': () => jsonResponse(200, saved),
    });
    renderApp('/dashboard?tab=reminders&due=overdue');
    const list = await screen.findByRole('list', { name: 'Notificări' });
    const [, item] = within(list).getAllByRole('listitem');
    expect(within(item!).getByText('CJ 21 AAA')).toBeTruthy();
    expect(within(item!).queryByRole('link', { name: 'Deviz nou' })).toBeNull();
    expect(within(item!).getByText('ITP')).toBeTruthy();
    expect(within(item!).getByText('Scadent: 02.04.2026')).toBeTruthy();
    expect(within(item!).getByRole('link', { name: 'Deschide NT00001' }).getAttribute('href')).toBe('/documents/eeeeeeeeeeeeeeeeeeeeeeee');
  });

  it("lists a car's ITP, RCA and rovinietă expiry dates (issue 31) in Romanian, with the customer's message in its own words", async () => {
    const paper = (kind: 'itp' | 'rca' | 'vignette', due: string, state: 'overdue' | 'upcoming' | 'later') => ({
      ...reminders.results[0]!,
      source: 'paper' as const,
      paper: kind,
      tag_id: null,
      tag_name: { itp: 'ITP', rca: 'RCA', vignette: 'Rovinietă' }[kind],
      interval_months: null,
      last_date: null,
      vehicle_key: 'CJ12ABC',
      plate: 'CJ12ABC',
      last_document_id: 'eeeeeeeeeeeeeeeeeeeeeeee',
      last_document_number: 'FI-0007',
      // An entry sheet's papers: the new estimate is the VAT payer's deviz.
      last_form_id: 'aaaaaaaaaaaaaaaaaaaaaa07',
      due_date: due,
      state,
      client_name: 'Ștefan Țăranu',
      sends: [],
    });
    const papers: RemindersResponse = { ...reminders, total: 3, results: [paper('itp', '2026-06-20', 'upcoming'), paper('rca', '2026-06-22', 'upcoming'), paper('vignette', '2026-12-31', 'later')] };
    mockApi({
      ...withForms,
      'GET /api/user/tags': () => jsonResponse(200, [oil]),
      'GET /api/user/reminders?due=all&skip=0&limit=10': () => jsonResponse(200, papers),
      'GET /api/user/reminders?skip=0&limit=10': () => jsonResponse(200, papers),
    });
    renderApp('/dashboard?tab=reminders');
    const list = await screen.findByRole('list', { name: 'Notificări' });
    const [itp, rca, vignette] = within(list).getAllByRole('listitem');
    expect(within(itp!).getByText('ITP')).toBeTruthy();
    expect(within(itp!).getByText('Expiră la: 20.06.2026')).toBeTruthy();
    expect(within(rca!).getByText('RCA')).toBeTruthy();
    expect(within(vignette!).getByText('Rovinietă')).toBeTruthy();
    expect(within(vignette!).getByText('Mai târziu')).toBeTruthy();
    const whatsapp = decodeURIComponent(within(itp!).getByRole('link', { name: 'WhatsApp' }).getAttribute('href') ?? '');
    expect(whatsapp).toContain('Bună ziua, Ștefan Țăranu! ITP-ul mașinii CJ 12 ABC expiră la 20.06.2026.');
    const mail = decodeURIComponent(within(rca!).getByRole('link', { name: 'E-mail' }).getAttribute('href') ?? '');
    expect(mail).toContain('Asigurarea RCA a mașinii CJ 12 ABC expiră la 22.06.2026');
    expect(within(itp!).getByRole('link', { name: 'Deschide FI-0007' }).getAttribute('href')).toBe('/documents/eeeeeeeeeeeeeeeeeeeeeeee');
    expect(within(itp!).getByRole('link', { name: 'Deviz nou' }).getAttribute('href')).toBe('/documents/eeeeeeeeeeeeeeeeeeeeee02?mode=edit&new=1&vehicle=ffffffffffffffffffffff01');
  });

  it('shows no new estimate when the business has no estimate application', async () => {
    mockApi({
      ...base,
      'GET /api/user/forms?locale=ro': () => jsonResponse(200, [forms[0]]),
      'GET /api/user/tags': () => jsonResponse(200, [oil]),
      'GET /api/user/reminders?due=overdue&skip=0&limit=10': () => jsonResponse(200, reminders),
    });
    renderApp('/dashboard?tab=reminders&due=overdue');
    const item = within(await screen.findByRole('list', { name: 'Notificări' })).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Deschide DV-0002' })).toBeTruthy();
    expect(within(item).queryByRole('link', { name: 'Deviz nou' })).toBeNull();
  });
});
