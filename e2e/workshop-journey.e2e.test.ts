import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { brokenRules } from '../packages/server/src/features/efactura/rules.js';
import { expectAccessible } from './support/axe.js';
import { api, registerWithForms, signInThroughApi } from './support/api.js';
import { VIEWPORTS, describeInChromium, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const email = `atelier.service.${Date.now()}@example.ro`;
const password = 'Atelier-2026!';

const ENTRY = 'fisa-intrare-service';
const ESTIMATE = 'deviz-auto-platitor-tva';
const INVOICE = 'factura-platitor-tva';
const APPOINTMENT = 'programare-interna-service';

type Json = Record<string, Record<string, unknown>>;
const sample = (key: string) => JSON.parse(readFileSync(path.join(root, `catalog/samples/${key}.json`), 'utf8')) as Json;

/** Today on the workshop's clock, as the server counts it, and the days around it. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
const day = (offset: number) => {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const ro = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const ITP = day(20);

const company = { name: 'Service Auto Rapid SRL', cui: 'RO18547290', address: 'Str. Fabricii 3, Cluj-Napoca' };
/** The customer as the entry sheets, the estimate and the appointment write them (the invoice writes them otherwise). */
const client = { type: 'pf', name: 'Ion Vasilescu', address: 'Str. Mărășești 4, Turda', phone: '0744 555 666', email: 'ion.vasilescu@example.ro' };

const cell = (page: Page, id: string) => page.locator(`[id="${id}"]`);
/** A form field by its label; required fields carry a trailing asterisk in their label. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
const next = (page: Page) => page.getByRole('button', { name: 'Înainte' }).click();

/**
 * Issue 31's "Done when", in its order, with the catalogue's own applications: an entry sheet, an
 * estimate and an invoice for CJ 12 ABC typed three ways with rising mileage (the invoice through
 * its form, the car in its optional vehicle step), then an entry sheet with a lower reading; the
 * find box finds the car from "cj12"; its page lists the documents, warns about the lower reading
 * and shows the ITP date; "New document for this car" pre-fills it; the customer's page lists the
 * car and the documents; Today shows the car in the workshop and the day's appointment; erasing
 * the customer keeps the invoice and removes the rest of their personal data.
 */
describeInChromium("the workshop's car and customer: one car from three spellings, its page, the customer, Today, erasure (Chromium)", () => {
  let page: Page;
  let errors: string[];
  let token = '';
  let forms: (key: string) => string;
  let vehicleId = '';
  // A Romanian public holiday takes no appointment (422 non_working_day, whatever the week): then Today says so.
  let booked = false;
  const docs: Record<string, { id: string; number: string }> = {};
  const journey = useJourney({ apps: [ENTRY, ESTIMATE, INVOICE, APPOINTMENT] });

  const save = async (key: string, data: Json) => {
    const saved = await api<{ id: string; number: string }>(journey.server, 'POST', `/api/user/forms/${forms(key)}/submit`, { token, json: { data } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    return saved.body;
  };

  beforeAll(async () => {
    const account = await registerWithForms({ server: journey.server, email, password, keys: [ENTRY, ESTIMATE, INVOICE, APPOINTMENT] });
    ({ token, formId: forms } = account);
    const profile = await api(journey.server, 'PUT', '/api/user/profile', {
      token,
      json: { name: company.name, cui: company.cui, reg_no: 'J12/345/2020', address: 'Str. Fabricii 3', city: 'Cluj-Napoca', county: 'Cluj', iban: 'RO49AAAA1B31007593840000', bank: 'Banca Transilvania', vat_payer: true },
    });
    expect(profile.status).toBe(200);
    // Every day of the week a working one, so that the journey runs on a Sunday too.
    const days = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, working: true, open: '08:00', close: '18:00', available_hours: 8 }));
    expect((await api(journey.server, 'PUT', '/api/user/working-hours', { token, json: { days } })).status).toBe(200);

    const entry = sample(ENTRY);
    docs.entry = await save(ENTRY, {
      ...entry,
      company: { ...entry.company, date: `${day(-30)}T08:45` },
      client,
      vehicle: { ...entry.vehicle, plate: 'CJ 12 ABC', odometer: 100_000, exit_date: day(-28), itp_expiry: ITP },
    });
    const estimate = sample(ESTIMATE);
    docs.estimate = await save(ESTIMATE, {
      ...estimate,
      company: { ...estimate.company, date: day(-20), valid_until: day(10) },
      client,
      vehicle: { ...estimate.vehicle, plate: 'cj12abc', odometer: 101_500, entry_date: day(-20), exit_date: day(-18) },
    });
    // Another customer and their car (a VIN of its own), so that the customers' list has more than one.
    await save(ESTIMATE, {
      ...estimate,
      company: { ...estimate.company, date: day(-5), valid_until: day(25) },
      client: { type: 'pf', name: 'Maria Pop', phone: '0755 000 111' },
      vehicle: { ...estimate.vehicle, plate: 'B 100 XYZ', vin: 'UU1LSDAAH12345678', make: 'Dacia', model: 'Logan' },
    });
    const appointment = await api(journey.server, 'POST', `/api/user/forms/${forms(APPOINTMENT)}/submit`, {
      token,
      json: { data: { company, client, vehicle: { make: 'Škoda', model: 'Octavia', plate: 'CJ 12 ABC' }, appointment: { service: 'Schimb ulei', date: today, start: '10:00', hours: 1, status: 'scheduled' } } },
    });
    // Refused on a public holiday (30 November, 1 December, Christmas…): the rest of the journey counts without it.
    booked = appointment.status === 201;
    if (!booked) expect((appointment.body as { error: { code: string } }).error.code).toBe('non_working_day');
    // A workshop in Romania: the browser's today is the test's (Bucharest's), also between 22:00 and 24:00 UTC.
    ({ page, errors } = await journey.openPage({ viewport: 'desktop', timezoneId: 'Europe/Bucharest' }));
    await signInThroughApi({ page, server: journey.server, email, password });
  }, 120_000);

  it("saves the invoice through its form, the car written a third way in the invoice's optional vehicle step; its e-Factura names the car", async () => {
    await page.goto(`${journey.server.url}/documents/${forms(INVOICE)}?mode=edit&new=1`);
    await expect.poll(() => field(page, 'Denumire firmă').inputValue()).toBe(company.name);
    await next(page);
    await page.getByRole('radio', { name: 'Persoană fizică' }).check();
    await field(page, 'Nume și prenume / Denumire').fill('VASILESCU  ION');
    await field(page, 'Stradă și număr').fill('Str. Mărășești 4');
    await field(page, 'Localitate').fill('Turda');
    await page.getByRole('combobox', { name: /^Județ/ }).click();
    await page.getByRole('option', { name: 'Cluj', exact: true }).click();
    await field(page, 'Telefon').fill('+40 744 555 666');
    await next(page);
    await page.getByRole('heading', { name: 'Vehicul', level: 2 }).waitFor();
    await field(page, 'Nr. înmatriculare').fill('CJ-12-ABC');
    await field(page, 'Kilometraj (km)').fill('103000');
    await screenshot(page, 'workshop-1280-invoice-vehicle');
    await expectAccessible(page, "the invoice's vehicle step");
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'workshop-360-invoice-vehicle');
    await page.setViewportSize(VIEWPORTS.desktop);
    await next(page);
    if ((await cell(page, 'lines.items[0].name').count()) === 0) await page.getByRole('button', { name: 'Adaugă rând' }).click();
    await cell(page, 'lines.items[0].name').fill('Înlocuire kit ambreiaj – manoperă');
    await cell(page, 'lines.items[0].qty').fill('3');
    await cell(page, 'lines.items[0].price').fill('150');
    await next(page);
    await field(page, 'Scadență').click();
    await page.locator('button[data-today]').first().click();
    await page.getByRole('button', { name: 'Salvează', exact: true }).click();
    await page.getByText('Documentul FCT-0001 a fost salvat.').waitFor();
    const listed = await api<{ id: string; number: string }[]>(journey.server, 'GET', '/api/user/completed_forms?limit=10', { token });
    docs.invoice = listed.body.find((d) => d.number === 'FCT-0001')!;
    const xml = await fetch(`${journey.server.url}/api/user/completed_forms/${docs.invoice.id}/efactura`, { headers: { authorization: `Bearer ${token}` } });
    expect(xml.status).toBe(200);
    const text = await xml.text();
    expect(brokenRules(text)).toEqual([]);
    expect(text).toContain('<cbc:Note>Auto: CJ 12 ABC, km 103.000</cbc:Note>');

    // The car back in the workshop today, its odometer read lower than on the invoice.
    const entry = sample(ENTRY);
    const { exit_date: _open, ...vehicle } = entry.vehicle!;
    docs.lower = await save(ENTRY, { ...entry, company: { ...entry.company, date: `${today}T11:00` }, client, vehicle: { ...vehicle, plate: 'CJ 12 ABC', odometer: 90_000, itp_expiry: ITP } });
    const vehicles = await api<{ results: { id: string; plate: string }[] }>(journey.server, 'GET', '/api/user/vehicles?query=cj12', { token });
    expect(vehicles.body.results.map((v) => v.plate)).toEqual(['CJ 12 ABC']);
    vehicleId = vehicles.body.results[0]!.id;
  }, 60_000);

  it('finds the car from "cj12" in the top bar at 1440, 1280 and 360 px, Enter opening its page', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${journey.server.url}/dashboard`);
    // The box in the bar: the car and its documents, grouped.
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Caută' });
    await box.fill('cj12');
    const results = page.getByRole('listbox', { name: 'Rezultatele căutării' });
    await results.getByRole('group', { name: 'Vehicule' }).getByRole('option', { name: /CJ 12 ABC/ }).waitFor();
    await screenshot(page, 'find-1440');
    await page.keyboard.press('Escape');
    // Narrower, a button opens it in a dialog.
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByRole('button', { name: 'Caută o mașină, un client sau un document' }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Caută' }).fill('cj12');
    await page.getByRole('dialog').getByRole('group', { name: 'Vehicule' }).getByRole('option', { name: /CJ 12 ABC/ }).waitFor();
    await screenshot(page, 'find-1280');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // A phone: the box opens over the whole screen; Enter opens the car found first.
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('button', { name: 'Caută o mașină, un client sau un document' }).click();
    const overlay = page.getByRole('dialog').getByRole('combobox', { name: 'Caută' });
    // The field has the focus as the overlay opens: typing goes straight into it.
    await page.keyboard.type('cj12');
    await page.getByRole('dialog').getByRole('group', { name: 'Vehicule' }).getByRole('option', { name: /CJ 12 ABC/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(page, 'find-360');
    await overlay.press('Enter');
    await page.waitForURL((url) => url.pathname === `/vehicles/${vehicleId}`);
    await page.getByRole('heading', { name: 'CJ 12 ABC', level: 1 }).waitFor();
    await page.setViewportSize(VIEWPORTS.desktop);
  }, 60_000);

  it("lists the car's documents, warns about the lower reading and shows the ITP date; the vehicles' list finds it too", async () => {
    await page.goto(`${journey.server.url}/vehicles`);
    await page.getByLabel('Caută după număr sau VIN').fill('cj12');
    await page.getByText('1 vehicul', { exact: true }).waitFor();
    await screenshot(page, 'vehicles-list-1280');
    await page.getByRole('link', { name: 'CJ 12 ABC' }).click();
    await page.getByRole('heading', { name: 'CJ 12 ABC', level: 1 }).waitFor();
    const documents = page.getByTestId('vehicle-documents').getByRole('listitem');
    await expect.poll(() => documents.count()).toBe(booked ? 5 : 4);
    expect(await documents.first().innerText()).toContain(ro(day(-30)));
    // In time order: the two readings of the past, today's appointment, the invoice, the entry sheet that read lower.
    const invoice = documents.nth(booked ? 3 : 2);
    await invoice.getByText('Factură (plătitor de TVA)').waitFor();
    await invoice.getByText(`FCT-0001 · ${ro(today)}`).waitFor();
    const warning = page.getByRole('alert').filter({ hasText: 'Kilometraj mai mic decât unul anterior' });
    expect(await warning.innerText()).toContain('Legea nr. 142/2023');
    await page.getByText(`Mai mic decât 103.000 km din ${ro(today)}`).waitFor();
    const itp = page.getByTestId('paper-itp');
    await itp.getByText(`valabil până la ${ro(ITP)}`).waitFor();
    await itp.getByText('Expiră în 20 de zile').waitFor();
    await screenshot(page, 'vehicle-page-1280');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('heading', { name: 'CJ 12 ABC', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(page, 'vehicle-page-360');
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('starts a new estimate for this car with its plate and owner filled in', async () => {
    await page.getByRole('combobox', { name: 'Aplicația' }).click();
    await page.getByRole('option', { name: /Deviz/ }).first().click();
    await page.getByRole('button', { name: 'Deschide documentul' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/documents/') && url.search.includes('vehicle='));
    await next(page);
    await expect.poll(() => field(page, 'Nume și prenume / Denumire').inputValue()).toBe('Ion Vasilescu');
    await next(page);
    expect(await field(page, 'Nr. înmatriculare').inputValue()).toBe('CJ 12 ABC');
    expect(await field(page, 'Marcă').inputValue()).toBe('Škoda');
  });

  it("lists the customer as one, from a search without diacritics, with the car and the documents on their page", async () => {
    await page.goto(`${journey.server.url}/dashboard?tab=customers`);
    await page.getByTestId('customers-total').filter({ hasText: '2 clienți' }).waitFor();
    await page.getByRole('searchbox', { name: 'Caută un client' }).fill('vasilescu');
    await page.getByTestId('customers-total').filter({ hasText: '1 client' }).waitFor();
    const list = page.getByRole('list', { name: 'Clienții firmei' });
    await list.getByText(`${booked ? 5 : 4} documente`).waitFor();
    await screenshot(page, 'customers-1280-list');
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'customers-360-list');
    await page.setViewportSize(VIEWPORTS.desktop);
    await list.getByRole('link', { name: 'Ion Vasilescu' }).click();
    await page.getByRole('heading', { name: 'Ion Vasilescu', level: 1 }).waitFor();
    const documents = page.getByTestId('customer-documents');
    for (const doc of [docs.invoice!, docs.estimate!, docs.entry!, docs.lower!]) await documents.getByRole('link', { name: `Deschide documentul ${doc.number}` }).waitFor();
    expect(await page.getByRole('link', { name: 'Scrie pe WhatsApp la 0744 555 666' }).getAttribute('href')).toBe('https://wa.me/40744555666');
    expect(await page.getByRole('link', { name: 'Deschide vehiculul CJ 12 ABC' }).getAttribute('href')).toBe(`/vehicles/${vehicleId}`);
    await screenshot(page, 'customers-1280-page');
    await expectAccessible(page, 'customer page');
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'customers-360-page');
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('shows the appointment and the car in the workshop on Today', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${journey.server.url}/dashboard`);
    await page.getByRole('tab', { name: 'Azi', selected: true }).waitFor();
    const appointments = page.getByRole('region', { name: 'Programările de azi' });
    if (booked) {
      await appointments.getByRole('link', { name: /Deschide documentul/ }).filter({ hasText: '10:00 · Ion Vasilescu' }).waitFor();
      await appointments.getByRole('button', { name: 'A sosit: Ion Vasilescu' }).click();
      await appointments.getByRole('button', { name: 'Începe lucrul: Ion Vasilescu' }).waitFor();
    } else await appointments.getByText(/^Azi este sărbătoare legală \(.+\): nu se fac programări\.$/).waitFor();
    const workshop = page.getByRole('region', { name: 'Mașini în atelier' });
    expect(await workshop.getByRole('link', { name: 'Deschide mașina CJ 12 ABC' }).getAttribute('href')).toBe(`/vehicles/${vehicleId}`);
    await screenshot(page, 'today-1440');
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'today-1280');
    await page.setViewportSize(VIEWPORTS.phone);
    // On a phone, links that are words (a row's car or document, "all of them") have a box a thumb finds: 44 px high.
    const links = [
      workshop.getByRole('link', { name: 'Deschide mașina CJ 12 ABC' }),
      workshop.getByRole('link', { name: /^Deschide documentul / }),
      page.getByRole('region', { name: 'Ultimele documente' }).getByRole('link', { name: 'Tot istoricul' }),
    ];
    for (const link of links) expect((await link.boundingBox())?.height ?? 0, String(link)).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'today-360');
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('erases the customer: the dialog names the invoice kept and why; the invoice stays, the other documents lose the name and phone', async () => {
    await page.goto(`${journey.server.url}/dashboard?tab=customers`);
    await page.getByRole('searchbox', { name: 'Caută un client' }).fill('vasilescu');
    await page.getByRole('list', { name: 'Clienții firmei' }).getByRole('link', { name: 'Ion Vasilescu' }).click();
    await page.getByRole('button', { name: 'Șterge datele clientului' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ștergeți datele lui Ion Vasilescu?' });
    await dialog.getByText(`Se păstrează neschimbate facturile ${docs.invoice!.number}`, { exact: false }).waitFor();
    // What goes beyond the client's fields, and the business's older data exports expiring, said before it is done.
    await dialog.getByText('Se șterg și: numele întreg, telefonul, e-mailul, CNP-ul și adresa clientului', { exact: false }).waitFor();
    await dialog.getByText('Exporturile de date ale firmei făcute înainte expiră', { exact: false }).waitFor();
    await screenshot(page, 'customers-1280-erase-dialog');
    await dialog.getByRole('button', { name: 'Șterge definitiv' }).click();
    const report = page.getByTestId('erasure-report');
    await report.getByText(`Datele clientului au fost șterse din ${booked ? 4 : 3} documente.`).waitFor();
    await report.getByText(`${docs.invoice!.number}`, { exact: false }).waitFor();
    await screenshot(page, 'customers-1280-erased');
    const clientOf = async (id: string) => (await api<{ data: { client: Record<string, unknown> } }>(journey.server, 'GET', `/api/user/completed_forms/${id}`, { token })).body.data.client;
    for (const doc of [docs.entry!, docs.estimate!, docs.lower!]) expect(await clientOf(doc.id)).toMatchObject({ name: 'Client șters', phone: '', email: '' });
    expect(await clientOf(docs.invoice!.id)).toMatchObject({ name: 'VASILESCU  ION', phone: '+40 744 555 666' });
    // The list now has the customer as the invoice names them, with that one document.
    const found = await api<{ results: { documents: number }[] }>(journey.server, 'GET', '/api/user/customers?query=vasilescu', { token });
    expect(found.body.results.map((c) => c.documents)).toEqual([1]);
    expect(errors).toEqual([]);
  });
});
