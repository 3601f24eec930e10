// Contract tests of the open data (docs/product/provably-fair-rounds.md#open-data): every public
// operation called with valid and invalid parameters, and each answer's
// status, media type and body checked against what the OpenAPI document
// declares for it, with ajv (JSON Schema 2020-12, the dialect of OpenAPI
// 3.1). The file runs on PGlite and, under with-test-postgres, on PostgreSQL.
import type { AddressInfo } from 'node:net';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeChainedRounds } from '#/test/history/chained-rounds.js';
import { PUBLIC_OPERATIONS, type OpenApiDocument } from '#/test/history/openapi-document.js';
import { useTestApp } from '#/test/use-test-app.js';

// ajv-formats is CommonJS: its default export is the plugin function.
const addFormats = addFormatsPlugin as unknown as (ajv: Ajv2020) => Ajv2020;

const FIRST = Date.parse('2026-03-10T14:40:20-03:00');
const DAY = 'date=2026-03-10&betHouse=MINES_BET';
/** Reads per address per minute in this file: the 429 cases pass it. */
const READ_BUDGET = 20;

interface Case {
  /** The documented path, e.g. rounds/{id}/verify. */
  operation: (typeof PUBLIC_OPERATIONS)[number]['path'];
  /** The url after /history-api/. */
  url: string | ((ids: { newest: number }) => string);
  status: number;
}

const CASES: Case[] = [
  { operation: 'history-odd', url: `history-odd?${DAY}&numberVelas=10`, status: 200 },
  { operation: 'history-odd', url: `history-odd?${DAY}&numberVelas=0`, status: 400 },
  // Number() reads these, the document's integers are digits only.
  { operation: 'history-odd', url: `history-odd?${DAY}&numberVelas=1e1`, status: 400 },
  { operation: 'rounds/range', url: 'rounds/range?betHouse=MINES_BET&startId=05', status: 400 },
  { operation: 'rounds/range', url: 'rounds/range?betHouse=MINES_BET&from=', status: 400 },
  { operation: 'history-odd', url: 'history-odd?date=0001-01-01&numberVelas=1', status: 400 },
  {
    operation: 'history-filter-odd',
    url: `history-filter-odd?${DAY}&numberVelas=30&filter=10`,
    status: 200,
  },
  {
    operation: 'history-filter-odd',
    url: `history-filter-odd?${DAY}&numberVelas=30&filter=11`,
    status: 400,
  },
  { operation: 'candles-by-hour', url: `candles-by-hour?${DAY}&odd=30`, status: 200 },
  { operation: 'candles-by-hour', url: `candles-by-hour?${DAY}&odd=50`, status: 400 },
  { operation: 'analysis-odd', url: `analysis-odd?${DAY}&odd=10`, status: 200 },
  { operation: 'analysis-odd', url: `analysis-odd?${DAY}&odd=30`, status: 400 },
  { operation: 'analysis-position-odd', url: `analysis-position-odd?${DAY}&odd=1000`, status: 200 },
  { operation: 'analysis-position-odd', url: `analysis-position-odd?${DAY}`, status: 400 },
  { operation: 'rounds/proofs', url: `rounds/proofs?${DAY}&numberVelas=5`, status: 200 },
  {
    operation: 'rounds/proofs',
    url: 'rounds/proofs?date=2026-02-30&betHouse=MINES_BET&numberVelas=5',
    status: 400,
  },
  {
    operation: 'rounds/range',
    url: ({ newest }) => `rounds/range?betHouse=MINES_BET&startId=${String(newest)}&limit=7`,
    status: 200,
  },
  { operation: 'rounds/range', url: 'rounds/range?betHouse=MINES_BET&to=2020-01-01', status: 404 },
  {
    operation: 'rounds/range',
    url: 'rounds/range?betHouse=MINES_BET&from=2026-03-10&to=2026-03-09',
    status: 400,
  },
  {
    operation: 'rounds/{id}/verify',
    url: ({ newest }) => `rounds/${String(newest)}/verify`,
    status: 200,
  },
  { operation: 'rounds/{id}/verify', url: 'rounds/999999/verify', status: 404 },
  { operation: 'rounds/{id}/verify', url: 'rounds/1e3/verify', status: 400 },
  { operation: 'chain', url: 'chain?betHouse=MINES_BET', status: 200 },
  { operation: 'chain', url: 'chain?betHouse=VOA_BET', status: 404 },
  { operation: 'chain', url: 'chain?betHouse=OUTRA', status: 400 },
  {
    operation: 'rounds/export',
    url: 'rounds/export?betHouse=MINES_BET&from=2026-03-10&to=2026-03-10&format=csv',
    status: 200,
  },
  {
    operation: 'rounds/export',
    url: 'rounds/export?betHouse=MINES_BET&from=2026-03-10&to=2026-03-10&format=json',
    status: 200,
  },
  {
    operation: 'rounds/export',
    url: 'rounds/export?betHouse=MINES_BET&from=2026-03-10&to=2026-03-10&format=xml',
    status: 400,
  },
  {
    operation: 'rounds/export',
    url: `rounds/export?betHouse=MINES_BET&from=0&to=99999999999999999`,
    status: 400,
  },
  {
    operation: 'rounds/export',
    url: 'rounds/export?betHouse=MINES_BET&from=&to=2026-03-10',
    status: 400,
  },
  { operation: 'rounds/stream', url: 'rounds/stream?betHouse=OUTRA', status: 400 },
  { operation: 'bet-houses', url: 'bet-houses', status: 200 },
];

