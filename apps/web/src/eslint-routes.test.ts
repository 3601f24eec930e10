// The route rule of eslint.config.js (docs/architecture.md#web-layers): a
// route module only composes, so it defines no styled component; it may read
// the theme, and a feature below it may style as it likes.
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const appRoot = join(import.meta.dirname, '..');
const ruleName = '@typescript-eslint/no-restricted-imports';
const ROUTE = 'src/app/routes/auth/ZoneScreen.tsx';

const styledRoute =
  "import styled from 'styled-components';\n" +
  'export const Narrow = styled.div`max-width: 420px;`;\n';
const namedStyled =
  "import { css, styled } from 'styled-components';\n" +
  'export const Narrow = styled.div`${css`margin: 0;`}`;\n';
const themeOnly =
  "import { useTheme } from 'styled-components';\n" +
  'export const useGap = () => useTheme().space(2);\n';

/** The rule's messages for `code` linted at `file`, with the setting the real config gives that file. */
async function breaches(code: string, file = ROUTE): Promise<string[]> {
  const real = (await new ESLint({ cwd: appRoot }).calculateConfigForFile(file)) as Linter.Config;
  const eslint = new ESLint({
    cwd: appRoot,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.ts', '**/*.tsx'],
      plugins: real.plugins ?? {},
      languageOptions: {
        parser: real.languageOptions?.parser,
        parserOptions: { sourceType: 'module', ecmaFeatures: { jsx: true } },
      },
      rules: { [ruleName]: real.rules?.[ruleName] ?? 'off' },
    },
  });
  const [result] = await eslint.lintText(code, { filePath: join(appRoot, file) });
  return (result?.messages ?? []).map((message) => message.message);
}

const REFUSED = 'Uma rota (src/app/routes) só compõe';

describe('a route module defines no styled component', () => {
  it('refuses the default styled in a route', async () => {
    expect(await breaches(styledRoute)).toEqual([expect.stringContaining(REFUSED)]);
  }, 60_000);

  it('refuses the named styled and css in a route, one message each', async () => {
    expect(await breaches(namedStyled)).toEqual([
      expect.stringContaining(REFUSED),
      expect.stringContaining(REFUSED),
    ]);
  }, 60_000);

  it('lets a route read the theme', async () => {
    expect(await breaches(themeOnly)).toEqual([]);
  }, 60_000);

  it('leaves a feature its styles', async () => {
    expect(await breaches(styledRoute, 'src/features/zone/Zone.tsx')).toEqual([]);
  }, 60_000);
});
