import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { useAppSelector } from '../hooks';
import { GlobalStyle } from './GlobalStyle';
import { selectTheme } from './themeSlice';
import { buildTheme } from './tokens';

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
