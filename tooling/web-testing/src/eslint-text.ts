// Each app's eslint-text test, linted against the app's real config.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, expect } from 'vitest';

export const textRuleName = 'velas/no-inline-text';
export const proseRuleName = 'velas/no-inline-prose';

interface TextRule {
  setting: () => unknown;
  breaches: (code: string, file?: string) => Promise<string[]>;
}

export function textRule(appRoot: string, component: string, rule = textRuleName): TextRule {
  let real: Linter.Config | undefined;
  let eslint: ESLint | undefined;

  // Loading the real config (typed lint, resolvers) takes seconds, more on a busy machine.
  beforeAll(async () => {
    real = (await new ESLint({ cwd: appRoot }).calculateConfigForFile(component)) as Linter.Config;
    eslint = new ESLint({
      cwd: appRoot,
      overrideConfigFile: true,
      overrideConfig: {
        files: ['**/*.ts', '**/*.tsx'],
        plugins: real.plugins ?? {},
        languageOptions: {
          parser: real.languageOptions?.parser,
          parserOptions: { sourceType: 'module', ecmaFeatures: { jsx: true } },
        },
        rules: { [rule]: real.rules?.[rule] ?? 'off' },
      },
    });
  }, 120_000);

  return {
    setting: () => real?.rules?.[rule],
    async breaches(code, file = component) {
      if (!eslint) throw new Error('the rule is not loaded: call textRule at a file’s top');
      const [result] = await eslint.lintText(code, { filePath: join(appRoot, file) });
      const messages = result?.messages ?? [];
      expect(messages.filter((message) => message.ruleId !== rule)).toEqual([]);
      return messages.map((message) => /\("(.*)"\)/.exec(message.message)?.[1] ?? message.message);
    },
  };
}

export async function exemptComponents(appRoot: string): Promise<string[]> {
  const checker = new ESLint({ cwd: appRoot });
  const components = readdirSync(join(appRoot, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .filter((file) => !file.startsWith('test/'));
  const exempt: string[] = [];
  for (const file of components) {
    const config = (await checker.calculateConfigForFile(`src/${file}`)) as Linter.Config;
    if (!config.rules?.[textRuleName]) exempt.push(file);
  }
  return exempt;
}
