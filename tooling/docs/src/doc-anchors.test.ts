// Every document of the repository against every reference into it: code
// comments, documents and READMEs cite `docs/….md#anchor`, and each such anchor
// must be a heading or an `<a id>` of that document.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorReferences, documentAnchors, headingSlug } from './doc-anchors.ts';

const repo = join(import.meta.dirname, '..', '..', '..');

const tracked = execFileSync('git', ['ls-files'], { cwd: repo, encoding: 'utf8' })
  .split('\n')
  .filter((path) => /\.(ts|tsx|js|mjs|sql|md)$/.test(path) && existsSync(join(repo, path)));

/** Files whose references are examples of the syntax, not links. */
const EXAMPLES = new Set([
  'tooling/docs/src/doc-anchors.ts',
  'tooling/docs/src/doc-anchors.test.ts',
]);

/** The repository path a reference names: relative to a markdown file, or from the root. */
function target(file: string, path: string): string | undefined {
  const candidates = [normalize(join(dirname(file), path)), normalize(path)];
  return candidates.find((candidate) => existsSync(join(repo, candidate)));
}

describe('doc-anchors', () => {
  it('slugs headings as GitHub does', () => {
    expect(headingSlug('KYC (`/kyc-api/`) and its sandbox widget')).toBe(
      'kyc-kyc-api-and-its-sandbox-widget',
    );
    expect(headingSlug('Document check (CPF → name, birth date)')).toBe(
      'document-check-cpf--name-birth-date',
    );
  });

  it('offers headings outside code fences, repeats numbered, and <a id> tags', () => {
    const anchors = documentAnchors(
      [
        '# Money',
        '## Notes',
        '```',
        '# not a heading',
        '```',
        '## Notes',
        '<a id="payout"></a>',
      ].join('\n'),
    );
    expect([...anchors].sort()).toEqual(['money', 'notes', 'notes-1', 'payout']);
  });

  it('finds references as written', () => {
    expect(
      anchorReferences(
        'see docs/api/money.md#reconciliation and [product.md#kyc](../product.md#kyc)',
      ),
    ).toEqual([
      { path: 'docs/api/money.md', anchor: 'reconciliation' },
      { path: '../product.md', anchor: 'kyc' },
    ]);
  });
});

describe("references into the repository's documents", () => {
  // Reads every tracked file: seconds on a loaded machine, hence the timeout.
  it('each name a document there is and an anchor it has', { timeout: 60_000 }, () => {
    const broken: string[] = [];
    const anchorsOf = new Map<string, Set<string>>();
    let checked = 0;
    for (const file of tracked)
      for (const { path, anchor } of anchorReferences(readFileSync(join(repo, file), 'utf8'))) {
        if (path.startsWith('//') || EXAMPLES.has(file)) continue;
        checked += 1;
        const found = target(file, path);
        if (found === undefined) {
          broken.push(`${file}: ${path}#${anchor} (no such document)`);
          continue;
        }
        let anchors = anchorsOf.get(found);
        if (anchors === undefined) {
          anchors = documentAnchors(readFileSync(join(repo, found), 'utf8'));
          anchorsOf.set(found, anchors);
        }
        if (!anchors.has(anchor)) broken.push(`${file}: ${path}#${anchor}`);
      }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(10);
  });
});
