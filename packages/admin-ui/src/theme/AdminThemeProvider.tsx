import type { HTMLAttributes, ReactNode } from 'react';
import { GlobalStyle, ThemeScope, type ColorScheme } from './GlobalStyle';
import { ThemeContext, usePageProviderCheck } from './themeContext';
import { darkTheme } from './darkTheme';
import { lightTheme, type ThemeTokens } from './tokens';

export type { ColorScheme };

export interface AdminThemeProviderProps {
  /** The tokens of the light scheme. Default: `lightTheme`. A brand: `createTheme({ color: { primary: '#0b6e4f' } })`. */
  theme?: ThemeTokens;
  /** The tokens of the dark scheme. Default: `darkTheme`. A brand: `createTheme({ color: { primary: '#4fd1a1' } }, darkTheme)`. */
  dark?: ThemeTokens;
  /**
   * Which scheme is shown: `light`, `dark`, or `system` (the operating system's setting, followed
   * live). Also sets CSS `color-scheme`, so native controls and scrollbars match. Default `light`.
   */
  colorScheme?: ColorScheme;
  /**
   * Themes only its own subtree: the variables are written on a wrapping `<div>` (which gets
   * `scopeProps`) instead of `:root`, and nothing global is written, so a host app embedding one
   * screen keeps its own `:root`, `body` and styles. Default `false` (the whole page).
   */
  scope?: boolean;
  /** Attributes of the wrapping `<div>` of a scoped theme (`className`, `style`, `data-*`…). */
  scopeProps?: HTMLAttributes<HTMLDivElement>;
  /**
   * Also styles `<body>`: no margin, the theme's background, text colour and font. For an app whose
   * whole page is the console; a host with its own page styles leaves it off. Default `false`.
   */
  resetBody?: boolean;
  children?: ReactNode;
}

/**
 * Writes the design tokens once, as CSS variables, and renders its children: on the whole page
 * (once near the root of an app), or with `scope` on a subtree only. Components read the variables,
 * so switching `theme` or `colorScheme` re-skins them all without a re-render of theirs.
 */
export function AdminThemeProvider({
  theme = lightTheme,
  dark = darkTheme,
  colorScheme = 'light',
  scope = false,
  scopeProps,
  resetBody = false,
  children,
}: AdminThemeProviderProps) {
  usePageProviderCheck(scope, theme, dark, colorScheme, resetBody);
  return (
    <ThemeContext.Provider value={true}>
      {scope ? (
        <ThemeScope {...scopeProps} data-admin-theme={colorScheme} $light={theme} $dark={dark} $scheme={colorScheme}>
          {children}
        </ThemeScope>
      ) : (
        <>
          <GlobalStyle $light={theme} $dark={dark} $scheme={colorScheme} $resetBody={resetBody} />
          {children}
        </>
      )}
    </ThemeContext.Provider>
  );
}
