/**
 * Texts each read at the moment they are used, not when the module loads: `liveTexts({ nameRequired: () =>
 * t('discounts.error.nameRequired') })` gives an object whose `nameRequired` is that message in the interface
 * language of the moment (a rule module's messages outlive a change of language).
 */
export function liveTexts<K extends string>(read: Record<K, () => string>): { readonly [Key in K]: string } {
  const texts = {} as { [Key in K]: string };
  for (const key of Object.keys(read) as K[]) Object.defineProperty(texts, key, { get: read[key], enumerable: true });
  return texts;
}
