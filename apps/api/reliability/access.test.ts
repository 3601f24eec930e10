// Every registered route that is not on
// the public allow-list answers 401 without a token, with an unknown, an
// expired and a revoked one; authenticated answers are never cached; and no
// user reads or changes another's records.
import { authMessages } from '@velas/domain/messages/auth';
import { historyMessages } from '@velas/domain/messages/history';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndLogin, verifiedAccount } from '#/test/accounts.js';
import { createTestApp, type TestApp } from '#/test/test-app.js';
import { recordFigures } from './support/figures.js';
import { registeredRoutes, routeKey, type RegisteredRoute } from './support/routes.js';

/** Routes anyone may call, and why. Everything else must demand a bearer token. */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /health': 'load balancer probe',
  'GET /health/live': 'liveness probe: the process answers',
  'GET /health/ready': 'readiness probe: ready or not, no detail (details at /ops-api/ready)',
  'POST /api/auth/login': 'logging in',
  'POST /api/auth/register': 'registration',
  'POST /api/validate/document': 'CPF check during registration (rate limited)',
  'POST /api/validate/password':
    'password strength during registration: says only weak or not (rate limited, never cached)',
  'POST /api/auth/password-reset':
    'forgot password: same answer for any e-mail, link sent by e-mail (rate limited)',
  'POST /api/auth/password-reset/confirm':
    "password reset: the link's single-use 256-bit token is the capability",
  'POST /api/auth/sign-in-link':
    'one-time sign-in link: same answer for any e-mail, link sent by e-mail (rate limited)',
  'POST /api/auth/sign-in-link/confirm':
    "sign-in link: the link's single-use 256-bit token is the capability",
  'GET /api/demo/outbox': "the demo's e-mail outbox (demo mode only)",
  'GET /v2/casino-games/category': 'public game catalogue',
  'GET /v2/casino-games/images/:id/:variant': 'catalogue tile images',
  'POST /users-api/users':
    'second-system record right after registration; proven with email + password + CPF',
  'GET /kyc-api/widget/:sessionId': 'KYC widget page; the 128-bit session id is the capability',
  'GET /kyc-api/widget-assets/:file': 'KYC widget script and style',
  'POST /kyc-api/demo/sessions/:sessionId/verdict':
    'demo KYC widget verdict (demo mode only); the 128-bit session id is the capability',
  'GET /api/settings/public': "the operator's public settings (brand, links)",
  'POST /api/client-errors':
    "the app's error reports, before sign-in too: bounded and rate limited, only logged",
  'POST /providers-api/payment/webhook':
    'payment provider webhook: HMAC signature instead of a token',
  'POST /providers-api/kyc/callback': 'KYC provider callback: HMAC signature instead of a token',
  'POST /providers-api/payout/callback':
    'payout provider callback: HMAC signature instead of a token',
  'GET /cep-api/ws/:cep/json': 'postal-code look-up',
  'GET /history-api/history-odd': 'public round history',
  'GET /history-api/history-filter-odd': 'public round history',
  'GET /history-api/candles-by-hour': 'public round history',
  'GET /history-api/chain': 'public fairness chain',
  'GET /history-api/analysis-odd': 'public round analysis',
  'GET /history-api/analysis-position-odd': 'public round analysis',
  'GET /history-api/rounds/stream': 'public live rounds (SSE)',
  'GET /history-api/rounds/:id/verify': 'public fairness proof',
  'POST /history-api/rounds': 'ingestion: x-api-key instead of a user token (checked below)',
  'GET /history-api/rounds/proofs': 'public fairness proofs of a history window',
  'GET /history-api/rounds/range': 'public range check data',
  'GET /history-api/rounds/export': 'open data: rounds of a span as CSV or JSON (rate limited)',
  'GET /history-api/bet-houses': 'public list of betting houses',
  'GET /history-api/docs': 'OpenAPI UI of the public history calls',
  'GET /history-api/docs/static/index.html': 'OpenAPI UI',
  'GET /history-api/docs/static/swagger-initializer.js': 'OpenAPI UI',
  'GET /history-api/docs*': 'OpenAPI UI assets',
  'GET /history-api/docs/json': 'OpenAPI document',
  'GET /history-api/docs/yaml': 'OpenAPI document',
  'GET /verificador.html': 'the offline verifier page',
  // docs/product/games.md#seamless-wallet: the aggregator signs every body instead of a token.
  'POST /games-wallet/user/info': 'seamless wallet: X-Hub88-Signature instead of a token',
  'POST /games-wallet/user/balance': 'seamless wallet: X-Hub88-Signature instead of a token',
  'POST /games-wallet/transaction/bet': 'seamless wallet: X-Hub88-Signature instead of a token',
  'POST /games-wallet/transaction/win': 'seamless wallet: X-Hub88-Signature instead of a token',
  'POST /games-wallet/transaction/rollback':
    'seamless wallet: X-Hub88-Signature instead of a token',
  // docs/product/games.md#demo-crash-game: the demo's own third party.
  'POST /demo-aggregator/operator/generic/v2/game/url':
    "demo aggregator's Games API: our RSA signature instead of a token",
  'POST /demo-aggregator/operator/generic/v2/report/daily':
    "demo aggregator's daily report: our RSA signature instead of a token",
  'GET /demo-aggregator/crash': 'demo crash game page (no data without a session)',
  'GET /demo-aggregator/crash/crash-game.js': "demo crash game page's script (a static file)",
  'GET /demo-aggregator/crash/figtree-ptbr-wght.woff2':
    "demo crash game page's font (a static file)",
  'GET /demo-impedidos/impedidos/:cpf':
    "demo barred list (demo mode only): the api's per-process bearer key instead of a user token",
  'POST /demo-aggregator/crash/state':
    'demo crash game: the random session id the aggregator handed out is the capability',
  'POST /demo-aggregator/crash/bet':
    'demo crash game: the random session id the aggregator handed out is the capability',
  'POST /demo-aggregator/crash/cashout':
    'demo crash game: the random session id the aggregator handed out is the capability',
};

