// An app names its theme once by declaration merging:
//   declare module '@velas/web-core/theme/styled' { interface ThemeRegister { theme: AppTheme } }
// Checked on its own, this package reads KitTheme.
import 'styled-components';
import type { KitTheme } from './tokens.ts';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each app's declaration
export interface ThemeRegister {}

type RegisteredTheme = ThemeRegister extends { theme: infer Theme extends KitTheme }
  ? Theme
  : KitTheme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends RegisteredTheme {}
}
