import { DEFAULT_WEEK, type Locale } from '@atelier/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { LocalizedDatesProvider } from '../../../lib/dates-provider';
import { clearSessionToken, setSessionToken } from '../../../lib/session/session-store';
import { bodyOfCall } from '../../../test/fetch-calls';
import { jsonResponse, mockApi, renderUi } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';
import { WorkingHoursCard } from './working-hours-card';

const CASES: { locale: Locale; closes: string; date: string; add: string; day: RegExp }[] = [
  { locale: 'ro', closes: 'luni: închide la', date: 'Data', add: 'Adăugați ziua închisă', day: /^15\.\d{2}\.\d{4}$/ },
  { locale: 'en', closes: 'Monday: closes at', date: 'Date', add: 'Add closed day', day: /^\d{2}\/15\/\d{4}$/ },
  { locale: 'it', closes: 'lunedì: chiude alle', date: 'Data', add: 'Aggiungi giorno di chiusura', day: /^15\/\d{2}\/\d{4}$/ },
];

describe("working hours and closed days in the app's language", () => {
  beforeEach(() => setSessionToken(makeToken()));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionToken();
  });

  it.each(CASES)('shows 24-hour times and the SPEC date format in $locale, and sends ISO values', async ({ locale, closes, date, add, day }) => {
    await i18n.changeLanguage(locale);
    const calls = mockApi({
      'GET /api/user/working-hours': () => jsonResponse(200, { configured: true, days: DEFAULT_WEEK }),
      'GET /api/user/closed-days': () => jsonResponse(200, []),
      'POST /api/user/closed-days': () => jsonResponse(201, { id: 'c'.repeat(24), date: '2026-12-15', note: '' }),
    });
    const view = renderUi(
      <LocalizedDatesProvider>
        <WorkingHoursCard />
      </LocalizedDatesProvider>,
    );
    const monday = within(await screen.findByTestId('working-day-1'));
    // No native time or date input: those follow the browser's language ("05:00 PM", "mm/dd/yyyy").
    expect(view.container.querySelector('input[type="time"], input[type="date"], input[type="month"]')).toBeNull();
    const close = monday.getByLabelText(closes);
    const fields = within(close).getAllByRole('spinbutton').map((input) => (input as HTMLInputElement).value);
    expect(fields).toEqual(['17', '00']);
    expect(within(close).queryByRole('combobox')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: date }));
    const fifteenth = (await screen.findAllByRole('button', { name: /15/ })).find((button) => button.textContent === '15' && !button.hasAttribute('data-outside'));
    await user.click(fifteenth!);
    await waitFor(() => expect(screen.getByRole('button', { name: date }).textContent).toMatch(day));
    await user.click(screen.getByRole('button', { name: add }));
    await waitFor(() => expect(bodyOfCall(calls, 'POST /api/user/closed-days')).toMatchObject({ date: expect.stringMatching(/^\d{4}-\d{2}-15$/) as unknown }));
  }, 60_000);
});
