/**
 * The English an Arabic reader would still meet: every visible text of `root`, and every name, description and
 * hint its elements carry for assistive technology. The one scanner of the console's Arabic checks: admin-ui's
 * walk and stories, the app's walks (`admin-app/src/test/visibleEnglish.ts` re-exports it) and, bundled for the
 * browser, `e2e/arabic.e2e.ts` on the production build.
 *
 * What is read:
 * - every text: a run of adjacent text nodes (an element between two runs separates them, a `<wbr>` does not),
 *   whatever its element (`td`, `dd`, `p`, `span`, `div`, a badge, an SVG `<title>`, a visually hidden sentence);
 * - the attributes `aria-label`, `aria-description`, `aria-roledescription`, `aria-valuetext`, `aria-placeholder`,
 *   `placeholder`, `title` and `alt` of every element, and the `value` of a button-like `<input>`;
 * - the text of a hidden element that a shown one names itself or describes itself with (`aria-labelledby`,
 *   `aria-describedby`): assistive technology reads it.
 *
 * What is skipped: `[hidden]`, `[aria-hidden="true"]` and a closed `<dialog>`, with all they hold; `display: none`
 * (in a browser as computed, in jsdom as written in a `style` attribute); a `visibility: hidden` element's own texts;
 * `<template>`, `<script>`, `<style>`, `<noscript>`, a `<textarea>`'s content (what was typed); and whatever sits inside
 * an element whose `lang` is not Arabic (a data value tagged `lang="en"`, the language switch's "English"). The
 * page's own `<html lang>` is not asked: the scan reads an interface meant to be Arabic.
 *
 * A text (or attribute value) has English when it holds a Latin word of two letters or more (single letters are
 * keys, units and initials) and is not allowed. Allowed are only:
 * - a text equal to a string of `allow`, as a whole (trimmed, spaces collapsed). Data values the screen shows as
 *   they are (a user's name, a fee's alias, a server's own sentence) are allowed by their whole value, never by
 *   word: allowing "Ahmad Abbadi" lets the text "Ahmad Abbadi" through, not "Ahmad" elsewhere nor "مراجعة Ahmad
 *   Abbadi". A data value inside a sentence therefore stands apart: in an element of its own (`<bdi>`, `dir="ltr"`;
 *   tagged `lang="en"` it is not read at all), or isolated in the sentence with FSI…PDI (`\u2068{name}\u2069`, as
 *   numbers are): each isolated
 *   run is a text of its own, and so is the sentence around it; so is each line of a text (a header's tooltip: its
 *   title, then the column's wire name on a line of its own). An element whose whole shown text is an allowed string
 *   passes with all its texts (a name with a search match marked inside);
 * - the product names, abbreviations, file types and key names the team writes in Latin letters in Arabic too
 *   (KYC, KYB, Cliq, IBAN, CSV, PDF, JPG, PNG, QR, JOD, ID, URL, UTC, Shift, Esc), as whole words in that spelling, in an
 *   Arabic sentence or alone ("التحقق من KYC"). Common English words ("the", "data", "fee") never are.
 *
 * Each finding says where it was (the element's tag and role, and the attribute) and the text:
 * `td: Pending`, `button aria-label: Close`, `div[role=alert]: تعذّر الحفظ: Network Error`.
 *
 * ```ts
 * await setLocale('ar');
 * render(<AppAt path="/fees" />);
 * await screen.findByRole('heading', { level: 1 });
 * expect(visibleEnglish(document.body, { allow: ['p2p_transfer'] })).toEqual([]);
 * ```
 */
export function visibleEnglish(root: ParentNode = document.body, { allow = [] }: VisibleEnglishOptions = {}): string[] {
  const allowed = new Set(allow.map(collapse).filter((value) => value !== ''));
  const found: string[] = [];
  const scan: Scan = {
    allowed,
    check: (where, value) => {
      if (hasEnglish(value, allowed)) found.push(`${where}: ${collapse(value.replace(MARKS, ''))}`);
    },
  };
  if (!(root instanceof Element && outOfSight(root))) readChildren(root, scan);
  return [...new Set(found)];
}

export interface VisibleEnglishOptions {
  /** Whole strings shown as they are (data values): a text passes only if it equals one of them. */
  allow?: readonly string[];
}

/** Latin words of two letters or more ("OK", "Save"); single letters are keys, units, or initials. */
const WORD = /[A-Za-z][A-Za-z'’-]*[A-Za-z]/g;

/** Written in Latin letters in Arabic too, in this spelling: product names, abbreviations, file types, key names. */
const PRODUCT_WORDS = new Set(['KYC', 'KYB', 'Cliq', 'IBAN', 'CSV', 'PDF', 'JPG', 'PNG', 'QR', 'JOD', 'ID', 'URL', 'UTC', 'Shift', 'Esc']);

const ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'placeholder',
  'title',
  'alt',
] as const;

/** Never read, nor anything inside. */
const UNREAD = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

/** Bidirectional isolates (LRI, RLI, FSI … PDI) and the other direction marks, kept out of what is compared. */
const MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const INNERMOST_ISOLATE = /[\u2066-\u2068]([^\u2066-\u2069]*)\u2069/;
const LINE_BREAK = /\r\n|[\n\r\u2028\u2029]/;

interface Scan {
  allowed: ReadonlySet<string>;
  check: (where: string, value: string) => void;
}

