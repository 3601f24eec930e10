// The folder layers of eslint.config.js (docs/architecture.md#api-layers)
// fire on a deliberate breach of each zone: one import, linted as if it sat
// in the folder named, against the zones the real config gives that file.
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const apiRoot = join(import.meta.dirname, '..');
const ruleName = 'import-x/no-restricted-paths';
let eslint: ESLint;

// Loading the real config (typed lint, resolvers) takes seconds, more on a busy machine.
beforeAll(async () => {
  const real = (await new ESLint({ cwd: apiRoot }).calculateConfigForFile(
    'src/wallet/deposits.ts',
  )) as Linter.Config;
  const plugins = Object.fromEntries(
    Object.entries(real.plugins ?? {}).filter(([name]) => name === 'import-x'),
  );
  eslint = new ESLint({
    cwd: apiRoot,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.ts'],
      plugins,
      settings: real.settings,
      languageOptions: {
        parser: real.languageOptions?.parser,
        parserOptions: { sourceType: 'module' },
      },
      rules: { [ruleName]: real.rules?.[ruleName] },
    },
  });
  expect(real.rules?.[ruleName]).toBeDefined();
}, 120_000);

/** The zone messages an import raises in a file placed at `file` (relative to src/). */
async function breaches(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import '${specifier}';\n`, {
    filePath: join(apiRoot, 'src', file),
  });
  const messages = result?.messages ?? [];
  const unexpected = messages.filter((message) => message.ruleId !== ruleName);
  expect(unexpected).toEqual([]);
  return messages.map((message) => message.message);
}

describe('the folder layers of src/', () => {
  it.each([
    ['wallet/zone.ts', '../app.js'],
    ['platform/zone.ts', '../server.js'],
    ['staff/zone.ts', '../ops/ops-app.js'],
    ['casino/zone.ts', '../commands/backup-files.js'],
    ['backoffice/queues/zone.ts', '../../ops/ops-app.js'],
  ])('nothing imports the composition: %s importing %s', async (file, specifier) => {
    expect(await breaches(file, specifier)).toEqual([
      expect.stringContaining('Nothing imports the composition'),
    ]);
  });

  it.each([
    ['games/zone.ts', '../sandbox/aggregator/sandbox-aggregator.js'],
    ['oversight/zone.ts', '../sandbox/aggregator/daily-report.js'],
    ['payouts/zone.ts', '../sandbox/payouts/demo-payout-provider.js'],
    ['impedidos/zone.ts', '../sandbox/impedidos/demo-impedidos.js'],
    ['providers/zone.ts', '../sandbox/providers/demo-provider-routes.js'],
    ['backoffice/reconciliation/zone.ts', '../../sandbox/aggregator/daily-report.js'],
  ])('only the composition imports sandbox/: %s importing %s', async (file, specifier) => {
    expect(await breaches(file, specifier)).toEqual([
      expect.stringContaining('Only the composition (app.ts, ops/, commands/) and tests'),
    ]);
  });

  it.each([
    ['staff/zone.ts', '../backoffice/backoffice-routes.js'],
    ['oversight/zone.ts', '../backoffice/queues/release-rule.js'],
  ])('only the ops listener imports backoffice/: %s importing %s', async (file, specifier) => {
    expect(await breaches(file, specifier)).toEqual([
      expect.stringContaining('Only the ops listener imports backoffice/'),
    ]);
  });

  it.each([
    // The sign-in's throttle is auth's; the sign-in doors sit above it.
    ['auth/zone.ts', '../staff/staff-repository.js'],
    ['auth/zone.ts', '../platform/auth-routes.js'],
    // The settings sit below the seed, whose data they are handed.
    ['settings/zone.ts', '../seed/demo-account.js'],
    ['money/zone.ts', '../wallet/deposits.js'],
    ['accounts/zone.ts', '../protection/status.js'],
  ])('the shared modules import no feature: %s importing %s', async (file, specifier) => {
    expect(await breaches(file, specifier)).toEqual([
      expect.stringContaining('The shared modules'),
    ]);
  });

  it.each([
    ['db/zone.ts', '../http/error-handler.js'],
    ['db/zone.ts', '../money/ledger.js'],
    ['http/zone.ts', '../db/database.js'],
    ['http/zone.ts', '../settings/runtime.js'],
  ])(
    'db/ and http/ know nothing of src but the ground: %s importing %s',
    async (file, specifier) => {
      expect(await breaches(file, specifier)).toEqual([
        expect.stringContaining('is infrastructure'),
      ]);
    },
  );

  it.each([
    ['env.ts', './db/database.js'],
    ['clock.ts', './http/error-handler.js'],
    ['domain-errors.ts', './http/error-handler.js'],
  ])('the ground imports nothing of src: %s importing %s', async (file, specifier) => {
    expect(await breaches(file, specifier)).toEqual([expect.stringContaining('are the ground')]);
  });

  it.each([
    ['app.ts', './backoffice/backoffice-routes.js'],
    ['app.ts', './sandbox/aggregator/sandbox-aggregator.js'],
    ['commands/zone.ts', '../sandbox/aggregator/daily-report.js'],
    ['sandbox/aggregator/zone.ts', '../../games/game-aggregator.js'],
    ['ops/zone.ts', '../backoffice/backoffice-routes.js'],
    ['commands/zone.ts', '../staff/staff-repository.js'],
    ['backoffice/zone.ts', '../wallet/deposits.js'],
    ['platform/zone.ts', '../auth/login-throttle.js'],
    ['staff/zone.ts', '../auth/login-throttle.js'],
    ['wallet/zone.ts', '../protection/status.js'],
    ['money/zone.ts', '../audit/audit-trail.js'],
    ['settings/zone.ts', '../db/database.js'],
    ['db/zone.ts', '../env.js'],
    ['http/zone.ts', '../clock.js'],
    ['http/zone.ts', '../domain-errors.js'],
    ['payouts/zone.ts', '../domain-errors.js'],
  ])('allows the downward import %s -> %s', async (file, specifier) => {
    expect(await breaches(file, specifier)).toEqual([]);
  });
});
