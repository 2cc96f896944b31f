import { copyFile, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SaxesParser } from 'saxes';
import { formatMoney, PRICES, priceAmount } from '@atelier/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { makeForm } from '../../test/forms.js';
import { readTexts } from '../../../../web/texts-plugin.js';
import { readPage, type ReadPage } from '../../test/html-page.js';
import { httpClient } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const [kind = 'pglite'] = databaseKinds();
const PUBLIC_URL = 'https://www.atelier.test';
const LANGS = ['ro', 'en', 'it'] as const;
const APP_PAGES = ['/', '/catalog', '/pricing', '/contact', '/login', '/register'];
// Pages of one person, an account or an admin, and paths the app does not know.
const PRIVATE_PAGES = [
  '/dashboard?tab=dashboard',
  '/personalization',
  '/account',
  '/admin/login',
  '/admin/dashboard',
  '/documents/0123456789abcdef01234567',
  '/public-doc-steps/0123456789abcdef01234567',
  '/public-submissions/0123456789abcdef01234567',
  '/user/accept/some-token',
  '/reset-password?token=x',
  '/no-such-page',
  '/catalog/no-such-application',
];

/** The web app's texts in a language (every folder's i18n/<lang>.json, merged): what its page, rendered on the server, says. */
type ScreenTexts = { title: string; submit: string; noScript: string };
type AppTexts = {
  home: { title: string };
  pricing: { title: string };
  contact: { title: string };
  footer: Record<string, string>;
  auth: { email: string; password: string; confirmPassword: string; login: ScreenTexts; register: ScreenTexts };
};
const appTexts = Object.fromEntries(LANGS.map((lang) => [lang, readTexts(lang) as unknown as AppTexts])) as Record<(typeof LANGS)[number], AppTexts>;

const canonicalOf = (p: string, lang: string) => `${PUBLIC_URL}${p}${lang === 'ro' ? '' : `?lang=${lang}`}`;
const withLang = (p: string, lang: string) => (lang === 'ro' ? p : `${p}${p.includes('?') ? '&' : '?'}lang=${lang}`);

