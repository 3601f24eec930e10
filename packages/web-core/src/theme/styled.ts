// styled-components' theme type (DefaultTheme) is the app's theme, which
// extends the kit's KitTheme. An app names it once (apps/web/src/core/theme/styled.d.ts,
// apps/backoffice/src/core/theme/styled.d.ts):
//   declare module '@velas/web-core/theme/styled' { interface ThemeRegister { theme: AppTheme } }
// Checked on its own, this package reads KitTheme.
import 'styled-components';
import type { KitTheme } from './tokens.ts';

/** Where an app registers its theme (`theme: AppTheme`) by declaration merging. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each app's declaration
export interface ThemeRegister {}

type RegisteredTheme = ThemeRegister extends { theme: infer Theme extends KitTheme }
  ? Theme
  : KitTheme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends RegisteredTheme {}
}
