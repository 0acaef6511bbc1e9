import { useSyncExternalStore } from 'react';

export type ColorSchemeChoice = 'light' | 'dark' | 'system';

/** The colour scheme chosen in this browser (it outlives the session, like the language). */
export const COLOR_SCHEME_STORAGE_KEY = 'admin:color-scheme';
export const COLOR_SCHEMES: readonly ColorSchemeChoice[] = ['light', 'dark', 'system'];

const listeners = new Set<() => void>();

// The choice made while the browser refused to store it: it holds for this page (until a reload).
let unsaved: ColorSchemeChoice | null = null;

/** The remembered choice, else the operating system's setting. */
export function storedColorScheme(): ColorSchemeChoice {
  if (unsaved) return unsaved;
  try {
    const value = window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY);
    return COLOR_SCHEMES.includes(value as ColorSchemeChoice) ? (value as ColorSchemeChoice) : 'system';
  } catch {
    return 'system';
  }
}

/** Chooses the colour scheme and remembers it in this browser (for this page only when the browser refuses storage). */
export function setColorScheme(choice: ColorSchemeChoice): void {
  try {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, choice);
    unsaved = null;
  } catch {
    // Storage unavailable: the choice holds for this page only.
    unsaved = choice;
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
