// The api's documents (apps/api/README.md and docs/api/) against every
// reference into them: code comments and documents cite `docs/api/….md#anchor`,
// and each such anchor must be a heading or an `<a id>` of that document.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorReferences, documentAnchors, headingSlug } from './doc-anchors.ts';

const repo = join(import.meta.dirname, '..', '..', '..');
const HELD = /^(docs\/api\/[\w-]+\.md|apps\/api\/README\.md)$/;

const tracked = execFileSync('git', ['ls-files'], { cwd: repo, encoding: 'utf8' })
  .split('\n')
  .filter((path) => /\.(ts|tsx|js|mjs|sql|md)$/.test(path) && existsSync(join(repo, path)));

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
      anchorReferences('see docs/api/money.md#reconciliation and [x](../product.md#kyc)'),
    ).toEqual([
      { path: 'docs/api/money.md', anchor: 'reconciliation' },
      { path: '../product.md', anchor: 'kyc' },
    ]);
  });
});

describe("references into the api's documents", () => {
  it('each name an anchor the document has', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const file of tracked)
      for (const { path, anchor } of anchorReferences(readFileSync(join(repo, file), 'utf8'))) {
        const found = target(file, path);
        if (found === undefined || !HELD.test(relative('.', found))) continue;
        checked += 1;
        if (!documentAnchors(readFileSync(join(repo, found), 'utf8')).has(anchor))
          broken.push(`${file}: ${path}#${anchor}`);
      }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(10);
  });
});
