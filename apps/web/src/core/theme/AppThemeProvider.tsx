import { GlobalStyle } from '@velas/web-core/theme/GlobalStyle';
import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { useAppSelector } from '../hooks.ts';
import { buildTheme } from './appTheme.ts';
import { selectTheme } from './themeSlice.ts';

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const choice = useAppSelector(selectTheme);
  const theme = useMemo(() => buildTheme(choice), [choice]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
