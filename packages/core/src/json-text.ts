/**
 * JSON text with a readable syntax error. `JSON.parse` in Node 20 does not always say where it
 * failed, so on failure a small strict scanner finds the first bad character and reports its line
 * and column (1-based), which is what an author needs to fix an uploaded definition.
 */
export type JsonSyntaxError = { message: string; line: number; column: number };
export type JsonTextResult = { ok: true; value: unknown } | { ok: false; error: JsonSyntaxError };

class Stop extends Error {
  constructor(
    readonly at: number,
    message: string,
  ) {
    super(message);
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

/** Offset and reason of the first syntax error, or undefined when the text is valid JSON. */
const firstError = (text: string): Stop | undefined => {
  let i = 0;
  const describe = (at: number) => (at >= text.length ? 'unexpected end of input' : `unexpected character ${JSON.stringify(text[at])}`);
  const fail = (message = describe(i)): never => {
    throw new Stop(i, message);
  };
  const skip = () => {
    while (i < text.length && WHITESPACE.has(text[i] ?? '')) i += 1;
  };
  const expect = (char: string) => (text[i] === char ? (i += 1) : fail(`expected ${JSON.stringify(char)} but found ${describe(i).replace('unexpected ', '')}`));
  const literal = (word: string) => {
    for (const char of word) {
      if (text[i] !== char) fail();
      i += 1;
    }
  };
  const string = () => {
    expect('"');
    for (;;) {
      const char = text[i];
      if (char === undefined) return fail('unterminated string');
      if (char === '"') return void (i += 1);
      if (char === '\\') {
        i += 1;
        const escape = text[i] ?? '';
        if (escape === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail('invalid \\u escape');
          i += 5;
        } else if (ESCAPES.has(escape)) i += 1;
        else fail('invalid escape');
      } else if (char < ' ') fail('control character in string (use \\n for a new line)');
      else i += 1;
    }
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match) fail();
    i += match?.[0].length ?? 0;
  };
  const value = (): void => {
    skip();
    const char = text[i];
    if (char === '{') return object();
    if (char === '[') return array();
    if (char === '"') return string();
    if (char === 't') return literal('true');
    if (char === 'f') return literal('false');
    if (char === 'n') return literal('null');
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) return number();
    fail();
  };
  const object = () => {
    expect('{');
    skip();
    if (text[i] === '}') return void (i += 1);
    for (;;) {
      skip();
      if (text[i] !== '"') fail(text[i] === '}' ? 'trailing comma' : 'expected a property name in double quotes');
      string();
      skip();
      expect(':');
      value();
      skip();
      if (text[i] === ',') i += 1;
      else return void expect('}');
    }
  };
  const array = () => {
    expect('[');
    skip();
    if (text[i] === ']') return void (i += 1);
    for (;;) {
      skip();
      if (text[i] === ']') fail('trailing comma');
      value();
      skip();
      if (text[i] === ',') i += 1;
      else return void expect(']');
    }
  };
  try {
    value();
    skip();
    if (i < text.length) fail('unexpected content after the end of the JSON value');
    return undefined;
  } catch (error) {
    if (error instanceof Stop) return error;
    throw error;
  }
};

const position = (text: string, offset: number) => {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
};

export const parseJsonText = (text: string): JsonTextResult => {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(source) as unknown };
  } catch {
    const stop = firstError(source) ?? new Stop(0, 'invalid JSON');
    return { ok: false, error: { message: stop.message, ...position(source, stop.at) } };
  }
};
