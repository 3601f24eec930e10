// Property-based fuzzing (fast-check) of every registered route's
// path, query, body and headers through app.inject on a fresh database: no
// 5xx, every 4xx is `{ message, errors }` in pt-BR, and no rejected request
// writes anything. Then the named bad inputs, one by one.
import { commonMessages } from '@velas/domain/messages/common';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#/db/database.js';
import { bearer, registerAndLogin, verifiedAccount } from '#/test/accounts.js';
import { createTestApp, type TestApp } from '#/test/test-app.js';
import { recordFigures } from './support/figures.js';
import { longRun } from './support/random.js';
import { registeredRoutes, routeKey, type RegisteredRoute } from './support/routes.js';

const REQUESTS = Number(process.env.RELIABILITY_FUZZ_REQUESTS ?? (longRun ? 50_000 : 10_000));
const INGEST_KEY = 'test-ingest-key-0123456789';
/** The two event streams: fuzzed only in ways that cannot open them. */
const ROUND_STREAM = 'GET /history-api/rounds/stream';
const BALANCE_STREAM = 'GET /api/balance/stream';
/** Tables a rejected request may touch by design: last-seen time of an authenticated caller, failed-login counts, stored idempotent answers (a 4xx is replayed too). */
const WRITTEN_BY_DESIGN = new Set([
  'presence',
  'login_failures',
  'idempotency_keys',
  'schema_migrations',
]);
const ENGLISH =
  /\b(the|is|must|expected|received|required|cannot|invalid input|not found|unsupported|body)\b/i;

/** A fingerprint of every table a rejected request must leave alone. */
async function fingerprint(db: Database): Promise<string> {
  const { rows } = await db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  const tables = rows.map((row) => row.table_name).filter((name) => !WRITTEN_BY_DESIGN.has(name));
  const parts = tables.map(
    (table) =>
      `(SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) FROM "${table}" t)`,
  );
  const result = await db.query<{ print: string }>(
    `SELECT concat_ws('|', ${parts.join(', ')}) AS print`,
  );
  return result.rows[0]?.print ?? '';
}

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1.5',
    '1e309',
    'NaN',
    'null',
    '[]',
    '{}',
    '../../etc/passwd',
    '<script>x</script>',
    "' OR 1=1 --",
    'Ação\u0000',
    '\u202e\u0301',
    '١٢٣',
    '9'.repeat(400),
  ),
);
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    0,
    -1,
    -0.01,
    0.5,
    3_000,
    2 ** 31,
    2 ** 53 + 1,
    1e21,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
  ),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  text,
  number,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(text, number), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(text, number), { maxKeys: 3 }),
);
/** Field names the real calls use, so the fuzzer reaches past "unknown field" into each schema's rules. */
const FIELDS = [
  'amount',
  'pixType',
  'pixKey',
  'email',
  'login',
  'password',
  'password_confirmation',
  'email_confirmation',
  'document',
  'name',
  'phone',
  'birthday',
  'termsAccepted',
  'zipCode',
  'number',
  'state',
  'city',
  'cpf',
  'token',
  'flow',
  'betHouse',
  'result',
  'role',
  'firstBalance',
  'rounds',
  'referrer_id',
  'btag',
  'afp',
];
const QUERY_KEYS = [
  'numberVelas',
  'betHouse',
  'page',
  'per_page',
  'source',
  'date',
  'odd',
  'filter',
  'threshold',
  'demo',
  'isMobileDevice',
  'origin',
  'limit',
];

const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({
    rounds: fc.array(
      fc.dictionary(fc.constantFrom('id', 'betHouse', 'odd', 'time', 'hash'), value),
      { maxLength: 3 },
    ),
  }),
);
const rawBody = fc.record({
  payload: fc.oneof(
    fc.string(),
    fc.constantFrom('{', '{"amount":', '[1,2', 'amount=10', '\u0000\u0001', '{"a":1}garbage'),
  ),
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/json; charset=utf-16',
  ),
});

