// Feature boundaries (issue 27; docs: DESIGN.md "Features are modules"), as a small local ESLint
// plugin: every import in the repo is relative (`./x.js` meaning x.ts), so resolving one is a
// path.resolve and no resolver plugin is needed. dependency-cruiser 18 wants Node 22 (we run 20),
// eslint-plugin-boundaries has no cycle detection, and import-x's no-cycle is per module, not per
// feature folder.
//
// featureBoundaries({ name, root, features, infrastructure, ignores }) returns flat-config blocks
// for the files under `root` with three rules:
// - front-door: a feature is used by anything outside it only through features/<f>/index.ts(x);
// - infrastructure: a file in an infrastructure folder imports no feature;
// - no-feature-cycle: no cycle between feature folders (the import that closes one is reported).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const IMPORT = /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

const posix = (p) => p.split(path.sep).join('/');

// Roots and ignores are relative to the repository (this file's parent folder), wherever eslint runs from.
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where an import points, as an absolute path without the `.js` a TypeScript import carries. */
const target = (fromFile, specifier) => path.resolve(path.dirname(fromFile), specifier).replace(/\.(js|jsx|mjs)$/, '');

/** The layout of one source root: which feature or infrastructure folder a path belongs to. */
const layoutOf = (options) => {
  const root = path.resolve(REPO, options.root);
  const featuresDir = path.join(root, options.features ?? 'features');
  const infrastructure = (options.infrastructure ?? []).map((dir) => path.join(root, dir));
  const inside = (file, dir) => file === dir || file.startsWith(dir + path.sep);
  return {
    root,
    featuresDir,
    featureOf: (file) => (inside(file, featuresDir) ? path.relative(featuresDir, file).split(path.sep)[0] || undefined : undefined),
    infrastructureOf: (file) => infrastructure.find((dir) => inside(file, dir)),
    /** features/<f>/index(.ts|.tsx) or the folder itself. */
    isFrontDoor: (file, feature) => {
      const rest = posix(path.relative(path.join(featuresDir, feature), file));
      return rest === '' || rest === 'index' || /^index\.(ts|tsx)$/.test(rest);
    },
  };
};

/** A glob of the config's `ignores` (`**`, `*`, `{a,b}`) as a regular expression (path.matchesGlob is experimental on Node 20). */
const globRegExp = (glob) =>
  new RegExp(
    `^${glob
      .replace(/[.+^$()|[\]\\]/g, '\\$&')
      .replace(/\{([^}]*)\}/g, (_, list) => `(${list.split(',').join('|')})`)
      .replace(/\*\*\//g, '\uE000')
      .replace(/\*\*/g, '\uE001')
      .replace(/\*/g, '[^/]*')
      .replace(/\uE000/g, '(?:.*/)?')
      .replace(/\uE001/g, '.*')}$`,
  );
const matchesAny = (patterns, file) => patterns.some((pattern) => globRegExp(pattern).test(file));

/** Every feature → feature import under the features folder, skipping ignored files (tests). */
const featureGraph = (layout, ignores) => {
  const edges = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(file);
        continue;
      }
      if (!SOURCE.test(entry.name) || matchesAny(ignores, posix(path.relative(REPO, file)))) continue;
      const from = layout.featureOf(file);
      for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const to = layout.featureOf(target(file, match[1] ?? match[2]));
        if (!to || to === from) continue;
        if (!edges.has(from)) edges.set(from, new Set());
        edges.get(from).add(to);
      }
    }
  };
  if (fs.existsSync(layout.featuresDir)) walk(layout.featuresDir);
  return edges;
};

/** A path of features from `start` back to `goal` (undefined: none), breadth first so it is the shortest. */
const pathBack = (edges, start, goal) => {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === goal) {
      const trail = [];
      for (let step = at; step !== undefined; step = previous.get(step)) trail.unshift(step);
      return trail;
    }
    for (const next of edges.get(at) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return undefined;
};

// One graph per root and lint run (the rule runs once per file).
const graphs = new Map();

/** Calls `check(node, specifier)` for every relative import, export-from and dynamic import of a file. */
const eachImport = (check) => {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string' && node.source.value.startsWith('.')) check(node, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
};

const OPTIONS = [
  {
    type: 'object',
    properties: {
      name: { type: 'string' },
      root: { type: 'string' },
      features: { type: 'string' },
      infrastructure: { type: 'array', items: { type: 'string' } },
      ignores: { type: 'array', items: { type: 'string' } },
    },
    required: ['root'],
    additionalProperties: false,
  },
];

const rule = (description, create) => ({ meta: { type: 'problem', docs: { description }, schema: OPTIONS }, create });

export const plugin = {
  meta: { name: 'boundaries-local' },
  rules: {
    'front-door': rule("a feature is used only through its index.ts", (context) => {
      const layout = layoutOf(context.options[0]);
      const file = context.filename;
      const own = layout.featureOf(file);
      return eachImport((node, specifier) => {
        const to = target(file, specifier);
        const feature = layout.featureOf(to);
        if (!feature || feature === own || layout.isFrontDoor(to, feature)) return;
        context.report({ node, message: `Import feature "${feature}" through its index.ts, not its internals (${posix(path.relative(layout.root, to))}).` });
      });
    }),
    infrastructure: rule('infrastructure imports no feature', (context) => {
      const layout = layoutOf(context.options[0]);
      const file = context.filename;
      const dir = layout.infrastructureOf(file);
      if (!dir) return {};
      return eachImport((node, specifier) => {
        const feature = layout.featureOf(target(file, specifier));
        if (feature) context.report({ node, message: `Infrastructure (${path.basename(dir)}/) imports no feature: "${feature}" should register with it or be given to it instead.` });
      });
    }),
    'no-feature-cycle': rule('no cycle between feature folders', (context) => {
      const options = context.options[0];
      const layout = layoutOf(options);
      const file = context.filename;
      const own = layout.featureOf(file);
      if (!own) return {};
      const key = `${layout.root}|${(options.ignores ?? []).join(',')}`;
      if (!graphs.has(key)) graphs.set(key, featureGraph(layout, options.ignores ?? []));
      const edges = graphs.get(key);
      return eachImport((node, specifier) => {
        const feature = layout.featureOf(target(file, specifier));
        if (!feature || feature === own) return;
        const back = pathBack(edges, feature, own);
        if (back) context.report({ node, message: `Feature folders in a cycle: ${[own, ...back].join(' → ')}. Let one register with the other (a hook) instead.` });
      });
    }),
  },
};

/** Flat-config blocks that turn the three rules on for one source root. */
export const featureBoundaries = ({ name, root, features = 'features', infrastructure = [], ignores = [] }) => {
  const options = { name, root, features, infrastructure, ignores };
  return [
    {
      name: `${name}-boundaries`,
      files: [`${root}/**/*.{ts,tsx,mts,js,mjs}`],
      ignores,
      plugins: { 'boundaries-local': plugin },
      rules: {
        'boundaries-local/front-door': ['error', options],
        'boundaries-local/infrastructure': ['error', options],
        'boundaries-local/no-feature-cycle': ['error', options],
      },
    },
  ];
};