/** A plausible value for each path parameter, so only the missing token can be the problem. */
const PARAMETERS: Record<string, string> = {
  ':id': '1',
  ':userId': '1',
  ':sessionId': 'AAAAAAAAAAAAAAAAAAAAAA',
};

function concreteUrl(route: RegisteredRoute): string {
  return route.url.replace(/:[A-Za-z]+/g, (name) => PARAMETERS[name] ?? 'x');
}

async function ask(app: FastifyInstance, route: RegisteredRoute, token?: string) {
  return app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route),
    headers: token === undefined ? {} : bearer(token),
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });
}

describe('access control over every registered route', () => {
  let test: TestApp;
  let routes: RegisteredRoute[];
  let protectedRoutes: RegisteredRoute[];

  beforeAll(async () => {
    test = await createTestApp();
    routes = registeredRoutes(test.app);
    protectedRoutes = routes.filter((route) => PUBLIC_ROUTES[routeKey(route)] === undefined);
  });
  afterAll(() => test.close());

  it('every non-public route answers 401 without a token and with an unknown, expired or revoked one; authenticated answers are no-store', async (context) => {
    const property =
      'Routes enumerated from Fastify itself; the public ones are an explicit allow-list (a stale entry fails). Each other route answers 401 { message, errors } with no token, a malformed token, an unknown token, an expired token and a revoked (logged out) token; with a live token its answer carries Cache-Control: no-store.';
    const keys = new Set(routes.map(routeKey));
    expect(Object.keys(PUBLIC_ROUTES).filter((key) => !keys.has(key))).toEqual([]);
    expect(protectedRoutes.length).toBeGreaterThan(10);

    const { app, clock } = test;
    const live = await registerAndLogin(app, 1);
    const revoked = await registerAndLogin(app, 2);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: bearer(revoked.token),
        })
      ).statusCode,
    ).toBe(204);
    const unknown = 'A'.repeat(43);
    const failures: string[] = [];
    let requests = 0;
    const expect401 = async (
      route: RegisteredRoute,
      label: string,
      token?: string,
      message: string = authMessages.unauthenticated,
    ) => {
      requests += 1;
      const response = await ask(app, route, token);
      const body = response.json<{ message?: string; errors?: unknown }>();
      if (
        response.statusCode !== 401 ||
        body.message !== message ||
        typeof body.errors !== 'object'
      )
        failures.push(
          `${routeKey(route)} ${label}: ${response.statusCode} ${response.body.slice(0, 120)}`,
        );
    };
    const cacheFailures: string[] = [];
    for (const route of protectedRoutes) {
      await expect401(route, 'without a token');
      await expect401(route, 'malformed token', 'not-a-token');
      await expect401(route, 'unknown token', unknown);
      await expect401(route, 'revoked token', revoked.token);
      requests += 1;
      const authenticated = await ask(app, route, live.token);
      if (!String(authenticated.headers['cache-control']).includes('no-store'))
        cacheFailures.push(
          `${routeKey(route)} ${authenticated.statusCode}: cache-control ${String(authenticated.headers['cache-control'])}`,
        );
    }
    // Ingestion takes its own key, never a user's token.
    const ingest = routes.find((route) => routeKey(route) === 'POST /history-api/rounds');
    if (ingest !== undefined)
      await expect401(
        ingest,
        'user token instead of x-api-key',
        live.token,
        historyMessages.ingestKeyInvalid,
      );

    // The same live token, once past its lifetime.
    clock.advance((test.app.config.TOKEN_TTL_SECONDS + 1) * 1000);
    for (const route of protectedRoutes) await expect401(route, 'expired token', live.token);

    recordFigures(
      context,
      property,
      `${routes.length} routes, ${protectedRoutes.length} protected, ${requests} requests`,
      {
        database: 'PGlite',
        'routes registered': routes.length,
        'public (allow-list)': Object.keys(PUBLIC_ROUTES).length,
        protected: protectedRoutes.length,
        requests,
        failures: failures.length + cacheFailures.length,
      },
    );
    expect(failures).toEqual([]);
    expect(cacheFailures).toEqual([]);
  });
});

