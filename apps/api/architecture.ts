// The folder layers of apps/api/src from the top down, each folder with what it
// holds: the lint zones (lint/layer-zones.ts) and the listing of
// docs/architecture.md#api-layers (`npm run docs:listing`) are both written
// from it, so a folder's place and its line are kept here alone.

/** Folder or file name under src/ -> what it holds. */
type Modules = Record<string, string>;

/** A layer: what the lint holds it to, and its folders and files. */
interface Layer {
  name: string;
  rule: string;
  modules: Modules;
}

/** The features: one layer whose folders stand in tiers, from the top down. */
interface FeatureLayer {
  name: string;
  rule: string;
  tiers: { name: string; modules: Modules }[];
}

export type ApiLayer = Layer | FeatureLayer;

export const API_LAYERS: ApiLayer[] = [
  {
    name: 'composition',
    rule: 'assembles the modules; nothing imports it',
    modules: {
      'app.ts':
        'the Fastify app: one list of plugins, each naming the plugins it needs, every module at its mount point',
      'app-parts.ts':
        "what app.ts builds its plugins from: the database opened and checked, the seed for later, the providers, the scheduler, the demo's parts",
      'server.ts': "the api's entry (`npm start`): the compile cache on, then serve.ts",
      'serve.ts': 'listens, refuses an unsafe production start, closes gracefully',
      'test-server':
        "the entry the e2e and reliability harnesses start instead of server.ts: their knobs (a moved clock, no round simulator) as buildApp's options",
      ops: "the back office's own listener (OPS_HOST:OPS_PORT): every /ops-api route and the built back-office app, never on PORT",
      commands:
        "the operator's one-shot commands (migrate, backup, restore, reconcile, cpf-claims, audit verify, purge-audit)",
    },
  },
  {
    name: 'sandbox',
    rule: 'only the composition builds it and hands it in, in a demo',
    modules: {
      sandbox:
        "the demo's doubles of third parties: the aggregator and its crash game, the payment and KYC callbacks, the e-mail outbox, payouts, the barred list",
    },
  },
  {
    name: 'back office',
    rule: 'only the ops listener mounts it',
    modules: {
      backoffice:
        "the staff's features behind staff sign-in: player view and actions, queues, four-eyes proposals, a day's reconciliation",
    },
  },
  {
    name: 'features',
    rule: 'a feature imports the features of the tiers below its own, never one of its own tier or above',
    tiers: [
      {
        name: "what composes every feature's own purge",
        modules: {
          retention: 'the hourly clean-up of what must not grow without bound',
        },
      },
      {
        name: "the player's own routes",
        modules: {
          platform: "the player's root routes: registration, sign-in, me, profile, presence",
        },
      },
      {
        name: 'what composes the features below',
        modules: {
          'barred-accounts':
            "an account the regulator's list bars: closed, its money paid out to the holder, its e-mail no longer written to",
          'barred-list-checks':
            "a CPF against the regulator's barred list (SIGAP's Módulo de Impedidos): at registration, the day's first sign-in, a 15-day sweep (docs/api/providers.md#impedidos)",
          casino: 'catalogue, tile images and their drawn art, game start',
          oversight: 'what an operator decides about money a brake held: release or return',
          'provider-callbacks':
            "the providers' signed callbacks (/providers-api): credit a deposit, settle a payout, record a KYC verdict",
          reconciliation:
            'the checks that the money adds up (the `reconcile` report): Pix received, money out, a day of game money, the three combined',
          seed: 'demo account, catalogue, test documents (demo only), and what marks a demo database',
        },
      },
      {
        name: 'the game money, whose late win on a closed account leaves through the wallet',
        modules: {
          games: "the aggregator's game launch and the seamless wallet it calls (/games-wallet)",
        },
      },
      {
        name: "the player's Pix money and the third parties",
        modules: {
          providers:
            "the third parties' adapters: payment, KYC, document check, e-mail, postal codes (falling back on a bundled table), the barred list",
          wallet:
            "Pix deposits (BR Code) and withdrawals, queued out through payouts/ under protection/'s rules",
        },
      },
      {
        name: 'on the shared modules alone',
        modules: {
          alerts: "a player's round alerts (/api/alerts)",
          health: 'GET /health, /health/live, /health/ready (docs/operations/health.md#health)',
          history:
            "the rounds' open data: rounds/ (the store, its feed, ingestion), simulator/, fairness/ (hash chains, proofs, range), stream/ (SSE), open-data/ (public reads, export, OpenAPI, cache)",
          kyc: 'KYC sessions and the demo widget page',
          payouts:
            'money out: queued with its ledger movement, sent after the commit, settled by the signed callback',
          protection:
            'limits, pauses, self-exclusion, play sessions, the reality check, closing an account, halting play',
          'public-routes':
            "the small routes anyone may call unsigned: the postal-code service (/cep-api), the apps' error reports (/api/client-errors, /ops-api/client-errors), the offline verifier page (/verificador.html), the built web app with SPA fallback",
          staff:
            'staff accounts, TOTP sign-in, sessions, the permission guard, the staff audit helper',
          'user-records': "the second system's user records (/users-api)",
        },
      },
    ],
  },
  {
    name: 'shared modules',
    rule: 'every feature stands on them; they import no feature',
    modules: {
      accounts: 'the users table every service reads: account, credentials, address, states',
      audit: 'the audit trail every money and identity change writes',
      auth: 'passwords (scrypt), bearer sessions, the authenticate hook, the sign-in throttle, the one-time e-mailed links, presence (who is online)',
      deposits: "the Pix charges' table: the wallet writes it, a block of play cancels its charges",
      idempotency: "the money calls' Idempotency-Key (config.idempotency -> request.idempotency)",
      jobs: 'the scheduler every background job runs on: timers in a server, by hand in tests',
      metrics: "the api's Prometheus metrics",
      money: 'the append-only ledger',
      'provider-wire':
        'how the api speaks to a provider: JSON calls with a deadline, signed callbacks',
      settings: 'APP_MODE and the operator settings file (public and private parts)',
      'start-up':
        'the timed steps of a start, logged before the api listens (docs/operations/start-up.md#start-up)',
    },
  },
  {
    name: 'infrastructure',
    rule: 'nothing of src but the base; neither knows the other',
    modules: {
      db: 'PGlite or PostgreSQL behind one Queryable, LISTEN feeds, migrations, table owners, lock file, backup',
      http: 'error handler (pt-BR bodies), zod compilers, security headers, rate limits, operator key, event streams',
    },
  },
  {
    name: 'base',
    rule: 'imports nothing of src',
    modules: {
      'env.ts': 'the only reader of process.env',
      config:
        "each area's settings (server, ops, staff, database, web, login, history, Pix, demo, limits), which env.ts joins",
      'clock.ts': 'the Clock services are handed (tests control time)',
      'domain-errors.ts':
        'the failures the rules throw (NotFound, Conflict, Refused…), no HTTP in them',
    },
  },
  {
    name: 'test support',
    rule: 'outside the layers: only tests import it',
    modules: {
      test: 'every shared test helper: test app, accounts, clocks, timers, databases, golden vectors, fixtures (docs/api/testing.md#where-test-support-lives)',
    },
  },
];
