// A component of the kit rendered as the apps render it: inside a
// styled-components theme with the player app's light values.
import { render } from '@testing-library/react';
import { lightPalette } from '@velas/domain/design-tokens';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { kitTheme } from '../src/theme/tokens.ts';

const theme = kitTheme('light', lightPalette);

export function renderKit(ui: ReactElement) {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    ),
  });
}
