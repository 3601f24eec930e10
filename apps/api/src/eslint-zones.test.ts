// The folder layers of architecture.ts (docs/architecture.md#api-layers), as
// lint/layer-zones.ts zones them, fire on a deliberate breach of each zone:
// one import, linted as if it sat in the folder named, against the zones the
// real config gives that file.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const apiRoot = join(import.meta.dirname, '..');
const ruleName = 'import-x/no-restricted-paths';
let eslint: ESLint;
let zones: { target: string | string[]; from: string | string[]; message?: string }[] = [];

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
  const [, options] = real.rules?.[ruleName] as [unknown, { zones: typeof zones }];
  zones = options.zones;
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
    ['seed/zone.ts', '../app-parts.js'],
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
    ['barred-list-checks/zone.ts', '../sandbox/barred-list/demo-barred-list.js'],
    ['providers/zone.ts', '../sandbox/providers/demo-provider-routes.js'],
    ['backoffice/reconciliation/zone.ts', '../../sandbox/aggregator/daily-report.js'],
  ])('only the composition imports sandbox/: %s importing %s', async (file, specifier) => {
    expect(await breaches(file, specifier)).toEqual([
      expect.stringContaining(
        'Only the composition (app.ts, app-parts.ts, ops/, commands/) and tests',
      ),
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
    ['auth/zone.ts', '../staff/staff-sign-in.js'],
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
  ])('db/ and http/ know nothing of src but the base: %s importing %s', async (file, specifier) => {
    expect(await breaches(file, specifier)).toEqual([expect.stringContaining('is infrastructure')]);
  });

  it.each([
    ['env.ts', './db/database.js'],
    ['clock.ts', './http/error-handler.js'],
    ['domain-errors.ts', './http/error-handler.js'],
  ])('the base imports nothing of src: %s importing %s', async (file, specifier) => {
    expect(await breaches(file, specifier)).toEqual([expect.stringContaining('are the base')]);
  });

  const oneWay = 'The features run one way';
  it.each([
    // A tier's own neighbours: what two of them share moved down a tier.
    ['protection/zone.ts', '../kyc/kyc-sessions.js'],
    ['providers/zone.ts', '../wallet/received-payments.js'],
    ['barred-list-checks/zone.ts', '../barred-accounts/barred-accounts.js'],
    ['barred-accounts/zone.ts', '../barred-list-checks/barred-list-checks.js'],
    ['oversight/zone.ts', '../reconciliation/combined-reconciliation.js'],
    // A tier above: what composes features moved up.
    ['payouts/zone.ts', '../wallet/withdrawals/timeline.js'],
    ['staff/zone.ts', '../retention/retention.js'],
    ['providers/zone.ts', '../provider-callbacks/callback-events.js'],
    ['wallet/zone.ts', '../games/game-wallet.js'],
    ['games/zone.ts', '../casino/casino-games.js'],
    ['oversight/zone.ts', '../platform/profile.js'],
    ['games/zone.ts', '../reconciliation/game-money.js'],
  ])('a feature imports features of lower tiers only: %s importing %s', async (file, specifier) => {
    expect(await breaches(file, specifier)).toEqual([expect.stringContaining(oneWay)]);
  });

  // Over a hundred lints, which take seconds each on a busy machine.
  it('every feature zone fires, on an import of each module it refuses', async () => {
    const featureZones = zones.filter((zone) => zone.message?.startsWith(oneWay));
    expect(featureZones.length).toBeGreaterThan(10);
    const moduleFile = (folder: string) => {
      const file = readdirSync(join(apiRoot, 'src', folder)).find(
        (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
      );
      return `../${folder}/${String(file).replace(/\.ts$/, '.js')}`;
    };
    for (const zone of featureZones) {
      const target = String(zone.target).replace('./src/', '');
      for (const refused of [zone.from].flat()) {
        const specifier = moduleFile(refused.replace('./src/', ''));
        expect(await breaches(`${target}/zone.ts`, specifier), `${target} -> ${specifier}`).toEqual(
          [expect.stringContaining(`src/${target} is on`)],
        );
      }
    }
  }, 180_000);

  it.each([
    ['app.ts', './backoffice/backoffice-routes.js'],
    ['app.ts', './sandbox/aggregator/sandbox-aggregator.js'],
    ['app-parts.ts', './sandbox/demo-parts.js'],
    ['app-parts.ts', './seed/demo-data-check.js'],
    ['commands/zone.ts', '../sandbox/aggregator/daily-report.js'],
    ['sandbox/aggregator/zone.ts', '../../games/game-aggregator.js'],
    ['ops/zone.ts', '../backoffice/backoffice-routes.js'],
    ['commands/zone.ts', '../staff/staff-accounts.js'],
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
    ['wallet/zone.ts', '../payouts/payouts.js'],
    ['games/zone.ts', '../wallet/closed-account-payout.js'],
    ['barred-list-checks/zone.ts', '../providers/barred-list.js'],
    ['provider-callbacks/zone.ts', '../wallet/received-payments.js'],
    ['oversight/zone.ts', '../games/game-wallet.js'],
    ['reconciliation/zone.ts', '../games/aggregator-client.js'],
    ['reconciliation/zone.ts', '../payouts/payouts.js'],
    ['platform/zone.ts', '../barred-accounts/barred-accounts.js'],
    ['seed/zone.ts', '../deposits/deposits-repository.js'],
    // Another module's repository: the owner's queries (#api-code-rules).
    ['kyc/zone.ts', '../accounts/account-status-repository.js'],
    ['oversight/zone.ts', '../wallet/withdrawals/withdrawals-repository.js'],
    // A module's own repositories, in its subfolders too.
    ['accounts/zone.ts', './accounts-repository.js'],
    ['backoffice/players/zone.ts', './players-repository.js'],
    ['wallet/zone.ts', './withdrawals/withdrawals-repository.js'],
    ['backoffice/queues/zone.ts', '../adjustments/proposals-repository.js'],
  ])('allows the downward import %s -> %s', async (file, specifier) => {
    expect(await breaches(file, specifier)).toEqual([]);
  });
});
