import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is Element => 'tagName' in node;
const children = (node: Node): Node[] => ('childNodes' in node ? node.childNodes : []);

const walk = (node: Node, visit: (element: Element) => void) => {
  if (isElement(node)) visit(node);
  for (const child of children(node)) walk(child, visit);
};

const textOf = (node: Node): string =>
  node.nodeName === '#text' ? (node as DefaultTreeAdapterMap['textNode']).value : children(node).map(textOf).join('');

/** What a reader sees of an element: its text without style sheets or scripts. */
const visibleTextOf = (node: Node): string =>
  node.nodeName === '#text'
    ? (node as DefaultTreeAdapterMap['textNode']).value
    : ['style', 'script', 'template'].includes(node.nodeName)
      ? ' '
      : children(node).map(visibleTextOf).join('');

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

/**
 * A page as a crawler without JavaScript reads it (noscript content parsed as markup): the head's
 * tags and the body's text (without style sheets and scripts) and links.
 */
export const readPage = (html: string) => {
  const document = parse(html, { scriptingEnabled: false });
  const elements: Element[] = [];
  walk(document, (element) => elements.push(element));
  const metas = elements.filter((e) => e.tagName === 'meta');
  const meta = (key: string) => metas.filter((e) => attr(e, 'name') === key || attr(e, 'property') === key).map((e) => attr(e, 'content') ?? '');
  const links = elements.filter((e) => e.tagName === 'link');
  const body = elements.find((e) => e.tagName === 'body');
  const root = elements.find((e) => attr(e, 'id') === 'root');
  const ssrState = elements.find((e) => e.tagName === 'script' && attr(e, 'id') === 'ssr-state');
  return {
    lang: attr(elements.find((e) => e.tagName === 'html') as Element, 'lang'),
    titles: elements.filter((e) => e.tagName === 'title').map(textOf),
    meta,
    canonical: links.filter((e) => attr(e, 'rel') === 'canonical').map((e) => attr(e, 'href')),
    alternates: Object.fromEntries(links.filter((e) => attr(e, 'rel') === 'alternate' && attr(e, 'hreflang')).map((e) => [attr(e, 'hreflang'), attr(e, 'href')])),
    jsonLd: elements.filter((e) => e.tagName === 'script' && attr(e, 'type') === 'application/ld+json').map((e) => JSON.parse(textOf(e)) as Record<string, unknown>),
    scripts: elements.filter((e) => e.tagName === 'script' && attr(e, 'type') !== 'application/ld+json'),
    bodyText: body ? visibleTextOf(body).replace(/\s+/g, ' ') : '',
    bodyLinks: body ? elementsIn(body).filter((e) => e.tagName === 'a').map((e) => attr(e, 'href') ?? '') : [],
    /** The language the server rendered the app's page in (`#root[data-ssr]`); undefined when the browser draws it. */
    rootSsr: root ? attr(root, 'data-ssr') : undefined,
    /** The answers the page was drawn from (`#ssr-state`, react-query's dehydrated cache), parsed. */
    ssrState: ssrState ? (JSON.parse(textOf(ssrState)) as unknown) : undefined,
    headings: elements.filter((e) => /^h[1-3]$/.test(e.tagName)).map((e) => ({ level: Number(e.tagName[1]), text: textOf(e).trim() })),
  };
};

const elementsIn = (root: Node): Element[] => {
  const found: Element[] = [];
  walk(root, (element) => found.push(element));
  return found;
};

export type ReadPage = ReturnType<typeof readPage>;
