/**
 * Texts read when they are shown, so in the interface language of that moment (docs/languages.md: built when shown,
 * never at module load): each
 * property of the result is a getter that calls its function, e.g. `readWhenShown({ approved: () => t('kyc.approved') })`.
 * Not spread the result: a spread reads every text once, at that moment.
 */
export function readWhenShown<K extends string>(texts: Record<K, () => string>): Readonly<Record<K, string>> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(texts) as K[]) Object.defineProperty(out, key, { get: texts[key], enumerable: true });
  return out;
}
