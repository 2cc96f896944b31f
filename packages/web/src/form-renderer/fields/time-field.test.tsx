import { formDefinitionSchema, type Locale } from '@atelier/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { FormHarness, storedData } from '../../test/form-harness';
import { renderUi } from '../../test/render-app';

const definition = formDefinitionSchema.parse({
  schemaVersion: 1,
  key: 'test-time',
  version: 1,
  title: 'Foaie de parcurs',
  category: 'transport',
  document: { kind: 'trip-log' },
  steps: [{ name: 'trip', title: 'Cursa', fields: [{ type: 'time', name: 'departure', label: 'Ora plecării' }] }],
  pdf: { layout: 'generic' },
});

describe("a form's time field", () => {
  it.each(['ro', 'en', 'it'] as Locale[])('%s: 24-hour parts, typed as "14:30", stored as HH:mm', async (locale) => {
    await i18n.changeLanguage(locale);
    const view = renderUi(<FormHarness definition={definition} locale={locale} initial={{ trip: { departure: '09:05' } }} />);
    // The browser's own time input would say "09:05 AM" in an English browser.
    expect(view.container.querySelector('input[type="time"]')).toBeNull();
    const [hours, minutes] = screen.getAllByRole('spinbutton') as HTMLInputElement[];
    // Each part is named after the field; the hours carry its id (focused when it is in error).
    expect([hours!.getAttribute('aria-label'), minutes!.getAttribute('aria-label')]).toEqual([
      i18n.t('timeInput.hoursOf', { field: 'Ora plecării', lng: locale }),
      i18n.t('timeInput.minutesOf', { field: 'Ora plecării', lng: locale }),
    ]);
    expect(hours!.id).toBe('trip.departure');
    expect(document.querySelector('label[for="trip.departure"]')?.textContent).toBe('Ora plecării');
    expect([hours!.value, minutes!.value]).toEqual(['09', '05']);
    expect(screen.queryByText(/AM|PM/)).toBeNull();
    const user = userEvent.setup();
    await user.click(hours!);
    await user.keyboard('14:30');
    await waitFor(() => expect(storedData()).toEqual({ trip: { departure: '14:30' } }));
    expect([hours!.value, minutes!.value]).toEqual(['14', '30']);
  });
});
