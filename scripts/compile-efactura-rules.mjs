// Compiles the vendored e-Factura rule sets (schematron XSLT, packages/server/test-fixtures/
// efactura-rules/*/*.xslt) to SaxonJS's SEF format, gzipped beside each XSLT. Run it once after
// replacing an XSLT and commit the result: the tests load the SEF, compiling takes minutes.
//
//   node scripts/compile-efactura-rules.mjs
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rules = join(root, 'packages/server/test-fixtures/efactura-rules');
const xslt3 = join(root, 'node_modules/xslt3/xslt3.js');

for (const set of readdirSync(rules, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
  for (const file of readdirSync(join(rules, set.name)).filter((name) => name.endsWith('.xslt'))) {
    const xsl = join(rules, set.name, file);
    const sef = xsl.replace(/\.xslt$/, '.sef.json');
    console.log(`compiling ${set.name}/${file}`);
    // -relocate:on: the SEF does not depend on where the XSLT was when it was compiled.
    execFileSync(process.execPath, [xslt3, `-xsl:${xsl}`, `-export:${sef}`, '-nogo', '-relocate:on'], { stdio: 'inherit' });
    writeFileSync(`${sef}.gz`, gzipSync(readFileSync(sef), { level: 9 }));
    rmSync(sef);
  }
}
