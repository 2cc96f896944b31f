import type { AppointmentDto, Locale } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { LocalizedDatesProvider } from '../../../lib/dates-provider';
import { renderUi, setWideScreen } from '../../../test/render-app';
import { RescheduleDialog } from './reschedule-dialog';

const appointment: AppointmentDto = {
  id: 'a'.repeat(24),
  form_id: 'b'.repeat(24),
  number: 'PR-0001',
  version: 1,
  date: '2026-12-03',
  start: '09:05',
  hours: 1,
  status: 'scheduled',
  stage: 'scheduled',
  client: 'Ana Pop',
  phone: '',
  plate: 'CJ01AAA',
  reason: '',
  deviz_id: null,
  email: '',
  confirmation: null,
};

// What the dialog shows for 3 December 2026 and what is typed for 14 December, in each language.
const CASES: { locale: Locale; title: string; date: string; start: string; confirm: string; shown: string; typed: string }[] = [
  { locale: 'ro', title: 'Reprogramare', date: 'Data nouă', start: 'Ora de începere', confirm: 'Reprogramați', shown: '03.12.2026', typed: '14.12.2026' },
  { locale: 'en', title: 'Reschedule', date: 'New date', start: 'Start time', confirm: 'Reschedule', shown: '12/03/2026', typed: '12/14/2026' },
  { locale: 'it', title: 'Riprogrammazione', date: 'Nuova data', start: 'Ora di inizio', confirm: 'Riprogramma', shown: '03/12/2026', typed: '14/12/2026' },
];

const render = (onSubmit: (date: string, start: string | null) => void) =>
  renderUi(
    <LocalizedDatesProvider>
      <RescheduleDialog appointment={appointment} busy={false} problem={undefined} onSubmit={onSubmit} onClose={() => undefined} />
    </LocalizedDatesProvider>,
  );

describe("rescheduling in the app's language, whatever the browser's", () => {
  it.each(CASES)('$locale: the date in the SPEC format, the time in 24 h, both typed from the keyboard; ISO values out', async ({ locale, title, date, start, confirm, shown, typed }) => {
    await i18n.changeLanguage(locale);
    setWideScreen();
    const onSubmit = vi.fn();
    const view = render(onSubmit);
    const dialog = within(await screen.findByRole('dialog', { name: title }));
    // No native input: those follow the browser's language ("mm/dd/yyyy", "02:30 PM").
    expect(view.baseElement.querySelector('input[type="date"], input[type="time"], input[type="datetime-local"]')).toBeNull();
    const day = dialog.getByLabelText(new RegExp(`^${date}`)) as HTMLInputElement;
    expect(day.value).toBe(shown);
    const hours = dialog.getByLabelText(new RegExp(`^${start}`)) as HTMLInputElement;
    expect([hours.value, (dialog.getAllByRole('spinbutton')[1] as HTMLInputElement).value]).toEqual(['09', '05']);

    const user = userEvent.setup();
    await user.clear(day);
    await user.type(day, typed);
    await user.click(hours);
    await user.keyboard('14:30');
    await user.click(dialog.getByRole('button', { name: confirm }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('2026-12-14', '14:30'));
    expect(day.value).toBe(typed);
  }, 30_000);

  it('on a phone (ro) the day is picked from a calendar in a modal and still sent as YYYY-MM-DD', async () => {
    await i18n.changeLanguage('ro');
    const onSubmit = vi.fn();
    render(onSubmit);
    const user = userEvent.setup();
    const dialog = within(await screen.findByRole('dialog', { name: 'Reprogramare' }));
    const day = dialog.getByRole('button', { name: /^Data nouă/ });
    expect(day.textContent).toBe('03.12.2026');
    await user.click(day);
    const seventeenth = (await screen.findAllByRole('button', { name: /17/ })).find((button) => button.textContent === '17' && !button.hasAttribute('data-outside'));
    await user.click(seventeenth!);
    await waitFor(() => expect(dialog.getByRole('button', { name: /^Data nouă/ }).textContent).toBe('17.12.2026'));
    await user.click(dialog.getByRole('button', { name: 'Reprogramați' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('2026-12-17', '09:05'));
  }, 30_000);
});

describe('Escape on a phone', () => {
  it("closes the calendar's modal first, and only the next Escape closes the dialog", async () => {
    await i18n.changeLanguage('ro');
    const onClose = vi.fn();
    renderUi(
      <LocalizedDatesProvider>
        <RescheduleDialog appointment={appointment} busy={false} problem={undefined} onSubmit={() => undefined} onClose={onClose} />
      </LocalizedDatesProvider>,
    );
    const user = userEvent.setup();
    const dialog = within(await screen.findByRole('dialog', { name: 'Reprogramare' }));
    await user.click(dialog.getByRole('button', { name: /^Data nouă/ }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(onClose).not.toHaveBeenCalled();
    // Focus goes back to the date's button, in the dialog.
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByRole('button', { name: /^Data nouă/ })));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  }, 30_000);
});
