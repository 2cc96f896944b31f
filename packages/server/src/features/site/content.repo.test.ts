import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANDING_SLUGS, LOCALES, SITE_PAGES } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import { loadSiteContent } from './content.js';

// The content the product ships (content/ at the repository root), checked as an editor leaves it.
const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const dir = path.join(root, 'content');
const content = loadSiteContent({ dir, operator: {} });
const catalogKeys = new Set(
  readdirSync(path.join(root, 'catalog'))
    .filter((file) => file.endsWith('.json') && file !== 'form-schema.json')
    .map((file) => (JSON.parse(readFileSync(path.join(root, 'catalog', file), 'utf8')) as { key?: string }).key),
);
const LEGAL = ['terms', 'privacy', 'cookies', 'anpc', 'legal'] as const;
const articles = content.articles('ro');

/** Every page and article in every language it exists in, with its HTML. */
const allHtml = (): { where: string; html: string }[] => [
  ...SITE_PAGES.flatMap((name) => LOCALES.map((lang) => ({ where: `${name}.${lang}`, html: content.page(name, lang)?.html ?? '' }))),
  ...LANDING_SLUGS.flatMap((slug) => LOCALES.map((lang) => ({ where: `${slug}.${lang}`, html: content.landing(slug, lang)?.html ?? '' }))),
  ...articles.flatMap((a) => a.languages.map((lang) => ({ where: `blog/${a.slug}.${lang}`, html: content.article(a.slug, lang)?.html ?? '' }))),
];

const SPA_PATHS = new Set(['/', '/catalog', '/pricing', '/contact', '/register', '/login', '/blog', ...SITE_PAGES.map((p) => `/${p}`), ...LANDING_SLUGS.map((s) => `/${s}`)]);

describe('the shipped site content', () => {
  it('has every legal page and the help page in Romanian, English and Italian', () => {
    const missing = SITE_PAGES.flatMap((name) => LOCALES.filter((lang) => content.page(name, lang)?.lang !== lang).map((lang) => `${name}.${lang}.md`));
    expect(missing).toEqual([]);
  });

  it('names on every legal page the laws it relies on, each also cited in its text', () => {
    for (const name of LEGAL) {
      for (const lang of LOCALES) {
        const page = content.page(name, lang);
        expect(page?.meta.sources.length, `${name}.${lang}`).toBeGreaterThan(0);
        for (const source of page?.meta.sources ?? []) {
          // "Legea nr. 506/2004 …" → 506/2004, "Regulamentul (UE) 2016/679 …" → 2016/679
          const number = /\d+\/\d{3,4}/.exec(source)?.[0];
          expect(number, `${name}.${lang}: ${source}`).toBeDefined();
          expect(page?.html, `${name}.${lang} cites ${number}`).toContain(number);
        }
      }
    }
  });

  it('has at least six dated articles in Romanian, each with sources and an existing cover', () => {
    expect(articles.length).toBeGreaterThanOrEqual(6);
    for (const article of articles) {
      expect(article.languages).toContain('ro');
      expect(article.meta.sources.length, article.slug).toBeGreaterThan(0);
      if (article.meta.cover) expect(existsSync(path.join(dir, 'media', article.meta.cover)), article.meta.cover).toBe(true);
    }
  });

  it('has every landing page in Romanian, English and Italian, each leading to applications that exist in the catalogue', () => {
    for (const slug of LANDING_SLUGS) {
      for (const lang of LOCALES) {
        const landing = content.landing(slug, lang);
        expect(landing?.lang, `${slug}.${lang}.md`).toBe(lang);
        expect(landing?.meta.applications.filter((key) => !catalogKeys.has(key)), `${slug}.${lang}`).toEqual([]);
        expect(landing?.meta.faq.length, `${slug}.${lang}`).toBeGreaterThan(0);
      }
    }
  });

  it('has the six articles of issue 15 in Italian, with the sources, date and cover of the Romanian text', () => {
    const slugs = [
      'ce-trebuie-sa-contina-un-deviz-auto',
      'e-factura-pentru-service-uri',
      'foaia-de-parcurs-masini-firma',
      'predarea-masinii-reparate',
      'rar-autopass-raportare',
      'tva-21-pe-deviz',
    ];
    for (const slug of slugs) {
      const ro = content.article(slug, 'ro');
      const italian = content.article(slug, 'it');
      expect(italian?.lang, `${slug}.it.md`).toBe('it');
      expect(italian?.meta.title, slug).not.toBe(ro?.meta.title);
      expect({ sources: italian?.meta.sources, date: italian?.meta.date, cover: italian?.meta.cover }, slug).toEqual({
        sources: ro?.meta.sources,
        date: ro?.meta.date,
        cover: ro?.meta.cover,
      });
    }
  });

  it('links only to pages and pictures that exist', () => {
    const broken = allHtml().flatMap(({ where, html }) =>
      [...html.matchAll(/(?:href|src)="(\/[^"#?]*)/g)]
        .map((match) => match[1] ?? '')
        .filter((target) => {
          if (target.startsWith('/api/site/media/')) return !content.media(target.slice('/api/site/media/'.length));
          if (target.startsWith('/blog/')) return !content.article(target.slice('/blog/'.length), 'ro');
          return !SPA_PATHS.has(target);
        })
        .map((target) => `${where} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it("shows the five getting-started steps, each with a picture of the real screen in the page's language, sized", () => {
    for (const lang of LOCALES) {
      const pictures = [...(content.page('help', lang)?.html ?? '').matchAll(/<img src="\/api\/site\/media\/(help-[^"]+)"([^>]*)>/g)];
      expect(pictures.length, `help.${lang}`).toBe(5);
      for (const [, file = '', attributes = ''] of pictures) {
        expect(file, `help.${lang}`).toMatch(new RegExp(`^help-\\d-[a-z-]+-${lang}\\.webp$`));
        // Its own size in the page (no layout shift), a picture for a phone: 800 px wide, small.
        expect(attributes, file).toMatch(/ width="800" height="500" style="max-width:100%;height:auto"/);
        expect(statSync(path.join(dir, 'media', file)).size, file).toBeLessThan(60 * 1024);
      }
    }
  });
});
