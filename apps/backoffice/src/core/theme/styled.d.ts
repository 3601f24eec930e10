// This app's theme is styled-components' DefaultTheme (packages/web-core/src/theme/styled.ts).
import '@velas/web-core/theme/styled';
import type { AppTheme } from './appTheme.ts';

declare module '@velas/web-core/theme/styled' {
  interface ThemeRegister {
    theme: AppTheme;
  }
}
