import { useSyncExternalStore } from 'react';

export type ColorSchemeChoice = 'light' | 'dark' | 'system';

/** The colour scheme chosen in this browser (it outlives the session, like the language). */
export const COLOR_SCHEME_STORAGE_KEY = 'admin:color-scheme';
export const COLOR_SCHEMES: readonly ColorSchemeChoice[] = ['light', 'dark', 'system'];

const listeners = new Set<() => void>();

/** The remembered choice, else the operating system's setting. */
export function storedColorScheme(): ColorSchemeChoice {
  try {
    const value = window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY);
    return COLOR_SCHEMES.includes(value as ColorSchemeChoice) ? (value as ColorSchemeChoice) : 'system';
  } catch {
    return 'system';
  }
}

/** Chooses the colour scheme and remembers it in this browser. */
export function setColorScheme(choice: ColorSchemeChoice): void {
  try {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, choice);
  } catch {
    // Storage unavailable: nothing to remember it in; the page keeps following the system.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the console chose: this one follows.
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLOR_SCHEME_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current choice; renders again when it changes (here or in another tab). */
export function useColorScheme(): ColorSchemeChoice {
  // No server render of the console: a render to a string (tests) reads the stored choice too.
  return useSyncExternalStore(subscribe, storedColorScheme, storedColorScheme);
}
