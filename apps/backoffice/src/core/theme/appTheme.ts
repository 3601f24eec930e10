// The players' app's dark colours (checked against WCAG AA by its own test),
// denser for a desk's screen, cards spaced by the theme.
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
