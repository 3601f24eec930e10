import { createGlobalStyle } from 'styled-components';
import { REDUCED_MOTION } from './tokens.ts';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* The page's own colour too, not only the body's: index.html paints html dark for the splash,
     and where the document outgrows the body (an open menu below the fold) that splash colour
     would show through a light theme. */
  html {
    color-scheme: ${({ theme }) => theme.mode};
    background: ${({ theme }) => theme.colors.bg};
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    min-height: 100vh;
    min-height: 100dvh;
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.font};
    font-size: ${({ theme }) => theme.type.md};
    line-height: 1.5;
    font-variant-numeric: tabular-nums;
    /* Words and amounts stay whole (docs/design.md#clarity): a long link breaks only when it
       would overflow, and never shrinks a column to one letter a line as 'anywhere' did. */
    overflow-wrap: break-word;
  }
  a { color: ${({ theme }) => theme.colors.primary}; text-underline-offset: 2px; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  h1, h2, h3 { margin: 0 0 ${({ theme }) => theme.space(3)}; font-weight: 700; line-height: 1.25; }
  h1 { font-size: ${({ theme }) => theme.type.xl}; }
  h2 { font-size: ${({ theme }) => theme.type.lg}; }
  h3 { font-size: ${({ theme }) => theme.type.md}; }
  p { max-width: 70ch; }
  @media ${REDUCED_MOTION} {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
