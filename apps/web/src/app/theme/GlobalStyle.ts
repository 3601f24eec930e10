import { createGlobalStyle } from 'styled-components';
import { media } from './media';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: ${({ theme }) => theme.mode}; }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.page};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.font};
    font-size: 15px;
    line-height: 1.5;
    font-variant-numeric: tabular-nums;
  }
  a { color: ${({ theme }) => theme.colors.link}; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
  h1, h2, h3 { margin: 0 0 12px; font-weight: 600; }
  ${media.reducedMotion} {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
