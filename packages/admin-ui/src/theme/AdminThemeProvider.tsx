import type { ReactNode } from 'react';
import { GlobalStyle } from './GlobalStyle';
import { lightTheme, type ThemeTokens } from './tokens';

export interface AdminThemeProviderProps {
  /** The token values to write as CSS variables. Default: the light theme. */
  theme?: ThemeTokens;
  children?: ReactNode;
}

/**
 * Writes the design tokens once, as CSS variables, and renders its children.
 * Put it once near the root of an app (or a Storybook decorator).
 */
export function AdminThemeProvider({ theme = lightTheme, children }: AdminThemeProviderProps) {
  return (
    <>
      <GlobalStyle $theme={theme} />
      {children}
    </>
  );
}
