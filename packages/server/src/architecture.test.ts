import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The module rules (eslint/boundaries.js, eslint/server-boundaries.js) must catch each kind of
// violation, and the repository's own lint config must apply them.
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

  // `npm run lint` (CI) proves the real tree passes; here: the repo's own config refuses each kind of
  // bad import, so a rule dropped from eslint.config.js fails this test.
  const real = new ESLint({ cwd: repo });
  const refused = async (file: string, code: string) =>
    (await real.lintText(code, { filePath: path.join(repo, file) }))
      .flatMap((result) => result.messages)
      .map((message) => message.ruleId);

  it.each([
    ['packages/server/src/features/team/x.ts', "import { createAuthService } from '../auth/auth.service.js';\nexport const x = createAuthService;\n", 'boundaries-local/front-door'],
    ['packages/server/src/pdf/x.ts', "import { efacturaModule } from '../features/efactura/index.js';\nexport const x = efacturaModule;\n", 'boundaries-local/infrastructure'],
    ['packages/server/src/features/documents/x.ts', "import { appointmentsModule } from '../appointments/index.js';\nexport const x = appointmentsModule;\n", 'no-restricted-imports'],
  ])('npm run lint refuses %s importing what it may not', async (file, code, rule) => {
    expect(await refused(file, code)).toContain(rule);
  }, 60_000);

  it('npm run lint lets documents use what it builds on, through the front door', async () => {
    expect(await refused('packages/server/src/features/documents/x.ts', "import { formsModule } from '../forms/index.js';\nexport const x = formsModule;\n")).toEqual([]);
  }, 60_000);
});
