// The server's module rules (DESIGN.md "Features are modules"): a feature is used through its
// index.ts, infrastructure imports no feature, no cycle between feature folders, and documents, the
// hub, imports no business feature (they register hooks with it). Tests (and the shared test
// helpers) may reach into any feature.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { featureBoundaries } from './boundaries.js';

const ROOT = 'packages/server/src';
const TESTS = ['**/*.test.ts', `${ROOT}/test/**`, `${ROOT}/**/test-support/**`];

/**
 * What documents may build on: the definitions it saves (forms), who is acting (auth) and the PDF's
 * logo (billing). Every other feature reacts to documents through its hooks, never the reverse.
 */
const DOCUMENTS_BUILDS_ON = ['documents', 'forms', 'auth', 'billing'];

const businessFeatures = () => {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', ROOT, 'features');
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() && !DOCUMENTS_BUILDS_ON.includes(entry.name) ? [entry.name] : []));
};

export const serverBoundaries = [
  ...featureBoundaries({
    name: 'server',
    root: ROOT,
    infrastructure: ['http', 'db', 'pdf', 'mail', 'infra', 'integrations'],
    ignores: TESTS,
  }),
  {
    name: 'server-documents-hub',
    files: [`${ROOT}/features/documents/**/*.ts`],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^\\.\\./(${businessFeatures().join('|')})(/.*)?$`,
              message: 'Documents is the hub and imports no business feature: register a hook with it (documents.registerHook) from the other feature instead.',
            },
          ],
        },
      ],
    },
  },
];
