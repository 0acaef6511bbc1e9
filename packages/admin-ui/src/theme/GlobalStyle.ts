import { createGlobalStyle } from 'styled-components';
import { themeToCssVariables, vars, type ThemeTokens } from './tokens';

/** Writes the theme's tokens as CSS variables on :root, plus a small, neutral base. */
export const GlobalStyle = createGlobalStyle<{ $theme: ThemeTokens }>`
  :root {
    ${(p) => themeToCssVariables(p.$theme)}
  }
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    background: ${vars.color.bg};
    color: ${vars.color.text};
    font-family: ${vars.font.family};
    font-size: ${vars.font.sizeMd};
    line-height: ${vars.font.lineHeight};
    -webkit-font-smoothing: antialiased;
  }
  :focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; }
  }
`;
