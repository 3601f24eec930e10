// Each app's eslint-extensions test, linted against the app's real config.
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ruleName = 'import-x/extensions';

const everyImportOf = (specifier: string) =>
  `import { a } from '${specifier}';\n` +
  `import type { B } from '${specifier}';\n` +
  `export { c } from '${specifier}';\n` +
  `export const d = (b: B) => [a, b, import('${specifier}')];\n`;

interface Linted {
  messages: string[];
  fixed: string;
}

function extensionRule(
  appRoot: string,
  sampleFile: string,
): (file: string, code: string) => Promise<Linted> {
  let check: ESLint | undefined;
  let fix: ESLint | undefined;

  // Loading the real config (typed lint, resolvers) takes seconds, more on a busy machine.
  beforeAll(async () => {
    const real = (await new ESLint({ cwd: appRoot }).calculateConfigForFile(
      sampleFile,
    )) as Linter.Config;
    expect(real.rules?.[ruleName]).toBeDefined();
    const options: ESLint.Options = {
      cwd: appRoot,
      overrideConfigFile: true,
      overrideConfig: {
        files: ['**/*.ts', '**/*.tsx'],
        plugins: Object.fromEntries(
          Object.entries(real.plugins ?? {}).filter(([name]) => name === 'import-x'),
        ),
        settings: real.settings,
        languageOptions: {
          parser: real.languageOptions?.parser,
          parserOptions: { sourceType: 'module' },
        },
        rules: { [ruleName]: real.rules?.[ruleName] },
      },
    };
    check = new ESLint(options);
    fix = new ESLint({ ...options, fix: true });
  }, 120_000);

  return async (file, code) => {
    if (!check || !fix)
      throw new Error('the rule is not loaded: call extensionRule at a file’s top');
    const filePath = join(appRoot, 'src', file);
    const [checked] = await check.lintText(code, { filePath });
    const [fixed] = await fix.lintText(code, { filePath });
    const messages = checked?.messages ?? [];
    expect(messages.filter((message) => message.ruleId !== ruleName)).toEqual([]);
    return { messages: messages.map((message) => message.message), fixed: fixed?.output ?? code };
  };
}

interface ExtensionCases {
  /** The file (relative to src/), the import, the import `eslint --fix` writes. */
  refused: [file: string, specifier: string, named: string][];
  allowed: [file: string, specifier: string][];
}

export function describeExtensionRule(
  appRoot: string,
  sampleFile: string,
  cases: ExtensionCases,
): void {
  const lint = extensionRule(appRoot, sampleFile);
  describe('an import names the file with its extension', () => {
    it.each(cases.refused)('%s importing %s must name %s', async (file, specifier, named) => {
      const extension = named.slice(named.lastIndexOf('.') + 1);
      const { messages, fixed } = await lint(file, everyImportOf(specifier));
      expect(messages).toEqual(
        Array.from({ length: 4 }, () => `Missing file extension "${extension}" for "${specifier}"`),
      );
      expect(fixed).toBe(everyImportOf(named));
    });
    it.each(cases.allowed)('allows %s importing %s', async (file, specifier) => {
      expect((await lint(file, everyImportOf(specifier))).messages).toEqual([]);
    });
  });
}
