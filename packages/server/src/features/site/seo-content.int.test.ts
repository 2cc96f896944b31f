import { cp, copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { makeForm } from '../../test/forms.js';
import { readPage } from '../../test/html-page.js';
import { httpClient } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const [kind = 'pglite'] = databaseKinds();
const PUBLIC_URL = 'https://www.atelier.test';
const repo = (p: string) => fileURLToPath(new URL(`../../../../../${p}`, import.meta.url));

const page = (front: Record<string, unknown>, body: string) =>
  `---\n${Object.entries(front)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')}\n---\n\n${body}\n`;

/** A content folder of its own: the repository's search-engine texts, and pages, articles and a landing page written here. */
const makeContent = async (): Promise<string> => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atelier-seo-content-'));
  await cp(repo('content/meta'), path.join(dir, 'meta'), { recursive: true });
  for (const sub of ['pages', 'blog', 'landing', 'media']) await mkdir(path.join(dir, sub));
  const legal = { updated: '2026-11-20', sources: ['Regulamentul (UE) 2016/679 art. 13'] };
  await writeFile(path.join(dir, 'pages', 'privacy.ro.md'), page({ title: 'Confidențialitate', description: 'Cum prelucrăm datele personale.', ...legal }, 'Textul **politicii**.\n\n<script>alert(1)</script>'));
  await writeFile(path.join(dir, 'pages', 'privacy.en.md'), page({ title: 'Privacy', description: 'How we process personal data.', ...legal }, 'The policy text.'));
  await writeFile(path.join(dir, 'pages', 'terms.ro.md'), page({ title: 'Termeni și condiții', description: 'Condițiile de folosire a serviciului.', ...legal }, 'Termenii.'));
  for (let n = 1; n <= 7; n++) {
    const front = { description: `Descrierea articolului ${n}.`, date: `2026-10-0${n}`, author: 'Echipa Atelier', summary: `Rezumatul ${n}.`, sources: [] };
    await writeFile(path.join(dir, 'blog', `articol-${n}.ro.md`), page({ title: `Articolul ${n}`, ...front, ...(n === 7 ? { cover: 'coperta.png' } : {}) }, `Textul articolului ${n}.`));
  }
  await writeFile(
    path.join(dir, 'blog', 'articol-7.en.md'),
    page({ title: 'Article 7', description: 'About article 7.', date: '2026-10-07', author: 'Atelier team', summary: 'Summary 7.', cover: 'coperta.png', sources: [] }, 'Text 7.'),
  );
  await writeFile(path.join(dir, 'media', 'coperta.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  await writeFile(
    path.join(dir, 'landing', 'devize.ro.md'),
    page(
      {
        title: 'Devize pentru orice meserie',
        description: 'Devize gata făcute pentru service auto și construcții.',
        applications: ['deviz-rapid-test', 'aplicatie-care-nu-exista'],
        faq: [
          { q: 'Cât costă?', a: 'Prima aplicație costă 200 de lei pe an.' },
          { q: 'Pot încerca gratuit?', a: 'Da, 30 de zile.' },
        ],
      },
      'Alegeți **devizul** potrivit.',
    ),
  );
  return dir;
};

describe('content pages (legal pages, blog, landing pages) in the HTML the server sends', () => {
  let t: TestApp;
  const getText = async (p: string) => (await httpClient(t.url).request('GET', p)).text;
  const get = async (p: string) => readPage(await getText(p));

  beforeAll(async () => {
    const webDist = await mkdtemp(path.join(os.tmpdir(), 'atelier-seo-web-'));
    await copyFile(repo('packages/web/index.html'), path.join(webDist, 'index.html'));
    t = await startTestApp({ kind, env: { WEB_DIST: webDist, PUBLIC_URL, CONTENT_DIR: await makeContent(), OPERATOR_NAME: 'Atelier Soft SRL', OPERATOR_CUI: 'RO12345678' } });
    await makeForm(t, { key: 'deviz-rapid-test', title: 'Deviz rapid', description: 'Deviz în trei pași.' });
  });
  afterAll(async () => t.close());

  it('a legal page has its front matter as title and description, its text readable without JavaScript (sanitised), and hreflang for the languages it exists in', async () => {
    const html = await getText('/privacy');
    const ro = readPage(html);
    expect(ro.titles).toEqual(['Confidențialitate · Atelier']);
    expect(ro.meta('description')).toEqual(['Cum prelucrăm datele personale.']);
    expect(ro.canonical).toEqual([`${PUBLIC_URL}/privacy`]);
    expect(ro.alternates).toEqual({ ro: `${PUBLIC_URL}/privacy`, en: `${PUBLIC_URL}/privacy?lang=en`, 'x-default': `${PUBLIC_URL}/privacy` });
    expect(ro.headings).toContainEqual({ level: 1, text: 'Confidențialitate' });
    expect(ro.bodyText).toContain('Textul politicii.');
    // Sanitised: the Markdown's <script> is at most text, never a script of the page (the one inline script is the answers' JSON).
    expect(html).not.toMatch(/<script>\s*alert/);
    expect(ro.scripts.filter((s) => s.childNodes.length > 0).map((s) => s.attrs.find((a) => a.name === 'id')?.value)).toEqual(['ssr-state']);
    expect(ro.rootSsr).toBe('ro');
    expect((await get('/privacy?lang=en')).titles).toEqual(['Privacy · Atelier']);
  });

  it('a page missing in the asked language shows the Romanian text and names the Romanian URL canonical', async () => {
    const it = await get('/terms?lang=it');
    expect(it.titles).toEqual(['Termeni și condiții · Atelier']);
    expect(it.canonical).toEqual([`${PUBLIC_URL}/terms`]);
    expect(it.alternates).toEqual({});
    expect(it.meta('og:locale')).toEqual(['ro_RO']);
  });

  it('the blog list is readable without JavaScript, newest first, six to a page, with links to the articles and to the next page', async () => {
    const first = await get('/blog');
    expect(first.canonical).toEqual([`${PUBLIC_URL}/blog`]);
    const articles = (page: typeof first) => page.headings.filter((h) => h.level === 2 && h.text.startsWith('Artic')).map((h) => h.text);
    expect(articles(first)).toEqual(['Articolul 7', 'Articolul 6', 'Articolul 5', 'Articolul 4', 'Articolul 3', 'Articolul 2']);
    expect(first.bodyText).toContain('Rezumatul 7.');
    expect(first.bodyLinks).toContain('/blog/articol-7');
    expect(first.bodyLinks).toContain('/blog?page=2');
    const second = await get('/blog?page=2');
    expect(second.canonical).toEqual([`${PUBLIC_URL}/blog?page=2`]);
    expect(second.titles[0]).toContain('pagina 2');
    expect(articles(second)).toEqual(['Articolul 1']);
    expect(second.bodyLinks).toContain('/blog');
    // Past the last page: no such page.
    expect((await get('/blog?page=3')).meta('robots')).toEqual(['noindex, nofollow']);
    // In English the list shows the English article where there is one, the Romanian ones otherwise.
    const en = await get('/blog?lang=en');
    expect(en.canonical).toEqual([`${PUBLIC_URL}/blog?lang=en`]);
    expect(articles(en)).toEqual(['Article 7', 'Articolul 6', 'Articolul 5', 'Articolul 4', 'Articolul 3', 'Articolul 2']);
    expect(en.bodyText).toContain('Summary 7.');
    expect(en.bodyLinks).toContain('/blog/articol-7');
    expect(en.bodyLinks).toContain('/blog?page=2');
  });

  it('an article has its text without JavaScript, Open Graph as an article with its cover, and BlogPosting structured data', async () => {
    const article = await get('/blog/articol-7?lang=en');
    expect(article.titles).toEqual(['Article 7 · Atelier']);
    expect(article.canonical).toEqual([`${PUBLIC_URL}/blog/articol-7?lang=en`]);
    expect(article.alternates).toEqual({ ro: `${PUBLIC_URL}/blog/articol-7`, en: `${PUBLIC_URL}/blog/articol-7?lang=en`, 'x-default': `${PUBLIC_URL}/blog/articol-7` });
    expect(article.meta('og:type')).toEqual(['article']);
    expect(article.meta('og:image')).toEqual([`${PUBLIC_URL}/api/site/media/coperta.png`]);
    expect(article.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(article.headings).toContainEqual({ level: 1, text: 'Article 7' });
    expect(article.bodyText).toContain('Text 7.');
    expect(article.bodyText).toContain('Atelier team');
    expect(article.bodyLinks).toContain('/blog');
    expect(article.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: 'Article 7',
        description: 'About article 7.',
        datePublished: '2026-10-07',
        inLanguage: 'en',
        author: { '@type': 'Person', name: 'Atelier team' },
        publisher: { '@type': 'Organization', name: 'Atelier' },
        mainEntityOfPage: `${PUBLIC_URL}/blog/articol-7?lang=en`,
        url: `${PUBLIC_URL}/blog/articol-7?lang=en`,
        image: `${PUBLIC_URL}/api/site/media/coperta.png`,
      },
    ]);
    // An article in Romanian only has no alternates; an unknown one is no page.
    expect((await get('/blog/articol-3')).alternates).toEqual({});
    expect((await get('/blog/nu-exista')).meta('robots')).toEqual(['noindex, nofollow']);
  });

  it('a landing page leads to its catalogue applications and carries its FAQ as FAQPage structured data', async () => {
    const landing = await get('/devize');
    expect(landing.titles).toEqual(['Devize pentru orice meserie · Atelier']);
    expect(landing.headings).toContainEqual({ level: 1, text: 'Devize pentru orice meserie' });
    expect(landing.bodyText).toContain('Alegeți devizul potrivit.');
    // Its application, with the way to try it; one the catalogue does not have is left out.
    expect(landing.headings).toContainEqual({ level: 3, text: 'Deviz rapid' });
    expect(landing.bodyText).toContain('Deviz în trei pași.');
    expect(landing.bodyLinks.some((href) => href.startsWith('/public-doc-steps/'))).toBe(true);
    expect(landing.bodyLinks.some((href) => href.includes('aplicatie-care-nu-exista'))).toBe(false);
    // The FAQ's answers too, though the accordion opens only with JavaScript.
    expect(landing.bodyText).toContain('Cât costă?');
    expect(landing.bodyText).toContain('Prima aplicație costă 200 de lei pe an.');
    expect(landing.bodyText).toContain('Da, 30 de zile.');
    expect(landing.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [
          { '@type': 'Question', name: 'Cât costă?', acceptedAnswer: { '@type': 'Answer', text: 'Prima aplicație costă 200 de lei pe an.' } },
          { '@type': 'Question', name: 'Pot încerca gratuit?', acceptedAnswer: { '@type': 'Answer', text: 'Da, 30 de zile.' } },
        ],
      },
    ]);
    // Landing pages without a content file are no pages yet.
    expect((await get('/fermieri')).meta('robots')).toEqual(['noindex, nofollow']);
  });

  it('the home page names the configured operator as the Organization, with only the configured fields', async () => {
    const home = await get('/');
    expect(home.jsonLd.find((data) => data['@type'] === 'Organization')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Atelier Soft SRL',
      url: `${PUBLIC_URL}/`,
      taxID: 'RO12345678',
    });
  });

  it('the sitemap lists the content pages in the languages they exist in, articles with their date', async () => {
    const xml = (await httpClient(t.url).request('GET', '/sitemap.xml')).text;
    expect(xml).toContain(`<url><loc>${PUBLIC_URL}/privacy?lang=en</loc><lastmod>2026-11-20</lastmod><xhtml:link rel="alternate" hreflang="ro"`);
    expect(xml).toContain(`<url><loc>${PUBLIC_URL}/terms</loc><lastmod>2026-11-20</lastmod></url>`);
    expect(xml).not.toContain(`${PUBLIC_URL}/terms?lang=`);
    expect(xml).toContain(`<url><loc>${PUBLIC_URL}/blog/articol-1</loc><lastmod>2026-10-01</lastmod></url>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/blog/articol-7?lang=en</loc>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/devize</loc>`);
    expect(xml).not.toContain('/fermieri');
    expect(xml).toContain(`<loc>${PUBLIC_URL}/catalog/deviz-rapid-test?lang=it</loc>`);
  });
});
