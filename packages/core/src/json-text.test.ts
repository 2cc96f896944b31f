import { describe, expect, it } from 'vitest';
import { parseJsonText } from './json-text.js';

describe('parseJsonText', () => {
  it('parses valid JSON, with or without a byte-order mark', () => {
    expect(parseJsonText('{"a": [1, 2.5e3, true, null, "x\\n"]}')).toEqual({ ok: true, value: { a: [1, 2500, true, null, 'x\n'] } });
    expect(parseJsonText('\uFEFF{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
  });

  it.each([
    ['{\n  "a": 1,\n  "b": }', 3, 8, 'unexpected character "}"'],
    ['{\n  "a": 1,\n}', 3, 1, 'trailing comma'],
    ['{"a": 1', 1, 8, 'expected "}" but found end of input'],
    ['[1, 2]\nx', 2, 1, 'unexpected content after the end of the JSON value'],
    ["{\n  'a': 1}", 2, 3, 'expected a property name in double quotes'],
    ['', 1, 1, 'unexpected end of input'],
  ])('reports where %j breaks', (text, line, column, message) => {
    expect(parseJsonText(text)).toEqual({ ok: false, error: { line, column, message } });
  });
});
