// A client generated from the history document, used the way an outside
// developer would (docs/product/provably-fair-rounds.md#open-data): openapi-typescript's types,
// checked in and held up to date by this test, and openapi-fetch calling
// every public operation over real HTTP without a single cast. The api's
// typecheck compiles this file, so a document that types an answer or an
// error as `never` fails there.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { historyMessages } from '@velas/domain/messages/history';
import createClient from 'openapi-fetch';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeChainedRounds } from '#/test/history/chained-rounds.js';
import { CLIENT_TYPES_URL, generateClientTypes } from '#/test/history/generate-client-types.js';
import type { paths } from '#/test/history/history-api.generated.js';
import { useTestApp } from '#/test/use-test-app.js';

const FIRST = Date.parse('2026-03-10T14:40:20-03:00');
const query = { date: '2026-03-10', betHouse: 'MINES_BET' } as const;

describe('a client generated with openapi-typescript, called with openapi-fetch', () => {
  const t = useTestApp();
  // The export answers CSV or JSON: the client reads JSON bodies as data
  // (openapi-fetch's media-type parameter) and asks for CSV as text.
  let client: ReturnType<typeof createClient<paths, 'application/json'>>;
  let stored: Awaited<ReturnType<typeof storeChainedRounds>>;

  beforeAll(async () => {
    stored = await storeChainedRounds(t.db, {
      betHouse: 'MINES_BET',
      length: 40,
      played: 30,
      firstTimeMs: FIRST,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    client = createClient<paths, 'application/json'>({
      baseUrl: `http://127.0.0.1:${String(port)}`,
    });
  });

  it('uses types generated from the document the api serves now', async () => {
    const document: unknown = (
      await t.app.inject({ method: 'GET', url: '/history-api/docs/json' })
    ).json();
    const generated = await generateClientTypes(document);
    const checkedIn = readFileSync(CLIENT_TYPES_URL, 'utf8');
    let refresh = '';
    if (generated !== checkedIn) {
      // What the document generates now, ready to copy over the stale file.
      const fresh = join(
        mkdtempSync(join(tmpdir(), 'velas-client-types-')),
        'history-api.generated.ts',
      );
      writeFileSync(fresh, generated);
      refresh = `cp ${fresh} ${fileURLToPath(CLIENT_TYPES_URL)}`;
    }
    expect(refresh, 'the checked-in client types are out of date; refresh them with').toBe('');
  });

  it('reads the candles and their analyses', async () => {
    const candles = await client.GET('/history-api/history-odd', {
      params: { query: { ...query, numberVelas: 10 } },
    });
    expect(candles.data?.map((candle) => candle.id)).toHaveLength(10);
    const pink = await client.GET('/history-api/history-filter-odd', {
      params: { query: { ...query, numberVelas: 30, filter: 10 } },
    });
    expect(pink.data?.every((candle) => candle.odd >= 10)).toBe(true);
    const hours = await client.GET('/history-api/candles-by-hour', {
      params: { query: { ...query, odd: 30 } },
    });
    expect(hours.data?.oddsByHour).toHaveLength(24);
    const intervals = await client.GET('/history-api/analysis-odd', {
      params: { query: { ...query, odd: 10 } },
    });
    expect(Array.isArray(intervals.data)).toBe(true);
    const positions = await client.GET('/history-api/analysis-position-odd', {
      params: { query: { ...query, odd: 50 } },
    });
    expect(positions.response.status).toBe(200);
    expect(positions.data?.every((row) => row.porcentagem >= 0)).toBe(true);
  });

  it('reads the proofs, a range page, one round and the chain', async () => {
    const proofs = await client.GET('/history-api/rounds/proofs', {
      params: { query: { ...query, numberVelas: 5 } },
    });
    expect(proofs.data?.salts).toEqual([stored.chain.salt]);
    const newest = stored.rounds.at(-1);
    const range = await client.GET('/history-api/rounds/range', {
      params: { query: { betHouse: 'MINES_BET', startId: newest?.id, limit: 10 } },
    });
    expect(range.data?.count).toBe(10);
    expect(range.data?.nextStartId).toBe(stored.rounds.at(-11)?.id);
    const round = await client.GET('/history-api/rounds/{id}/verify', {
      params: { path: { id: newest?.id ?? 0 } },
    });
    expect(round.data?.hash).toBe(newest?.hash);
    const chain = await client.GET('/history-api/chain', {
      params: { query: { betHouse: 'MINES_BET' } },
    });
    expect(chain.data?.terminatingHash).toBe(stored.chain.terminatingHash);
    const houses = await client.GET('/history-api/bet-houses');
    expect(houses.data?.betHouses.map((house) => house.id)).toContain('MINES_BET');
  });

  it('reads the export as CSV and JSON, and the live stream', async () => {
    const span = { betHouse: 'MINES_BET', from: '2026-03-10', to: '2026-03-10' } as const;
    const csv = await client.GET('/history-api/rounds/export', {
      params: { query: { ...span, format: 'csv' } },
      parseAs: 'text',
    });
    expect(csv.data?.split('\n')[0]).toBe('id,timeSaoPaulo,timeUtc,odd,hash,salt');
    const json = await client.GET('/history-api/rounds/export', {
      params: { query: { ...span, format: 'json' } },
    });
    expect(json.data?.map((row) => row.id)).toEqual(stored.rounds.map((row) => row.id));
    const stream = await client.GET('/history-api/rounds/stream', {
      params: { query: { betHouse: 'MINES_BET' } },
      parseAs: 'stream',
    });
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.data?.getReader();
    const first: unknown = (await reader?.read())?.value;
    expect(first instanceof Uint8Array ? new TextDecoder().decode(first) : '').toContain('retry:');
    await reader?.cancel();
  });

  it('types every error as the { code, message, errors } answer', async () => {
    const missing = await client.GET('/history-api/chain', {
      params: { query: { betHouse: 'VOA_BET' } },
    });
    expect(missing.error?.code).toBe('not_found');
    expect(missing.error?.message).toBe(historyMessages.chainNotFound);
    const reversed = await client.GET('/history-api/rounds/export', {
      params: { query: { betHouse: 'MINES_BET', from: '2026-03-10', to: '2026-03-09' } },
    });
    expect(reversed.error?.errors.to).toEqual([historyMessages.querySpanOrder]);
    const unknown = await client.GET('/history-api/rounds/{id}/verify', {
      params: { path: { id: 999_999 } },
    });
    expect(unknown.error?.message).toBe(historyMessages.roundNotFound);
  });
});
