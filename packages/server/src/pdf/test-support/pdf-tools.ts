import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { repoRoot } from './samples.js';

const withFile = <T>(pdf: Buffer, use: (file: string) => T): T => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return use(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** How many images a PDF holds (poppler's pdfimages -list: two header lines, then one per image). */
export const pdfImageCount = (pdf: Buffer): number =>
  withFile(pdf, (file) => execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').length - 2);

/** Plain spaces for the no-break ones Intl puts in amounts ("1.234,56\u00a0lei"). */
export const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

/**
 * The text of a PDF by poppler's pdftotext: `text` with -layout (a table row stays on one line),
 * split in `pages` on \f; `flat` in reading order with all white space as single spaces (for
 * sentences that wrap).
 */
export const pdfText = (pdf: Buffer): { text: string; pages: string[]; flat: string } =>
  withFile(pdf, (file) => {
    const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    const flat = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    const pages = text.split('\f');
    if (pages.at(-1)?.trim() === '') pages.pop();
    return { text: plain(text), pages: pages.map(plain), flat: plain(flat) };
  });

/** Page 1 as a PNG in test-results/pdf/<name>.png, to look at (pdftoppm, 60 dpi). */
export const snapshotFirstPage = (pdf: Buffer, name: string): string => {
  const dir = new URL('test-results/pdf/', repoRoot).pathname;
  mkdirSync(dir, { recursive: true });
  withFile(pdf, (file) => execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, path.join(dir, name)]));
  return path.join(dir, `${name}.png`);
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
};

/** A small PNG data URL of a drawn squiggle, as a signature field holds. */
export const signaturePng = (): string => {
  const width = 160;
  const height = 50;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3, 255);
    row[0] = 0;
    for (let x = 0; x < width; x += 1) {
      const curve = 25 + Math.round(15 * Math.sin(x / 12)) - Math.round(x / 16);
      if (Math.abs(y - curve) <= 1) row.fill(20, 1 + x * 3, 4 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
};
