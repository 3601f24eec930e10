// The text rule of eslint.config.js (`velas/no-inline-text`,
// docs/architecture.md#texts) fires on a deliberate pt-BR literal in a
// component and leaves a component that reads its texts from a texts module
// alone. Each case lints a few lines as if they sat at the path named, with
// the rule the real config gives that path. No component of src/ is exempt.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const webRoot = join(import.meta.dirname, '..');
const ruleName = 'velas/no-inline-text';
const COMPONENT = 'src/features/wallet/Zone.tsx';
let real: Linter.Config;
let eslint: ESLint;

// Loading the real config (typed lint, resolvers) takes seconds, more on a busy machine.
beforeAll(async () => {
  real = (await new ESLint({ cwd: webRoot }).calculateConfigForFile(COMPONENT)) as Linter.Config;
  eslint = new ESLint({
    cwd: webRoot,
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

/** The texts the rule reports in `code`, linted as if it sat at `file` (relative to apps/web). */
async function breaches(code: string, file = COMPONENT): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(webRoot, file) });
  const messages = result?.messages ?? [];
  expect(messages.filter((message) => message.ruleId !== ruleName)).toEqual([]);
  return messages.map((message) => /\("(.*)"\)/.exec(message.message)?.[1] ?? message.message);
}

const component = (jsx: string) =>
  `import { copy } from './copy';\nexport function Zone({ n }: { n: number }) {\n  return (${jsx});\n}\n`;

describe('no user-facing text inline in JSX', () => {
  it('is on, as an error, for the components of src/', () => {
    expect(real.rules?.[ruleName]).toEqual([2]);
  });

  it('refuses a pt-BR literal in a component', async () => {
    expect(await breaches(component('<p>Saldo disponível</p>'))).toEqual(['Saldo disponível']);
  });

  it('allows the same component reading the text from its texts module', async () => {
    expect(await breaches(component('<p>{copy.availableBalance}</p>'))).toEqual([]);
  });

  it.each([
    ['a text prop of an element', '<input placeholder="Digite o CPF" />', 'Digite o CPF'],
    ['an aria-label', '<nav aria-label="Menu principal" />', 'Menu principal'],
    ['a template with a value', '<img alt={`Rodada ${n}`} />', 'Rodada'],
    ['a text prop of a component', '<Field label="Valor do saque" />', 'Valor do saque'],
    ['a prop named like a text', '<Card emptyText="Nada por aqui" />', 'Nada por aqui'],
    ['a literal child', "<p>{n > 1 ? 'rodadas' : 'rodada'}</p>", 'rodadas'],
    ['a literal after a value', '<p>{n} rodadas</p>', 'rodadas'],
    ['an item of a table head', "<Table head={['Data', copy.amount]} />", 'Data'],
    ['a literal inside a template', "<p>{`${n > 1 ? 'rodadas' : ''}`}</p>", 'rodadas'],
  ])('refuses %s', async (_, jsx, text) => {
    expect(await breaches(component(jsx))).toContain(text);
  });

  it.each([
    [
      'class names, ids, test ids and roles',
      '<p className="wide" id="saldo" data-testid="saldo" role="status" />',
    ],
    ['a path and a type', '<a href="/entrar" type="button" />'],
    ['an id that names the label', '<section aria-labelledby="saldo-titulo" />'],
    ['a unit beside a number', '<p>{n}x · R$ {n} · {n}%</p>'],
    ['numbers and punctuation', "<p>{n} / 10 — {' '}(2){'…'}</p>"],
    ['a name on an html element (a form field)', '<input name="mode" />'],
  ])('allows %s', async (_, jsx) => {
    expect(await breaches(component(jsx))).toEqual([]);
  });

  it('leaves the tests and the test helpers alone', async () => {
    for (const file of ['src/features/wallet/Zone.test.tsx', 'src/test/zone.tsx']) {
      const config = (await new ESLint({ cwd: webRoot }).calculateConfigForFile(
        file,
      )) as Linter.Config;
      expect(config.rules?.[ruleName]).toBeUndefined();
    }
  });
});

describe('every component of src/', () => {
  it('is held by the rule: none is exempt', async () => {
    const checker = new ESLint({ cwd: webRoot });
    const components = readdirSync(join(webRoot, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .filter((file) => !file.startsWith('test/'));
    const exempt: string[] = [];
    for (const file of components) {
      const config = (await checker.calculateConfigForFile(`src/${file}`)) as Linter.Config;
      if (!config.rules?.[ruleName]) exempt.push(file);
    }
    expect(exempt).toEqual([]);
  }, 120_000);
});
