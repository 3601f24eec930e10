// The compile cache the build leaves beside the built code
// (docs/operations/start-up.md#start-up).
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { enableBuiltCompileCache } from './compile-cache.js';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const compileCacheSource = fileURLToPath(new URL('./compile-cache.ts', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'velas-compile-cache-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/**
 * Starts `build` in a Node.js process of its own (enabling the cache here
 * would cache the test runner's modules): its cache on, then its module.
 */
function startBuilt(build: string): void {
  const script = join(root, 'start.mjs');
  writeFileSync(
    script,
    [
      `const { enableBuiltCompileCache } = await import(${JSON.stringify(compileCacheSource)});`,
      `if (!enableBuiltCompileCache(${JSON.stringify(join(build, 'compile-cache'))})) process.exit(2);`,
      `await import(${JSON.stringify(join(build, 'server.mjs'))});`,
    ].join('\n'),
  );
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: apiRoot,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`exit ${String(run.status)}: ${run.stderr}`);
}

/** Each file of the cache with when it was last written. */
function cacheFiles(build: string): Record<string, number> {
  const directory = join(build, 'compile-cache');
  const entries = readdirSync(directory, { recursive: true, withFileTypes: true });
  return Object.fromEntries(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [path.slice(directory.length), statSync(path).mtimeMs];
      }),
  );
}

describe('the built compile cache', () => {
  it('is left off where the build left none (run from the sources)', () => {
    const directory = join(root, 'absent');
    expect(enableBuiltCompileCache(directory)).toBe(false);
    expect(existsSync(directory)).toBe(false);
  });

  it('compiles the built modules from it, also once the build is copied elsewhere', () => {
    const build = join(root, 'build');
    mkdirSync(join(build, 'compile-cache'), { recursive: true });
    writeFileSync(join(build, 'server.mjs'), 'export const answer = () => 42;\n');
    // The build's warm-up: the module compiled once, into the cache.
    startBuilt(build);
    expect(Object.keys(cacheFiles(build))).toHaveLength(1);

    const copied = join(root, 'copied');
    cpSync(build, copied, { recursive: true });
    const copiedCache = cacheFiles(copied);
    startBuilt(copied);
    // Compiled from the cache: a miss would have written the module's entry again.
    expect(cacheFiles(copied)).toEqual(copiedCache);
  });
});
