// The api's own lint rules (eslint.config.js, docs/architecture.md#appsapi)
// fire on a deliberate breach: SQL outside the repositories, the database
// layer and the seed; process.env outside env.ts and the harnesses; a route
// handler over 40 lines; a route plugin over 60 lines; a route file importing a
// repository; a money column typed number or a money field read
// through Number(); a *Cents, amount or balance property or parameter typed
// number; a relative import that leaves its module; a snake_case read of a
// row outside its repository; a function of over four positional parameters;
// a comment naming an issue or carrying a measured figure. Each case
// lints a few lines as if they sat at the path named, with the rules the real
// config gives that path.
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const apiRoot = join(import.meta.dirname, '..');
const RULES = [
  'no-restricted-syntax',
  'no-restricted-properties',
  'velas/max-handler-lines',
  'velas/max-route-plugin-lines',
  'velas/no-repository-in-routes',
  'no-restricted-imports',
  'max-params',
  'velas-comments/no-figures-or-issues',
];
const SQL = 'SQL belongs in a *-repository.ts module';
const ENV = 'Read the environment only in apps/api/src/env.ts';
const LONG = 'move its rules into a service';
const LONG_PLUGIN = 'give each route group its own file';
const REPOSITORY = 'A route calls a service, never a repository';
const MONEY = 'Money is Cents from where it is read';
const CENTS = 'Money is Cents, never number';
const ROOT = 'An import that leaves its module starts at the root';
const ROWS = 'A row leaves its repository camelCase';
const PARAMS = 'Maximum allowed is 4';
const ISSUE = 'A comment names the work that asked for it';
const FIGURE = 'A comment carries a measured figure';

/** The messages of RULES that `code` raises at `file` (relative to apps/api). */
async function breaches(file: string, code: string): Promise<string[]> {
  const real = (await new ESLint({ cwd: apiRoot }).calculateConfigForFile(file)) as Linter.Config;
  const eslint = new ESLint({
    cwd: apiRoot,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.ts'],
      plugins: real.plugins ?? {},
      languageOptions: {
        parser: real.languageOptions?.parser,
        parserOptions: { sourceType: 'module' },
      },
      rules: Object.fromEntries(RULES.map((rule) => [rule, real.rules?.[rule] ?? 'off'])),
    },
  });
  const [result] = await eslint.lintText(code, { filePath: join(apiRoot, file) });
  return (result?.messages ?? []).map((message) => message.message);
}

const selectLiteral = "export const q = 'SELECT id FROM users WHERE id = $1';\n";
const deleteTemplate = 'export const q = (t: string) => `DELETE FROM ${t} WHERE id = $1`;\n';
const readsEnv = 'export const port = process.env.PORT;\n';

describe('SQL only in repositories, the database layer and the seed', () => {
  it.each([
    ['src/wallet/zone.ts', selectLiteral],
    ['src/wallet/zone.ts', deleteTemplate],
    ['src/http/zone.ts', selectLiteral],
  ])(
    'refuses SQL in %s',
    async (file, code) => {
      expect(await breaches(file, code)).toEqual([expect.stringContaining(SQL)]);
    },
    60_000,
  );

  it.each([
    'src/wallet/zone-repository.ts',
    'src/db/zone.ts',
    'src/seed/zone.ts',
    'src/test/zone.ts',
    'src/wallet/zone.test.ts',
  ])(
    'allows SQL in %s',
    async (file) => {
      expect(await breaches(file, selectLiteral + deleteTemplate)).toEqual([]);
    },
    60_000,
  );

  it('leaves prose that merely starts with a keyword alone', async () => {
    expect(
      await breaches('src/wallet/zone.ts', "export const q = 'Selecione um valor';\n"),
    ).toEqual([]);
  }, 60_000);
});

