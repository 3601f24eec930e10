// The text rule (`velas/no-inline-text`, docs/architecture.md#texts) holds
// the back office too: a pt-BR literal in a screen fails lint, the same screen
// reading backofficeTexts passes, and no screen is exempt. The cases of what
// the rule counts as text are proven in apps/web/src/eslint-text.test.ts.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const appRoot = join(import.meta.dirname, '..');
const ruleName = 'velas/no-inline-text';
const SCREEN = 'src/features/audit/Zone.tsx';
let real: Linter.Config;
let eslint: ESLint;

beforeAll(async () => {
  real = (await new ESLint({ cwd: appRoot }).calculateConfigForFile(SCREEN)) as Linter.Config;
  eslint = new ESLint({
    cwd: appRoot,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.tsx'],
      plugins: real.plugins ?? {},
      languageOptions: {
        parser: real.languageOptions?.parser,
        parserOptions: { sourceType: 'module', ecmaFeatures: { jsx: true } },
      },
      rules: { [ruleName]: real.rules?.[ruleName] ?? 'off' },
    },
  });
}, 120_000);

async function breaches(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(appRoot, SCREEN) });
  const messages = result?.messages ?? [];
  expect(messages.filter((message) => message.ruleId !== ruleName)).toEqual([]);
  return messages.map((message) => message.message);
}

const screen = (jsx: string) =>
  `import { backofficeTexts } from '@velas/domain/backoffice/texts';\nexport function Zone() {\n  return (${jsx});\n}\n`;

describe('no user-facing text inline in the back office', () => {
  it('refuses a pt-BR literal in a screen', async () => {
    expect(real.rules?.[ruleName]).toEqual([2]);
    expect(await breaches(screen('<h1>Fila de saques</h1>'))).toEqual([
      expect.stringContaining('Fila de saques'),
    ]);
  });

  it('allows the same screen reading backofficeTexts', async () => {
    expect(await breaches(screen('<h1>{backofficeTexts.brand}</h1>'))).toEqual([]);
  });

  it('exempts no screen', async () => {
    const checker = new ESLint({ cwd: appRoot });
    const screens = readdirSync(join(appRoot, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .filter((file) => !file.startsWith('test/'));
    const exempt: string[] = [];
    for (const file of screens) {
      const config = (await checker.calculateConfigForFile(`src/${file}`)) as Linter.Config;
      if (!config.rules?.[ruleName]) exempt.push(file);
    }
    expect(exempt).toEqual([]);
  }, 120_000);
});
