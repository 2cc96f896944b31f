import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OG_IMAGE } from './seo-head.js';

describe('the default link-preview picture', () => {
  it('is a PNG of the size the head announces, small enough for a preview', () => {
    const png = readFileSync(fileURLToPath(new URL(`../../../../web/public${DEFAULT_OG_IMAGE.path}`, import.meta.url)));
    // PNG signature, then the IHDR chunk: width and height as 32-bit big-endian numbers.
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: DEFAULT_OG_IMAGE.width, height: DEFAULT_OG_IMAGE.height });
    expect(png.length).toBeLessThan(100 * 1024);
  });
});
