// The players' app's dark tokens (apps/web/src/core/theme/tokens.ts, checked
// there against WCAG AA), copied: apps never import each other.
export const theme = {
  colors: {
    bg: '#0e1015',
    surface: '#171a21',
    raised: '#1f232c',
    border: '#2a2f3a',
    control: '#6f7687',
    text: '#f2f4f7',
    muted: '#a3a9b6',
    primary: '#a5b4fc',
    onPrimary: '#14123a',
    gain: '#34d399',
    loss: '#f87171',
    warning: '#fbbf24',
    tint: 'rgba(165, 180, 252, 0.08)',
    focus: '#a5b4fc',
    scrim: 'rgba(0, 0, 0, 0.65)',
  },
  radius: '10px',
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  /** Below this width the side menu folds into the compact menu. */
  compact: '(max-width: 760px)',
} as const;

export type AppTheme = typeof theme;