describe('process.env only in env.ts and the harnesses', () => {
  it.each(['src/server.ts', 'src/settings/zone.ts', 'src/wallet/zone.test.ts'])(
    'refuses process.env in %s',
    async (file) => {
      expect(await breaches(file, readsEnv)).toEqual([expect.stringContaining(ENV)]);
    },
    60_000,
  );

  it.each(['src/env.ts', 'src/test/zone.ts', 'reliability/zone.ts', 'bench/zone.ts'])(
    'allows process.env in %s',
    async (file) => {
      expect(await breaches(file, readsEnv)).toEqual([]);
    },
    60_000,
  );
});

describe('money is Cents from where it is read', () => {
  const numberColumn =
    'export interface Row { id: number; amount_cents: number | string; held_cents: number | null }\n';
  const coerced =
    'export const amount = (row: { amountCents: unknown }) => Number(row.amountCents);\n';

  it.each(['src/wallet/zone-repository.ts', 'src/wallet/zone.ts', 'src/db/zone.ts'])(
    'refuses a *_cents column typed number or string, and Number() on a money field, in %s',
    async (file) => {
      expect(await breaches(file, numberColumn + coerced)).toEqual([
        expect.stringContaining(MONEY),
        expect.stringContaining(MONEY),
        expect.stringContaining(MONEY),
        expect.stringContaining(MONEY),
      ]);
    },
    60_000,
  );

  it('allows a column typed Cents, and Number() on what is not money', async () => {
    const code =
      "import type { Cents } from '@velas/domain/money';\n" +
      'export interface Row { amount_cents: Cents; held_cents: Cents | null; count: number }\n' +
      'export const id = (text: string) => Number(text);\n';
    expect(await breaches('src/wallet/zone-repository.ts', code)).toEqual([]);
  }, 60_000);

  it('leaves the tests alone', async () => {
    expect(await breaches('src/wallet/zone.test.ts', numberColumn + coerced)).toEqual([]);
  }, 60_000);
});

describe('a *Cents, amount or balance property or parameter is Cents, never number', () => {
  const numberCents =
    'export interface Payout { amountCents: number; heldCents?: number | null }\n' +
    'export class Fee { feeCents: number = 0 }\n' +
    'export const limit = (betCents: number, { winCents }: { winCents: number }) => betCents + winCents;\n' +
    'export interface Update { balance: number; balanceAfter?: number | null }\n' +
    'export const tone = (amount: number) => amount;\n' +
    'export const chip = (cents: number) => cents;\n';

  it.each(['src/wallet/zone.ts', 'src/wallet/zone-repository.ts', 'src/db/zone.ts'])(
    'refuses each one in %s',
    async (file) => {
      expect(await breaches(file, numberCents)).toEqual(
        Array.from({ length: 9 }, (): unknown => expect.stringContaining(CENTS)),
      );
    },
    60_000,
  );

  it('allows them typed Cents, a formatter keyed *Cents, and number on what is not cents', async () => {
    const code =
      "import type { Cents } from '@velas/domain/money';\n" +
      'export interface Payout { amountCents: Cents; heldCents?: Cents | null; count: number }\n' +
      'export interface Texts { formatCents: (amount: Cents) => string }\n' +
      'export interface Line { balance: Cents; amountReais: number; amountUnits: number; amountLabel: string; balances: number; percents: number }\n' +
      'export const limit = (betCents: Cents, multiplier: number) => betCents * multiplier;\n';
    expect(await breaches('src/wallet/zone.ts', code)).toEqual([]);
  }, 60_000);

  it('leaves the tests alone', async () => {
    expect(await breaches('src/wallet/zone.test.ts', numberCents)).toEqual([]);
  }, 60_000);
});

