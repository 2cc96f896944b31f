import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/** A parsed font, registered on every document as the same object: parsing the TTF costs ~2.6× per document. */
export type ParsedFont = ReturnType<typeof fontkit.create>;

let cached: { regular: ParsedFont; bold: ParsedFont } | undefined;

/** DejaVu Sans (full Romanian comma-below ș ț, Italian accents, €), parsed once per process or worker. */
export const pdfFonts = (): { regular: ParsedFont; bold: ParsedFont } => {
  if (!cached) {
    const load = (file: string) => fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
    cached = { regular: load('DejaVuSans.ttf'), bold: load('DejaVuSans-Bold.ttf') };
  }
  return cached;
};
