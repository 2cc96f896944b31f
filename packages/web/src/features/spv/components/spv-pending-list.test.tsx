import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { renderUi, setWideScreen } from '../../../test/render-app';
import { pendingItem } from '../test/fixtures';
import { SpvPendingList } from './spv-pending-list';

// Most urgent first, as the server orders them: late, last day, 2 days left, 4 days left.
const items = [
  pendingItem('FA-0001', -2, { issue_date: '2026-03-02', deadline: '2026-03-09', state: 'rejected' }),
  pendingItem('FA-0004', 0, { issue_date: '2026-03-06', deadline: '2026-03-13', state: 'failed', last_error_code: 'unavailable', last_error: 'HTTP 503' }),
  pendingItem('FA-0007', 2, { issue_date: '2026-03-09', deadline: '2026-03-16', state: 'processing' }),
  pendingItem('FA-0009', 4, { issue_date: '2026-03-11', deadline: '2026-03-18' }),
];

describe("the invoices to send to SPV (Today's section)", () => {
  const wideMatchMedia = window.matchMedia;
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    window.matchMedia = wideMatchMedia;
  });

  it("lists them in the server's order on a desktop, with the deadline's days in words and colours", async () => {
    setWideScreen();
    renderUi(<SpvPendingList items={items} />);
    const c = within(await screen.findByRole('table'));
    const rows = c.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['FA-0001', '03/02/2026', '03/09/2026', 'Late by 2 working days', 'Rejected'],
      ['FA-0004', '03/06/2026', '03/13/2026', 'Today is the last day', "Not sentReason: ANAF's SPV could not be reached or answered with an error. The answer: HTTP 503"],
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
    renderUi(<SpvPendingList items={[pendingItem('FA-0001', -1), pendingItem('FA-0002', 1), pendingItem('FA-0003', 3), pendingItem('FA-0004', 20)]} />);
    const cards = await screen.findAllByRole('listitem');
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards.map((item) => within(item).getByRole('link').textContent)).toEqual(['FA-0001', 'FA-0002', 'FA-0003', 'FA-0004']);
    expect(within(cards[0]!).getByText('Întârziată cu 1 zi lucrătoare').getAttribute('data-urgency')).toBe('red');
    expect(within(cards[1]!).getByText('1 zi lucrătoare').getAttribute('data-urgency')).toBe('orange');
    expect(within(cards[2]!).getByText('3 zile lucrătoare').getAttribute('data-urgency')).toBe('none');
    expect(within(cards[3]!).getByText('20 de zile lucrătoare')).toBeTruthy();
    expect(within(cards[0]!).getByText('Emisă la 09.03.2026 · Termen: 16.03.2026')).toBeTruthy();
  });
});
