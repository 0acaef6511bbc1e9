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

/** What each mounted AdminThemeProvider without `scope` writes on `:root`: its tokens, scheme and body reset. */
const pageProviders = new Set<readonly unknown[]>();

/**
 * In development, warns when an AdminThemeProvider without `scope` mounts while another one writes the page's
 * `:root` differently (other tokens, scheme or body reset): the last one rendered wins, silently. Two that write the
 * same (a story's and its app's) do not warn.
 */
export function usePageProviderCheck(scoped: boolean, theme: object, dark: object, colorScheme: string, resetBody: boolean): void {
  useEffect(() => {
    if (scoped) return undefined;
    const mine = [theme, dark, colorScheme, resetBody] as const;
    const differs = [...pageProviders].some((other) => other.some((value, i) => value !== mine[i]));
    pageProviders.add(mine);
    try {
      if (process.env.NODE_ENV !== 'production' && differs) {
        console.warn(
          `@admin-console/admin-ui: ${pageProviders.size} <AdminThemeProvider>s without \`scope\` write the page's :root differently; ` +
            'the last one rendered wins. Keep one for the page and give the others `scope` (they then theme their subtree only).',
        );
      }
    } catch {
      // Nothing defines `process`: production, no warning.
    }
    return () => {
      pageProviders.delete(mine);
    };
  }, [scoped, theme, dark, colorScheme, resetBody]);
}

/** Test support: the next component outside a provider warns again. */
export function resetThemeProviderCheck(): void {
  warned = false;
}
