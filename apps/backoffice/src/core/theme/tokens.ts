// The players' app's dark colours (packages/web-core, checked against WCAG AA
// by apps/web/src/core/theme/tokens.test.ts), the back office's radius and font.
import { darkPalette } from '@velas/web-core/palettes';

export const theme = {
  colors: darkPalette,
  radius: '10px',
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  /** Below this width the side menu folds into the compact menu. */
  compact: '(max-width: 760px)',
} as const;

export type AppTheme = typeof theme;