function readChildren(parent: ParentNode, scan: Scan) {
  const where = parent instanceof Element ? describe(parent) : 'text';
  const own = !(parent instanceof Element) || !invisible(parent);
  let run = '';
  const flush = () => {
    if (own && run.trim() !== '') scan.check(where, run);
    run = '';
  };
  for (const child of parent.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) run += (child as Text).data;
    // A line-break opportunity splits no word: "name@<wbr>example.com" is one text.
    else if (child instanceof Element && child.tagName !== 'WBR') {
      flush();
      readElement(child, scan);
    }
  }
  flush();
}

function readElement(element: Element, scan: Scan) {
  if (gone(element)) return;
  const { check } = scan;
  if (!invisible(element)) {
    const where = describe(element);
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) check(`${where} ${name}`, value);
    }
    if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type) && element.value) {
      check(`${where} value`, element.value);
    }
    for (const name of ['aria-labelledby', 'aria-describedby']) {
      for (const id of (element.getAttribute(name) ?? '').split(/\s+/)) {
        const target = id ? element.ownerDocument.getElementById(id) : null;
        // A shown target is read where it stands; a hidden one only through the name or description it gives.
        if (target && outOfSight(target) && !otherLanguageAround(target)) check(`${where} ${name}`, hiddenText(target));
      }
    }
  }
  if (element.tagName === 'TEXTAREA') return;
  // An element showing an allowed string as its whole text is a data value, whatever marks it up inside.
  if (scan.allowed.size > 0 && scan.allowed.has(collapse(shownText(element).replace(MARKS, '')))) return;
  readChildren(element, scan);
}

/** The text the element shows, its hidden and other-language parts left out. */
function shownText(element: Element): string {
  let text = '';
  for (const child of element.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) text += (child as Text).data;
    else if (child instanceof Element && !gone(child)) text += child.tagName === 'WBR' ? '' : shownText(child);
  }
  return text;
}

/** Whether nothing of the element is read: hidden with all it holds, or in another language. */
function gone(element: Element): boolean {
  if (UNREAD.has(element.tagName) || isOtherLanguage(element)) return true;
  if (element.hasAttribute('hidden') || element.getAttribute('aria-hidden') === 'true') return true;
  if (element.tagName === 'DIALOG' && !element.hasAttribute('open')) return true;
  return styleOf(element)?.display === 'none';
}

/** Whether the element's own texts are not seen (`visibility: hidden`); a child may show itself again. */
function invisible(element: Element): boolean {
  const visibility = styleOf(element)?.visibility;
  return visibility === 'hidden' || visibility === 'collapse';
}

/** In a browser the computed style; in jsdom (no `checkVisibility`, no layout) only what the `style` attribute says. */
function styleOf(element: Element): { display: string; visibility: string } | undefined {
  if (typeof element.checkVisibility === 'function') return getComputedStyle(element);
  return element instanceof HTMLElement || element instanceof SVGElement ? element.style : undefined;
}

/** The element or one around it is skipped (up to `<body>`: the page's own `<html lang>` is not asked). */
function outOfSight(element: Element): boolean {
  for (let at: Element | null = element; at && at !== at.ownerDocument.documentElement; at = at.parentElement) {
    if (gone(at)) return true;
  }
  return false;
}

function otherLanguageAround(element: Element): boolean {
  for (let at: Element | null = element; at && at !== at.ownerDocument.documentElement; at = at.parentElement) {
    if (isOtherLanguage(at)) return true;
  }
  return false;
}

/** The text of a hidden element as assistive technology reads it when it names or describes another: all of it, but other languages. */
function hiddenText(element: Element): string {
  let text = '';
  for (const child of element.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) text += (child as Text).data;
    else if (child instanceof Element && !UNREAD.has(child.tagName) && !isOtherLanguage(child)) text += ` ${hiddenText(child)} `;
  }
  return text;
}

function isOtherLanguage(element: Element): boolean {
  const lang = element.getAttribute('lang');
  return lang !== null && lang !== '' && !/^ar(-|$)/i.test(lang);
}

/** Whether the text shows an English word that is neither a product word nor part of an allowed whole string. */
function hasEnglish(value: string, allowed: ReadonlySet<string>): boolean {
  // Each isolated run is a text of its own (a data value inside a sentence), and so is the sentence around them.
  const texts: string[] = [];
  let rest = value;
  for (let match = INNERMOST_ISOLATE.exec(rest); match; match = INNERMOST_ISOLATE.exec(rest)) {
    texts.push(match[1] ?? '');
    rest = `${rest.slice(0, match.index)} ${rest.slice(match.index + match[0].length)}`;
  }
  texts.push(rest);
  if (allowed.has(collapse(value.replace(MARKS, '')))) return false;
  // And each line (a tooltip's title and the wire name under it).
  return texts
    .flatMap((text) => text.split(LINE_BREAK))
    .some((text) => {
      const plain = collapse(text.replace(MARKS, ''));
      if (plain === '' || allowed.has(plain)) return false;
      return (plain.match(WORD) ?? []).some((word) => !PRODUCT_WORDS.has(word));
    });
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function describe(element: Element): string {
  const role = element.getAttribute('role');
  const tag = element.tagName.toLowerCase();
  return role ? `${tag}[role=${role}]` : tag;
}
