// DESIGN.md tokens as the styled-components theme.
import type { ColourMode, SidebarColour, ThemeState } from './themeSlice';

const accents = {
  primary: '#e14eca',
  info: '#1d8cf8',
  success: '#00f2c3',
  warning: '#ff8d72',
  danger: '#fd5d93',
  purple: '#ba54f5',
} as const;

const surfaces: Record<
  ColourMode,
  {
    page: string;
    card: string;
    text: string;
    muted: string;
    border: string;
    /** Link text: the info blue is 4.2:1 on a dark card, below AA's 4.5. */
    link: string;
    /** Danger-coloured text: the pink accent is 2.7:1 on the light page. */
    dangerText: string;
  }
> = {
  dark: {
    page: '#1e1e2f',
    card: '#27293d',
    text: 'rgba(255,255,255,0.85)',
    muted: 'rgba(255,255,255,0.6)',
    border: 'rgba(255,255,255,0.1)',
    link: '#4ea2f9',
    dangerText: accents.danger,
  },
  // #9a9a9a on white is 2.8:1; muted text stays readable (AA) at #6b6b6b.
  light: {
    page: '#f5f6fa',
    card: '#ffffff',
    text: '#344675',
    muted: '#6b6b6b',
    border: 'rgba(34,42,66,0.15)',
    link: '#0b63c4',
    dangerText: '#c2185b',
  },
};

export const sidebarGradients: Record<SidebarColour, [string, string]> = {
  primary: ['#ba54f5', '#e14eca'],
  blue: ['#3358f4', '#1d8cf8'],
  green: ['#0098f0', '#00f2c3'],
};

export function buildTheme({ mode, sidebar }: ThemeState) {
  const [from, to] = sidebarGradients[sidebar];
  return {
    mode,
    colors: { ...accents, ...surfaces[mode] },
    sidebar: { from, to, gradient: `linear-gradient(0deg, ${from} 0%, ${to} 100%)` },
    radius: '6px',
    shadow: '0 1px 20px 0 rgba(0,0,0,0.1)',
    touch: '44px',
    font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  };
}

export type AppTheme = ReturnType<typeof buildTheme>;
