import { PNG } from 'pngjs';
import { SIGNATURE_MAX_BYTES } from '@atelier/core';
import { AppError } from '../../errors.js';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The largest drawing kept, in pixels: the page's pad is ~600 × 180 CSS px, three times that on a
 * dense phone screen. Read from the header before anything is decoded, so a small file that
 * inflates to gigabytes (a "PNG bomb") is refused unread.
 */
export const SIGNATURE_MAX_PIXELS = { width: 3000, height: 1500 };

const invalid = (message: string) =>
  new AppError('signature_invalid', { message: 'The signature must be a PNG image drawn on the page', details: [{ path: 'signature', message }] });

/** Width and height from the IHDR chunk, which a PNG must start with (bytes 16–23). */
const headerSize = (bytes: Buffer): { width: number; height: number } | undefined =>
  bytes.length >= 24 && bytes.toString('latin1', 12, 16) === 'IHDR' ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } : undefined;

/**
 * The drawn signature of a customer's answer (a PNG data URL), read whole and kept as an 8-bit
 * grey PNG on white: it looks the same, a damaged or oversized file is refused here (422
 * signature_invalid) instead of failing the PDF later, and the PDF embeds it as it is (a PNG with
 * transparency is split into image and mask, pixel by pixel, at every rendering).
 */
export const signatureImage = (dataUrl: string | undefined): Buffer | undefined => {
  if (dataUrl === undefined || dataUrl === '') return undefined;
  const match = /^data:image\/png;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  const bytes = match ? Buffer.from(match[1]!, 'base64') : Buffer.alloc(0);
  if (bytes.length <= PNG_MAGIC.length || !bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC) || bytes.length > SIGNATURE_MAX_BYTES) {
    throw invalid(`a PNG data URL of at most ${SIGNATURE_MAX_BYTES} bytes`);
  }
  const size = headerSize(bytes);
  if (!size || size.width === 0 || size.height === 0) throw invalid('a PNG image');
  if (size.width > SIGNATURE_MAX_PIXELS.width || size.height > SIGNATURE_MAX_PIXELS.height) {
    throw invalid(`at most ${SIGNATURE_MAX_PIXELS.width} × ${SIGNATURE_MAX_PIXELS.height} pixels`);
  }
  let image: PNG;
  try {
    image = PNG.sync.read(bytes);
  } catch {
    throw invalid('a PNG image that can be read');
  }
  // pngjs gives RGBA whatever the file held; written as grey without alpha, blended onto white.
  return PNG.sync.write(image, { colorType: 0, inputColorType: 6, inputHasAlpha: true, bgColor: { red: 255, green: 255, blue: 255 } });
};
