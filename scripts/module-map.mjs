// Prints the map of features from the imports, as docs/architecture.md shows it: for the server and
// the web, which features each one uses and is used by, which infrastructure folders import a
// feature, and the cycles between feature folders. Tests and test helpers are left out: they may
// reach anywhere. `npm run module-map` after a change of shape, then update the document.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SIDES = [
  { name: 'server', root: 'packages/server/src' },
  { name: 'web', root: 'packages/web/src' },
];
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.split(path.sep).includes('test') || file.includes('test-support');

const sourceFiles = (dir) =>
  readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') ? [full] : [];
  });

/** `features/<f>` for a feature's file, else the top folder (`http`, `lib`…) or the file (`app.ts`). */
const ownerOf = (root, file) => {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] === 'features' && parts.length >= 2) return `features/${parts[1]}`;
  return parts[0];
};

const mapOf = ({ root }) => {
  const base = path.join(repo, root);
  const uses = new Map();
  for (const file of sourceFiles(base)) {
    if (isTest(path.relative(base, file))) continue;
    const from = ownerOf(base, file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = match[1] ?? match[2];
      if (!spec?.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec);
      if (!target.startsWith(base + path.sep)) continue;
      const to = ownerOf(base, target);
      if (to === from) continue;
      const edges = uses.get(from) ?? new Map();
      edges.set(to, (edges.get(to) ?? 0) + 1);
      uses.set(from, edges);
    }
  }
  return uses;
};

const features = (root) => readdirSync(path.join(repo, root, 'features')).filter((f) => statSync(path.join(repo, root, 'features', f)).isDirectory());
const short = (owner) => owner.replace(/^features\//, '');

/** Every cycle between feature folders, each once (Johnson's idea, small graph: plain DFS). */
const cyclesOf = (graph) => {
  const found = new Set();
  const walk = (start, node, trail) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const cycle = [...trail];
        const first = cycle.indexOf([...cycle].sort()[0]);
        const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
        found.add([...rotated, rotated[0]].join(' → '));
      } else if (!trail.includes(next) && next > start) walk(start, next, [...trail, next]);
    }
  };
  for (const node of graph.keys()) walk(node, node, [node]);
  return [...found];
};

for (const side of SIDES) {
  const uses = mapOf(side);
  const names = features(side.root);
  const featureEdges = (from) => [...(uses.get(`features/${from}`) ?? new Map())].filter(([to]) => to.startsWith('features/'));
  const usedBy = (name) => names.filter((other) => featureEdges(other).some(([to]) => to === `features/${name}`));
  process.stdout.write(`\n## ${side.name} (${side.root})\n\n| feature | uses (imports) | used by |\n| --- | --- | --- |\n`);
  for (const name of names) {
    const out = featureEdges(name).map(([to, n]) => `${short(to)} (${n})`).join(', ') || '–';
    process.stdout.write(`| ${name} | ${out} | ${usedBy(name).join(', ') || '–'} |\n`);
  }
  const outside = [...uses].filter(([from]) => !from.startsWith('features/'));
  const intoFeatures = outside
    .map(([from, edges]) => [from, [...edges].filter(([to]) => to.startsWith('features/'))])
    .filter(([, edges]) => edges.length > 0);
  process.stdout.write(`\nOutside the features, importing them:\n`);
  for (const [from, edges] of intoFeatures) process.stdout.write(`- ${from} → ${edges.map(([to, n]) => `${short(to)} (${n})`).join(', ')}\n`);
  // The shell composes the features; a feature reaching back into it turns the arrows around.
  const SHELL = ['app', 'app.ts', 'routes', 'main.ts'];
  const intoShell = names.flatMap((name) => [...(uses.get(`features/${name}`) ?? new Map())].filter(([to]) => SHELL.includes(to)).map(([to, n]) => `${name} → ${to} (${n})`));
  process.stdout.write(`\nFeatures importing the shell that composes them: ${intoShell.length === 0 ? 'none' : intoShell.join(', ')}\n`);
  const graph = new Map(names.map((name) => [name, featureEdges(name).map(([to]) => short(to))]));
  const cycles = cyclesOf(graph);
  process.stdout.write(`\nCycles between feature folders: ${cycles.length === 0 ? 'none' : cycles.join('; ')}\n`);
}
