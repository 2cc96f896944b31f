import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { clearSessionToken, setSessionToken } from '../../lib/session/session-store';
import { DOCUMENT_ID, FORM_ID, makeDocument, makeFormDetail } from '../../test/estimate-fixture';
import { jsonResponse, mockApi, renderApp, setWideScreen } from '../../test/render-app';
import { MECHANIC_ID, OWNER_ID, memberMe, ownerMe, team } from '../../test/team-fixtures';
import { makeToken } from '../../test/tokens';

const ana = { id: OWNER_ID, name: 'Ana Ionescu', email: 'ana@example.ro' };
const mihai = { id: MECHANIC_ID, name: '', email: 'mihai@example.ro' };
const byMihai = makeDocument({ id: `01${'c'.repeat(22)}`, number: 'DV-0002', created_by: mihai });
const byAna = makeDocument({ id: `02${'c'.repeat(22)}`, number: 'DV-0001', created_by: ana });

const list = (documents: unknown[]) => () =>
  new Response(JSON.stringify(documents), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(documents.length) } });

const api = (handlers: Record<string, () => Response>) =>
  mockApi({
    'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
    [`GET /api/user/forms/${FORM_ID}?version=1`]: () => jsonResponse(200, makeFormDetail()),
    [`GET /api/user/forms/${FORM_ID}/submission_count`]: () => jsonResponse(200, { count: 5, previous_count: 4 }),
    ...handlers,
  });

describe('Made by (issue 14)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it("the owner of a business of several sees who made each document in the history table, the e-mail when there is no name", async () => {
    setWideScreen();
    setSessionToken(makeToken());
    api({
      'GET /api/user/me': () => jsonResponse(200, ownerMe),
      'GET /api/user/team': () => jsonResponse(200, team()),
      'GET /api/user/completed_forms?skip=0&limit=10&locale=en': list([byMihai, byAna]),
    });
    renderApp('/dashboard?tab=history');
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('columnheader', { name: 'Made by' })).toBeTruthy();
    const row = (number: string) => within(within(table).getByRole('link', { name: number }).closest('tr')!);
    expect(row('DV-0002').getByText('mihai@example.ro')).toBeTruthy();
    expect(row('DV-0001').getByText('Ana Ionescu')).toBeTruthy();
  });

  it('an owner alone sees no Made by on their own documents', async () => {
    setWideScreen();
    setSessionToken(makeToken());
    const alone = { ...team(), members: team().members.slice(0, 1) };
    api({
      'GET /api/user/me': () => jsonResponse(200, ownerMe),
      'GET /api/user/team': () => jsonResponse(200, alone),
      'GET /api/user/completed_forms?skip=0&limit=10&locale=en': list([byAna]),
    });
    const { queryClient } = renderApp('/dashboard?tab=history');
    const table = await screen.findByRole('table');
    await within(table).findByText('DV-0001');
    // Decided once the team is known (one member), not before.
    await waitFor(() => expect(queryClient.getQueryState(['user', 'team'])?.status).toBe('success'));
    expect(within(table).queryByRole('columnheader', { name: 'Made by' })).toBeNull();
    expect(within(table).queryByText('Ana Ionescu')).toBeNull();
  });

  it('a member sees on the document page who made it', async () => {
    setSessionToken(makeToken({ sub: MECHANIC_ID, email: 'mihai@example.ro' }));
    const fetchMock = api({
      'GET /api/user/me': () => jsonResponse(200, memberMe()),
      [`GET /api/user/completed_forms/${DOCUMENT_ID}`]: () => jsonResponse(200, makeDocument({ created_by: ana })),
    });
    renderApp(`/documents/${DOCUMENT_ID}`);
    expect(await screen.findByText('Made by Ana Ionescu')).toBeTruthy();
    // A member may not read the team: the business has an owner besides them, that is enough.
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/team')).toBe(false);
  });
});
