import { createContext, useContext, useEffect } from 'react';

/** True inside AdminThemeProvider. Its own module, so a component's check does not pull in the provider's styles. */
export const ThemeContext = createContext(false);

// Bundlers define it (or replace `process.env.NODE_ENV`); admin-ui's types do not include Node's.
declare const process: { env: Record<string, string | undefined> };

let warned = false;

/**
 * In development, warns once when a component renders outside AdminThemeProvider: it still works (the
 * variables fall back to the light theme), but the app's theme, dark scheme and page base are missing.
 */
export function useThemeProviderCheck(component: string): void {
  const inside = useContext(ThemeContext);
  useEffect(() => {
    if (!inside) warnOnce(component);
  }, [inside, component]);
}

function warnOnce(component: string) {
  try {
    // Bundlers replace `process.env.NODE_ENV`: a production build folds this test away, and the text with it.
    if (process.env.NODE_ENV !== 'production' && !warned) {
      warned = true;
      console.warn(
        `@admin-console/admin-ui: <${component}> is rendered outside <AdminThemeProvider>. It falls back to the light theme; ` +
          'wrap the app (or the embedded subtree, with `scope`) in <AdminThemeProvider> to apply its theme and colour scheme.',
      );
    }
  } catch {
    // Nothing defines `process`: production, no warning.
  }
}

/** How many unscoped AdminThemeProviders are mounted: each writes `:root`, and two fight over it. */
let pageProviders = 0;

/**
 * In development, warns when a second AdminThemeProvider without `scope` mounts while one is: both write the page's
 * `:root` variables (and body styles), and the last one rendered wins, silently. Nest a scoped one instead.
 */
export function usePageProviderCheck(scoped: boolean): void {
  useEffect(() => {
    if (scoped) return undefined;
    pageProviders += 1;
    try {
      if (process.env.NODE_ENV !== 'production' && pageProviders > 1) {
        console.warn(
          `@admin-console/admin-ui: ${pageProviders} <AdminThemeProvider>s without \`scope\` are mounted; each writes the page's :root ` +
            'variables and the last one wins. Keep one for the page and give the others `scope` (they then theme their subtree only).',
        );
      }
    } catch {
      // Nothing defines `process`: production, no warning.
    }
    return () => {
      pageProviders -= 1;
    };
  }, [scoped]);
}

/** Test support: the next component outside a provider warns again. */
export function resetThemeProviderCheck(): void {
  warned = false;
}
