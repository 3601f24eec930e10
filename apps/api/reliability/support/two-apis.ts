// Two api processes on one fresh PostgreSQL database, and the test's own
// client to it: the setup of the tests where one process shares the work with
// another or hands it over (two-processes, sigterm-drain).
import type pg from 'pg';
import { startApi, type ApiProcess } from './api-process.js';
import { createDatabase, type TestDatabase } from './postgres.js';

type Env = Record<string, string>;

export interface TwoApis {
  database: TestDatabase;
  /** The test's own client, spared by fault injection. */
  checker: pg.Client;
  first: ApiProcess;
  second: ApiProcess;
  /** Stops both (SIGTERM, SIGKILL after a grace), closes the checker, drops the database. */
  stop(): Promise<void>;
}

/**
 * Starts both at once (their migrations and seeding serialize on advisory
 * locks); `env` adds to the settings of both, or of one.
 */
export async function startTwoApis(
  label: string,
  env: { both?: Env; first?: Env; second?: Env } = {},
): Promise<TwoApis> {
  const database = await createDatabase(label);
  const settings = (own: Env | undefined) => ({
    DATABASE_URL: database.url,
    ...env.both,
    ...own,
  });
  const starts = await Promise.allSettled([
    startApi(settings(env.first)),
    startApi(settings(env.second)),
  ]);
  const [first, second] = starts.map((start) =>
    start.status === 'fulfilled' ? start.value : undefined,
  );
  if (first === undefined || second === undefined) {
    await Promise.all([first?.stop('SIGKILL'), second?.stop('SIGKILL')]);
    await database.drop();
    const failed = starts.find((start) => start.status === 'rejected');
    throw failed?.reason instanceof Error ? failed.reason : new Error('startTwoApis');
  }
  const checker = await database.connect();
  return {
    database,
    checker,
    first,
    second,
    stop: async () => {
      await Promise.all([first.stop('SIGTERM', 10_000), second.stop('SIGTERM', 10_000)]);
      await checker.end();
      await database.drop();
    },
  };
}
