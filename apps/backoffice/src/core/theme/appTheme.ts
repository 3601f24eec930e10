// The back office's values of the UI kit's theme (packages/web-core/src/theme):
// the players' app's dark colours (checked against WCAG AA by
// apps/web/src/core/theme/appTheme.test.ts), denser controls and type for a
// desk's screen, rounder cards, and the cards spaced by the theme, as its
// screens stack them with no layout between.
import { darkPalette } from '@velas/domain/design-tokens';
import { kitTheme, type KitTheme } from '@velas/web-core/theme/tokens';

const kit = kitTheme('dark', darkPalette);

export interface AppTheme extends KitTheme {
  /** Below this width the side menu folds into the compact menu. */
  compact: string;
}

export const theme: AppTheme = {
  ...kit,
  type: { ...kit.type, md: '15px', lg: '1.1rem', xl: '1.4rem' },
  radius: { sm: '10px', lg: '10px', full: '999px' },
  touch: '40px',
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  cardSpacing: '16px',
  compact: '(max-width: 760px)',
};
