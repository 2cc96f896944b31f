import { describe, expect, it } from 'vitest';
import { NUL_MESSAGE, SURROGATE_MESSAGE, unstorableText } from './text.js';

describe('unstorableText', () => {
  it('finds NUL and lone surrogates in values and keys, with their path', () => {
    expect(unstorableText({ a: [{ b: 'ok' }, { b: 'x\ud800' }] })).toEqual({ keys: ['a', 1, 'b'], message: SURROGATE_MESSAGE });
    expect(unstorableText({ a: { '\udc00k': 1 } })).toEqual({ keys: ['a', 'k'], message: SURROGATE_MESSAGE });
    expect(unstorableText(['a\u0000'], ['body'])).toEqual({ keys: ['body', 0], message: NUL_MESSAGE });
    expect(unstorableText('\u0000')).toEqual({ keys: [], message: NUL_MESSAGE });
  });

  it('lets well-formed text through, astral characters (a surrogate pair) included', () => {
    expect(unstorableText({ name: 'Ștefan 😀', n: 1, list: [true, null] })).toBeUndefined();
  });

  it('walks a value nested deeper than the call stack allows', () => {
    let deep: unknown = 'x\ud800';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(unstorableText(deep)?.keys).toHaveLength(200_000);
  });
});
