import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { adminSignIn, api, expectPathStartsWith, registerWithForms, signInThroughApi } from './support/api.js';
import { VIEWPORTS, describeInChromium, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { mailLink } from './support/mail.js';
import { pageWidth } from './support/statistics.js';

const stamp = Date.now();
const password = 'Atelier-2026!';
const owner = { email: `patron.bara.${stamp}@example.ro` };
// A long name: the account button shows it from 1,200 px, cut short.
const member = { email: `mecanic.bara.${stamp}@example.ro`, name: 'Alexandru-Constantin Popescu-Ionescu' };
const DEVIZ = 'deviz-auto-platitor-tva';
const WIDTHS = [360, 768, 1024, 1280, 1440, 1536, 1920];

type Box = { label: string; left: number; right: number; top: number; bottom: number };
type Fit = { viewport: number; header: Box; boxes: Box[] };

/** Every visible link and button of the header, with the header's own box and the viewport's width. */
const measure = (page: Page): Promise<Fit> =>
  page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) throw new Error('no header');
    const box = (element: Element): Box => {
      const rect = element.getBoundingClientRect();
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40) || element.tagName;
      return { label, left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
    };
    const shown = [...header.querySelectorAll('a, button, [role="button"]')].filter((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    });
    // Only the outermost controls: a link inside a button's box (none today) is the same control.
    const outer = shown.filter((element) => !shown.some((other) => other !== element && other.contains(element)));
    return { viewport: document.documentElement.clientWidth, header: box(header), boxes: outer.map(box) };
  });

/** What does not fit: a control outside the viewport or the header, or two controls over each other. */
const problems = ({ viewport, header, boxes }: Fit): string[] => {
  const found: string[] = [];
  const px = (n: number) => Math.round(n * 10) / 10;
  for (const b of boxes) {
    if (b.left < -0.5 || b.right > viewport + 0.5) found.push(`"${b.label}" [${px(b.left)}, ${px(b.right)}] leaves the viewport (${viewport} px)`);
    if (b.left < header.left - 0.5 || b.right > header.right + 0.5 || b.top < header.top - 0.5 || b.bottom > header.bottom + 0.5)
      found.push(`"${b.label}" leaves the header`);
  }
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (overlapX > 0.5 && overlapY > 0.5) found.push(`"${a.label}" and "${b.label}" overlap`);
    }),
  );
  return found;
};

/** Each width in turn: the header's controls within the viewport and the header, none over another. */
const expectHeaderFits = async (page: Page, where: string) => {
  const failures: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 860 });
    // The language button is the bar's last but one control: the one that was cut off (issue 28).
    await page.getByRole('banner').getByRole('button', { name: /^Limba/ }).waitFor();
    // Two frames: the media queries of the new width applied.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    failures.push(...problems(await measure(page)).map((problem) => `${where} at ${width} px: ${problem}`));
  }
  expect(failures).toEqual([]);
};

/**
 * Issue 28: the signed-in bar (owner, member, admin) fits from 360 px to 1,920 px on every page, and
 * a fresh account's dashboard asks only what it may see.
 */
