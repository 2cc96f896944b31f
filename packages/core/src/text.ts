/**
 * Text PostgreSQL cannot store: U+0000 (not in text or jsonb) and a lone UTF-16 surrogate (jsonb
 * refuses its escape; text would silently become U+FFFD). Browsers never send either; a hand-made
 * request that does is refused with the path of the value, not failed deep in a statement.
 */
/** `keys`: where the text is, e.g. ['steps', 0, 'title']; [] for the value itself. */
export type TextProblem = { keys: (string | number)[]; message: string };

export const NUL_MESSAGE = 'must not contain the NUL character (U+0000)';
export const SURROGATE_MESSAGE = 'must be valid Unicode text (it holds a lone UTF-16 surrogate)';

const LONE_SURROGATE = /\p{Cs}/u;

const messageOf = (text: string): string | undefined =>
  text.includes('\u0000') ? NUL_MESSAGE : LONE_SURROGATE.test(text) ? SURROGATE_MESSAGE : undefined;

type Place = { key: string | number; parent: Place | undefined } | undefined;

const keysOf = (place: Place, root: (string | number)[]): (string | number)[] => {
  const keys: (string | number)[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  return [...root, ...keys.reverse()];
};

/**
 * The first string or key in `value` that cannot be stored, and where it is. An explicit stack with
 * links to the parent: a body nested a million levels deep costs neither the call stack nor copies.
 */
export const unstorableText = (value: unknown, root: (string | number)[] = []): TextProblem | undefined => {
  const stack: { value: unknown; place: Place }[] = [{ value, place: undefined }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: item, place } = next;
    if (typeof item === 'string') {
      const message = messageOf(item);
      if (message) return { keys: keysOf(place, root), message };
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push({ value: item[i], place: { key: i, parent: place } });
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (const [key] of entries) {
        const message = messageOf(key);
        // The key itself cannot be shown as it is: name it without the offending characters.
        if (message) return { keys: keysOf({ key: key.replaceAll('\u0000', '').replace(/\p{Cs}/gu, ''), parent: place }, root), message };
      }
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] ?? ['', undefined];
        stack.push({ value: child, place: { key, parent: place } });
      }
    }
  }
  return undefined;
};
