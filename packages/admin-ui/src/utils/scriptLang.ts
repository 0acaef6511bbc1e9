/** Letters of the Arabic script (Arabic, its supplements and presentation forms), not its digits or punctuation alone. */
const ARABIC_LETTER = /[\u0620-\u064A\u066E-\u06D3\u06FA-\u06FF\u0750-\u077F\u08A0-\u08C9\uFB50-\uFDFB\uFE70-\uFEFC]/;

/**
 * The language to mark a piece of data with when its script differs from the page's (WCAG 3.1.2): `ar` for text
 * holding Arabic letters, else undefined (the page's own language). For a column or field whose language varies by
 * row: `lang: (row) => scriptLang(row.name)`.
 */
export function scriptLang(value: unknown): 'ar' | undefined {
  return typeof value === 'string' && ARABIC_LETTER.test(value) ? 'ar' : undefined;
}
