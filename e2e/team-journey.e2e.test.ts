import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.js';
import { expectPathStartsWith } from './support/api.js';
import { VIEWPORTS, describeInChromium, openFromBar, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { mailLink } from './support/mail.js';

const stamp = Date.now();
const ownerEmail = `patron.${stamp}@example.ro`;
const mechanicEmail = `mecanic.${stamp}@example.ro`;
const mechanicName = 'Mihai Mecanicul';
const password = 'Atelier-2026!';

/** A form field by its label; required fields carry a trailing asterisk in their label. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
const cell = (page: Page, id: string) => page.locator(`[id="${id}"]`);

/** Issue 14: the owner invites a mechanic, sees the deviz they made with their name, and removes them. */
describeInChromium('one workshop, two people: invite, fill, see who made it, remove (Chromium)', () => {
  let owner: Page;
  let mechanic: Page;
  let errors: { owner: string[]; mechanic: string[] };
  let link = '';
  // A catalogue of one three-step estimate (client, vehicle, parts) every account may use.
  const journey = useJourney({ catalog: ['packages/server/src/test/fixtures/quick-estimate.json'] });

  beforeAll(async () => {
    const ownerSide = await journey.openPage({ viewport: 'desktop' });
    const mechanicSide = await journey.openPage({ viewport: 'phone' });
    ({ page: owner } = ownerSide);
    ({ page: mechanic } = mechanicSide);
    errors = { owner: ownerSide.errors, mechanic: mechanicSide.errors };
  });

  it('the owner registers and invites a mechanic from the team page', async () => {
    await owner.goto(`${journey.server.url}/register`);
    await owner.getByRole('button', { name: 'Creează contul' }).waitFor();
    await expectAccessible(owner, 'register');
    await owner.getByLabel('E-mail', { exact: true }).fill(ownerEmail);
    await owner.getByLabel('Parolă', { exact: true }).fill(password);
    await owner.getByLabel('Confirmați parola', { exact: true }).fill(password);
    await owner.getByRole('checkbox').check();
    await owner.getByRole('button', { name: 'Creează contul' }).click();
    await expectPathStartsWith(owner, '/dashboard');

    await openFromBar(owner, 'Echipa');
    await expectPathStartsWith(owner, '/team');
    await owner.getByRole('heading', { name: 'Echipa', level: 1 }).waitFor();
    await owner.getByLabel(/^Adresa de e-mail/).fill(mechanicEmail);
    await owner.getByLabel(/^Nume/).fill(mechanicName);
    await owner.getByRole('button', { name: 'Trimite invitația' }).click();
    await owner.getByText(`Am trimis invitația la ${mechanicEmail}.`, { exact: false }).waitFor();
    await owner.getByTestId('invitation-row').filter({ hasText: mechanicEmail }).waitFor();
    await screenshot(owner, 'team-1280-invited');
    await expectAccessible(owner, 'team invited');
    await owner.setViewportSize(VIEWPORTS.phone);
    await screenshot(owner, 'team-360-invited');
    await owner.setViewportSize(VIEWPORTS.desktop);
    link = await mailLink(journey.server, '/user/accept/');
  });

  it('the mechanic opens the link on a phone, chooses a password and lands on the dashboard, signed in', async () => {
    await mechanic.goto(link);
    await mechanic.getByText('vă invită în echipa firmei', { exact: false }).waitFor();
    await mechanic.getByText(`Invitația este pentru ${mechanicEmail}.`).waitFor();
    expect(await mechanic.getByLabel(/^Numele dumneavoastră/).inputValue()).toBe(mechanicName);
    await screenshot(mechanic, 'accept-360');
    await expectAccessible(mechanic, 'accept-360');
    await mechanic.setViewportSize(VIEWPORTS.desktop);
    await screenshot(mechanic, 'accept-1280');
    await mechanic.setViewportSize(VIEWPORTS.phone);
    await mechanic.getByLabel('Parola nouă', { exact: true }).fill(password);
    await mechanic.getByLabel('Confirmați parola', { exact: true }).fill(password);
    await mechanic.getByRole('button', { name: 'Intră în echipă' }).click();
    await expectPathStartsWith(mechanic, '/dashboard');
    await mechanic.getByText(mechanicEmail, { exact: false }).first().waitFor();
    // Today, the member's first tab (issue 31): the day's work; the profile and the working hours are the owner's to set, never asked of a member.
    await mechanic.getByText(/^Ziua de /).waitFor();
    expect(await mechanic.getByRole('region', { name: 'De completat' }).count()).toBe(0);
    expect(await mechanic.getByRole('button', { name: 'Salvați programul' }).count()).toBe(0);
    expect(await mechanic.getByRole('button', { name: 'Adăugați ziua închisă' }).count()).toBe(0);
    // A member: no team, personalisation or company profile in the menu.
    await screenshot(mechanic, 'team-360-member-dashboard');
    await expectAccessible(mechanic, 'team member-dashboard');
    await mechanic.getByRole('button', { name: /Meniul contului/ }).click();
    await mechanic.getByRole('menuitem', { name: 'Cont' }).waitFor();
    expect(await mechanic.getByRole('menuitem', { name: 'Echipa' }).count()).toBe(0);
    expect(await mechanic.getByRole('menuitem', { name: 'Personalizare' }).count()).toBe(0);
    await mechanic.keyboard.press('Escape');
  });

  it('the mechanic fills and saves a deviz', async () => {
    const entries = (await (await fetch(`${journey.server.url}/api/forms/catalog`)).json()) as { id: string; key: string }[];
    const formId = entries.find((entry) => entry.key === 'deviz-rapid-test')?.id ?? '';
    await mechanic.goto(`${journey.server.url}/documents/${formId}?mode=edit&new=1`);
    await mechanic.getByRole('heading', { name: 'Deviz rapid' }).waitFor();
    await mechanic.getByRole('radio', { name: 'Persoană fizică' }).check();
    await field(mechanic, 'Nume').fill('Ștefan Popescu');
    await field(mechanic, 'Telefon').fill('0722 123 456');
    await mechanic.getByRole('button', { name: 'Înainte' }).click();
    await field(mechanic, 'Marcă').fill('Dacia');
    await field(mechanic, 'Nr. înmatriculare').fill('CJ 12 ABC');
    await mechanic.getByRole('button', { name: 'Înainte' }).click();
    if ((await cell(mechanic, 'parts.items[0].name').count()) === 0) await mechanic.getByRole('button', { name: 'Adaugă rând' }).click();
    await cell(mechanic, 'parts.items[0].name').fill('Filtru ulei');
    await cell(mechanic, 'parts.items[0].qty').fill('1');
    await cell(mechanic, 'parts.items[0].price').fill('45,50');
    await cell(mechanic, 'parts.items[0].price').blur();
    await mechanic.getByRole('button', { name: 'Salvează', exact: true }).click();
    await mechanic.getByText('Documentul DV-0001 a fost salvat.').waitFor();
  });

  it("the owner sees the deviz in the history with the mechanic's name", async () => {
    await owner.goto(`${journey.server.url}/dashboard?tab=history`);
    const row = owner.getByRole('row').filter({ hasText: 'DV-0001' });
    await row.waitFor();
    await owner.getByRole('columnheader', { name: 'Întocmit de' }).waitFor();
    await row.getByText(mechanicName).waitFor();
    await screenshot(owner, 'team-1280-history-made-by');
    await expectAccessible(owner, 'team history-made-by');
    await row.getByRole('link', { name: 'DV-0001', exact: true }).click();
    await owner.getByText(`Întocmit de ${mechanicName}`).waitFor();
  });

  it("the owner removes the mechanic; the mechanic's open tab is signed out at its next call", async () => {
    await owner.goto(`${journey.server.url}/team`);
    await owner.getByRole('button', { name: `Scoate din echipă: ${mechanicName}` }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByText('Documentele făcute de', { exact: false }).waitFor();
    await screenshot(owner, 'team-1280-remove-dialog');
    await expectAccessible(owner, 'team remove-dialog');
    await dialog.getByRole('button', { name: 'Scoate din echipă' }).click();
    await owner.getByText(`${mechanicName} a fost scos din echipă.`, { exact: false }).waitFor();
    expect(await owner.getByTestId('member-row').count()).toBe(1);
    await screenshot(owner, 'team-1280-removed');
    await expectAccessible(owner, 'team removed');
    await owner.setViewportSize(VIEWPORTS.phone);
    await screenshot(owner, 'team-360-removed');
    await owner.setViewportSize(VIEWPORTS.desktop);

    // The mechanic's tab, still on the saved deviz, goes to the history: its next call is refused.
    await openFromBar(mechanic, 'Acasă');
    // The dashboard may already have called the API (then it is the login page already): else its History tab does.
    const history = mechanic.getByRole('tab', { name: 'Istoric' });
    const onLogin = mechanic.getByRole('button', { name: 'Intră în cont' });
    await history.or(onLogin).first().waitFor();
    // The refused call may take the tab to the login page between the two steps: the path below decides.
    if (await history.isVisible()) await history.click({ timeout: 5_000 }).catch(() => undefined);
    await screenshot(mechanic, 'team-360-removed-member-next-call');
    await expectPathStartsWith(mechanic, '/login');
    await mechanic.getByText('Sesiunea dumneavoastră s-a încheiat', { exact: false }).waitFor();
    await screenshot(mechanic, 'team-360-removed-member-login');
    await expectAccessible(mechanic, 'team removed-member-login');

    // The deviz stays with the business, still showing who made it.
    await owner.goto(`${journey.server.url}/dashboard?tab=history`);
    await owner.getByRole('row').filter({ hasText: 'DV-0001' }).getByText(mechanicName).waitFor();
    expect(errors).toEqual({ owner: [], mechanic: [] });
  });
});
