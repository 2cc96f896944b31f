import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Raw HTML in a content file is not trusted: markdown-it escapes it (html: false) and the result is
// sanitised again, so an editor's mistake (or a pasted <script>) never reaches a visitor's page.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'code', 'pre', 'hr', 'br',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'title', 'width', 'height', 'loading'], th: ['scope'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // Outside links open safely; pictures load when scrolled to (a phone downloads only what it shows).
    a: (tagName, attribs) =>
      /^https?:/.test(attribs.href ?? '')
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' } }
        : { tagName, attribs },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    // The page's own <h1> is its title: a "# …" in the text becomes a section heading.
    h1: 'h2',
  },
};

export const sanitize = (html: string): string => sanitizeHtml(html, ALLOWED);

/** Markdown → sanitised HTML. */
export const renderMarkdown = (text: string): string => sanitize(markdown.render(text));

/** Escapes a value put into HTML built here (operator data, the storage table). */
export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * A wide table scrolls inside its own box on a phone instead of widening the page; the box takes the
 * keyboard focus so that it can be scrolled without a mouse (WCAG 2.1.1, axe scrollable-region-focusable).
 */
export const scrollableTables = (html: string): string =>
  html.replace(/<table\b/g, '<div class="table-scroll" tabindex="0" style="overflow-x:auto"><table').replace(/<\/table>/g, '</table></div>');

const MEDIA_IMG = /<img src="\/api\/site\/media\/([a-z0-9-]+\.[a-z]+)"/g;

/**
 * A picture of content/media gets its own width and height, so the page keeps its place before the
 * picture arrives (no layout shift), and scales down to the column keeping its proportions.
 */
export const sizedImages = (html: string, sizeOf: (file: string) => { width: number; height: number } | undefined): string =>
  html.replace(MEDIA_IMG, (whole, file: string) => {
    const size = sizeOf(file);
    return size ? `${whole} width="${size.width}" height="${size.height}" style="max-width:100%;height:auto"` : whole;
  });
