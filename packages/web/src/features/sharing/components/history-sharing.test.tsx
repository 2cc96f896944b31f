import type { DocumentDto } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { makeDocument, USER_ID } from '../../../test/estimate-fixture';
import { captureSockets, type FakeSocket } from '../../../test/fake-socket';
import { callKeys } from '../../../test/fetch-calls';
import { jsonResponse, mockApi, renderApp, setWideScreen } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';
import { SHARING_EVENT } from '@atelier/core';

const listed = (documents: DocumentDto[]) => () => new Response(JSON.stringify(documents), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(documents.length) } });
const LIST = 'GET /api/user/completed_forms?skip=0&limit=10&locale=ro';

describe("History: each document's state with its customer", () => {
  let sockets: FakeSocket[];
  beforeEach(async () => {
    await i18n.changeLanguage('ro');
    setSessionToken(makeToken({ sub: USER_ID }));
    sockets = captureSockets();
    setWideScreen();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('shows the state as a column, filters by it, and follows a customer answer live', async () => {
    let state: DocumentDto['share_state'] = 'opened';
    const fetchMock = mockApi({
      'GET /api/user/payment-banner-status': () => jsonResponse(200, false),
      [LIST]: () => listed([makeDocument({ share_state: state })])(),
      [`GET /api/user/completed_forms?skip=0&limit=10&locale=ro&share_state=declined`]: listed([]),
    });
    renderApp('/dashboard?tab=history');
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    expect(within(table).getByRole('columnheader', { name: 'La client' })).toBeTruthy();
    expect(await within(table).findByText('Deschis de client')).toBeTruthy();

    // The customer answers: the server tells the business's sockets, the list is read again.
    await waitFor(() => expect(sockets[0]).toBeDefined(), { timeout: 8000 });
    state = 'partly_approved';
    sockets[0]?.serverSends(SHARING_EVENT, { document_id: makeDocument().id, state, at: '2026-11-28T12:30:00.000Z' });
    expect(await within(table).findByText('Aprobat parțial')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByPlaceholderText('Oricare'));
    await user.click(await screen.findByRole('option', { name: 'Refuzat' }));
    await waitFor(() => expect(callKeys(fetchMock)).toContain('GET /api/user/completed_forms?skip=0&limit=10&locale=ro&share_state=declined'));
  });
});
