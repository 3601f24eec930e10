// `npm run lint` runs knip with the repository's knip.jsonc: an export nothing
// imports fails it, in an app and in a workspace package alike, whose modules
// are entries through their package.json "exports" (knip leaves an entry's
// exports alone unless told to include them). The fixture is a small
// workspace of its own, an app importing one module of a package, checked
// with the real file's options, so the check is proven able to fail without
// touching the tree.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

// The package's own bin, not `pnpm exec`: knip's exports hide its package.json.
const knipBin = fileURLToPath(new URL('../node_modules/knip/bin/knip.js', import.meta.url));
const realConfigFile = fileURLToPath(new URL('../../../knip.jsonc', import.meta.url));

/** The top-level options of knip.jsonc that decide what counts as unused. */
function repositoryOptions(): Record<string, unknown> {
  const parsed = ts.parseConfigFileTextToJson(realConfigFile, readFileSync(realConfigFile, 'utf8'));
  const config: unknown = parsed.config;
  if (parsed.error !== undefined || typeof config !== 'object' || config === null) {
    throw new Error('knip.jsonc does not parse');
  }
  const { includeEntryExports, ignoreExportsUsedInFile, rules } = config as Record<string, unknown>;
  return { includeEntryExports, ignoreExportsUsedInFile, rules };
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function write(root: string, file: string, text: string): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

/**
 * A workspace as this repository lays it out: packages/lib exposes one subpath
 * per module ("./*"); apps/app imports `used` from @fixture/lib/money, whose
 * source is `money`, and `app` from its own src/app.ts, whose source is `app`.
 */
function workspace(sources: { money: string; app: string }): string {
  const root = mkdtempSync(join(tmpdir(), 'velas-knip-'));
  folders.push(root);
  const pkg = (body: object) => JSON.stringify({ private: true, type: 'module', ...body });
  write(root, 'package.json', pkg({ name: 'fixture', workspaces: ['apps/*', 'packages/*'] }));
  write(root, 'knip.json', JSON.stringify({ ...repositoryOptions(), workspaces: {} }));
  write(
    root,
    'packages/lib/package.json',
    pkg({ name: '@fixture/lib', exports: { './*': './src/*.ts' } }),
  );
  write(root, 'packages/lib/src/money.ts', sources.money);
  write(
    root,
    'apps/app/package.json',
    pkg({ name: '@fixture/app', main: 'src/main.ts', dependencies: { '@fixture/lib': '*' } }),
  );
  write(
    root,
    'apps/app/src/main.ts',
    "import { used } from '@fixture/lib/money';\nimport { app } from './app.js';\nconsole.log(used, app);\n",
  );
  write(root, 'apps/app/src/app.ts', sources.app);
  return root;
}

function knip(folder: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [knipBin, '--no-progress'], { cwd: folder }, (error, stdout) => {
      resolve({ code: error === null ? 0 : Number(error.code), output: stdout });
    });
  });
}

const clean = {
  money: 'export const LIMIT = 2;\nexport const used = LIMIT + 1;\n',
  app: 'export const app = 1;\n',
};

describe('knip in npm run lint, with the options of knip.jsonc', () => {
  it('fails on a package export nothing imports, naming it', async () => {
    const result = await knip(
      workspace({ ...clean, money: `${clean.money}export const CURRENCY = 'BRL';\n` }),
    );
    expect(result.output).toMatch(
      /Unused exports \(1\)[\s\S]*CURRENCY\s+packages\/lib\/src\/money\.ts/,
    );
    expect(result.code).toBe(1);
  }, 30_000);

  it("fails on an app's export nothing imports, naming it", async () => {
    const result = await knip(
      workspace({ ...clean, app: `${clean.app}export const forgotten = 2;\n` }),
    );
    expect(result.output).toMatch(/Unused exports \(1\)[\s\S]*forgotten\s+apps\/app\/src\/app\.ts/);
    expect(result.code).toBe(1);
  }, 30_000);

  it('passes when every export is imported, or used in its own file', async () => {
    expect(await knip(workspace(clean))).toEqual({ code: 0, output: '' });
  }, 30_000);
});
