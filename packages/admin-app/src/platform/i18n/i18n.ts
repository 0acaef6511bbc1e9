import { i18n, type Messages } from '@lingui/core';
import { useSyncExternalStore } from 'react';
// Compiled at build time (scripts/i18n-messages.mjs): the English set ships with the app, the
// Arabic set is a separate chunk fetched only when Arabic is chosen.
import en from './en.json';

export type Locale = 'en' | 'ar';
export type MessageKey = keyof typeof en;
export type MessageValues = Record<string, string | number>;

/** The interface language, remembered per browser (it outlives the session: sign-out keeps it). */
export const LOCALE_STORAGE_KEY = 'admin:locale';
export const LOCALES: readonly Locale[] = ['en', 'ar'];

type Loader = () => Promise<Messages>;

/**
 * What a language's messages are made of. English is bundled: the shell's set here, each feature's
 * with its screens (featureMessages). The other languages are downloaded when chosen: the shell's
 * set here, the features' sets added by the app at start (addMessages), all fetched together.
 */
const loaders: Record<Locale, Loader[]> = {
  en: [],
  ar: [() => import('./ar.json').then((module) => module.default as unknown as Messages)],
};

/**
 * Adds a part of a language's messages, fetched (with the rest) the first time that language is chosen. Returns
 * what takes the part away again (a test's stand-in, a module replaced while developing): the language is then
 * fetched anew when next chosen.
 */
export function addMessages(locale: Exclude<Locale, 'en'>, loader: Loader): () => void {
  loaders[locale].push(loader);
  loaded.delete(locale);
  return () => {
    const at = loaders[locale].indexOf(loader);
    if (at < 0) return;
    loaders[locale].splice(at, 1);
    loaded.delete(locale);
  };
}

const loaded = new Set<Locale>(['en']);
i18n.load('en', en as unknown as Messages);
i18n.activate('en');
applyToDocument('en');

function applyToDocument(locale: Locale) {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = locale === 'ar' ? 'rtl' : 'ltr';
}

function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}

/** The language chosen earlier in this browser, else English. */
export function storedLocale(): Locale {
  try {
    const value = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : 'en';
  } catch {
    return 'en';
  }
}

/**
 * Switches the interface language: loads its messages (once), sets `<html lang dir>` and
 * remembers the choice. If the messages cannot load (a lost connection), nothing changes.
 */
export async function setLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    const parts = await Promise.all(loaders[locale].map((load) => load()));
    for (const part of parts) i18n.load(locale, part);
    loaded.add(locale);
  }
  i18n.activate(locale);
  applyToDocument(locale);
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage unavailable: the choice holds for this page only.
  }
}

/** Before the first render: the remembered language (English needs no download). */
export async function restoreLocale(): Promise<void> {
  const locale = storedLocale();
  if (locale === 'en') return;
  try {
    await setLocale(locale);
  } catch {
    // The Arabic messages could not load: the page opens in English; the switch stays usable.
  }
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}

/** A message of the current language, with ICU placeholders, plurals and selects filled in. */
export function t(key: MessageKey, values?: MessageValues): string {
  return i18n._(key, values);
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/** The current language; the component renders again when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/**
 * A feature's own messages (`features/<area>/messages/en.json`, keys prefixed with the area): the
 * English set ships with the feature's screens, so /login never carries it; the other languages come
 * through addMessages. `t` is typed by the feature's keys; `useT` also renders the component again
 * when the language changes.
 *
 * ```ts
 * // features/fees/messages.ts
 * import en from './messages/en.json';
 * export const { t, useT } = featureMessages(en);
 * ```
 */
export function featureMessages<Keys extends string>(english: Record<Keys, string>) {
  i18n.load('en', english as unknown as Messages);
  const translate = (key: Keys, values?: MessageValues): string => i18n._(key, values);
  return {
    t: translate,
    useT: () => {
      useLocale();
      return translate;
    },
  };
}

/** The shell's `t`, which also renders the component again when the language changes. */
export function useT(): typeof t {
  useLocale();
  return t;
}