describe('the history calls keep the contract of their OpenAPI document', () => {
  const t = useTestApp({ env: { HISTORY_MAX_PER_IP_PER_MINUTE: String(READ_BUDGET) } });
  let document: OpenApiDocument;
  let newest = 0;
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  let address = 0;
  /** Each case from its own address, so only the 429 cases meet a limit. */
  const nextAddress = () => `198.51.100.${String((address += 1))}`;

  beforeAll(async () => {
    const stored = await storeChainedRounds(t.db, {
      betHouse: 'MINES_BET',
      length: 40,
      played: 30,
      firstTimeMs: FIRST,
    });
    newest = stored.rounds.at(-1)?.id ?? 0;
    document = (
      await t.app.inject({ method: 'GET', url: '/history-api/docs/json' })
    ).json<OpenApiDocument>();
  });

  /** Checks one answer against the document: declared status, media type and body schema. */
  function expectDocumented(
    operation: string,
    status: number,
    contentType: string,
    body: string,
  ): void {
    const declared = document.paths[`/history-api/${operation}`]?.get?.responses[String(status)];
    expect(declared, `${operation} does not declare ${String(status)}`).toBeDefined();
    const mediaType = contentType.split(';')[0]?.trim() ?? '';
    const media = declared?.content?.[mediaType];
    expect(media, `${operation} ${String(status)} does not declare ${mediaType}`).toBeDefined();
    const value: unknown = mediaType === 'application/json' ? JSON.parse(body) : body;
    const validate = ajv.compile(media?.schema ?? {});
    expect(
      validate(value),
      `${operation} ${String(status)}: ${ajv.errorsText(validate.errors)}`,
    ).toBe(true);
  }

  it('has valid and invalid cases for every documented operation', () => {
    for (const operation of PUBLIC_OPERATIONS) {
      const statuses = CASES.filter((c) => c.operation === operation.path).map((c) => c.status);
      expect(statuses, operation.path).toContain(operation.path === 'rounds/stream' ? 400 : 200);
      if (operation.errors.length > 0) expect(statuses.some((status) => status >= 400)).toBe(true);
    }
  });

  it.each(CASES.map((c) => [typeof c.url === 'string' ? c.url : c.operation, c] as const))(
    '%s',
    async (_name, c) => {
      const url = typeof c.url === 'string' ? c.url : c.url({ newest });
      const response = await t.app.inject({
        method: 'GET',
        url: `/history-api/${url}`,
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(c.status);
      expectDocumented(
        c.operation,
        c.status,
        String(response.headers['content-type']),
        response.body,
      );
    },
  );

  it('answers the event stream as documented', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const controller = new AbortController();
    const response = await fetch(
      `http://127.0.0.1:${String(port)}/history-api/rounds/stream?betHouse=MINES_BET`,
      { signal: controller.signal },
    );
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    const first: unknown = (await reader?.read())?.value;
    const text = first instanceof Uint8Array ? new TextDecoder().decode(first) : '';
    expectDocumented('rounds/stream', 200, String(response.headers.get('content-type')), text);
    controller.abort();
  });

  it('answers the documented 429 once an address passes its budget', async () => {
    const from = nextAddress();
    const read = () =>
      t.app.inject({
        method: 'GET',
        url: `/history-api/history-odd?${DAY}&numberVelas=1`,
        remoteAddress: from,
      });
    for (let call = 0; call < READ_BUDGET; call += 1) expect((await read()).statusCode).toBe(200);
    const refused = await read();
    expect(refused.statusCode).toBe(429);
    expectDocumented('history-odd', 429, String(refused.headers['content-type']), refused.body);
  });
});