describe("no user reads or changes another user's records", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('deposits, transactions, withdrawals, second-system records and KYC sessions stay their owner’s', async (context) => {
    const property =
      "User B, holding a valid token, tries to read, pay, withdraw from, update or verify user A's deposits, ledger, second-system record and KYC: every attempt is refused (404 for records whose existence must not leak, 403 otherwise) and A's rows are byte-for-byte unchanged.";
    const { app, db } = test;
    const owner = await verifiedAccount(app, 1);
    const intruder = await registerAndLogin(app, 2);
    const ownerId = owner.id;

    // A: KYC approved with an address (verifiedAccount), a paid deposit, a pending deposit, a withdrawal, a second-system record.
    let keys = 0;
    const deposit = async () =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/deposits',
          headers: { ...bearer(owner.token), 'idempotency-key': `deposito-${String((keys += 1))}` },
          payload: { amount: 10_000 },
        })
      ).json<{ data: { id: string } }>().data.id;
    const paid = await deposit();
    const pending = await deposit();
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/deposits/${paid}/pay`,
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/withdraws',
          headers: { ...bearer(owner.token), 'idempotency-key': 'saque-do-dono' },
          payload: { amount: 3_000, pixType: 'CPF', pixKey: owner.cpf },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/users-api/users/${ownerId}`,
          headers: bearer(owner.token),
          payload: { firstBalance: 100 },
        })
      ).statusCode,
    ).toBe(200);
    const openSession = (
      await app.inject({
        method: 'POST',
        url: '/kyc-api/kyc/session',
        headers: bearer(owner.token),
        payload: { cpf: owner.cpf, token: 't', flow: 'kyc-faceindex', betHouse: 'MINES_BET' },
      })
    ).json<{ session_id: string }>().session_id;

    const snapshot = async () =>
      (
        await db.query<{ rows: string }>(
          `SELECT concat_ws('|',
             (SELECT string_agg(u::text, ',') FROM users u WHERE id = $1),
             (SELECT string_agg(l::text, ',' ORDER BY id) FROM ledger_entries l WHERE user_id = $1),
             (SELECT string_agg(d::text, ',' ORDER BY id) FROM deposits d WHERE user_id = $1),
             (SELECT string_agg(w::text, ',' ORDER BY id) FROM withdrawals w WHERE user_id = $1),
             (SELECT string_agg(s::text, ',') FROM second_system_users s WHERE id = $1),
             (SELECT string_agg(k::text, ',' ORDER BY id) FROM kyc_sessions k WHERE user_id = $1)) AS rows`,
          [ownerId],
        )
      ).rows[0]?.rows;
    const before = await snapshot();
    const as = bearer(intruder.token);
    const attempts: [string, number, number][] = [];
    const attempt = async (what: string, expected: number, request: InjectOptions) => {
      const response = await app.inject(request);
      attempts.push([what, expected, response.statusCode]);
    };
    await attempt("read A's deposit", 404, {
      method: 'GET',
      url: `/api/deposits/${paid}`,
      headers: as,
    });
    await attempt("pay A's pending deposit", 404, {
      method: 'POST',
      url: `/api/deposits/${pending}/pay`,
      headers: as,
    });
    await attempt("read A's second-system record", 403, {
      method: 'GET',
      url: `/users-api/users/${ownerId}`,
      headers: as,
    });
    await attempt("change A's second-system record", 403, {
      method: 'PUT',
      url: `/users-api/users/${ownerId}`,
      headers: as,
      payload: { firstBalance: 999 },
    });
    await attempt("create A's second-system record again", 403, {
      method: 'POST',
      url: '/users-api/users',
      payload: {
        name: 'X',
        email: owner.email,
        password: 'wrong-password',
        phone: '11999999999',
        role: 'ROLE_APP',
        cpf: owner.cpf,
        firstBalance: '1',
      },
    });
    await attempt("open a KYC session with A's CPF", 403, {
      method: 'POST',
      url: '/kyc-api/kyc/session',
      headers: as,
      payload: { cpf: owner.cpf, token: 't', flow: 'kyc-full', betHouse: 'MINES_BET' },
    });
    await attempt("withdraw to A's CPF as Pix key", 422, {
      method: 'POST',
      url: '/api/withdraws',
      headers: { ...as, 'idempotency-key': 'saque-do-intruso' },
      payload: { amount: 3_000, pixType: 'CPF', pixKey: owner.cpf },
    });
    const intruderLedger = (
      await app.inject({ method: 'GET', url: '/api/transactions?page=1&per_page=100', headers: as })
    ).json<{ id: number; data: unknown[] }>();
    attempts.push(["list transactions: only B's (none)", 0, intruderLedger.data.length]);
    const profile = (await app.inject({ method: 'GET', url: '/api/profile', headers: as })).json<{
      id: number;
    }>();
    attempts.push(['profile is B’s own', 1, profile.id === ownerId ? 0 : 1]);

    recordFigures(context, property, `${attempts.length} cross-user attempts`, {
      database: 'PGlite',
      ...Object.fromEntries(
        attempts.map(([what, expected, got]) => [what, `${got} (expected ${expected})`]),
      ),
      'open KYC session of A untouched': openSession.length > 0 ? 'yes' : 'no',
    });
    expect(attempts.filter(([, expected, got]) => expected !== got)).toEqual([]);
    expect(await snapshot()).toBe(before);
  });
});
