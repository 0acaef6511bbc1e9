/**
 * Bidirectional formatting characters: the marks (LRM, RLM, ALM), the embeddings and overrides
 * (LRE, RLE, PDF, LRO, RLO) and the isolates (LRI, RLI, FSI, PDI). A file name has no use for them,
 * and an override makes a name read as something else: "invoice\u202Efdp.exe" shows as
 * "invoiceexe.pdf".
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A file name as shown to people: every bidirectional formatting character is replaced by its
 * code point in brackets ("invoice[U+202E]fdp.exe"), so nothing reorders the name and the reviewer
 * sees that it held one. Show the result in an isolated element (`dir="auto"` or `<bdi>`), so the
 * name's own direction never reorders the text around it.
 */
export function shownFileName(name: string): string {
  return name.replace(BIDI_CONTROLS, (ch) => `[U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}]`);
}
