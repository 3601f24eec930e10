// `npm run lint` runs knip (knip.jsonc): an export nothing imports fails it.
// The fixture is a package of its own with the repository's options, so the
// check is proven able to fail without touching the tree.
import { execFile } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The package's own bin, not `pnpm exec`: knip's exports hide its package.json.
const knipBin = fileURLToPath(new URL('../node_modules/knip/bin/knip.js', import.meta.url));
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A package whose entry imports `used` from lib.ts; lib.ts holds `lib`. */
function fixture(lib: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'velas-knip-'));
  folders.push(folder);
  mkdirSync(join(folder, 'src'));
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'fixture', type: 'module' }));
  writeFileSync(
    join(folder, 'knip.json'),
    JSON.stringify({
      entry: ['src/index.ts'],
      project: ['src/**/*.ts'],
      ignoreExportsUsedInFile: true,
    }),
  );
  writeFileSync(
    join(folder, 'src/index.ts'),
    "import { used } from './lib.js';\nconsole.log(used);\n",
  );
  writeFileSync(join(folder, 'src/lib.ts'), lib);
  return folder;
}

function knip(folder: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [knipBin, '--no-progress'], { cwd: folder }, (error, stdout) => {
      resolve({ code: error === null ? 0 : Number(error.code), output: stdout });
    });
  });
}

describe('knip in npm run lint', () => {
  it('fails on an export nothing imports, naming it', async () => {
    const result = await knip(fixture('export const used = 1;\nexport const forgotten = 2;\n'));
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/Unused exports \(1\)[\s\S]*forgotten/);
  });

  it('passes when every export is imported, or used in its own file', async () => {
    const result = await knip(fixture('export const LIMIT = 2;\nexport const used = LIMIT + 1;\n'));
    expect(result).toEqual({ code: 0, output: '' });
  });
});
