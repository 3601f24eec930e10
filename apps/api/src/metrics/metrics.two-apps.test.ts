// Two apps built in one process (a test run, a command beside the api) keep
// their metrics and their after-commit failures apart: each comes with the
// app's database and its providers' clients (db/after-commit.ts,
// provider-wire/provider-client.ts), none is the process's.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit } from '#/db/after-commit.js';
import { createTestApp, type TestApp } from '#/test/test-app.js';
import type { Metrics } from './metrics.js';

/** An app whose log lines are kept, to read what it reported. */
async function loggedApp(): Promise<{ test: TestApp; lines: string[] }> {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { test: await createTestApp({ env: { LOG_LEVEL: 'error' }, logStream }), lines };
}

let first: Awaited<ReturnType<typeof loggedApp>>;
let second: Awaited<ReturnType<typeof loggedApp>>;

beforeAll(async () => {
  first = await loggedApp();
  second = await loggedApp();
});
afterAll(async () => {
  await first.test.close();
  await second.test.close();
});

async function aggregatorCalls(metrics: Metrics): Promise<number> {
  const { values } = await metrics.providerCalls.get();
  return values
    .filter(({ labels }) => labels.provider === 'aggregator')
    .reduce((sum, { value }) => sum + value, 0);
}

const failuresIn = (lines: string[]) =>
  lines.filter((line) => line.includes('work after a commit failed'));

describe('two apps in one process', () => {
  it("count a provider call outside any request (a job's) in the app that made it", async () => {
    const client = first.test.app.gameAggregator?.client;
    expect(client).toBeDefined();
    await client?.gameList().catch(() => undefined);
    expect(await aggregatorCalls(first.test.app.metrics)).toBe(1);
    expect(await aggregatorCalls(second.test.app.metrics)).toBe(0);
  });

  it('report a failure after a commit to the app whose database ran it', async () => {
    afterCommit(first.test.app.db, () => {
      throw new Error('first app only');
    });
    await expect.poll(() => failuresIn(first.lines)).toHaveLength(1);
    expect(failuresIn(first.lines)[0]).toContain('first app only');
    expect(failuresIn(second.lines)).toEqual([]);
  });
});
