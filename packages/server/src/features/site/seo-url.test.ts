import { describe, expect, it } from 'vitest';
import { siteUrl } from './seo.js';
import { pageUrl, parsePageUrl, scriptJson } from './seo-url.js';

describe('page URLs', () => {
  it('names each language by ?lang= (none for Romanian), keeping other parameters only where a page asks', () => {
    expect(pageUrl('https://www.a.ro', '/pricing', 'ro')).toBe('https://www.a.ro/pricing');
    expect(pageUrl('https://www.a.ro', '/blog', 'it', { page: '2' })).toBe('https://www.a.ro/blog?lang=it&page=2');
    expect(parsePageUrl('/catalog/?q=x&lang=en')).toMatchObject({ path: '/catalog', locale: 'en' });
    expect(parsePageUrl('/?lang=de')).toMatchObject({ path: '/', locale: 'ro' });
  });

  it('puts canonical URLs on the www host CANONICAL_HOST redirects to, and leaves other addresses alone', () => {
    expect(siteUrl({ publicUrl: 'https://atelier.ro', canonicalHost: 'www.atelier.ro' })).toBe('https://www.atelier.ro');
    expect(siteUrl({ publicUrl: 'https://atelier.ro/app', canonicalHost: 'www.atelier.ro' })).toBe('https://www.atelier.ro/app');
    expect(siteUrl({ publicUrl: 'https://www.atelier.ro', canonicalHost: 'www.atelier.ro' })).toBe('https://www.atelier.ro');
    expect(siteUrl({ publicUrl: 'https://other.ro', canonicalHost: 'www.atelier.ro' })).toBe('https://other.ro');
    expect(siteUrl({ publicUrl: 'http://localhost:3000', canonicalHost: undefined })).toBe('http://localhost:3000');
  });

  it('writes JSON that cannot end its <script> element early', () => {
    const json = scriptJson({ text: '</script><script>alert(1)</script><!--' });
    expect(json).not.toMatch(/<|>/);
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script><!--' });
  });
});
