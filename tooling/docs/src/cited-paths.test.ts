// Every repository file a comment or document names (`apps/…`, `packages/…`,
// `tooling/…`, with its extension) must exist: a moved file otherwise leaves
// the references to it pointing nowhere, which the anchor check
// (doc-anchors.test.ts) does not see. Built output (`dist/`) is named before
// it exists, and the knip fixture names a made-up tree of its own.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..', '..');

const MADE_UP = new Set(['tooling/docs/src/knip-fixture.test.ts']);

const tracked = execFileSync('git', ['ls-files'], { cwd: repo, encoding: 'utf8' })
  .split('\n')
  .filter(
    (path) =>
      /\.(ts|tsx|js|mjs|sql|md|css|html)$/.test(path) &&
      !MADE_UP.has(path) &&
      existsSync(join(repo, path)),
  );

const CITED =
  /(?<![\w./-])(?:apps|packages|tooling)\/[\w.@/-]+\.(?:ts|tsx|js|mjs|css|html|sql|json|md)\b/g;

/** The repository paths `text` names, built output left out. */
function citedPaths(text: string): string[] {
  return [...text.matchAll(CITED)].map(([path]) => path).filter((path) => !path.includes('/dist/'));
}

describe('cited paths', () => {
  it('finds paths as comments write them, and leaves built output alone', () => {
    expect(
      citedPaths(
        '// (apps/web/src/ui/Fold.tsx) and packages/domain/src/money.ts; apps/api/dist/server.js',
      ),
    ).toEqual(['apps/web/src/ui/Fold.tsx', 'packages/domain/src/money.ts']);
    expect(citedPaths('see ../apps/web/x.ts or src/apps/y.ts')).toEqual([]);
  });

  it('name files that exist', () => {
    const missing = tracked.flatMap((file) =>
      citedPaths(readFileSync(join(repo, file), 'utf8'))
        .filter((path) => !existsSync(join(repo, path)))
        .map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});