describeInChromium('the signed-in app: a header that fits every width, a dashboard without refusals (Chromium)', () => {
  const journey = useJourney({ apps: [DEVIZ] });
  let formId = '';
  let memberLink = '';

  beforeAll(async () => {
    const registered = await registerWithForms({ server: journey.server, email: owner.email, password, keys: [DEVIZ] });
    formId = registered.formId(DEVIZ);
    const invited = await api(journey.server, 'POST', '/api/user/team/invitations', { token: registered.token, json: { email: member.email, name: member.name } });
    expect(invited.status).toBe(201);
    memberLink = await mailLink(journey.server, '/user/accept/');
    const token = decodeURIComponent(memberLink.split('/user/accept/')[1] ?? '');
    const accepted = await api(journey.server, 'POST', `/api/user/invitations/${encodeURIComponent(token)}/accept`, { json: { password } });
    expect(accepted.status).toBe(200);
  }, 120_000);

  const pagesOf = (role: 'owner' | 'member') => [
    ['dashboard', '/dashboard?tab=dashboard'],
    ['editor', `/documents/${formId}?mode=edit&new=1`],
    ['history', '/dashboard?tab=history'],
    ['account', '/account'],
    ...(role === 'owner' ? [['personalization', '/personalization'], ['team', '/team']] : []),
  ];

  it("the owner's bar fits on the dashboard, the editor, the history and the settings pages", async () => {
    const { page, errors } = await journey.openSignedIn({ email: owner.email, password });
    for (const [name, path] of pagesOf('owner')) {
      await page.goto(`${journey.server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectHeaderFits(page, `owner ${name}`);
    }
    // The account menu holds the account's pages and Logout; the editor's actions fold into it on a phone.
    await page.goto(`${journey.server.url}/documents/${formId}?mode=edit&new=1`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: /Meniul contului/ }).click();
    for (const name of ['Profilul firmei', 'Personalizare', 'Cont', 'Echipa', 'Deconectare', 'Generează PDF', 'Acasă']) {
      await page.getByRole('menuitem', { name }).waitFor();
    }
    await screenshot(page, 'header-390-owner-editor-menu');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.getByRole('button', { name: /Meniul contului/ }).click();
    await page.getByRole('menuitem', { name: 'Echipa' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Generează PDF' }).count()).toBe(0);
    await screenshot(page, 'header-1280-owner-editor-menu');
    await page.getByRole('menuitem', { name: 'Personalizare' }).click();
    await page.waitForURL((url) => url.pathname === '/personalization');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a member's bar fits too, and its menu has no owner-only entry", async () => {
    const { page, errors } = await journey.openSignedIn({ email: member.email, password });
    for (const [name, path] of pagesOf('member')) {
      await page.goto(`${journey.server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectHeaderFits(page, `member ${name}`);
    }
    await page.getByRole('button', { name: /Meniul contului/ }).click();
    await page.getByRole('menuitem', { name: 'Cont' }).waitFor();
    await page.getByRole('menuitem', { name: 'Deconectare' }).waitFor();
    for (const name of ['Profilul firmei', 'Personalizare', 'Echipa']) expect(await page.getByRole('menuitem', { name }).count(), name).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("the admin's bar fits, and its menu logs out to /admin/login", async () => {
    const { page, errors } = await journey.openPage();
    await adminSignIn(page, journey.server);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectHeaderFits(page, 'admin dashboard');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'header-390-admin');
    await page.getByRole('button', { name: /Meniul contului/ }).click();
    await page.getByRole('menuitem', { name: 'Deconectare' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("the dashboard's tabs: one row of thumb-sized tabs on a phone, scrolled to the selected one, the keyboard's too; one row at 1,280 px", async () => {
    const { page, errors } = await journey.openSignedIn({ email: owner.email, password, viewport: 'phone', touch: true });
    const tabs = page.getByRole('tablist', { name: 'Secțiunile panoului' });
    const inView = async (name: string) => {
      const box = await tabs.getByRole('tab', { name, selected: true }).boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 360;
    };
    // Opened on the last tab: the row is scrolled to it, the fade and chevron on the side that has more.
    await page.goto(`${journey.server.url}/dashboard?tab=customers`);
    await expect.poll(() => inView('Clienți')).toBe(true);
    expect((await tabs.boundingBox())?.height).toBeLessThanOrEqual(56);
    expect(Math.min(...(await tabs.getByRole('tab').evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().height))))).toBeGreaterThanOrEqual(44);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await page.locator('[data-more="start"]').waitFor();
    expect(await page.locator('[data-more="end"]').count()).toBe(0);
    await screenshot(page, 'dashboard-tabs-360-last');
    // The arrow key goes round to the first tab: the row follows.
    await tabs.getByRole('tab', { name: 'Clienți' }).focus();
    await page.keyboard.press('ArrowRight');
    await expectPathStartsWith(page, '/dashboard?tab=dashboard');
    await expect.poll(() => inView('Azi')).toBe(true);
    await page.locator('[data-more="end"]').waitFor();
    // A tap on a tab further along selects it, in view.
    await tabs.getByRole('tab', { name: 'Statistici', exact: true }).tap();
    await expect.poll(() => inView('Statistici')).toBe(true);
    await page.setViewportSize(VIEWPORTS.desktop);
    await expect.poll(async () => (await tabs.boundingBox())?.height).toBeLessThanOrEqual(48);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a fresh account's dashboard asks only what it may see: no 4xx answer, no console error", async () => {
    const email = `nou.${stamp}@example.ro`;
    expect((await api(journey.server, 'POST', '/api/user/register', { json: { email, password } })).status).toBe(201);
    const { page, errors } = await journey.openPage();
    const refused: string[] = [];
    const consoleErrors: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/api/')) refused.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await signInThroughApi({ page, server: journey.server, email, password });
    for (const tab of ['dashboard', 'applications', 'history', 'autopass', 'reminders']) {
      await page.goto(`${journey.server.url}/dashboard?tab=${tab}`);
      await page.getByRole('tab', { name: /./, selected: true }).waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(refused).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
