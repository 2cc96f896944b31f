import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, keyIdOf } from './secret-box.js';

const key = () => randomBytes(32).toString('hex');

describe('secret box (AES-256-GCM with key ids)', () => {
  it('opens what it sealed, in the same context only; the ciphertext does not contain the secret', () => {
    const box = createSecretBox({ key: key() });
    const sealed = box.seal('parola-rar-secretă', 'business-1:credentials');
    expect(sealed.data.toString('utf8')).not.toContain('parola');
    expect(sealed.data.toString('latin1')).not.toContain('parola');
    expect(box.open(sealed, 'business-1:credentials')).toBe('parola-rar-secretă');
    expect(box.open(sealed, 'business-2:credentials')).toBeUndefined();
  });

  it('a different key cannot open it; a changed byte is refused', () => {
    const sealed = createSecretBox({ key: key() }).seal('secret', 'ctx');
    const other = createSecretBox({ key: key() });
    expect(other.open({ data: sealed.data, keyId: other.keyId }, 'ctx')).toBeUndefined();
    expect(other.open(sealed, 'ctx')).toBeUndefined();
    const mine = createSecretBox({ key: key() });
    const good = mine.seal('secret', 'ctx');
    const bad = Buffer.from(good.data);
    bad[14] = (bad[14] ?? 0) ^ 1;
    expect(mine.open({ data: bad, keyId: good.keyId }, 'ctx')).toBeUndefined();
  });

  it('rotation: the new key seals, the previous key still opens old values', () => {
    const oldKey = key();
    const newKey = key();
    const old = createSecretBox({ key: oldKey }).seal('secret', 'ctx');
    const rotated = createSecretBox({ key: newKey, previous: [oldKey] });
    expect(old.keyId).toBe(keyIdOf(oldKey));
    expect(rotated.open(old, 'ctx')).toBe('secret');
    expect(rotated.seal('secret', 'ctx').keyId).toBe(keyIdOf(newKey));
    expect(rotated.holds(keyIdOf(oldKey))).toBe(true);
    expect(keyIdOf(newKey)).not.toContain(newKey.slice(0, 16));
  });
});
