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
      [`GET /api/user/documents/${DOC.id}/answers/${makeAnswer().id}/carry-targets?locale=ro`]: () => jsonResponse(200, { targets: [] }),
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
    expect(await panel.findByText(/^Niciuna dintre aplicațiile dumneavoastră/)).toBeTruthy();

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

  it("downloads the answered version's PDF, and says when the document changed after the answer", async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => undefined }));
    const answer = makeAnswer({ document_version: 2 });
    const fetchMock = mockApi({
      [`GET /api/user/documents/${DOC.id}/sharing`]: () => jsonResponse(200, makeSharing({ state: 'opened', answers: [answer] })),
      [`GET /api/user/documents/${DOC.id}/answers/${answer.id}/carry-targets?locale=ro`]: () => jsonResponse(200, { targets: [] }),
      [`GET /api/user/documents/${DOC.id}/answers/${answer.id}/pdf?locale=ro`]: () =>
        new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="DV-0007-raspuns.pdf"' } }),
    });
    // The document is at version 3; the customer answered version 2.
    renderUi(<DocumentSharing document={DOC} />);
    const panel = within(await screen.findByRole('region', { name: /La client/ }));
    expect(await panel.findByText('Documentul a fost modificat după ce clientul a răspuns la versiunea 2: versiunea 3 are nevoie de un răspuns nou. Trimiteți-o din nou clientului.')).toBeTruthy();
    await userEvent.setup().click(panel.getByRole('button', { name: 'PDF cu răspunsul, versiunea 2' }));
    await waitFor(() => expect(callKeys(fetchMock)).toContain(`GET /api/user/documents/${DOC.id}/answers/${answer.id}/pdf?locale=ro`));
  });

  it('says nothing of a change when the answer is to the current version', async () => {
    mockApi({
      [`GET /api/user/documents/${DOC.id}/sharing`]: () => jsonResponse(200, makeSharing({ state: 'partly_approved', answers: [makeAnswer()] })),
      [`GET /api/user/documents/${DOC.id}/answers/${makeAnswer().id}/carry-targets?locale=ro`]: () => jsonResponse(200, { targets: [] }),
    });
    renderUi(<DocumentSharing document={DOC} />);
    const panel = within(await screen.findByRole('region', { name: /La client/ }));
    expect(await panel.findByText('Aprobat parțial')).toBeTruthy();
    expect(panel.queryByText(/a fost modificat după/)).toBeNull();
  });

  describe('the order from the approved lines', () => {
    const ANSWER = 'dddddddddddddddddddddd01';
    const ORDER = 'aaaaaaaaaaaaaaaaaaaaaa01';
    const INVOICE = 'aaaaaaaaaaaaaaaaaaaaaa02';
    const TARGETS = `GET /api/user/documents/${DOC.id}/answers/${ANSWER}/carry-targets?locale=ro`;
    const path = (formId: string) => `/documents/${formId}?mode=edit&new=1&from_answer=${ANSWER}&source=${DOC.id}`;
    const withAnswer = (answer = makeAnswer()) => ({ [`GET /api/user/documents/${DOC.id}/sharing`]: () => jsonResponse(200, makeSharing({ state: answer.decision, answers: [answer] })) });

    it('offers the applications in the order the server gives, each opening its new-document editor from this answer', async () => {
      mockApi({
        ...withAnswer(),
        [TARGETS]: () =>
          jsonResponse(200, {
            targets: [
              { form_id: ORDER, title: 'Comandă de service', kind: 'order' },
              { form_id: INVOICE, title: 'Factură (plătitor de TVA)', kind: 'invoice' },
            ],
          }),
      });
      renderUi(<DocumentSharing document={DOC} />);
      const panel = within(await screen.findByRole('region', { name: /La client/ }));
      // The menu's button (the one shown while the applications load has no menu).
      await userEvent.setup().click(await panel.findByRole('button', { name: 'Creează comanda din liniile aprobate', expanded: false }));
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByText('Alegeți aplicația')).toBeTruthy();
      const items = within(menu).getAllByRole('menuitem');
      expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
        ['Comandă de service', path(ORDER)],
        ['Factură (plătitor de TVA)', path(INVOICE)],
      ]);
    });

    it('goes straight to the one application that fits, and says which', async () => {
      mockApi({ ...withAnswer(makeAnswer({ decision: 'approved', lines: [] })), [TARGETS]: () => jsonResponse(200, { targets: [{ form_id: ORDER, title: 'Comandă de service', kind: 'order' }] }) });
      renderUi(<DocumentSharing document={DOC} />);
      const panel = within(await screen.findByRole('region', { name: /La client/ }));
      const link = await panel.findByRole('link', { name: 'Creează comanda din liniile aprobate' });
      expect(link.getAttribute('href')).toBe(path(ORDER));
      expect(panel.getByText('Se deschide: Comandă de service')).toBeTruthy();
    });

    it('says when no application takes lines', async () => {
      mockApi({ ...withAnswer(), [TARGETS]: () => jsonResponse(200, { targets: [] }) });
      renderUi(<DocumentSharing document={DOC} />);
      const panel = within(await screen.findByRole('region', { name: /La client/ }));
      expect(await panel.findByText(/Niciuna dintre aplicațiile dumneavoastră nu preia linii/)).toBeTruthy();
      expect(panel.queryByRole('button', { name: 'Creează comanda din liniile aprobate' })).toBeNull();
    });

    it('is not offered on a declined or signed answer', async () => {
      for (const decision of ['declined', 'signed'] as const) {
        const fetchMock = mockApi(withAnswer(makeAnswer({ decision, lines: [] })));
        const view = renderUi(<DocumentSharing document={DOC} />);
        const panel = within(await screen.findByRole('region', { name: /La client/ }));
        expect(await panel.findByText(decision === 'declined' ? /^Refuzat · / : /^Semnat · /)).toBeTruthy();
        expect(panel.queryByRole('button', { name: 'Creează comanda din liniile aprobate' })).toBeNull();
        expect(panel.queryByRole('link', { name: 'Creează comanda din liniile aprobate' })).toBeNull();
        expect(callKeys(fetchMock).some((key) => key.includes('/carry-targets'))).toBe(false);
        view.unmount();
        vi.unstubAllGlobals();
      }
    });
  });
});
