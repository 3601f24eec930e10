// Writes docs/api/routes.md: every URL the api answers, with the file and
// function that declares it, so a URL's handler is one search away however
// deep its plugin sits. Fastify records no file, so the route's declaration
// is read off the call stack when the onRoute hook sees it.
// Rewrite the page: pnpm exec vitest run --project pglite src/route-index.test.ts -u
import { relative } from 'node:path';
import type * as Fastify from 'fastify';
import { describe, expect, it, inject, vi } from 'vitest';

interface Declared {
  methods: string[];
  url: string;
  where: string;
}

const SRC = new URL('.', import.meta.url).pathname;
const declared: Declared[] = [];

/** The first frame in the api's own code that is not this file: the route's declaration. */
function declarationOf(stack: string): string {
  for (const line of stack.split('\n').slice(1)) {
    const frame = /at (?:(\S+) \()?(\/[^:)]+):\d+:\d+\)?$/.exec(line.trim());
    if (frame === null) continue;
    const [, name, file = ''] = frame;
    if (!file.startsWith(SRC) || file.endsWith('route-index.test.ts')) continue;
    const fn = name === undefined || name.startsWith('Object.') ? '' : ` (${name})`;
    return `src/${relative(SRC, file)}${fn}`;
  }
  // Else a plugin's own route (a CORS preflight, the OpenAPI page): the first
  // package on the stack that is not Fastify itself.
  const packages = [...stack.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!node_modules)/g)]
    .map(([, name]) => name)
    .filter((name) => name !== 'fastify' && name !== 'avvio' && name !== '.pnpm');
  return `the plugin ${packages[0] ?? 'fastify'}`;
}

vi.mock('fastify', async (original) => {
  const fastify = await original<typeof Fastify>();
  const withIndex = (options: Parameters<typeof fastify.default>[0]) => {
    const app = fastify.default(options);
    app.addHook('onRoute', (route: Fastify.RouteOptions) => {
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 60;
      const stack = new Error().stack ?? '';
      Error.stackTraceLimit = limit;
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      if (methods.length > 0)
        declared.push({ methods, url: route.url, where: declarationOf(stack) });
    });
    return app;
  };
  return { ...fastify, default: withIndex };
});

const { createTestApp } = await import('#/test/test-app.js');

function page(routes: readonly Declared[]): string {
  const lines = [...routes]
    .sort((a, b) => a.url.localeCompare(b.url) || a.methods.join().localeCompare(b.methods.join()))
    .map((route) => `- \`${route.methods.join(', ')} ${route.url}\`: ${route.where}`);
  return [
    '# Every route, and where it is declared',
    '',
    'Written by `apps/api/src/route-index.test.ts` from the demo app as it starts',
    '(production mounts the same routes but the sandbox’s); a new or moved route',
    'fails that test until the page is rewritten with',
    '`pnpm exec vitest run --project pglite src/route-index.test.ts -u` in `apps/api`.',
    'Paths are under `apps/api/`. What each call takes and answers: [calls.md](calls.md).',
    '',
    ...lines,
    '',
  ].join('\n');
}

// The page is one file: the PostgreSQL project mounts the same routes.
describe.runIf(inject('testDatabase').engine === 'pglite')('the route index', () => {
  it('lists every route the app mounts with the file that declares it', async () => {
    const app = await createTestApp();
    await app.close();
    await expect(page(declared)).toMatchFileSnapshot('../../../docs/api/routes.md');
  });
});