describe('public pages answer with their own head in the HTML the server sends', () => {
  let t: TestApp;
  const get = async (p: string) => {
    const res = await httpClient(t.url).request('GET', p, { headers: { 'accept-encoding': 'identity' } });
    return { status: res.status, headers: res.headers, text: res.text, page: readPage(res.text) };
  };

  beforeAll(async () => {
    // The app's own index.html, as the build leaves it (the build only adds its hashed scripts).
    const webDist = await mkdtemp(path.join(os.tmpdir(), 'atelier-seo-'));
    await copyFile(fileURLToPath(new URL('../../../../web/index.html', import.meta.url)), path.join(webDist, 'index.html'));
    t = await startTestApp({ kind, env: { WEB_DIST: webDist, PUBLIC_URL } });
    await makeForm(t, {
      key: 'deviz-rapid-test',
      title: 'Deviz rapid',
      description: 'Deviz în trei pași: client, vehicul, piese.',
      trades: ['auto', 'tyres'],
      translations: { en: { title: 'Quick estimate', description: 'An estimate in three steps.' }, it: { title: 'Preventivo rapido' } },
    });
    await makeForm(t, {
      key: 'foaie-parcurs-test',
      title: 'Foaie de parcurs <script>alert("x")</script> & co',
      description: 'Kilometri "pe zi" </noscript><b>bold</b>',
      category: 'trip-logs',
      public: false,
    });
  });
  afterAll(async () => t.close());

  it('gives each public page and language its title, description, canonical URL, hreflang alternates, Open Graph and Twitter tags', async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const p of APP_PAGES) {
      for (const lang of LANGS) {
        const { status, page } = await get(withLang(p, lang));
        const where = `${p} ${lang}`;
        expect(status, where).toBe(200);
        expect(page.lang, where).toBe(lang);
        expect(page.titles, where).toHaveLength(1);
        const [title = ''] = page.titles;
        titles.add(`${lang} ${title}`);
        const [description = ''] = page.meta('description');
        descriptions.add(description);
        expect(page.meta('description'), where).toHaveLength(1);
        expect(description.length, where).toBeGreaterThan(50);
        expect(description.length, where).toBeLessThanOrEqual(160);
        expect(page.canonical, where).toEqual([canonicalOf(p, lang)]);
        expect(page.alternates, where).toEqual({
          ro: canonicalOf(p, 'ro'),
          en: canonicalOf(p, 'en'),
          it: canonicalOf(p, 'it'),
          'x-default': canonicalOf(p, 'ro'),
        });
        expect(page.meta('og:title'), where).toEqual([title]);
        expect(page.meta('og:description'), where).toEqual([description]);
        expect(page.meta('og:url'), where).toEqual([canonicalOf(p, lang)]);
        expect(page.meta('og:locale'), where).toEqual([{ ro: 'ro_RO', en: 'en_GB', it: 'it_IT' }[lang]]);
        expect(page.meta('og:type'), where).toEqual(['website']);
        // No picture of its own: the site's default, with its size and an alternative text.
        expect(page.meta('og:image'), where).toEqual([`${PUBLIC_URL}/og-image.png`]);
        expect(page.meta('og:image:width'), where).toEqual(['1200']);
        expect(page.meta('og:image:height'), where).toEqual(['630']);
        expect(page.meta('og:image:alt'), where).toEqual(['Atelier']);
        expect(page.meta('twitter:card'), where).toEqual(['summary_large_image']);
        expect(page.meta('twitter:title'), where).toEqual([title]);
        expect(page.meta('robots'), where).toEqual([]);
      }
    }
    // Within a language every page has a title of its own; every page and language a description of its own.
    expect(titles.size).toBe(APP_PAGES.length * LANGS.length);
    expect(descriptions.size).toBe(APP_PAGES.length * LANGS.length);
  });

  it('writes the page in its language: Romanian by default with diacritics, English and Italian by ?lang=', async () => {
    expect((await get('/pricing')).page.titles[0]).toBe('Prețuri · Atelier');
    expect((await get('/pricing?lang=en')).page.titles[0]).toBe('Pricing · Atelier');
    expect((await get('/pricing?lang=it')).page.titles[0]).toBe('Prezzi · Atelier');
    // An unknown language is the Romanian page, whose canonical URL says so.
    expect((await get('/pricing?lang=de')).page.canonical).toEqual([`${PUBLIC_URL}/pricing`]);
    // Other parameters (a search) do not make another page.
    expect((await get('/catalog?q=deviz&lang=en')).page.canonical).toEqual([`${PUBLIC_URL}/catalog?lang=en`]);
  });

  it("sends each public page drawn by the app's own components in its language: heading, text, the bar's and the footer's links, and the answers it was drawn from", async () => {
    const headings: Record<string, (texts: AppTexts) => string> = {
      '/': (texts) => texts.home.title,
      '/pricing': (texts) => texts.pricing.title,
      '/contact': (texts) => texts.contact.title,
    };
    for (const [p, heading] of Object.entries(headings)) {
      for (const lang of LANGS) {
        const where = `${p} ${lang}`;
        const texts = appTexts[lang];
        const { page } = await get(withLang(p, lang));
        expect(page.headings.filter((h) => h.level === 1).map((h) => h.text), where).toEqual([heading(texts)]);
        // The bar and the footer: every public page reachable by a plain link, the legal pages among them.
        for (const href of ['/', '/catalog', '/pricing', '/help', '/contact', '/blog', '/login', '/register', '/terms', '/privacy', '/cookies', '/anpc', '/legal']) {
          expect(page.bodyLinks, `${where} ${href}`).toContain(href);
        }
        for (const label of [texts.footer.quickLinks, texts.footer.legal, texts.footer.terms, texts.footer.privacy, texts.footer.legalNotice]) expect(page.bodyText, where).toContain(label);
        // The app starts from the answers the page was drawn from (react-query's cache), in the page's language.
        expect(page.rootSsr, where).toBe(lang);
        const state = page.ssrState as { queries: unknown[] } | undefined;
        expect(state?.queries.length ?? 0, where).toBeGreaterThan(0);
      }
    }
    // The price list itself, as the pricing page shows it (SPEC §9), not only its structured data.
    for (const lang of LANGS) {
      const firstApplication = formatMoney(priceAmount(PRICES.firstApplication).RON, { locale: lang }).replace(/\s+/g, ' ');
      expect((await get(withLang('/pricing', lang))).page.bodyText, lang).toContain(firstApplication);
    }
    expect((await get('/pricing')).page.bodyText).toContain('200,00 lei');
  });

  it("sends /login and /register drawn by the app's own components in the visitor's language, returnTo kept in their links, their form ready for the app", async () => {
    for (const lang of LANGS) {
      const { auth } = appTexts[lang];
      for (const [p, texts, other] of [
        ['/login', auth.login, '/register'],
        ['/register', auth.register, '/login'],
      ] as const) {
        const where = `${p} ${lang}`;
        const { page, text } = await get(withLang(`${p}?returnTo=${encodeURIComponent('/dashboard?tab=apps')}`, lang));
        // The head stays the page's own (indexable, canonical without returnTo), as before it was rendered here.
        expect(page.meta('robots'), where).toEqual([]);
        expect(page.canonical, where).toEqual([canonicalOf(p, lang)]);
        expect(page.rootSsr, where).toBe(lang);
        expect(page.headings.filter((h) => h.level === 1).map((h) => h.text), where).toEqual([texts.title]);
        for (const label of [auth.email, auth.password, texts.submit]) expect(page.bodyText, `${where} ${label}`).toContain(label);
        // A reader without JavaScript is told why the form does nothing; the browser never sends it anywhere.
        expect(page.bodyText, where).toContain(texts.noScript);
        const form = /<form [^>]*>/.exec(text)?.[0];
        expect(form, where).toMatch(/ method="dialog"/);
        expect(form, where).toMatch(/ data-early-submit=""/);
        // The way to the other screen keeps where the visitor was going.
        expect(page.bodyLinks, where).toContain(`${other}?returnTo=${encodeURIComponent('/dashboard?tab=apps')}${lang === 'ro' ? '' : `&lang=${lang}`}`);
      }
      const register = (await get(withLang('/register', lang))).page;
      expect(register.bodyText, lang).toContain(auth.confirmPassword);
      expect(register.bodyLinks, lang).toEqual(expect.arrayContaining(['/terms', '/privacy']));
    }
    // Without returnTo a page is made once and reused.
    expect((await get('/login?lang=en')).text).toBe((await get('/login?lang=en')).text);
  });

  it('describes the product and its price list (SPEC §9) as structured data, and no Organization while the operator is not configured', async () => {
    for (const p of ['/', '/pricing?lang=en']) {
      const { page } = await get(p);
      const types = page.jsonLd.map((data) => data['@type']);
      expect(types, p).not.toContain('Organization');
      const app = page.jsonLd.find((data) => data['@type'] === 'SoftwareApplication') as { offers: { price: string; priceCurrency: string; name: string }[] };
      expect(app, p).toMatchObject({ '@context': 'https://schema.org', name: 'Atelier', applicationCategory: 'BusinessApplication' });
      expect(app.offers.map((o) => [o.price, o.priceCurrency]), p).toEqual([
        ['200.00', 'RON'],
        ['50.00', 'RON'],
        ['50.00', 'RON'],
        ['50.00', 'RON'],
        ['100.00', 'RON'],
      ]);
      expect(app.offers.every((o) => o.name.length > 5), p).toBe(true);
    }
    expect((await get('/contact')).page.jsonLd).toEqual([]);
  });

  it('puts the catalogue in the HTML, readable without JavaScript: names, descriptions, categories and a link to each application', async () => {
    const { text, page: ro } = await get('/catalog');
    expect(ro.headings).toContainEqual({ level: 1, text: 'Catalogul de aplicații' });
    expect(ro.headings).toContainEqual({ level: 2, text: 'Service auto' });
    expect(ro.headings).toContainEqual({ level: 2, text: 'Foi de parcurs' });
    expect(ro.headings).toContainEqual({ level: 3, text: 'Deviz rapid' });
    expect(ro.bodyText).toContain('Deviz în trei pași: client, vehicul, piese.');
    expect(ro.bodyText).toContain('Pentru: Service auto, Vulcanizare');
    expect(ro.bodyLinks).toContain('/catalog/deviz-rapid-test');
    expect(ro.bodyLinks).toContain('/catalog/foaie-parcurs-test');
    // A form's text is shown as text: it never becomes markup of the page, nor ends the answers' script early.
    expect(ro.headings).toContainEqual({ level: 3, text: 'Foaie de parcurs <script>alert("x")</script> & co' });
    expect(ro.bodyText).toContain('Kilometri "pe zi" </noscript><b>bold</b>');
    expect(text).not.toContain('<script>alert');
    expect(text).not.toContain('<b>bold</b>');
    expect(ro.scripts.filter((s) => s.childNodes.length > 0).map((s) => s.attrs.find((a) => a.name === 'id')?.value)).toEqual(['ssr-state']);
    expect(JSON.stringify(ro.ssrState)).toContain('Foaie de parcurs <script>alert(\\"x\\")</script> & co');

    const en = (await get('/catalog?lang=en')).page;
    expect(en.headings).toContainEqual({ level: 1, text: 'Application catalogue' });
    expect(en.headings).toContainEqual({ level: 2, text: 'Car service' });
    expect(en.bodyText).toContain('Quick estimate');
    expect(en.bodyText).toContain('An estimate in three steps.');
    expect(en.bodyText).toContain('For: Car service, Tyre shops');
    expect(en.bodyLinks).toContain('/catalog/deviz-rapid-test');
  });

  it("gives each catalogue application a page of its own, in the visitor's language", async () => {
    const { status, page } = await get('/catalog/deviz-rapid-test?lang=it');
    expect(status).toBe(200);
    expect(page.titles).toEqual(['Preventivo rapido · Atelier']);
    expect(page.canonical).toEqual([`${PUBLIC_URL}/catalog/deviz-rapid-test?lang=it`]);
    expect(page.headings).toContainEqual({ level: 1, text: 'Preventivo rapido' });
    expect(page.meta('description')[0]).toContain('Officina auto');
    expect(page.bodyText).toContain('Prova gratuita');
    expect(page.bodyText).toContain('Per: Officine auto, Gommisti');
    // Its steps, and the way back to the catalogue and to trying it.
    expect(page.headings).toContainEqual({ level: 2, text: '3 passi' });
    expect(page.bodyLinks).toContain('/catalog');
    expect(page.bodyLinks.some((href) => href.startsWith('/public-doc-steps/'))).toBe(true);
  });

  it('shows a change of the catalogue on its pages as soon as the server sees it, not after the minute a page is reused', async () => {
    expect((await get('/catalog?lang=it')).page.bodyText).not.toContain('Deviz nou de test');
    // Published straight into the database, as another instance would: this server notices within a second (forms.service.ts).
    await makeForm(t, { key: 'deviz-nou-test', title: 'Deviz nou de test', description: 'Publicat după ce pagina a fost făcută.' });
    await expect.poll(async () => (await get('/catalog?lang=it')).page.bodyText, { timeout: 20_000, interval: 250 }).toContain('Deviz nou de test');
    expect((await get('/catalog/deviz-nou-test')).page.headings).toContainEqual({ level: 1, text: 'Deviz nou de test' });
  });

  it('keeps private routes and unknown paths out of search engines: noindex, no canonical, no content', async () => {
    for (const p of PRIVATE_PAGES) {
      const { status, page } = await get(p);
      expect(status, p).toBe(200);
      expect(page.meta('robots'), p).toEqual(['noindex, nofollow']);
      expect(page.canonical, p).toEqual([]);
      expect(page.titles, p).toEqual(['Atelier']);
      expect(page.meta('description'), p).toEqual([]);
      expect(page.jsonLd, p).toEqual([]);
      expect(page.bodyText.trim(), p).toBe('');
    }
  });

  it("tells the app a page's title as its HTML has it, for navigations without a reload", async () => {
    type Head = { title: string; indexable: boolean };
    const head = async (query: string) => httpClient(t.url).request<Head>('GET', `/api/site/head?${query}`);
    for (const [p, lang] of [['/pricing', 'en'], ['/catalog/deviz-rapid-test', 'it'], ['/', 'ro']] as const) {
      const res = await head(new URLSearchParams({ path: p, lang }).toString());
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ title: (await get(withLang(p, lang))).page.titles[0], indexable: true });
    }
    expect((await head('path=%2Fdashboard&lang=en')).body).toEqual({ title: 'Atelier', indexable: false });
    for (const bad of ['path=https%3A%2F%2Fevil.test%2F&lang=ro', 'path=%2F%2Fevil.test&lang=ro', 'path=%2Fpricing&lang=de', 'lang=ro']) {
      expect((await head(bad)).status, bad).toBe(400);
    }
  });

  it('sends the page compressed when the browser accepts it, the same page as uncompressed', async () => {
    const plain = await get('/catalog?lang=en');
    const br = await fetch(`${t.url}/catalog?lang=en`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('cache-control')).toBe('no-cache');
    // fetch decodes: the text is the same page.
    expect(await br.text()).toBe(plain.text);
    const raw = await httpClient(t.url).request('GET', '/pricing', { headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(raw.headers.get('content-encoding')).toBe('gzip');
    expect(readPage(raw.text).titles).toEqual(['Prețuri · Atelier']);
  });
});

