import { deflateSync } from 'node:zlib';
import LineBreaker from 'linebreak';
import * as pdfkit from 'pdfkit';

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

type BreakPoint = { position: number; required: boolean };
type Wrapper = {
  lineWidth: number;
  spaceLeft: number;
  continuedX: number;
  characterSpacing: number;
  wordSpacing: number;
  wordWidth: (word: string) => number;
  eachWord: (text: string, fn: (word: string, width: number, bk: Partial<BreakPoint>, last: Partial<BreakPoint> | null) => unknown) => void;
};

/**
 * pdfkit splits a word wider than the line (a pasted 20,000-character string) by measuring a piece
 * for each line and then the whole rest of the word again: quadratic, 17–21 s for 20,000 letters.
 * This is pdfkit's `eachWord` (0.20.2) with the rest's width carried over (whole width minus the
 * pieces taken) instead of measured, so the work is linear; the pieces are measured as before. The
 * rest is measured exactly once it should fit. The piece length is also kept within the word, so a
 * zero or negative width (a label crowded out by its value) takes a letter per line and ends,
 * instead of looping until the worker runs out of memory.
 */
function eachWordLinear(this: Wrapper, text: string, fn: Parameters<Wrapper['eachWord']>[1]): void {
  const breaker = new LineBreaker(text);
  let last: BreakPoint | null = null;
  const widths = new Map<string, number>();
  for (let bk = breaker.nextBreak(); bk; bk = breaker.nextBreak()) {
    let word = text.slice(last?.position ?? 0, bk.position);
    let w = widths.get(word);
    if (w === undefined) widths.set(word, (w = this.wordWidth(word)));
    let shouldContinue: unknown;
    if (w > this.lineWidth + this.continuedX) {
      let lbk: Partial<BreakPoint> | null = last;
      const fbk: Partial<BreakPoint> = {};
      // The measured width of the word's rest, or its estimate (carried) once a piece is taken.
      let rest = w;
      let exact = true;
      while (word.length > 0) {
        if (!exact && rest <= this.spaceLeft) rest = this.wordWidth(word);
        let l: number;
        let mightGrow = false;
        if (rest > this.spaceLeft) {
          l = Math.min(word.length, Math.max(0, Math.ceil(this.spaceLeft / (rest / word.length))));
          w = this.wordWidth(word.slice(0, l));
          mightGrow = w <= this.spaceLeft && l < word.length;
        } else {
          l = word.length;
          w = rest;
        }
        let mustShrink = w > this.spaceLeft && l > 0;
        while (mustShrink || mightGrow) {
          if (mustShrink) {
            w = this.wordWidth(word.slice(0, --l));
            mustShrink = w > this.spaceLeft && l > 0;
          } else {
            w = this.wordWidth(word.slice(0, ++l));
            mustShrink = w > this.spaceLeft && l > 0;
            mightGrow = w <= this.spaceLeft && l < word.length;
          }
        }
        if (l === 0 && this.spaceLeft === this.lineWidth) {
          l = 1;
          w = this.wordWidth(word.slice(0, 1));
        }
        fbk.required = bk.required || l < word.length;
        shouldContinue = fn(word.slice(0, l), w, fbk, lbk);
        lbk = { required: false };
        // wordWidth adds the spacing once per call: the piece's share is given back to the rest.
        if (l > 0) {
          rest = rest - w + this.characterSpacing + this.wordSpacing;
          exact = false;
        }
        word = word.slice(l);
        if (shouldContinue === false) break;
      }
    } else {
      shouldContinue = fn(word, w, bk, last);
    }
    if (shouldContinue === false) break;
    last = bk;
  }
}

let linear = false;

/** Puts `eachWordLinear` in place of pdfkit's, once per process (every document's wrappers use it). */
export const linearWordBreaking = () => {
  if (linear) return;
  linear = true;
  const { LineWrapper } = pdfkit as unknown as { LineWrapper: { prototype: Wrapper } };
  LineWrapper.prototype.eachWord = eachWordLinear;
};
