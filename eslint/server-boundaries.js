// The server's module rules (DESIGN.md "Features are modules"): a feature is used through its
// index.ts, infrastructure imports no feature, no cycle between feature folders. Tests (and the
// shared test helpers) may reach into any feature.
import { featureBoundaries } from './boundaries.js';

export const serverBoundaries = featureBoundaries({
  name: 'server',
  root: 'packages/server/src',
  infrastructure: ['http', 'db', 'pdf', 'mail', 'infra', 'integrations'],
  ignores: ['**/*.test.ts', 'packages/server/src/test/**', 'packages/server/src/**/test-support/**'],
});