/** Whether robots.txt lets a crawler fetch `p`: the longest matching rule wins, Allow on a tie (RFC 9309). */
const robotsAllow = (robots: string, p: string): boolean => {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)/i.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null && m[2] !== '')
    .map((m) => ({ allow: m[1]?.toLowerCase() === 'allow', prefix: m[2] ?? '' }));
  const matching = rules.filter((rule) => p.startsWith(rule.prefix)).sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow));
  return matching[0]?.allow ?? true;
};

describe('robots.txt and sitemap.xml', () => {
  let t: TestApp;

  beforeAll(async () => {
    const webDist = await mkdtemp(path.join(os.tmpdir(), 'atelier-seo-sitemap-'));
    await copyFile(fileURLToPath(new URL('../../../../web/index.html', import.meta.url)), path.join(webDist, 'index.html'));
    // Every URL of the sitemap is asked for its head here, not rendered: which page a URL is and its
    // canonical address are decided before any rendering (seo-pages.ts, seo-content-pages.ts), and
    // the tests above and seo-content.int.test.ts render every kind of page with its head.
    t = await startTestApp({ kind, env: { WEB_DIST: webDist, WEB_SSR_DIST: path.join(webDist, 'no-renderer'), PUBLIC_URL } });
    await makeForm(t, { key: 'deviz-rapid-test' });
    await makeForm(t, { key: 'oferta-test', public: false, category: 'commercial' });
  });
  afterAll(async () => t.close());

  it('robots.txt lets crawlers read the public site and what its pages load, keeps them out of private routes and the API, and names the sitemap', async () => {
    const res = await httpClient(t.url).request('GET', '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const robots = res.text;
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${PUBLIC_URL}/sitemap.xml$`, 'm'));
    for (const p of [...APP_PAGES, '/catalog/deviz-rapid-test', '/help', '/blog/some-article', '/terms', '/api/forms/catalog?locale=en', '/favicon.svg', '/assets/index-abc.js']) {
      expect(robotsAllow(robots, p), p).toBe(true);
    }
    for (const p of [...PRIVATE_PAGES.filter((q) => !q.startsWith('/catalog/') && q !== '/no-such-page'), '/api/user/me', '/api/admin/forms', '/profile']) {
      expect(robotsAllow(robots, p), p).toBe(false);
    }
  });

  it('sitemap.xml is well-formed sitemap 0.9 XML listing every public page and catalogue application in every language, absolute URLs that answer 200 as their own canonical page', async () => {
    const res = await httpClient(t.url).request('GET', '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);

    // A namespace-aware XML parser: it throws on anything not well-formed.
    type Url = { loc: string; alternates: Record<string, string> };
    const urls: Url[] = [];
    let root = '';
    let current: Url | undefined;
    let inLoc = false;
    const parser = new SaxesParser({ xmlns: true });
    parser.on('error', (error) => {
      throw error;
    });
    parser.on('opentag', (node) => {
      if (!root) root = `${node.uri} ${node.local}`;
      if (node.local === 'url' && node.uri === 'http://www.sitemaps.org/schemas/sitemap/0.9') current = { loc: '', alternates: {} };
      if (node.local === 'loc') inLoc = true;
      if (node.local === 'link' && node.uri === 'http://www.w3.org/1999/xhtml' && current) {
        current.alternates[node.attributes.hreflang?.value ?? ''] = node.attributes.href?.value ?? '';
      }
    });
    parser.on('text', (text) => {
      if (inLoc && current) current.loc += text;
    });
    parser.on('closetag', (node) => {
      if (node.local === 'loc') inLoc = false;
      if (node.local === 'url' && current) urls.push(current);
    });
    parser.write(res.text).close();

    expect(root).toBe('http://www.sitemaps.org/schemas/sitemap/0.9 urlset');
    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const p of [...APP_PAGES, '/catalog/deviz-rapid-test', '/catalog/oferta-test']) {
      for (const lang of LANGS) expect(locs, `${p} ${lang}`).toContain(canonicalOf(p, lang));
    }
    for (const url of urls) {
      expect(url.loc.startsWith(`${PUBLIC_URL}/`), url.loc).toBe(true);
      // Alternates name every language of the page, this one among them (none for a page in one language).
      const languages = Object.keys(url.alternates);
      if (languages.length > 0) {
        expect(Object.values(url.alternates), url.loc).toContain(url.loc);
        // x-default as in the page's own head: the Romanian address, the site's default language.
        expect(url.alternates['x-default'], url.loc).toBe(url.alternates.ro);
      }
      if (!/\/(privacy|terms|cookies|anpc|legal|help|blog\/.+|devize.*|foi-de-parcurs|modelli-di-preventivo|garaj|fermieri|formular)(\?|$)/.test(url.loc)) {
        expect(languages.sort(), url.loc).toEqual(['en', 'it', 'ro', 'x-default']);
      }
      // Each URL answers 200 with a page that calls this very URL canonical (not a private or unknown page).
      const local = url.loc.replace(PUBLIC_URL, t.url);
      const page: ReadPage = readPage((await httpClient(t.url).request('GET', local.slice(t.url.length))).text);
      expect(page.canonical, url.loc).toEqual([url.loc]);
    }
    // Every kind of public page is in it: the app's pages, an application, content pages, landing pages, the blog and its articles.
    for (const p of ['/help', '/terms', '/privacy', '/cookies', '/anpc', '/legal', '/devize-service-auto', '/blog']) expect(locs, p).toContain(`${PUBLIC_URL}${p}`);
    expect(locs.filter((loc) => /\/blog\/[a-z0-9-]+$/.test(loc)).length).toBeGreaterThanOrEqual(6);
    // Private routes are not in it.
    expect(locs.some((loc) => /\/(dashboard|admin|documents|account)/.test(loc))).toBe(false);
  });

  it('answers robots.txt and sitemap.xml without the web app built too (API-only server)', async () => {
    const apiOnly = await startTestApp({ kind, env: { PUBLIC_URL } });
    try {
      expect((await httpClient(apiOnly.url).request('GET', '/robots.txt')).status).toBe(200);
      const sitemap = await httpClient(apiOnly.url).request('GET', '/sitemap.xml');
      expect(sitemap.status).toBe(200);
      expect(sitemap.text).toContain(`<loc>${PUBLIC_URL}/pricing?lang=en</loc>`);
    } finally {
      await apiOnly.close();
    }
  });
});
