import { describe, expect, it } from 'vitest';
import { saveAttemptKeys } from './save-attempt-key';

describe('saveAttemptKeys', () => {
  it('reuses the key for the same input until the save is answered, and makes a new one for new input', () => {
    const keys = saveAttemptKeys();
    const first = keys.keyFor({ data: { a: 1 } });
    expect(keys.keyFor({ data: { a: 1 } })).toBe(first);
    const changed = keys.keyFor({ data: { a: 2 } });
    expect(changed).not.toBe(first);
    keys.answered();
    expect(keys.keyFor({ data: { a: 2 } })).not.toBe(changed);
  });
});
