// Each app's eslint-zones test, linted against the app's real config.
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ruleName = 'import-x/no-restricted-paths';

function zoneBreaches(
  appRoot: string,
  sampleFile: string,
): (file: string, specifier: string) => Promise<string[]> {
  let eslint: ESLint | undefined;

  // Loading the real config (typed lint, resolvers) takes seconds, more on a busy machine.
  beforeAll(async () => {
    const real = (await new ESLint({ cwd: appRoot }).calculateConfigForFile(
      sampleFile,
    )) as Linter.Config;
    const plugins = Object.fromEntries(
      Object.entries(real.plugins ?? {}).filter(([name]) => name === 'import-x'),
    );
    eslint = new ESLint({
      cwd: appRoot,
      overrideConfigFile: true,
      overrideConfig: {
        files: ['**/*.ts', '**/*.tsx'],
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

  return async (file, specifier) => {
    if (!eslint) throw new Error('the zones are not loaded: call zoneBreaches at a file’s top');
    const [result] = await eslint.lintText(`import '${specifier}';\n`, {
      filePath: join(appRoot, 'src', file),
    });
    const messages = result?.messages ?? [];
    const unexpected = messages.filter((message) => message.ruleId !== ruleName);
    expect(unexpected).toEqual([]);
    return messages.map((message) => message.message);
  };
}

interface ZoneCases {
  /** `zone`: the folder of src/ the zone's message starts with. */
  refused: [file: string, specifier: string, zone: string][];
  allowed: [file: string, specifier: string][];
}

export function describeFolderZones(appRoot: string, sampleFile: string, cases: ZoneCases): void {
  const breaches = zoneBreaches(appRoot, sampleFile);
  describe('the folder zones of src/', () => {
    it.each(cases.refused)('%s importing %s breaks the %s zone', async (file, specifier, zone) => {
      expect(await breaches(file, specifier)).toEqual([
        expect.stringContaining(`restricted zone. src/${zone} `),
      ]);
    });
    it.each(cases.allowed)('allows the downward import %s -> %s', async (file, specifier) => {
      expect(await breaches(file, specifier)).toEqual([]);
    });
  });
}
