import { describe, expect, it } from 'vitest';
import { isId } from '@atelier/core';
import { newId } from './ids.js';

describe('newId', () => {
  it('makes 24-hex ids that start with the creation time in seconds', () => {
    const at = new Date('2026-11-22T10:00:00Z');
    const id = newId(at);
    expect(isId(id)).toBe(true);
    expect(Number.parseInt(id.slice(0, 8), 16)).toBe(at.getTime() / 1000);
    expect(new Set(Array.from({ length: 1000 }, () => newId(at))).size).toBe(1000);
  });
});
