// The web's module rules (DESIGN.md "Features are modules", STYLE.md "compose them in the route"):
// - a feature is used only through its index.ts, by app/ and routes/ (which compose features) and,
//   one way, by another feature (e.g. team uses account's `meQuery`); never its internals;
// - no cycle between feature folders;
// - plumbing (lib/, components/, form-renderer/, i18n/) imports no feature;
// - a feature imports neither app/ nor routes/ (they are built from features, not the reverse);
// - documents is the hub: it imports no other feature; e-Factura, appointments, team join its
//   editor through slots the route passes in, and invalidate its queries through its helpers.
// Tests follow the same rules, except the shared test helpers (test/), which render the whole app.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { featureBoundaries } from './boundaries.js';

/** `(../)+name` for every feature but `except`: a relative import of another feature's folder. */
const otherFeatures = (root, except) => {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', root, 'features');
  const names = fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() && entry.name !== except ? [entry.name] : []));
  return `^(\\.\\./)+(features/)?(${names.join('|')})(/.*)?$`;
};

const NOT_APP = { regex: '^(\\.\\./)+(app|routes)(/.*)?$', message: 'A feature imports neither app/ nor routes/: they compose features. Take what you need as a prop or slot, or move plumbing to lib/ or components/.' };

/** The rules for a web source root (`root` relative to the repo; the test runs them on fixtures). */
export const webBoundariesFor = (root) => [
  ...featureBoundaries({
    name: 'web',
    root,
    infrastructure: ['lib', 'components', 'form-renderer', 'i18n'],
    ignores: [`${root}/test/**`],
  }),
  {
    name: 'web-features-below-app',
    files: [`${root}/features/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [NOT_APP] }] },
  },
  {
    name: 'web-documents-hub',
    files: [`${root}/features/documents/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NOT_APP,
            { regex: otherFeatures(root, 'documents'), message: 'Documents is the hub and imports no other feature: let the route pass it in as a slot (EditorSlots) or let the other feature use documents.' },
          ],
        },
      ],
    },
  },
];

export const webBoundaries = [
  // Deliberately bad code that the rules' test lints (packages/web/src/boundaries.test.ts).
  { ignores: ['eslint/fixtures/**'] },
  ...webBoundariesFor('packages/web/src'),
];
