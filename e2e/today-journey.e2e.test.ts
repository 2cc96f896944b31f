import { beforeAll, expect, it } from 'vitest';
import { api, registerWithForms } from './support/api.js';
import { describeInChromium, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';

const stamp = Date.now();
const email = `azi.${stamp}@example.ro`;
const password = 'Atelier-2026!';
const APPOINTMENT = 'programare-interna-service';
const ENTRY = 'fisa-intrare-service';
/** Today on the workshop's clock, as the server counts it. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
const company = { name: 'Service Auto Rapid SRL', cui: 'RO18547290', address: 'Str. Fabricii 3, Cluj-Napoca' };
const client = { type: 'pf', name: 'Ion Popescu', phone: '0722 123 456' };

/**
 * Issue 31: the owner's first tab is Today (the day's appointment, the car in the workshop), and
 * the top bar finds the car from "cj12" at 360 px, Enter opening its page.
 */
describeInChromium("Today and the find box: the workshop's day, a car found from the top bar (Chromium)", () => {
  const journey = useJourney({ apps: [APPOINTMENT, ENTRY] });
  let vehicleId = '';
  // A Romanian public holiday takes no appointment (422 non_working_day, whatever the week): then Today says so.
  let booked = false;

  beforeAll(async () => {
    const { token, formId } = await registerWithForms({ server: journey.server, email, password, keys: [APPOINTMENT, ENTRY] });
    // Every day of the week a working one, so that the journey runs on a Sunday too.
    const days = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, working: true, open: '08:00', close: '18:00', available_hours: 8 }));
    expect((await api(journey.server, 'PUT', '/api/user/working-hours', { token, json: { days } })).status).toBe(200);
    const appointment = await api(journey.server, 'POST', `/api/user/forms/${formId(APPOINTMENT)}/submit`, {
      token,
      json: { data: { company, client, vehicle: { make: 'Dacia', model: 'Logan', plate: 'CJ 12 ABC' }, appointment: { service: 'Schimb ulei', date: today, start: '10:00', hours: 1, status: 'scheduled' } } },
    });
    booked = appointment.status === 201;
    if (!booked) expect((appointment.body as { error: { code: string } }).error.code).toBe('non_working_day');
    const entry = await api(journey.server, 'POST', `/api/user/forms/${formId(ENTRY)}/submit`, {
      token,
      json: {
        data: {
          company: { ...company, date: `${today}T09:00` },
          client,
          vehicle: { make: 'Dacia', model: 'Logan', plate: 'cj-12-abc', odometer: 123_456 },
          condition: { fuel_level: '1/2' },
          request: { symptoms: 'Zgomot la frânare', requested: 'Verificare frâne' },
        },
      },
    });
    expect(entry.status, JSON.stringify(entry.body)).toBe(201);
    const vehicles = await api<{ results: { id: string; plate: string }[] }>(journey.server, 'GET', '/api/user/vehicles?query=cj12', { token });
    vehicleId = vehicles.body.results[0]?.id ?? '';
    expect(vehicles.body.results.map((v) => v.plate)).toEqual(['CJ 12 ABC']);
  }, 120_000);

  it('shows the appointment and the car in the workshop on Today, then finds the car from the bar at 360 px', async () => {
    const { page, errors } = await journey.openSignedIn({ email, password, viewport: { width: 1440, height: 900 } });
    await page.goto(`${journey.server.url}/dashboard`);
    await page.getByRole('tab', { name: 'Azi', selected: true }).waitFor();
    const appointments = page.getByRole('region', { name: 'Programările de azi' });
    if (booked) {
      await appointments.getByRole('link', { name: /Deschide documentul/ }).filter({ hasText: '10:00 · Ion Popescu' }).waitFor();
      await appointments.getByRole('button', { name: 'A sosit: Ion Popescu' }).click();
      await appointments.getByRole('button', { name: 'Începe lucrul: Ion Popescu' }).waitFor();
    } else await appointments.getByText('Nicio programare azi.').waitFor();
    const workshop = page.getByRole('region', { name: 'Mașini în atelier' });
    const car = workshop.getByRole('link', { name: 'Deschide mașina CJ 12 ABC' });
    expect(await car.getAttribute('href')).toBe(`/vehicles/${vehicleId}`);
    await screenshot(page, 'today-1440');

    // The box in the bar: the car and its documents, grouped.
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Caută' });
    await box.fill('cj12');
    const results = page.getByRole('listbox', { name: 'Rezultatele căutării' });
    await results.getByRole('group', { name: 'Vehicule' }).getByRole('option', { name: /CJ 12 ABC/ }).waitFor();
    await screenshot(page, 'find-1440');
    await page.keyboard.press('Escape');
    // Narrower, a button opens it in a dialog.
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'today-1280');
    await page.getByRole('button', { name: 'Caută o mașină, un client sau un document' }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Caută' }).fill('cj12');
    await page.getByRole('dialog').getByRole('group', { name: 'Vehicule' }).getByRole('option', { name: /CJ 12 ABC/ }).waitFor();
    await screenshot(page, 'find-1280');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // A phone: the box opens over the whole screen; Enter opens the car found first.
    await page.setViewportSize({ width: 360, height: 780 });
    await screenshot(page, 'today-360');
    await page.getByRole('button', { name: 'Caută o mașină, un client sau un document' }).click();
    const overlay = page.getByRole('dialog').getByRole('combobox', { name: 'Caută' });
    // The field has the focus as the overlay opens: typing goes straight into it.
    await page.keyboard.type('cj12');
    await page.getByRole('dialog').getByRole('group', { name: 'Vehicule' }).getByRole('option', { name: /CJ 12 ABC/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'find-360');
    // The vehicle's page is another branch's (issue 31): the app may send an unknown path on, so the
    // addresses the history went through are recorded.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenPaths: string[] }).seenPaths = seen;
      const push = history.pushState.bind(history);
      history.pushState = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url) seen.push(new URL(String(url), location.href).pathname);
        push(data, unused, url);
      };
    });
    await overlay.press('Enter');
    await expect.poll(() => page.evaluate(() => (window as unknown as { seenPaths: string[] }).seenPaths)).toContain(`/vehicles/${vehicleId}`);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);
});
