import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { callKeys } from '../../../test/fetch-calls';
import { jsonResponse, mockApi, renderUi } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';
import { customer } from '../test/fixtures';
import { CustomersList } from './customers-list';

describe('the customers list', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ro');
    setSessionToken(makeToken());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('lists the customers in Romanian, and searches as you type', async () => {
    const company = customer({ id: 'aaaaaaaaaaaaaaaaaaaaaaa2', kind: 'company', name: 'Transport SRL', cui: '18547290', cnp: null, phone: null, email: null, documents: 21 });
    const fetchMock = mockApi({
      'GET /api/user/customers?skip=0&limit=20': () => jsonResponse(200, { results: [customer(), company], total: 2 }),
      'GET /api/user/customers?query=stef&skip=0&limit=20': () => jsonResponse(200, { results: [customer()], total: 1 }),
    });
    renderUi(<CustomersList />);
    const list = await screen.findByRole('list', { name: 'Clienții firmei' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ștefan PopescuPersoană fizică0722 123 456 · stefan@exemplu.ro · 16306151234572 documente · Ultimul document: 05.03.2026',
      'Transport SRLFirmă1854729021 de documente · Ultimul document: 05.03.2026',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Ștefan Popescu' }).getAttribute('href')).toBe('/customers/aaaaaaaaaaaaaaaaaaaaaaa1');
    expect(screen.getByTestId('customers-total').textContent).toBe('2 clienți');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Caută un client' }), { target: { value: 'stef' } });
    await waitFor(() => expect(screen.getByTestId('customers-total').textContent).toBe('1 client'));
    expect(callKeys(fetchMock)).toContain('GET /api/user/customers?query=stef&skip=0&limit=20');
  });

  it('says when nothing matches', async () => {
    mockApi({ 'GET /api/user/customers?query=zzz&skip=0&limit=20': () => jsonResponse(200, { results: [], total: 0 }) });
    renderUi(<CustomersList />, '/dashboard?tab=customers&q=zzz');
    expect(await screen.findByText('Niciun client nu se potrivește căutării.')).toBeTruthy();
  });
});
