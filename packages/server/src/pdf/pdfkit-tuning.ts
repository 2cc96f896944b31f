import { deflateSync } from 'node:zlib';

/**
 * Where pdfkit (0.20, pinned) spends a document's time without need, found with CPU profiles of
 * the reference estimate (bench/README.md, "pdf"). Each change keeps the PDF's content the same;
 * they reach into pdfkit's internals, so an upgrade of pdfkit must re-run render.test.ts.
 */

type Run = { glyphs: unknown[] | null; positions: unknown[] | null; advanceWidth: number };
type EmbeddedFont = {
  layoutCache?: Record<string, unknown>;
  layout: (text: string, features?: unknown, onlyWidth?: boolean) => Run;
};
type FontCaches = { words: Record<string, unknown>; runs: Map<string, Run>; widths: Map<string, number> };

/**
 * Beyond these sizes a cache starts again empty (a process renders many different documents):
 * a word's run is small, a whole string's run keeps a position object per glyph (~2 KB for a
 * cell), so 5,000 of those stay near 10 MB per font and worker.
 */
const WORD_LIMIT = 50_000;
const RUN_LIMIT = 5_000;
const caches = new Map<string, FontCaches>();
const fresh = (): FontCaches => ({ words: Object.create(null) as Record<string, unknown>, runs: new Map(), widths: new Map() });

let documents = 0;

const cachesOf = (name: string): FontCaches => {
  let found = caches.get(name);
  // Counting the word cache's keys costs as much as it saves, so that size is checked now and then.
  documents += 1;
  const full = (cache: FontCaches) =>
    cache.runs.size > RUN_LIMIT || cache.widths.size > WORD_LIMIT || (documents % 500 === 0 && Object.keys(cache.words).length > WORD_LIMIT);
  if (!found || full(found)) caches.set(name, (found = fresh()));
  return found;
};

/**
 * pdfkit shapes every word through fontkit (GSUB/GPOS) and caches the result per document only,
 * then lays a string out again, word by word, each time it is measured or drawn: a table cell is
 * laid out four times (our measure, heightOfString or the drawing's own measure, the glyphs, the
 * advance of x). The same words and cells ("lei", labels, amounts, part names) recur in every
 * document, so both the words and whole strings are cached per font for the process. The
 * cached runs are only read (we never justify, the one path that copies and changes a run).
 */
export const shareFontCaches = (doc: PDFKit.PDFDocument, name: string) => {
  doc.font(name);
  const font = (doc as unknown as { _font?: EmbeddedFont })._font;
  if (!font?.layoutCache) return;
  const { words, runs, widths } = cachesOf(name);
  font.layoutCache = words;
  const layout = font.layout.bind(font);
  font.layout = (text, features, onlyWidth) => {
    if (features) return layout(text, features, onlyWidth);
    if (onlyWidth) {
      let width = widths.get(text);
      if (width === undefined) widths.set(text, (width = layout(text, undefined, true).advanceWidth));
      return { glyphs: null, positions: null, advanceWidth: width };
    }
    let run = runs.get(text);
    if (!run) runs.set(text, (run = layout(text)));
    return run;
  };
};

type ContentRef = {
  write: (chunk: string | Uint8Array) => void;
  end: (chunk?: string | Uint8Array) => void;
  compress: boolean;
  buffer: Uint8Array[];
  data: { Filter?: string; Length?: number };
};

/** zlib level of page contents: 1 instead of zlib's default 6 (bench/README.md has the sizes and times). */
const CONTENT_LEVEL = 1;

/**
 * pdfkit turns every operator it writes into its own byte array, then joins them all when the
 * page ends, and deflates at zlib's default level: a third of a page's time for a few hundred
 * operators. Here a page's operators are kept as text and turned into bytes once, with the same
 * newline after each, then deflated at CONTENT_LEVEL.
 */
const batchContent = (content: ContentRef) => {
  const parts: string[] = [];
  const write = content.write.bind(content);
  const end = content.end.bind(content);
  // pdfkit writes the page's first operator (its coordinate flip) before anyone can step in.
  let bytes: Uint8Array[] = content.buffer.splice(0);
  content.data.Length = 0;
  const flush = () => {
    if (parts.length === 0) return;
    bytes.push(Buffer.from(`${parts.join('\n')}\n`, 'latin1'));
    parts.length = 0;
  };
  content.write = (chunk) => {
    if (typeof chunk === 'string') parts.push(chunk);
    else {
      flush();
      bytes.push(chunk);
    }
  };
  content.end = (chunk) => {
    if (chunk !== undefined) content.write(chunk);
    flush();
    if (bytes.length > 0) {
      content.compress = false;
      content.data.Filter = 'FlateDecode';
      write(deflateSync(Buffer.concat(bytes), { level: CONTENT_LEVEL }));
      bytes = [];
    }
    end();
  };
};

/** Applies the content batching to every page of `doc`, the first one included. */
export const batchPageContents = (doc: PDFKit.PDFDocument) => {
  const page = () => (doc as unknown as { page: { content: ContentRef } }).page;
  batchContent(page().content);
  doc.on('pageAdded', () => batchContent(page().content));
};
