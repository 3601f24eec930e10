import { GlobalStyle } from '@velas/web-core/theme/GlobalStyle';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from './appTheme.ts';

export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