describe('a row leaves its repository camelCase', () => {
  const snakeReads =
    'export const key = (row: { pix_key: string }) => row.pix_key;\n' +
    "export const user = (row: { user_id: number }) => row['user_id'];\n" +
    'export const paid = ({ paid_at }: { paid_at: Date }) => paid_at;\n' +
    "export const kyc = ({ 'kyc_status': kyc }: { kyc_status: string }) => kyc;\n";
  const camelReads =
    'export const key = (row: { pixKey: string; id: number }) => `${row.pixKey}${row.id}`;\n' +
    'export const paid = ({ paidAt }: { paidAt: Date }) => paidAt;\n' +
    "export const write = (userId: number) => ({ user_id: userId, 'kyc_status': 'none' });\n";

  it.each([
    'src/wallet/zone.ts',
    'src/backoffice/players/zone.ts',
    'src/history/rounds/zone.ts',
    'src/reconciliation/zone.ts',
    'src/zone.ts',
  ])(
    'refuses a snake_case read in %s, whatever its folder',
    async (file) => {
      expect(await breaches(file, snakeReads)).toEqual(
        Array.from({ length: 4 }, (): unknown => expect.stringContaining(ROWS)),
      );
    },
    60_000,
  );

  it('allows camelCase reads, and snake_case keys written (a wire body, an insert)', async () => {
    expect(await breaches('src/wallet/zone.ts', camelReads)).toEqual([]);
  }, 60_000);

  it.each([
    'src/wallet/zone-repository.ts',
    'src/wallet/zone.test.ts',
    'src/db/zone.ts',
    'src/seed/zone.ts',
  ])(
    'leaves %s alone: rows are snake_case there',
    async (file) => {
      expect(await breaches(file, snakeReads)).toEqual([]);
    },
    60_000,
  );

  it("allows a listed wire file the third party's names, and no other", async () => {
    const code =
      'export const uuid = (body: { transaction_uuid: string }) => body.transaction_uuid;\n' +
      'export const key = (row: { pix_key: string }) => row.pix_key;\n';
    expect(await breaches('src/games/game-wallet.ts', code)).toEqual([
      expect.stringContaining(ROWS),
    ]);
  }, 60_000);
});

/** A route module whose handler, registered the way `register` names, spans `lines` lines. */
function routeWithHandler(lines: number, register: (handler: string) => string): string {
  const body = Array.from({ length: lines - 2 }, (_, index) => `  const v${index} = ${index};`);
  const handler = ['async (request, reply) => {', ...body, '}'].join('\n');
  return `export async function zoneRoutes(app) {\n${register(handler)}\n}\n`;
}

describe('route handlers of at most 40 lines', () => {
  const registrations: [string, (handler: string) => string][] = [
    ['app.post(path, handler)', (handler) => `app.post('/api/zone', ${handler});`],
    ['app.get(path, options, handler)', (handler) => `app.get(\`/api/zone\`, {}, ${handler});`],
    ['app.put(path, { handler })', (handler) => `app.put('/api/zone', { handler: ${handler} });`],
    [
      'app.route({ handler })',
      (handler) => `app.route({ method: 'DELETE', url: '/api/zone', handler: ${handler} });`,
    ],
  ];

  it.each(registrations)(
    'refuses a 41-line handler in %s',
    async (_, register) => {
      expect(await breaches('src/wallet/zone-routes.ts', routeWithHandler(41, register))).toEqual([
        expect.stringContaining(LONG),
      ]);
    },
    60_000,
  );

  it.each(registrations)(
    'allows a 40-line handler in %s',
    async (_, register) => {
      expect(await breaches('src/wallet/zone-routes.ts', routeWithHandler(40, register))).toEqual(
        [],
      );
    },
    60_000,
  );

  it('leaves long functions that register no route alone', async () => {
    const helper = routeWithHandler(60, (handler) => `const rules = ${handler};`);
    const map = routeWithHandler(60, (handler) => `new Map().set('key', ${handler});`);
    expect(await breaches('src/wallet/zone.ts', helper + map)).toEqual([]);
  }, 60_000);

  it('leaves the tests alone', async () => {
    const code = routeWithHandler(60, (handler) => `app.post('/api/zone', ${handler});`);
    expect(await breaches('src/wallet/zone.test.ts', code)).toEqual([]);
  }, 60_000);
});

/** A route plugin of `lines` lines whose body is `lines - 2` lines of `statement(index)`. */
function routePlugin(lines: number, statement: (index: number) => string): string {
  const body = Array.from({ length: lines - 2 }, (_, index) => `  ${statement(index)}`);
  return ['export async function zoneRoutes(app) {', ...body, '}', ''].join('\n');
}

