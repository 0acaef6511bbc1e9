import styled, { createGlobalStyle, css } from '../utils/styled';
import { themeToCssVariables, vars, type ThemeTokens } from './tokens';

export type ColorScheme = 'light' | 'dark' | 'system';

interface SchemeProps {
  $light: ThemeTokens;
  $dark: ThemeTokens;
  $scheme: ColorScheme;
}

// The variables of the chosen scheme, and `color-scheme` so native controls (date inputs,
// scrollbars, checkboxes) follow. "system" writes both and lets the operating system pick.
const schemeVariables = ({ $light, $dark, $scheme }: SchemeProps) =>
  $scheme === 'dark'
    ? css`
        ${themeToCssVariables($dark)}
        color-scheme: dark;
      `
    : $scheme === 'light'
      ? css`
          ${themeToCssVariables($light)}
          color-scheme: light;
        `
      : css`
          ${themeToCssVariables($light)}
          color-scheme: light dark;
          @media (prefers-color-scheme: dark) {
            ${themeToCssVariables($dark)}
          }
        `;

const base = css`
  font-family: ${vars.font.family};
  font-size: ${vars.font.sizeMd};
  line-height: ${vars.font.lineHeight};
  -webkit-font-smoothing: antialiased;
`;

/**
 * The theme on the whole page: the tokens as CSS variables on `:root`, box sizing, the focus ring and
 * reduced motion. The body (margin, background, text colour, font) only with `$resetBody`.
 */
export const GlobalStyle = createGlobalStyle<SchemeProps & { $resetBody?: boolean }>`
  :root {
    ${schemeVariables}
  }
  *, *::before, *::after { box-sizing: border-box; }
  ${(p) =>
    p.$resetBody &&
    css`
      body {
        margin: 0;
        background: ${vars.color.bg};
        color: ${vars.color.text};
        ${base}
      }
    `}
  :focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; }
  }
`;

/**
 * The theme on one subtree: the same rules, on this element and inside it only, and the scheme's background on it
 * (a dark scope on a white host page would otherwise show its light text on white).
 */
export const ThemeScope = styled.div<SchemeProps>`
  ${schemeVariables}
  background: ${vars.color.bg};
  color: ${vars.color.text};
  ${base}

  &, & *, & *::before, & *::after {
    box-sizing: border-box;
  }
  & :focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    & *,
    & *::before,
    & *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
