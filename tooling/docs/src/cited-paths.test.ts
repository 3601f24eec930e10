// Every repository file a comment or document names must exist: a moved file
// otherwise leaves the references to it pointing nowhere, which the anchor
// check (doc-anchors.test.ts) does not see. Two ways of naming a file are
// read: from the repository's root (`apps/…`, `packages/…`, `tooling/…`, with
// its extension), anywhere in a file; and, in the comments of a package's
// source, from that package's `src/` (`wallet/…` in apps/api), from the
// package's own root (`src/…`, `public/…`) or from the repository's
// (`docs/…`). Built output (`dist/`, `artifacts/`) is named
// before it exists, a route (`GET crash/crash-game.js`) is no file, and the
// knip fixture names a made-up tree of its own.
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

const EXTENSION = String.raw`\.(?:ts|tsx|js|mjs|css|html|sql|json|md)\b`;
const CITED = new RegExp(
  String.raw`(?<![\w./-])(?:apps|packages|tooling)\/[\w.@/-]+${EXTENSION}`,
  'g',
);
/** Any path of folders and a file, not part of a longer path, a URL or a route. */
const RELATIVE = new RegExp(
  String.raw`(?<![\w./@:-])(?<!(?:GET|POST|PUT|PATCH|DELETE)\s+)(?:\w[\w.-]*\/)+[\w.-]+${EXTENSION}`,
  'g',
);
/** A comment line of code (`//`, `/*`, ` *`) or of SQL (`--`). */
const COMMENT_LINE = /^[ \t]*(?:\/\/|\/\*|\*|--).*$/gm;
const BUILT = /(?:^|\/)(?:dist|artifacts)\//;

/** The repository paths `text` names, built output left out. */
function citedPaths(text: string): string[] {
  return [...text.matchAll(CITED)].map(([path]) => path).filter((path) => !BUILT.test(path));
}

/** The other paths the comments of `text` name, built output left out. */
function relativePaths(text: string): string[] {
  return [...text.matchAll(COMMENT_LINE)]
    .flatMap(([line]) => [...line.matchAll(RELATIVE)].map(([path]) => path))
    .filter((path) => !/^(?:apps|packages|tooling)\//.test(path) && !BUILT.test(path));
}

/** Where `file`'s relative paths may start: its src/, its package, the repository. */
function rootsOf(file: string): string[] | null {
  const inPackage = /^(.+?)\/src\//.exec(file);
  if (inPackage === null) return null;
  const pkg = join(repo, inPackage[1] ?? '');
  return [join(pkg, 'src'), pkg, repo];
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

  it('finds the relative paths of comments, not those of code, imports, URLs or routes', () => {
    const text = [
      "import { x } from '../wallet/pix-charges.js';",
      "const glob = 'src/**/*.ts'; // the charges (wallet/pix-charges.ts)",
      '/**',
      ' * Read by db/migrate.ts, from https://example.com/a/b.js, not dist/server.js',
      ' */',
      '//   GET  crash/crash-game.js   the page script',
      '-- the owner (protection/protection.ts)',
    ].join('\n');
    expect(relativePaths(text)).toEqual(['db/migrate.ts', 'protection/protection.ts']);
  });

  it('name files that exist', () => {
    const missing = tracked.flatMap((file) => {
      const text = readFileSync(join(repo, file), 'utf8');
      const roots = rootsOf(file);
      const relative =
        roots === null
          ? []
          : relativePaths(text).filter((path) =>
              roots.every((root) => !existsSync(join(root, path))),
            );
      return [...citedPaths(text).filter((path) => !existsSync(join(repo, path))), ...relative].map(
        (path) => `${file}: ${path}`,
      );
    });
    expect(missing).toEqual([]);
  });
});