describe('route plugins of at most 60 lines', () => {
  const route = (index: number) => `app.get('/api/zone/${index}', async () => ${index});`;

  it('refuses a 61-line route plugin', async () => {
    expect(await breaches('src/wallet/zone-routes.ts', routePlugin(61, route))).toEqual([
      expect.stringContaining(LONG_PLUGIN),
    ]);
  }, 60_000);

  it('allows a 60-line route plugin', async () => {
    expect(await breaches('src/wallet/zone-routes.ts', routePlugin(60, route))).toEqual([]);
  }, 60_000);

  it('counts the routes a plugin registers in a scope of its own', async () => {
    const inner = routePlugin(59, route).replace(
      'export async function zoneRoutes(app) {',
      '  app.register(async (scoped) => {',
    );
    const code = `export function zoneRoutes(app) {\n${inner.trimEnd().replace(/app\.get/g, 'scoped.get')});\n}\n`;
    expect(await breaches('src/wallet/zone-routes.ts', code)).toEqual([
      expect.stringContaining(LONG_PLUGIN),
    ]);
  }, 60_000);

  it('leaves a long list of plugins alone', async () => {
    const list = routePlugin(80, (index) => `app.register(zone${index});`);
    expect(await breaches('src/wallet/zone-plugin.ts', list)).toEqual([]);
  }, 60_000);

  it('leaves the tests alone', async () => {
    expect(await breaches('src/wallet/zone.test.ts', routePlugin(80, route))).toEqual([]);
  }, 60_000);
});

