/**
 * The English words in what the fields of a page say under them: their hints and error messages, read as the
 * accessible descriptions (aria-describedby) of the inputs, groups and dialogs that carry one. visibleEnglish reads
 * labels, headings, buttons and alerts; a field's sentences are only reached through its description.
 *
 * ```ts
 * await setLocale('ar');
 * // …fill the form, Save, so that every message shows…
 * expect(englishInFieldMessages({ allow: ['Winter transfers'] })).toEqual([]);
 * ```
 */
export function englishInFieldMessages({ allow = [] }: { allow?: readonly string[] } = {}): string[] {
  const allowed = new Set(allow.flatMap((value) => value.match(WORD) ?? []));
  const found: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('[aria-describedby]')) {
    if (element.closest('[hidden], [aria-hidden="true"]')) continue;
    const description = (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? document.getElementById(id)?.textContent ?? '' : ''))
      .join(' ');
    const words = (description.match(WORD) ?? []).filter((word) => !allowed.has(word));
    if (words.length > 0) found.push(`${element.tagName.toLowerCase()} described: ${words.join(' ')}`);
  }
  return [...new Set(found)];
}

/** Latin words of two letters or more, as visibleEnglish counts them. */
const WORD = /[A-Za-z][A-Za-z'’-]*[A-Za-z]/g;