describe('fuzzing every route', () => {
  let test: TestApp;
  let routes: RegisteredRoute[];
  let token: string;
  let depositId: string;

  beforeAll(async () => {
    test = await createTestApp();
    routes = registeredRoutes(test.app);
    const { app } = test;
    token = (await verifiedAccount(app, 1)).token;
    depositId = (
      await app.inject({
        method: 'POST',
        url: '/api/deposits',
        headers: { ...bearer(token), 'idempotency-key': 'deposito-inicial' },
        payload: { amount: 50_000 },
      })
    ).json<{ data: { id: string } }>().data.id;
    await app.inject({
      method: 'POST',
      url: `/api/deposits/${depositId}/pay`,
      headers: bearer(token),
    });
  });
  afterAll(() => test.close());

  it(`${REQUESTS} fuzzed requests: no 5xx, every 4xx { message, errors } in pt-BR, rejected requests write nothing`, async (context) => {
    const property =
      'fast-check requests over every route Fastify registered (methods, path parameters, query strings, JSON and raw bodies with assorted content types, bearer tokens, Idempotency-Keys, API keys, client addresses): never a 5xx, every error a pt-BR { message, errors }, and a fingerprint of every table (except presence, login failures and stored idempotent answers) unchanged by each rejected request.';
    const { app, db } = test;
    const roundStream = routes.find((route) => routeKey(route) === ROUND_STREAM);
    const balanceStream = routes.find((route) => routeKey(route) === BALANCE_STREAM);
    const request = fc.record({
      route: fc.constantFrom(...routes, {
        method: 'GET',
        url: '/api/unknown/:id',
      }),
      parameter: fc.oneof(
        text,
        fc.constantFrom(
          '1',
          '7001',
          depositId,
          'AAAAAAAAAAAAAAAAAAAAAA',
          'widget.js',
          'mobile',
          '01310100',
        ),
      ),
      query: fc.dictionary(
        fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 6 })),
        text.map(String),
        { maxKeys: 4 },
      ),
      body: fc.option(
        fc.oneof(
          body.map((json) => ({ json })),
          rawBody,
        ),
        { nil: undefined },
      ),
      authorization: fc.option(
        fc.constantFrom(
          `Bearer ${token}`,
          'Bearer not-a-token',
          `Bearer ${'A'.repeat(43)}`,
          'Basic YTpi',
          token,
        ),
        { nil: undefined },
      ),
      idempotencyKey: fc.option(fc.oneof(fc.string({ maxLength: 300 }), fc.uuid()), {
        nil: undefined,
      }),
      apiKey: fc.option(fc.constantFrom(INGEST_KEY, 'wrong-key', ''), { nil: undefined }),
      ip: fc.ipV4(),
    });

    const violations: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    let baseline = await fingerprint(db);
    let rejectedSince: string[] = [];
    const summary = (method: string, url: string, payload: unknown) =>
      `${method} ${url} ${JSON.stringify(payload ?? null).slice(0, 120)}`;

    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        let url = input.route.url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(input.parameter));
        const query = { ...input.query };
        // A valid request to a stream opens one that never ends: the house
        // name or the token that would open it is spoiled instead.
        // (No house name ends in "x".)
        if (input.route === roundStream) query.betHouse = `${query.betHouse ?? ''}x`;
        const authorization =
          input.route === balanceStream && input.authorization?.includes(token) === true
            ? `${input.authorization}x`
            : input.authorization;
        const search = new URLSearchParams(query).toString();
        if (search !== '') url += `?${search}`;
        const headers: Record<string, string> = {};
        if (authorization !== undefined) headers.authorization = authorization;
        if (input.idempotencyKey !== undefined) headers['idempotency-key'] = input.idempotencyKey;
        if (input.apiKey !== undefined) headers['x-api-key'] = input.apiKey;
        const options: InjectOptions = {
          method: input.route.method,
          url,
          headers,
          remoteAddress: input.ip,
        };
        if (input.body !== undefined && input.route.method !== 'GET') {
          if ('json' in input.body) options.payload = JSON.stringify(input.body.json);
          else options.payload = input.body.payload;
          headers['content-type'] =
            'json' in input.body ? 'application/json' : input.body.contentType;
        }
        sent += 1;
        const response = await app.inject(options);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500)
          violations.push(
            `${response.statusCode} for ${summary(input.route.method, url, options.payload)}: ${response.body.slice(0, 200)}`,
          );
        // The KYC widget page is framed HTML; its errors are pt-BR HTML pages, not JSON.
        const htmlPage =
          input.route.url === '/kyc-api/widget/:sessionId' &&
          String(response.headers['content-type']).startsWith('text/html');
        if (response.statusCode >= 400 && !htmlPage) {
          let parsed: { code?: unknown; message?: unknown; errors?: unknown } = {};
          try {
            parsed = response.json();
          } catch {
            violations.push(
              `non-JSON ${response.statusCode} for ${summary(input.route.method, url, options.payload)}`,
            );
          }
          const { code, message, errors } = parsed;
          if (
            typeof code !== 'string' ||
            typeof message !== 'string' ||
            typeof errors !== 'object' ||
            errors === null ||
            Array.isArray(errors)
          )
            violations.push(
              `${response.statusCode} without { code, message, errors } for ${summary(input.route.method, url, options.payload)}: ${response.body.slice(0, 200)}`,
            );
          else if (ENGLISH.test(message))
            violations.push(
              `English message "${message}" for ${summary(input.route.method, url, options.payload)}`,
            );
        }
        if (response.statusCode >= 400)
          rejectedSince.push(summary(input.route.method, url, options.payload));
        // Check that rejected requests wrote nothing: at every success (which may write) and every 25 requests.
        if (response.statusCode < 400 || rejectedSince.length >= 25) {
          const now = await fingerprint(db);
          const onlyRejected = response.statusCode >= 400;
          if (onlyRejected && now !== baseline)
            violations.push(
              `a rejected request wrote to the database; one of: ${rejectedSince.join(' ;; ').slice(0, 1500)}`,
            );
          if (!onlyRejected && rejectedSince.length > 1) {
            // The success may have written; the rejected ones before it were checked at the previous fingerprint only if none slipped in between.
          }
          baseline = now;
          rejectedSince = [];
        }
        return true;
      }),
      {
        numRuns: REQUESTS,
        seed: Number(process.env.RELIABILITY_SEED ?? Date.now() % 2 ** 31),
        endOnFailure: true,
      },
    );

    recordFigures(context, property, `${sent} requests over ${routes.length} routes`, {
      database: 'PGlite',
      requests: sent,
      routes: routes.length,
      ...Object.fromEntries(
        [...statuses.entries()]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => [`HTTP ${status}`, count]),
      ),
      violations: violations.length,
    });
    expect(violations.slice(0, 20)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(REQUESTS);
  });
});

