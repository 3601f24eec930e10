// The api's Node.js flags are written in four places (the process helper of
// the tests, `pnpm start`, the bootstrap's `npm start` and the build's warm-up
// of the compile cache, which Node keeps per set of flags); this keeps them alike.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_NODE_FLAGS } from '@velas/api/testing/api-process';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('the api Node.js flags', () => {
  it('are the same in pnpm start, npm start and the compile cache as in the tests', () => {
    const manifest = JSON.parse(read('../package.json')) as {
      scripts: { start: string; build: string };
    };
    expect(manifest.scripts.start).toBe(`node ${API_NODE_FLAGS.join(' ')} dist/server.js`);
    expect(manifest.scripts.build).toContain(
      `node ${API_NODE_FLAGS.join(' ')} dist/commands/compile-cache-command.js`,
    );
    const bootstrap = read('../../../tooling/bootstrap/run.mjs');
    const quoted = API_NODE_FLAGS.map((flag) => `'${flag}'`).join(', ');
    expect(bootstrap).toContain(`const API_NODE_FLAGS = [${quoted}];`);
    expect(bootstrap).toContain("spawn(env.NODE_BINARY, [...API_NODE_FLAGS, 'dist/server.js']");
  });
});
