import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BLOG_PAGE_SIZE, BROWSER_STORAGE } from '@atelier/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError, loadSiteContent } from './content.js';
import { sanitize } from './markdown.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A content folder of its own: { 'pages/terms.ro.md': '…' }. */
const contentDir = (files: Record<string, string>): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'atelier-content-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
};

const page = (body: string, extra = '') => `---\ntitle: Termeni\ndescription: Termenii serviciului\nupdated: 2026-11-20\n${extra}---\n${body}\n`;
const article = ({ date, lang = 'ro' }: { date: string; lang?: string }) =>
  `---\ntitle: Articol ${date} ${lang}\ndescription: Despre ${date}\ndate: ${date}\nauthor: Echipa\nsummary: Rezumat\n---\nText.\n`;

describe('site content', () => {
  it('renders Markdown and drops any script, event handler or javascript: link a content file holds', () => {
    const dir = contentDir({
      'pages/terms.ro.md': page('# Titlu\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3)) **bold**'),
    });
    const html = loadSiteContent({ dir, operator: {} }).page('terms', 'ro')?.html ?? '';
    expect(html).toContain('<h2>Titlu</h2>');
    expect(html).toContain('<strong>bold</strong>');
    // The text stays readable as text; no tag or link of it can run.
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('sanitises the rendered HTML as a second line of defence', () => {
    expect(sanitize('<p onclick="x()">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a><iframe src="https://e.x"></iframe>')).toBe('<p>a</p><a>b</a>');
    expect(sanitize('<a href="https://anpc.ro">ANPC</a>')).toBe('<a href="https://anpc.ro" rel="noopener noreferrer" target="_blank">ANPC</a>');
  });

  it('answers in the wanted language, else in Romanian', () => {
    const dir = contentDir({ 'pages/terms.ro.md': page('Română'), 'pages/terms.en.md': page('English') });
    const content = loadSiteContent({ dir, operator: {} });
    expect(content.page('terms', 'en')).toMatchObject({ lang: 'en', html: '<p>English</p>\n' });
    expect(content.page('terms', 'it')).toMatchObject({ lang: 'ro', html: '<p>Română</p>\n' });
    expect(content.page('privacy', 'ro')).toBeUndefined();
  });

  it('shows only the configured operator fields, escaped, and says so when none is configured', () => {
    const dir = contentDir({ 'pages/legal.ro.md': page('{{operator}}') });
    const some = loadSiteContent({ dir, operator: { name: 'Service <b>Ion</b> SRL', cui: 'RO123' } }).page('legal', 'ro')?.html ?? '';
    expect(some).toContain('Service &lt;b&gt;Ion&lt;/b&gt; SRL');
    expect(some).toContain('<th scope="row">CUI</th><td>RO123</td>');
    expect(some).not.toContain('Telefon');
    const none = loadSiteContent({ dir, operator: {} }).page('legal', 'ro')?.html ?? '';
    expect(none).not.toContain('<table');
    expect(none).toContain('nu au fost încă publicate');
  });

  it('prints every cookie and storage key of the one list the code uses', () => {
    const dir = contentDir({ 'pages/cookies.ro.md': page('{{storage}}') });
    const html = loadSiteContent({ dir, operator: {} }).page('cookies', 'ro')?.html ?? '';
    for (const entry of Object.values(BROWSER_STORAGE)) expect(html).toContain(`<code>${entry.name}</code>`);
    // Four columns do not fit a phone: the table scrolls in its own box, which the keyboard can reach.
    expect(html).toMatch(/^<div class="table-scroll" tabindex="0" style="overflow-x:auto"><table class="storage">.*<\/table><\/div>\n?$/s);
  });

  it('lists articles newest first in pages, in the visitor language where one exists', () => {
    const files: Record<string, string> = {};
    for (let day = 1; day <= BLOG_PAGE_SIZE + 2; day += 1) files[`blog/a-${day}.ro.md`] = article({ date: `2026-10-${String(day).padStart(2, '0')}` });
    files['blog/a-3.en.md'] = article({ date: '2026-10-03', lang: 'en' });
    const content = loadSiteContent({ dir: contentDir(files), operator: {} });
    const first = content.articlesPage('en', 1);
    expect(first).toMatchObject({ page: 1, pages: 2, total: BLOG_PAGE_SIZE + 2 });
    expect(first.items.map((a) => a.slug)).toEqual(['a-8', 'a-7', 'a-6', 'a-5', 'a-4', 'a-3']);
    expect(first.items[5]).toMatchObject({ lang: 'en', languages: ['ro', 'en'] });
    expect(first.items[0]?.lang).toBe('ro');
    expect(content.articlesPage('ro', 2).items.map((a) => a.slug)).toEqual(['a-2', 'a-1']);
    expect(content.article('a-3', 'it')?.lang).toBe('ro');
    expect(content.publicPaths()).toContain('/blog/a-8');
  });

  it('stops start-up on a bad file, naming it', () => {
    expect(() => loadSiteContent({ dir: contentDir({ 'pages/terms.ro.md': '---\ntitle: T\n---\nx' }), operator: {} })).toThrow(/terms\.ro\.md: front matter description/);
    expect(() => loadSiteContent({ dir: contentDir({ 'pages/terms.md': page('x') }), operator: {} })).toThrow(ContentError);
    expect(() => loadSiteContent({ dir: contentDir({ 'pages/about.ro.md': page('x') }), operator: {} })).toThrow(/not a site page/);
    expect(() => loadSiteContent({ dir: contentDir({ 'blog/only-en.en.md': article({ date: '2026-01-01' }) }), operator: {} })).toThrow(/Romanian/);
    expect(() => loadSiteContent({ dir: contentDir({ 'testimonials.json': '[{"quote":""}]' }), operator: {} })).toThrow(/testimonials\.json/);
  });
});
