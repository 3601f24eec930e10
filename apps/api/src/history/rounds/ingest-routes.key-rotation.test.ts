// docs/operations/rotating-secrets.md#rotating-secrets: the rounds feed sends one key, and the
// processes of a rolling restart do not all change at the same moment. While
// the previous ingestion key is set (INGEST_API_KEY_PREVIOUS, or the settings
// file's previousIngestApiKey), a batch sent with it is stored; once it is
// removed (the next rolling restart), the same batch is refused with 401 and
// nothing of it is stored. Each app reads its keys through loadRuntime, as the
// server's start does, and all of them share one database.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { historyMessages } from '@velas/domain/messages/history';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#/app.js';
import { loadRuntime } from '#/settings/runtime.js';
import { useTestApp } from '#/test/use-test-app.js';

const OLD = 'ingest-key-old-5f0c1d7e9a2b4c6d8e';
const NEW = 'ingest-key-new-8e3a6b1f0d9c2e4a7b';
/** Keys of the environment that the settings file overrides: refused. */
const STALE = 'ingest-key-stale-3c9e7a1d5b0f2e8a';
const BASE = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SCRYPT_LOG_N: '10',
  WEB_DIST_DIR: '/nonexistent-web-dist',
};
type Source = 'environment' | 'settings file';

const folder = mkdtempSync(join(tmpdir(), 'velas-ingest-key-rotation-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

function runtime(source: Source, rotating: boolean) {
  if (source === 'environment')
    return loadRuntime({
      ...BASE,
      INGEST_API_KEY: NEW,
      ...(rotating && { INGEST_API_KEY_PREVIOUS: OLD }),
    });
  const file = join(folder, `settings-${String(rotating)}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      public: { brand: { name: 'Velas' } },
      ingestApiKey: NEW,
      ...(rotating && { previousIngestApiKey: OLD }),
    }),
  );
  return loadRuntime({
    ...BASE,
    OPERATOR_SETTINGS_FILE: file,
    INGEST_API_KEY: STALE,
    ...(!rotating && { INGEST_API_KEY_PREVIOUS: OLD }),
  });
}

const SOURCE = 'rotation-feed';
const shared = useTestApp();
let round = 0;

async function ingest(app: FastifyInstance, key: string) {
  round += 1;
  const id = 500 + round;
  const response = await app.inject({
    method: 'POST',
    url: '/history-api/rounds',
    headers: { 'x-api-key': key },
    payload: {
      source: SOURCE,
      rounds: [{ id, betHouse: 'MINES_BET', odd: 2.5, time: shared.clock.now() - 60_000 }],
    },
  });
  const stored = await shared.db.query(
    'SELECT 1 FROM rounds WHERE source = $1 AND external_id = $2',
    [SOURCE, id],
  );
  return { status: response.statusCode, stored: stored.rows.length };
}

const refused = { status: 401, stored: 0 };
const accepted = { status: 201, stored: 1 };

describe.each<Source>(['environment', 'settings file'])(
  'rotating the ingestion key in the %s',
  (source) => {
    const apps: Record<'during' | 'after', FastifyInstance | undefined> = {
      during: undefined,
      after: undefined,
    };
    const app = (phase: keyof typeof apps) => {
      const built = apps[phase];
      if (built === undefined) throw new Error(`${phase}: built in beforeAll`);
      return built;
    };
    beforeAll(async () => {
      for (const [phase, rotating] of [
        ['during', true],
        ['after', false],
      ] as const) {
        const { config, settings } = runtime(source, rotating);
        apps[phase] = await buildApp({
          config,
          settings,
          // Shares the database; closing this app must leave it open for the others.
          db: { ...shared.db, close: () => Promise.resolve() },
          clock: shared.clock.now,
          simulateRounds: false,
        });
        await apps[phase].ready();
      }
    });
    afterAll(async () => {
      await apps.during?.close();
      await apps.after?.close();
    });

    it('accepts the previous key while it is set, refuses it once removed', async () => {
      expect(await ingest(app('during'), OLD)).toEqual(accepted);
      expect(await ingest(app('during'), NEW)).toEqual(accepted);
      expect(await ingest(app('after'), OLD)).toEqual(refused);
      expect(await ingest(app('after'), NEW)).toEqual(accepted);
      const answer = await app('after').inject({
        method: 'POST',
        url: '/history-api/rounds',
        headers: { 'x-api-key': OLD },
        payload: { rounds: [] },
      });
      expect(answer.json()).toEqual({
        code: 'unauthenticated',
        message: historyMessages.ingestKeyInvalid,
        errors: {},
      });
    });

    it('opens to no other key', async () => {
      for (const key of ['wrong-ingest-key-0123456789', `${OLD}x`, OLD.slice(0, -1)])
        expect(await ingest(app('during'), key)).toEqual(refused);
      // The file's keys win over the environment's, slot by slot.
      if (source === 'settings file') {
        expect(await ingest(app('during'), STALE)).toEqual(refused);
        expect(await ingest(app('after'), STALE)).toEqual(refused);
      }
    });
  },
);