describe('named bad inputs', () => {
  let test: TestApp;
  let token: string;
  beforeAll(async () => {
    test = await createTestApp();
    token = (await registerAndLogin(test.app, 1)).token;
  });
  afterAll(() => test.close());

  it('oversized bodies, wrong content types, malformed JSON, huge numberVelas, negative and fractional cents, control characters in names: clear 4xx', async (context) => {
    const { app, db } = test;
    // With a key, so a money route's refusal is its body's, not the missing key's.
    const auth = { ...bearer(token), 'idempotency-key': 'chave-das-recusas' };
    const json = { 'content-type': 'application/json' };
    const cases: [string, number | number[], InjectOptions][] = [
      [
        'oversized body (100 kB)',
        413,
        {
          method: 'POST',
          url: '/api/auth/login',
          headers: json,
          payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(100_000) }),
        },
      ],
      // Fastify reads text/plain as a string, which the schema then refuses.
      [
        'text/plain body',
        [400, 415],
        {
          method: 'POST',
          url: '/api/deposits',
          headers: { ...auth, 'content-type': 'text/plain' },
          payload: 'amount=100',
        },
      ],
      [
        'form body',
        415,
        {
          method: 'POST',
          url: '/api/withdraws',
          headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'amount=3000',
        },
      ],
      [
        'malformed JSON',
        400,
        {
          method: 'POST',
          url: '/api/deposits',
          headers: { ...auth, ...json },
          payload: '{"amount": 10',
        },
      ],
      [
        'empty JSON body',
        400,
        { method: 'POST', url: '/api/auth/login', headers: json, payload: '' },
      ],
      [
        'huge numberVelas',
        400,
        {
          method: 'GET',
          url: '/history-api/history-odd?date=2026-03-10&numberVelas=100000000000000000000&betHouse=MINES_BET',
        },
      ],
      [
        'numberVelas 1e309',
        400,
        {
          method: 'GET',
          url: '/history-api/history-odd?date=2026-03-10&numberVelas=1e309&betHouse=MINES_BET',
        },
      ],
      [
        'negative cents',
        400,
        { method: 'POST', url: '/api/deposits', headers: auth, payload: { amount: -100 } },
      ],
      [
        'fractional cents',
        400,
        { method: 'POST', url: '/api/deposits', headers: auth, payload: { amount: 100.5 } },
      ],
      [
        'cents as a string',
        400,
        { method: 'POST', url: '/api/deposits', headers: auth, payload: { amount: '100' } },
      ],
      [
        'cents beyond 2^53',
        400,
        {
          method: 'POST',
          url: '/api/withdraws',
          headers: auth,
          payload: { amount: 2 ** 53 + 2, pixType: 'CPF', pixKey: '1' },
        },
      ],
      [
        'negative withdrawal',
        400,
        {
          method: 'POST',
          url: '/api/withdraws',
          headers: auth,
          payload: { amount: -3_000, pixType: 'CPF', pixKey: '1' },
        },
      ],
      [
        'control characters in an address',
        400,
        {
          method: 'POST',
          url: '/api/userUpdate',
          headers: auth,
          payload: { zipCode: '01310-100', number: '1\u0000', city: 'São\u0007Paulo' },
        },
      ],
      [
        'control characters in a second-system name',
        400,
        {
          method: 'POST',
          url: '/users-api/users',
          payload: {
            name: 'Maria\u0000',
            email: 'x@example.com',
            password: 'p',
            phone: '1',
            role: 'ROLE_APP',
            cpf: '1',
            firstBalance: '1',
          },
        },
      ],
      [
        'name of 10 000 characters',
        400,
        {
          method: 'POST',
          url: '/users-api/users',
          payload: {
            name: 'ção'.repeat(3_400),
            email: 'x@example.com',
            password: 'p',
            phone: '1',
            role: 'ROLE_APP',
            cpf: '1',
            firstBalance: '1',
          },
        },
      ],
    ];
    const before = await fingerprint(db);
    const results: [string, string][] = [];
    // The message must name what is wrong, not an earlier field.
    const mentions: Record<string, string> = {
      'huge numberVelas': 'numberVelas',
      'numberVelas 1e309': 'numberVelas',
    };
    const wrong: string[] = [];
    for (const [name, expected, options] of cases) {
      const response = await app.inject(options);
      const parsed = response.json<{ message?: unknown; errors?: unknown }>();
      results.push([name, `${response.statusCode} "${String(parsed.message)}"`]);
      const clear =
        typeof parsed.message === 'string' &&
        parsed.message.length > 0 &&
        !ENGLISH.test(parsed.message) &&
        parsed.message.includes(mentions[name] ?? '') &&
        typeof parsed.errors === 'object';
      if (![expected].flat().includes(response.statusCode) || !clear)
        wrong.push(
          `${name}: expected ${String(expected)}, got ${response.statusCode} ${response.body.slice(0, 160)}`,
        );
    }
    recordFigures(
      context,
      'Each named bad input of the issue gets the expected 4xx with a pt-BR { message, errors } and writes nothing.',
      `${cases.length} cases`,
      {
        database: 'PGlite',
        ...Object.fromEntries(results),
      },
    );
    expect(wrong).toEqual([]);
    expect(await fingerprint(db)).toBe(before);
    // The 413 says so in pt-BR, not Fastify's English.
    expect(Object.fromEntries(results)['oversized body (100 kB)']).toBe(
      `413 "${commonMessages.payloadTooLarge}"`,
    );
  });
});