describe('a route file calls a service, never a repository', () => {
  const route = (imports: string, call: string) =>
    `${imports}\nexport async function zoneRoutes(app) {\n  app.get('/api/zone', async (request) => ${call}(app.db, { userId: request.userId }));\n}\n`;
  const readsRepository = route("import { loadZone } from './zone-repository.js';", 'loadZone');
  const callsService = route("import { zoneOf } from './zone.js';", 'zoneOf');

  it.each([
    ['src/wallet/zone-routes.ts', readsRepository],
    ['src/wallet/zone-route.ts', readsRepository],
    ['src/wallet/zone/routes.ts', readsRepository],
    [
      'src/wallet/zone-routes.ts',
      "import type { ZoneRow } from '#/accounts/zone-repository.js';\n",
    ],
    ['src/wallet/zone-routes.ts', "export { loadZone } from './zone-repository.js';\n"],
    ['src/wallet/zone-routes.ts', "export const rows = () => import('./zone-repository.js');\n"],
  ])(
    'refuses a repository imported by %s',
    async (file, code) => {
      expect(await breaches(file, code)).toEqual([expect.stringContaining(REPOSITORY)]);
    },
    60_000,
  );

  it('allows the same route calling a service', async () => {
    expect(await breaches('src/wallet/zone-routes.ts', callsService)).toEqual([]);
  }, 60_000);

  it.each(['src/wallet/zone.ts', 'src/wallet/zone-routes.test.ts', 'src/test/zone-routes.ts'])(
    'leaves %s alone: a service reads its repository',
    async (file) => {
      expect(await breaches(file, readsRepository)).toEqual([]);
    },
    60_000,
  );

  it('exempts only a route file that still imports one (lint/routes-reading-repositories.ts)', async () => {
    const eslint = new ESLint({ cwd: apiRoot });
    const routeFiles = globSync(['src/**/*-route.ts', 'src/**/*-routes.ts', 'src/**/routes.ts'], {
      cwd: apiRoot,
    });
    const stale: string[] = [];
    for (const file of routeFiles) {
      const config = (await eslint.calculateConfigForFile(file)) as Linter.Config;
      const exempt = config.rules?.['velas/no-repository-in-routes'] === undefined;
      if (exempt && !/-repository\.js'/.test(readFileSync(join(apiRoot, file), 'utf8')))
        stale.push(file);
    }
    expect(stale).toEqual([]);
  }, 60_000);
});

describe('an import that leaves its module starts at #/', () => {
  it.each([
    ['src/app.ts', "import { x } from './wallet/deposits.js';\n"],
    ['src/wallet/zone.ts', "import { x } from '../db/database.js';\n"],
    ['src/wallet/zone.test.ts', "import { x } from '../clock.js';\n"],
    ['src/wallet/withdrawals/zone.ts', "export { x } from '../../payouts/payouts.js';\n"],
  ])('refuses a relative one in %s', async (file, code) => {
    expect(await breaches(file, code)).toEqual([expect.stringContaining(ROOT)]);
  });

  it.each([
    ['src/app.ts', "import { x } from '#/wallet/deposits.js';\n"],
    ['src/wallet/zone.ts', "import { x } from './deposits.js';\n"],
    ['src/wallet/withdrawals/zone.ts', "import { x } from '../deposits.js';\n"],
  ])('allows %s its own module relative and the rest from the root', async (file, code) => {
    expect(await breaches(file, code)).toEqual([]);
  });
});

describe('the handle, then one named object: at most four parameters', () => {
  const fiveParams =
    'export function settle(tx: object, userId: number, kind: string, now: number, actor: string) {}\n';
  const handleAndInput =
    'export function settle(tx: object, input: { userId: number; now: number }) {}\n';

  it('refuses a function of five positional parameters', async () => {
    expect(await breaches('src/wallet/zone.ts', fiveParams)).toEqual([
      expect.stringContaining(PARAMS),
    ]);
  });

  it('allows the handle and one named input', async () => {
    expect(await breaches('src/wallet/zone.ts', handleAndInput)).toEqual([]);
  });

  it('leaves the tests alone', async () => {
    expect(await breaches('src/wallet/zone.test.ts', fiveParams)).toEqual([]);
  });
});

describe('comments without issue numbers or measured figures (docs/architecture.md#comments)', () => {
  const commented = (comment: string) => `${comment}\nexport const pageSize = 50;\n`;

  it.each([
    ['an issue', '// Issue 34: the page size the review asked for.', '"Issue 34"'],
    ['an issue by its number', '/** Kept small (see issue #12). */', '"issue #12"'],
    ['a review round', '// Settled in review round 66.', '"review round 66"'],
  ])('refuses %s', async (_, comment, found) => {
    expect(await breaches('src/wallet/zone.ts', commented(comment))).toEqual([
      expect.stringContaining(`${ISSUE} (${found})`),
    ]);
  });

  it.each([
    ['a timing', '// A page of 50 answered in 248 ms on the bench.', '"248 ms"'],
    ['a timing in seconds', '/* The first page took 3.2 s cold. */', '"3.2 s"'],
    ['an estimate', '// A round every ~24 s, so 50 is a few minutes.', '"~24 s"'],
    ['a size', '// 50 rows are 12 KB of JSON.', '"12 KB"'],
    ['a rate', '// Past 50 the api served 900 req/s less.', '"900 req/s"'],
    ['a comparison', '// 50 made the query 30% faster than 100.', '"30% faster"'],
  ])('refuses %s', async (_, comment, found) => {
    expect(await breaches('src/wallet/zone.ts', commented(comment))).toEqual([
      expect.stringContaining(`${FIGURE} (${found})`),
    ]);
  });

  it.each([
    ['a rule in whole seconds', '// A Pix charge lives 400 s, as the provider sets it.'],
    ['a duration spelled out', '// The session ends after 5 minutes without a call.'],
    ['a plain percentage', '// An RTP of 97% leaves the house 3% of every bet.'],
    ['the game’s round and a reference the product shows', '// Round 4 arrives; statement #12.'],
    ['a format in backticks', '// Parses `30s`, `250ms` and `2h`.'],
    ['a document cited by anchor', '// docs/architecture.md#performance-targets says why.'],
  ])('allows %s', async (_, comment) => {
    expect(await breaches('src/wallet/zone.ts', commented(comment))).toEqual([]);
  });

  it('holds the tests too', async () => {
    expect(await breaches('src/wallet/zone.test.ts', commented('// Took 248 ms.'))).toEqual([
      expect.stringContaining(FIGURE),
    ]);
  });
});
