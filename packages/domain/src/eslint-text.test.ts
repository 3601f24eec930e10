// The prose rule of eslint.config.js (`velas/no-inline-prose`,
// docs/architecture.md#texts) fires on a deliberate pt-BR error written in a
// schema and leaves the same schema reading its text from messages/ alone.
// Each case lints a few lines as if they sat at the path named, with the rule
// the real config gives that path (as the apps' eslint-text tests do).
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const RULE = 'velas/no-inline-prose';
const domainRoot = decodeURIComponent(new URL('..', import.meta.url).pathname);
const schemaFile = 'src/schemas/zone.ts';

const configFor = async (file: string) =>
  (await new ESLint({ cwd: domainRoot }).calculateConfigForFile(file)) as Linter.Config;

let real: Linter.Config | undefined;
let eslint: ESLint | undefined;

// Loading the real config (typed lint, resolvers) takes seconds, more on a busy machine.
beforeAll(async () => {
  real = await configFor(schemaFile);
  eslint = new ESLint({
    cwd: domainRoot,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.ts'],
      plugins: real.plugins ?? {},
      languageOptions: {
        parser: real.languageOptions?.parser,
        parserOptions: { sourceType: 'module' },
      },
      rules: { [RULE]: real.rules?.[RULE] ?? 'off' },
    },
  });
}, 120_000);

/** The texts the rule reports in `code`, linted as the schema module. */
async function breaches(code: string): Promise<string[]> {
  if (!eslint) throw new Error('the rule is not loaded');
  const [result] = await eslint.lintText(code, { filePath: `${domainRoot}${schemaFile}` });
  const messages = result?.messages ?? [];
  expect(messages.filter((message) => message.ruleId !== RULE)).toEqual([]);
  return messages.map((message) => /\("(.*)"\)/.exec(message.message)?.[1] ?? message.message);
}

const schema = (error: string) =>
  [
    "import { z } from 'zod';",
    "import { alertsMessages } from '../messages/alerts.js';",
    `export const houseSchema = z.string().min(1, { error: ${error} });`,
    'export const used = alertsMessages;',
    '',
  ].join('\n');

describe('no pt-BR error written inline in a schema of the domain', () => {
  it('is on, as an error, for the schemas', () => {
    expect(real?.rules?.[RULE]).toEqual([2, { documentationKeys: ['description'] }]);
  });

  it('refuses a pt-BR error written in the schema', async () => {
    expect(await breaches(schema("'Casa de apostas desconhecida.'"))).toEqual([
      'Casa de apostas desconhecida.',
    ]);
  });

  it('allows the same schema reading its error from messages/', async () => {
    expect(await breaches(schema('alertsMessages.alertBetHouseUnknown'))).toEqual([]);
  });

  it('refuses an error built in a template', async () => {
    expect(await breaches(schema('`Use no máximo ${String(3)} caracteres.`'))).toEqual([
      'Use no máximo',
    ]);
  });

  it('allows an OpenAPI description, documentation for developers, but not an error beside it', async () => {
    const code = [
      "import { z } from 'zod';",
      'export const day = (from: boolean) =>',
      "  z.string({ error: 'Data inválida para o dia.' }).meta({",
      "    description: from ? 'Início do período, incluído.' : 'Fim do período, excluído.',",
      "    examples: ['2026-03-10'],",
      '  });',
      '',
    ].join('\n');
    expect(await breaches(code)).toEqual(['Data inválida para o dia.']);
  });

  it('leaves the texts modules and the tests alone', async () => {
    for (const file of [
      'src/messages/zone.ts',
      'src/backoffice/texts.ts',
      'src/staff/staff-messages.ts',
      'src/schemas/zone.test.ts',
    ]) {
      expect((await configFor(file)).rules?.[RULE], file).toBeUndefined();
    }
  }, 60_000);
});
