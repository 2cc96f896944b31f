import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { makeDocument } from '../../../test/estimate-fixture';
import { callKeys } from '../../../test/fetch-calls';
import { jsonResponse, mockApi, renderUi } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';
import { makeAnswer, makeSharing } from '../test/fixtures';
import { DocumentSharing } from './document-sharing';

const DOC = makeDocument();
const LINK = 'eeeeeeeeeeeeeeeeeeeeee01';

describe("a document's state with its customer (document page)", () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ro');
    setSessionToken(makeToken());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it('names the state in Romanian, the sends, the opens, the answer with its lines, and withdraws a link', async () => {
    let revoked = false;
    const fetchMock = mockApi({
      [`GET /api/user/documents/${DOC.id}/sharing`]: () =>
        jsonResponse(
          200,
          makeSharing({
            state: 'partly_approved',
            links: [
              {
                id: LINK,
                created_at: '2026-11-28T10:00:00.000Z',
                created_by: 'Ana Pop',
                expires_at: '2026-12-28T10:00:00.000Z',
                revoked_at: revoked ? '2026-11-28T13:00:00.000Z' : null,
                first_opened_at: '2026-11-28T11:00:00.000Z',
                last_opened_at: '2026-11-28T12:20:00.000Z',
                document_version: 3,
              },
            ],
            sends: [{ id: 'ffffffffffffffffffffff01', channel: 'email', to: 'ion@example.ro', sent_at: '2026-11-28T10:00:00.000Z', sent_by: 'Ana Pop', document_version: 3, link_id: LINK, status: 'sent' }],
            answers: [makeAnswer()],
          }),
        ),
      [`DELETE /api/user/documents/${DOC.id}/links/${LINK}`]: () => {
        revoked = true;
        return new Response(null, { status: 204 });
      },
    });
    renderUi(<DocumentSharing document={DOC} />);
    const panel = within(await screen.findByRole('region', { name: /La client/ }));
    expect(await panel.findByText('Aprobat parțial')).toBeTruthy();
    expect(panel.getByText(/^E-mail → ion@example\.ro · .* · Ana Pop$/)).toBeTruthy();
    expect(panel.getByText(/^Deschis prima dată/)).toBeTruthy();
    expect(panel.getByText('Poziții aprobate: 1, 3; Poziții refuzate: 2')).toBeTruthy();
    expect(panel.getByText('„Discurile le schimb data viitoare.”')).toBeTruthy();
    expect(panel.getByRole('button', { name: 'Trimite documentul DV-0007 clientului' })).toBeTruthy();

    await userEvent.setup().click(panel.getByRole('button', { name: /^Retrage linkul creat/ }));
    await waitFor(() => expect(panel.getByText(/retras/)).toBeTruthy());
    expect(panel.queryByRole('button', { name: /^Retrage linkul/ })).toBeNull();
    expect(callKeys(fetchMock)).toContain(`DELETE /api/user/documents/${DOC.id}/links/${LINK}`);
  });

  it.each([
    ['not_sent', 'Netrimis'],
    ['sent', 'Trimis'],
    ['opened', 'Deschis de client'],
    ['approved', 'Aprobat'],
    ['declined', 'Refuzat'],
    ['signed', 'Semnat'],
  ] as const)('says %s as "%s"', async (state, text) => {
    mockApi({ [`GET /api/user/documents/${DOC.id}/sharing`]: () => jsonResponse(200, makeSharing({ state })) });
    renderUi(<DocumentSharing document={DOC} />);
    const panel = within(await screen.findByRole('region', { name: /La client/ }));
    expect(await panel.findByText(text)).toBeTruthy();
  });
});
