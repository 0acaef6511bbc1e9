/**
 * The English words an Arabic reader would still see where the console names things: headings,
 * buttons, links, labels, column titles, dialogs and notices (their text, and the names, hints and
 * placeholders they carry in attributes).
 *
 * Not counted: product names and abbreviations the team writes in Latin letters (KYC, KYB, CliQ…),
 * whatever sits inside an element with a `lang` other than Arabic (a data value tagged `lang="en"`,
 * the language switch's "English"), hidden elements, and the caller's `allow` list (data values
 * shown in a heading or a link, such as a name of the demo data).
 *
 * ```ts
 * await setLocale('ar');
 * render(<AppAt path="/fees" />);
 * await screen.findByRole('heading', { level: 1 });
 * expect(visibleEnglish()).toEqual([]);
 * ```
 */
export function visibleEnglish(root: ParentNode = document.body, { allow = [] }: { allow?: readonly string[] } = {}): string[] {
  const allowed = new Set([...PRODUCT_WORDS, ...allow.flatMap((value) => value.match(WORD) ?? [])]);
  const found: string[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(NAMING)) {
    if (isHidden(element)) continue;
    const texts = [ownText(element), ...ATTRIBUTES.map((name) => element.getAttribute(name) ?? '')];
    for (const text of texts) {
      const words = (text.match(WORD) ?? []).filter((word) => !allowed.has(word));
      if (words.length > 0) found.push(`${describe(element)}: ${words.join(' ')}`);
    }
  }
  return [...new Set(found)];
}

/** Latin words of two letters or more ("OK", "Save"); single letters are keys, units, or initials. */
const WORD = /[A-Za-z][A-Za-z'’-]*[A-Za-z]/g;

// Product names, abbreviations and file types written in Latin letters in Arabic too, and key names
// as printed on the keys ("Shift").
const PRODUCT_WORDS = ['KYC', 'KYB', 'CliQ', 'Cliq', 'CLIQ', 'IBAN', 'CSV', 'PDF', 'JPG', 'PNG', 'JOD', 'ID', 'URL', 'UTC', 'Shift'];

const NAMING = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'button', 'a', 'label', 'legend', 'caption', 'th', 'option', 'summary', 'dt',
  'input[placeholder]', 'textarea[placeholder]', '[role="columnheader"]', '[role="dialog"]', '[role="alertdialog"]',
  '[role="alert"]', '[role="status"]', '[role="tab"]', '[role="menuitem"]', '[role="group"][aria-label]',
  '[role="navigation"]', 'nav', '[role="progressbar"]', '[role="switch"]', '[role="checkbox"]', 'img[alt]', '[title]',
].join(',');

const ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt', 'aria-description', 'aria-roledescription'];

/** The element's text outside any element marked with a language other than Arabic. */
function ownText(element: Element): string {
  let text = '';
  for (const node of element.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
    else if (node instanceof HTMLElement && !isOtherLanguage(node) && !isHidden(node)) text += ` ${ownText(node)}`;
  }
  return text;
}

function isOtherLanguage(element: Element): boolean {
  const lang = element.getAttribute('lang');
  return lang !== null && !lang.toLowerCase().startsWith('ar');
}

function isHidden(element: Element): boolean {
  if (element.closest('[hidden], [aria-hidden="true"], template')) return true;
  const inOther = element.closest('[lang]');
  return inOther !== null && isOtherLanguage(inOther);
}

function describe(element: Element): string {
  const role = element.getAttribute('role');
  return role ? `${element.tagName.toLowerCase()}[role=${role}]` : element.tagName.toLowerCase();
}
