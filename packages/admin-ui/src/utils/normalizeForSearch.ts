// After NFD: Latin combining marks, Arabic harakat and hamza/madda marks (so أ إ آ fold to ا),
// superscript alef and tatweel.
const MARKS = /[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g;
// Alef wasla has no decomposition; it is typed as a bare alef.
const ALEF_WASLA = /\u0671/g;

/**
 * Folds text for "contains" matching that ignores case and diacritics, in Latin and Arabic
 * script alike: "Zoë" matches "zoe", "أحمد" matches "احمد", "مُحَمَّد" matches "محمد".
 * Pure and cheap: precompute it once per candidate, not on every keystroke.
 */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').replace(ALEF_WASLA, '\u0627').toLowerCase().trim();
}
