// Draws the site's default link-preview picture (packages/web/public/og-image.png, 1200×630, the
// size Open Graph and X ask for) from our own brand: the logo of favicon.svg, the name and the
// product's line, laid out in HTML and rendered by Chromium. Run with `npm run og-image` after a
// change of the logo or the line; the picture is committed, the server only links to it.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../e2e/support/browser.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'packages/web/public');
export const OG_IMAGE = { file: 'og-image.png', width: 1200, height: 630 } as const;

const html = (logo: string) => `<!doctype html>
<html lang="ro"><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: ${OG_IMAGE.width}px; height: ${OG_IMAGE.height}px; }
  body { display: flex; flex-direction: column; justify-content: center; gap: 36px; padding: 0 96px; box-sizing: border-box;
         background: #364fc7; color: #fff;
         font-family: system-ui, "Noto Sans", "Liberation Sans", sans-serif; }
  .brand { display: flex; align-items: center; gap: 36px; }
  .brand svg { width: 148px; height: 148px; border-radius: 32px; box-shadow: 0 0 0 6px rgba(255,255,255,.35); }
  h1 { font-size: 120px; margin: 0; letter-spacing: -2px; }
  p { font-size: 46px; line-height: 1.25; margin: 0; max-width: 980px; color: #edf2ff; }
  .docs { font-size: 32px; color: #dbe4ff; }
</style></head><body>
  <div class="brand">${logo}<h1>Atelier</h1></div>
  <p>Devize, oferte și foi de parcurs gata de completat, în PDF.</p>
  <p class="docs">Pe telefon și pe calculator · 30 de zile gratuit</p>
</body></html>`;

const main = async () => {
  const logo = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: OG_IMAGE.width, height: OG_IMAGE.height } });
    await page.setContent(html(logo));
    const png = await page.screenshot({ type: 'png' });
    await writeFile(path.join(publicDir, OG_IMAGE.file), png);
    process.stdout.write(`packages/web/public/${OG_IMAGE.file} (${Math.round(png.length / 1024)} KB)\n`);
  } finally {
    await browser.close();
  }
};

await main();
