// The comment rule (docs/architecture.md#comments, proved in
// lint-rules.test.ts) is on in every package, through the shared base config.
// A file of its own: loading other packages' configs leaves typescript-eslint
// with several candidate roots, which breaks the typed lint of the files after.
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..', '..');

describe('the comment rule', () => {
  it.each([
    'apps/api/src/wallet/deposit-create-route.ts',
    'apps/web/src/app/App.tsx',
    'apps/backoffice/src/app/App.tsx',
    'apps/e2e/src/bench/crash-frames.ts',
    'packages/analysis/src/analysis-api.ts',
    'packages/domain/src/backoffice/code-labels.ts',
    'packages/web-core/src/api-failure.ts',
    'tooling/postgres/src/server-binaries.ts',
  ])('is on, as an error, for %s', async (file) => {
    const [area, name, ...rest] = file.split('/');
    const root = join(repo, area ?? '', name ?? '');
    const config = (await new ESLint({ cwd: root }).calculateConfigForFile(
      rest.join('/'),
    )) as Linter.Config;
    expect(config.rules?.['velas-comments/no-figures-or-issues']).toEqual([2]);
  });
});
