import { RE2JS } from 're2js';

/**
 * A field's `pattern` comes from an uploaded definition and runs on every submit, in the server and
 * in the browser. JavaScript's RegExp backtracks: `(a+)+b` against 30 characters took seconds and
 * held the server. Patterns run on RE2 (re2js, pure JavaScript, the same code on both sides), whose
 * time is linear in the text. JavaScript escapes (\uXXXX) are translated; what RE2 cannot run in
 * linear time (backreferences, lookahead, lookbehind) is refused when the definition is uploaded.
 */
export type CompiledPattern = { ok: true; test: (text: string) => boolean } | { ok: false; message: string };

const compiled = new Map<string, CompiledPattern>();
/** Definitions hold a few dozen patterns; a bound keeps a server that sees many versions small. */
const CACHE_LIMIT = 500;

const compile = (source: string): CompiledPattern => {
  try {
    const re = RE2JS.compile(RE2JS.translateRegExp(source));
    // The whole value must match, as an HTML pattern attribute does.
    return { ok: true, test: (text) => re.testExact(text) };
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^error parsing regexp: /, '') : String(error);
    return { ok: false, message: `is not a regular expression the linear-time engine (RE2) can run: ${reason}` };
  }
};

export const compilePattern = (source: string): CompiledPattern => {
  let pattern = compiled.get(source);
  if (!pattern) {
    if (compiled.size >= CACHE_LIMIT) compiled.clear();
    pattern = compile(source);
    compiled.set(source, pattern);
  }
  return pattern;
};
