// The text rule of eslint.config.js (`velas/no-inline-text`,
// docs/architecture.md#texts) fires on a deliberate pt-BR literal in a
// component and leaves a component that reads its texts from a texts module
// alone. Each case lints a few lines as if they sat at the path named, with
// the rule the real config gives that path (the harness:
// tooling/web-testing/src/eslint-text.ts). No component of src/ is exempt.
import { join } from 'node:path';
import {
  exemptComponents,
  proseRuleName,
  textRule,
  textRuleName,
} from '@velas/web-testing/eslint-text';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const webRoot = join(import.meta.dirname, '..');
const { setting, breaches } = textRule(webRoot, 'src/features/wallet/Zone.tsx');

const component = (jsx: string) =>
  `import { copy } from './copy.ts';\nexport function Zone({ n }: { n: number }) {\n  return (${jsx});\n}\n`;

describe('no user-facing text inline in JSX', () => {
  it('is on, as an error, for the components of src/', () => {
    expect(setting()).toEqual([2]);
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
      expect(config.rules?.[textRuleName]).toBeUndefined();
    }
  });
});

describe('no pt-BR sentence in a string outside JSX', () => {
  const prose = textRule(webRoot, 'src/features/wallet/words.ts', proseRuleName);
  const module = (line: string) => `const n = 2;\n${line}\nexport { n };\n`;

  it('is on, as an error, for the modules of src/', () => {
    expect(prose.setting()).toEqual([2]);
  });

  it.each([
    ['a constant', "const title = 'Saldo disponível';", 'Saldo disponível'],
    [
      'a sentence without accents',
      "const lead = 'Saque de todo o saldo';",
      'Saque de todo o saldo',
    ],
    [
      'a template with a value',
      'const left = `Faltam ${n} rodadas para o fim`;',
      'rodadas para o fim',
    ],
    ['a call argument', "console.log('Falha ao entrar');", 'Falha ao entrar'],
  ])('refuses %s', async (_, line, text) => {
    expect(await prose.breaches(module(line))).toContain(text);
  });

  it.each([
    [
      'a key, a type and a path',
      "const keys = ['wallet.balance', 'application/json', '/admin/deposit'];",
    ],
    ['an English message', "const reason = 'the worker failed to start';"],
    ['English with a word pt-BR shares', "const reason = 'no icon for this route';"],
    ['a single word', "const tab = 'Rodadas';"],
    ['CSS in a tagged template', 'const css = String.raw`margin: 0 auto; font: 1em sans-serif`;'],
  ])('allows %s', async (_, line) => {
    expect(await prose.breaches(module(line))).toEqual([]);
  });

  it('leaves the texts modules and the tests alone', async () => {
    for (const file of [
      'src/features/wallet/copy.ts',
      'src/layouts/navigation.copy.ts',
      'src/features/wallet/words.test.ts',
      'src/test/zone.ts',
    ]) {
      const config = (await new ESLint({ cwd: webRoot }).calculateConfigForFile(
        file,
      )) as Linter.Config;
      expect(config.rules?.[proseRuleName]).toBeUndefined();
    }
  });
});

describe('every component of src/', () => {
  it('is held by the rule: none is exempt', async () => {
    expect(await exemptComponents(webRoot)).toEqual([]);
  }, 120_000);
});
