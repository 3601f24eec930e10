// Production must refuse every secret the repository prints: this scans the
// documents and examples for secret-looking values and asserts that the
// production check refuses each one (long ones through DOCUMENTED_SECRETS).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { secretWeaknesses } from './secret-strength.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** Documents and examples: every tracked markdown file, example and settings file. */
function documentFiles(): string[] {
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(
      (path) =>
        /\.md$/i.test(path) ||
        /\.(example|sample)(\.\w+)?$/i.test(path) ||
        /(^|\/)\.env/.test(path) ||
        /settings[^/]*\.json$/i.test(path),
    );
}

/** The api's Prometheus metric names (docs/operations/what-to-watch.md#what-to-watch): words, not secrets. */
const METRIC_NAME = /^velas_[a-z0-9_]+$/;

/** Long mixed letter-and-digit tokens, and any value given to a key, secret, token or password. */
export function secretLookingValues(text: string): string[] {
  const found = new Set<string>();
  for (const [token] of text.matchAll(/[A-Za-z0-9_-]{16,}/g))
    if (/\d/.test(token) && /[A-Za-z]/.test(token) && !METRIC_NAME.test(token)) found.add(token);
  const named =
    /"\w*(?:secret|key|token|password)\w*"\s*:\s*"([^"]+)"|\b\w*(?:SECRET|KEY|TOKEN|PASSWORD)\w*=(?:"([^"]+)"|'([^']+)'|([^\s"'`$]+))/gi;
  for (const match of text.matchAll(named)) {
    const value = match[1] ?? match[2] ?? match[3] ?? match[4];
    if (value !== undefined) found.add(value);
  }
  return [...found];
}

describe('documented secrets', () => {
  it('finds the secrets the documents print', () => {
    expect(
      secretLookingValues(
        'secret `payment-webhook-secret-0123456789abcdef`\n"apiKey": "<key>"\nINGEST_API_KEY=abc\nvelas_withdrawals_unfinished_over_100_minutes',
      ),
    ).toEqual(['payment-webhook-secret-0123456789abcdef', '<key>', 'abc']);
  });

  it('every secret-looking value of the documents and examples is refused in production', () => {
    const accepted: string[] = [];
    const files = documentFiles();
    expect(files).toContain('docs/api/providers.md');
    for (const file of files)
      for (const value of secretLookingValues(readFileSync(`${root}${file}`, 'utf8')))
        if (secretWeaknesses(value).length === 0) accepted.push(`${file}: ${value}`);
    // Add each value named here to DOCUMENTED_SECRETS (documented-secrets.ts).
    expect(accepted).toEqual([]);
  });
});
