import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The module rules (eslint/boundaries.js, eslint/server-boundaries.js) must catch each kind of
// violation, and the server's own tree must pass them.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repo, overrideConfigFile: 'eslint/fixtures/eslint.config.js' });

const problems = async (target: string) =>
  (await eslint.lintFiles([target])).flatMap((result) =>
    result.messages
      // Only this config's rules run here: a disable comment naming another rule is not our concern.
      .filter((message) => message.ruleId?.startsWith('boundaries-local/') || message.fatal)
      .map((message) => ({ file: path.relative(repo, result.filePath), line: message.line, rule: message.ruleId, message: message.message })),
  );

describe('feature boundaries', () => {
  it('report an import of internals, an infrastructure → feature import and a folder cycle in the fixtures, and nothing else', async () => {
    const found = await problems('eslint/fixtures/server');
    expect(found.map(({ file, line, rule }) => ({ file, line, rule }))).toEqual([
      { file: 'eslint/fixtures/server/features/beta/index.ts', line: 4, rule: 'boundaries-local/front-door' },
      { file: 'eslint/fixtures/server/features/delta/index.ts', line: 1, rule: 'boundaries-local/no-feature-cycle' },
      { file: 'eslint/fixtures/server/features/gamma/index.ts', line: 2, rule: 'boundaries-local/no-feature-cycle' },
      { file: 'eslint/fixtures/server/http/guard.ts', line: 2, rule: 'boundaries-local/infrastructure' },
    ]);
    expect(found.find((p) => p.rule === 'boundaries-local/no-feature-cycle')?.message).toContain('delta → gamma → delta');
  }, 60_000);

  it("pass on the server's own tree", async () => {
    expect(await problems('packages/server/src')).toEqual([]);
  }, 240_000);
});
