import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { callKeys } from '../../../test/fetch-calls';
import { jsonResponse, mockApi, renderUi, setWideScreen } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';
import { pendingItem, spvStatus } from '../test/fixtures';
import { SpvPendingCard } from './spv-pending-card';

const STATUS = 'GET /api/user/spv';
const PENDING = 'GET /api/user/spv/pending';

// Most urgent first, as the server orders them: late, last day, 2 days left, 4 days left.
const items = [
  pendingItem('FA-0001', -2, { issue_date: '2026-03-02', deadline: '2026-03-09', state: 'rejected' }),
  pendingItem('FA-0004', 0, { issue_date: '2026-03-06', deadline: '2026-03-13', state: 'failed', last_error: 'ANAF did not answer' }),
  pendingItem('FA-0007', 2, { issue_date: '2026-03-09', deadline: '2026-03-16', state: 'processing' }),
  pendingItem('FA-0009', 4, { issue_date: '2026-03-11', deadline: '2026-03-18' }),
];

const card = async (title = 'To send to SPV') => within((await screen.findByRole('heading', { name: title })).closest('section') as HTMLElement);

describe('the invoices to send to SPV', () => {
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

  it("lists them in the server's order on a desktop, with the deadline's days in words and colours", async () => {
    setWideScreen();
    mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('connected')), [PENDING]: () => jsonResponse(200, { results: items }) });
    renderUi(<SpvPendingCard />);
    const c = await card();
    const rows = (await c.findAllByRole('row')).slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['FA-0001', '03/02/2026', '03/09/2026', 'Late by 2 working days', 'Rejected'],
      ['FA-0004', '03/06/2026', '03/13/2026', 'Today is the last day', 'Not sentReason: ANAF did not answer'],
      ['FA-0007', '03/09/2026', '03/16/2026', '2 working days', 'In processing'],
      ['FA-0009', '03/11/2026', '03/18/2026', '4 working days', 'To send'],
    ]);
    const urgency = (text: string) => c.getByText(text).getAttribute('data-urgency');
    expect(urgency('Late by 2 working days')).toBe('red');
    expect(urgency('Today is the last day')).toBe('orange');
    expect(urgency('2 working days')).toBe('orange');
    expect(urgency('4 working days')).toBe('none');
    expect(c.getByRole('link', { name: 'Open invoice FA-0007' }).getAttribute('href')).toBe(`/documents/${items[2]!.document_id}`);
  });

  it('stacks them as cards on a phone, in Romanian with its plurals', async () => {
    await i18n.changeLanguage('ro');
    mockApi({
      [STATUS]: () => jsonResponse(200, spvStatus('connected')),
      [PENDING]: () => jsonResponse(200, { results: [pendingItem('FA-0001', -1), pendingItem('FA-0002', 1), pendingItem('FA-0003', 3), pendingItem('FA-0004', 20)] }),
    });
    renderUi(<SpvPendingCard />);
    const c = await card('De trimis în SPV');
    expect(c.queryByRole('table')).toBeNull();
    const cards = await c.findAllByRole('listitem');
    expect(cards.map((item) => within(item).getByRole('link').textContent)).toEqual(['FA-0001', 'FA-0002', 'FA-0003', 'FA-0004']);
    expect(within(cards[0]!).getByText('Întârziată cu 1 zi lucrătoare').getAttribute('data-urgency')).toBe('red');
    expect(within(cards[1]!).getByText('1 zi lucrătoare').getAttribute('data-urgency')).toBe('orange');
    expect(within(cards[2]!).getByText('3 zile lucrătoare').getAttribute('data-urgency')).toBe('none');
    expect(within(cards[3]!).getByText('20 de zile lucrătoare')).toBeTruthy();
    expect(within(cards[0]!).getByText('Emisă la 09.03.2026 · Termen: 16.03.2026')).toBeTruthy();
  });

  it('shows nothing when nothing waits, or where SPV is not configured (without asking for the list)', async () => {
    mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('connected')), [PENDING]: () => jsonResponse(200, { results: [] }) });
    const view = renderUi(<SpvPendingCard />);
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.container.querySelector('section')).toBeNull();
    view.unmount();

    const fetchMock = mockApi({ [STATUS]: () => jsonResponse(200, spvStatus('not_configured')) });
    const other = renderUi(<SpvPendingCard />);
    await waitFor(() => expect(callKeys(fetchMock)).toContain(STATUS));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(other.container.querySelector('section')).toBeNull();
    expect(callKeys(fetchMock)).not.toContain(PENDING);
  });
});
