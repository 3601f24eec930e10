// Each app's eslint-naming test, linted against the app's real config.
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ruleNames = [
  'check-file/filename-naming-convention',
  'check-file/folder-naming-convention',
] as const;

interface NamingCases {
  refused: [file: string, named: string][];
  allowed: string[];
}

export function describeNamingRule(appRoot: string, cases: NamingCases): void {
  let eslint: ESLint | undefined;

  // Loading the real config (typed lint, resolvers) takes seconds, more on a busy machine.
  beforeAll(async () => {
    const real = (await new ESLint({ cwd: appRoot }).calculateConfigForFile(
      'src/core/api.ts',
    )) as Linter.Config;
    for (const rule of ruleNames) expect(real.rules?.[rule]).toBeDefined();
    eslint = new ESLint({ cwd: appRoot });
  }, 120_000);

  const namingMessages = async (file: string) => {
    if (!eslint) throw new Error('the rules are not loaded');
    // Each path with the rules its own config block gives it (the exceptions are ignores).
    const config = (await eslint.calculateConfigForFile(file)) as Linter.Config | undefined;
    const linter = new ESLint({
      cwd: appRoot,
      overrideConfigFile: true,
      overrideConfig: {
        files: ['**/*.ts', '**/*.tsx'],
        plugins: Object.fromEntries(
          Object.entries(config?.plugins ?? {}).filter(([name]) => name === 'check-file'),
        ),
        languageOptions: { parser: config?.languageOptions?.parser },
        rules: Object.fromEntries(ruleNames.map((rule) => [rule, config?.rules?.[rule] ?? 'off'])),
      },
    });
    const [result] = await linter.lintText('export {};\n', { filePath: join(appRoot, file) });
    return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
  };

  describe('files and folders are named after what they hold', () => {
    it.each(cases.refused)('refuses %s', async (file, named) => {
      expect(await namingMessages(file)).toEqual([
        expect.stringMatching(new RegExp(`^check-file/.*"${named.replace('.', '\\.')}"`)),
      ]);
    });
    it.each(cases.allowed)('allows %s', async (file) => {
      expect(await namingMessages(file)).toEqual([]);
    });
  });
}
