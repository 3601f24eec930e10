// Bundles src/server.ts, and the test server (src/test-server: server.ts with
// the harnesses' knobs) the suite starts unless it tests production's own
// start, once per run so the process tests can start and kill the api dozens
// of times: `node bundle` starts in well under a second, tsx
// takes seconds per start. The bundle sits two folders below apps/api (in
// node_modules, so neither git nor lint sees it) so the relative URLs in the
// source (public/kyc, db/migrations) still resolve; the migrations are copied
// beside it. Workspace packages are bundled from their
// TypeScript source (the @velas/source condition); npm packages the api
// depends on stay external so there is one zod, one pg, as in production.
// The prepared PGlite directory a build leaves (db/fresh-pglite.ts) is
// written beside it too, so a first start on PGlite takes production's path
// rather than running initdb in WASM, many times slower.
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { writeFreshPglite } from '#/db/fresh-pglite-writer.js';

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));
export const buildDir = fileURLToPath(
  new URL('../../node_modules/.velas-reliability/', import.meta.url),
);
export const serverBundlePath = `${buildDir}server.mjs`;
export const testServerBundlePath = `${buildDir}test-server.mjs`;

interface EsbuildPlugin {
  name: string;
  setup(build: {
    onResolve(
      options: { filter: RegExp },
      callback: (args: { path: string }) => { external: true } | undefined,
    ): void;
  }): void;
}
interface Esbuild {
  build(options: Record<string, unknown> & { plugins: EsbuildPlugin[] }): Promise<unknown>;
}

/** esbuild comes with tsx (a dev dependency of the api), not as a direct dependency. */
function loadEsbuild(): Esbuild {
  const tsxManifest = createRequire(import.meta.url).resolve('tsx/package.json');
  return createRequire(tsxManifest)('esbuild') as Esbuild;
}

function apiDependencies(): Set<string> {
  const manifest = JSON.parse(readFileSync(`${apiRoot}package.json`, 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return new Set(Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@velas/')));
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

export async function buildApiBundle(): Promise<void> {
  const external = apiDependencies();
  rmSync(buildDir, { recursive: true, force: true });
  mkdirSync(buildDir, { recursive: true });
  await loadEsbuild().build({
    entryPoints: {
      server: `${apiRoot}src/server.ts`,
      'test-server': `${apiRoot}src/test-server/test-server.ts`,
    },
    outdir: buildDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    conditions: ['@velas/source'],
    sourcemap: 'inline',
    logLevel: 'error',
    plugins: [
      {
        name: 'api-dependencies-external',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            external.has(packageName(args.path)) || args.path.startsWith('node:')
              ? { external: true }
              : undefined,
          );
        },
      },
    ],
  });
  cpSync(`${apiRoot}src/db/migrations`, `${buildDir}migrations`, { recursive: true });
  await writeFreshPglite(`${buildDir}fresh-pglite`);
}
