// The route rule of eslint.config.js (docs/architecture.md#web-layers): a
// route module only composes, so it defines no styled component; it may read
// the theme, and a feature below it may style as it likes.
import { join } from 'node:path';
import { textRule } from '@velas/web-testing/eslint-text';
import { describe, expect, it } from 'vitest';

const appRoot = join(import.meta.dirname, '..');
const ruleName = '@typescript-eslint/no-restricted-imports';

const styledRoute =
  "import styled from 'styled-components';\n" +
  'export const Narrow = styled.div`max-width: 420px;`;\n';
const namedStyled =
  "import { css, styled } from 'styled-components';\n" +
  'export const Narrow = styled.div`${css`margin: 0;`}`;\n';
const themeOnly =
  "import { useTheme } from 'styled-components';\n" +
  'export const useGap = () => useTheme().space(2);\n';

// Each with the setting the real config gives its path.
const route = textRule(appRoot, 'src/app/routes/auth/ZoneScreen.tsx', ruleName);
const feature = textRule(appRoot, 'src/features/zone/Zone.tsx', ruleName);

const REFUSED = 'A route (src/app/routes) only composes';

describe('a route module defines no styled component', () => {
  it('refuses the default styled in a route', async () => {
    expect(await route.breaches(styledRoute)).toEqual([expect.stringContaining(REFUSED)]);
  }, 60_000);

  it('refuses the named styled and css in a route, one message each', async () => {
    expect(await route.breaches(namedStyled)).toEqual([
      expect.stringContaining(REFUSED),
      expect.stringContaining(REFUSED),
    ]);
  }, 60_000);

  it('lets a route read the theme', async () => {
    expect(await route.breaches(themeOnly)).toEqual([]);
  }, 60_000);

  it('leaves a feature its styles', async () => {
    expect(await feature.breaches(styledRoute)).toEqual([]);
  }, 60_000);
});
