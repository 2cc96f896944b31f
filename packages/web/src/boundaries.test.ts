import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The web's module rules (eslint/web-boundaries.js) on deliberately bad fixtures: each kind of
// forbidden import is reported, and the allowed ones are not.
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FIXTURES = 'eslint/fixtures/web/src';

type Rules = { webBoundariesFor: (root: string) => Linter.Config[] };
type Problem = { file: string; line: number; rule: string | null };

let problems: Problem[] = [];

beforeAll(async () => {
  const configPath = path.join(REPO, 'eslint/web-boundaries.js');
  const { webBoundariesFor } = (await import(/* @vite-ignore */ configPath)) as Rules;
  const eslint = new ESLint({
    cwd: REPO,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...webBoundariesFor(FIXTURES)],
  });
  const results = await eslint.lintFiles([FIXTURES]);
  problems = results.flatMap((result) =>
    result.messages.map((message) => ({ file: path.relative(path.join(REPO, FIXTURES), result.filePath), line: message.line, rule: message.ruleId })),
  );
}, 60_000);

const reported = (file: string) => problems.filter((problem) => problem.file === file).map((problem) => problem.rule);

describe('web module boundaries', () => {
  it("reports an import of another feature's internals, from a feature or from app/", () => {
    expect(reported('features/gamma/reaches-inside.ts')).toEqual(['boundaries-local/front-door']);
    expect(reported('app/shell.ts')).toEqual(['boundaries-local/front-door']);
    expect(problems).toContainEqual({ file: 'app/shell.ts', line: 4, rule: 'boundaries-local/front-door' });
  });

  it('reports plumbing (lib/) importing a feature', () => {
    expect(reported('lib/plumbing.ts')).toEqual(['boundaries-local/infrastructure']);
  });

  it('reports a cycle between feature folders, at both of its imports', () => {
    expect(reported('features/beta/uses-alpha.ts')).toEqual(['boundaries-local/no-feature-cycle']);
    expect(reported('features/alpha/internal.ts')).toEqual(['boundaries-local/no-feature-cycle']);
  });

  it('reports a feature importing app/, and documents importing any other feature', () => {
    expect(reported('features/gamma/uses-app.ts')).toEqual(['no-restricted-imports']);
    expect(reported('features/documents/editor.ts')).toEqual(['no-restricted-imports']);
  });

  it("lets a feature use another one's index.ts, one way", () => {
    expect(reported('features/gamma/uses-front-door.ts')).toEqual([]);
    expect(reported('features/beta/values.ts')).toEqual([]);
  });
});
