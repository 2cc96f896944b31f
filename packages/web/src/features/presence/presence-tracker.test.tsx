import type { PresenceUpdate } from '@atelier/core';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureSockets, type FakeSocket } from '../../test/fake-socket';
import { clearSessionToken, setSessionToken } from '../../lib/session/session-store';
import { jsonResponse, mockApi, renderUi } from '../../test/render-app';
import { makeToken } from '../../test/tokens';
import PresenceTracker from './presence-tracker';

const FORM_ID = 'dddddddddddddddddddddddd';

describe('PresenceTracker', () => {
  let sockets: FakeSocket[];
  beforeEach(() => {
    sockets = captureSockets();
  });
  afterEach(() => vi.unstubAllGlobals());

  const lastUpdate = () =>
    sockets[0]?.emit.mock.calls
      .filter(([event]) => event === 'update_user_info')
      .map(([, payload]) => payload as PresenceUpdate)
      .at(-1);

  it("announces the page with its form's title from the title lookup", async () => {
    mockApi({ [`GET /api/forms/open/forms/${FORM_ID}`]: () => jsonResponse(200, { form_schema: { title: 'Deviz auto' } }) });
    renderUi(<PresenceTracker />, `/public-doc-steps/${FORM_ID}`);
    sockets[0]?.serverConnects();
    await waitFor(() => expect(lastUpdate()).toMatchObject({ documentId: FORM_ID, documentTitle: 'Deviz auto', isPublic: true }));
  });

  it('announces no title when the lookup fails', async () => {
    mockApi({});
    renderUi(<PresenceTracker />, '/public-doc-steps/eeeeeeeeeeeeeeeeeeeeeeee');
    sockets[0]?.serverConnects();
    await waitFor(() => expect(lastUpdate()).toMatchObject({ documentId: 'eeeeeeeeeeeeeeeeeeeeeeee', documentTitle: null }));
  });

  it("never looks a signed-in user's document id up as a form (a 404 on every saved document)", async () => {
    setSessionToken(makeToken());
    try {
      const fetchMock = mockApi({});
      renderUi(<PresenceTracker />, '/documents/bbbbbbbbbbbbbbbbbbbbbbbb');
      sockets[0]?.serverConnects();
      await waitFor(() => expect(lastUpdate()).toMatchObject({ documentId: 'bbbbbbbbbbbbbbbbbbbbbbbb', documentTitle: null, isPublic: false }));
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([]);
    } finally {
      clearSessionToken();
    }
  });
});
