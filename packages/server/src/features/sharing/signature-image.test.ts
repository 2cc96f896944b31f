import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { signaturePng } from '../../pdf/test-support/pdf-tools.js';
import { signatureImage } from './signature-image.js';

const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

/** A transparent drawing: black strokes (alpha 255) on nothing (alpha 0), as the page's pad makes. */
const drawing = (width: number, height: number): Buffer => {
  const png = new PNG({ width, height });
  png.data.fill(0);
  for (let x = 10; x < width - 10; x += 1) png.data.set([0, 0, 0, 255], (Math.floor(height / 2) * width + x) * 4);
  return PNG.sync.write(png);
};

describe("the customer's drawn signature", () => {
  it('is kept as a grey PNG on white, the stroke as dark as drawn', () => {
    const kept = signatureImage(dataUrl(drawing(120, 40)))!;
    const image = PNG.sync.read(kept);
    expect([image.width, image.height]).toEqual([120, 40]);
    // Grey without alpha in the file (colour type 0 in IHDR, byte 25).
    expect(kept[25]).toBe(0);
    const pixel = (x: number, y: number) => [...image.data.subarray((y * 120 + x) * 4, (y * 120 + x) * 4 + 4)];
    expect(pixel(60, 20)).toEqual([0, 0, 0, 255]);
    expect(pixel(60, 5)).toEqual([255, 255, 255, 255]);
    // The tests' own signature reads too.
    expect(signatureImage(signaturePng())).toBeInstanceOf(Buffer);
  });

  it('refuses what is not a readable PNG of a sane size (422 signature_invalid), before decoding a huge one', () => {
    const code = (url: string) => {
      try {
        signatureImage(url);
        return 'accepted';
      } catch (error) {
        return (error as { code?: string }).code;
      }
    };
    const png = drawing(50, 20);
    // The magic bytes and a header, then garbage.
    const damaged = Buffer.concat([png.subarray(0, 33), Buffer.from('not the rest of a png image at all')]);
    expect(code(dataUrl(damaged))).toBe('signature_invalid');
    // A header claiming 100,000 × 100,000 pixels (40 GB decoded): refused from the header alone.
    const bomb = Buffer.from(png);
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    expect(code(dataUrl(bomb))).toBe('signature_invalid');
    expect(code(`data:image/png;base64,${Buffer.from('GIF89a').toString('base64')}`)).toBe('signature_invalid');
    expect(code('data:image/jpeg;base64,AAAA')).toBe('signature_invalid');
    expect(signatureImage(undefined)).toBeUndefined();
  });
});
