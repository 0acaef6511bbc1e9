/**
 * Build-time minifier for the CSS text of one styled-components template (tsup only: never part of
 * the published package, never used by Storybook or vitest, which run the sources).
 *
 * styled-components hands every template to stylis at runtime, and stylis collapses whitespace and
 * drops comments itself. So this minifier makes exactly the changes stylis would make anyway, and
 * nothing else: a run of whitespace becomes nothing where stylis drops it (after `: ; { } ! + , / > @ ~`,
 * before `! + , / > @ ~ ; { }`), else one space; comments go; text inside quotes, parentheses
 * (`url(…)`, `calc(…)`, media features) and brackets (attribute selectors) is copied verbatim, as
 * stylis copies it. An interpolation is an unknown value: whitespace next to one is only dropped
 * when the character on the other side decides it alone. Comments go only between statements.
 * Anything it is not sure of (a comment inside a declaration or selector or around an
 * interpolation, an unclosed quote, a CSS escape) leaves the template as it was: `null`.
 */

/** Characters after which stylis drops whitespace (its token classes > 2: `: ; { } ! + , / > @ ~`). */
const DROP_AFTER = new Set([':', ';', '{', '}', '!', '+', ',', '/', '>', '@', '~']);
/** Characters before which stylis drops whitespace (its token classes > 3). */
const DROP_BEFORE = new Set([';', '{', '}', '!', '+', ',', '/', '>', '@', '~']);

const isSpace = (c: string) => c <= ' ';

export interface MinifyOptions {
  /**
   * `css` fragments are spliced into other templates, next to text this function cannot see: their
   * leading and trailing whitespace is kept (as one space) unless the fragment's own neighbouring
   * character lets stylis drop it. Whole templates (styled.x, createGlobalStyle, keyframes) are
   * trimmed: styled-components wraps them in braces, where stylis drops edge whitespace anyway.
   */
  fragment: boolean;
}

/** Index just past the delimited run opening at `start` (a quote, `(` or `[`), as stylis's `delimit` reads it; -1 if unclosed. */
function skipDelimited(text: string, start: number): number {
  const open = text[start];
  const close = open === '(' ? ')' : open === '[' ? ']' : open;
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === close) return i + 1;
    else if ((c === '"' || c === "'") && open !== '"' && open !== "'") {
      const end = skipDelimited(text, i);
      if (end < 0) return -1;
      i = end - 1;
    } else if (c === '(' && open === '(') {
      const end = skipDelimited(text, i);
      if (end < 0) return -1;
      i = end - 1;
    }
  }
  return -1;
}

/**
 * Minifies a template given as its literal parts (cooked text; interpolations sit between them).
 * Returns the minified parts, as many as given, or `null` to leave the template untouched.
 */
export function minifyCssTemplate(parts: readonly string[], options: MinifyOptions): string[] | null {
  // One string, each interpolation standing as one private-use character.
  const HOLE = '\uE000';
  if (parts.some((p) => p.includes(HOLE))) return null;
  const text = parts.join(HOLE);
  let out = '';
  // Whitespace (or a comment) seen since the last emitted character.
  let pending = false;

  const flush = (next: string) => {
    if (!pending) return;
    pending = false;
    const prev = out[out.length - 1];
    if (prev === undefined) {
      // Edge of the template: its outside neighbour is unknown for fragments.
      if (options.fragment && !DROP_BEFORE.has(next)) out += ' ';
      return;
    }
    if (prev !== HOLE && DROP_AFTER.has(prev)) return;
    if (next !== HOLE && DROP_BEFORE.has(next)) return;
    out += ' ';
  };

  for (let i = 0; i < text.length; ) {
    const c = text[i]!;
    if (isSpace(c)) {
      pending = true;
      i++;
      continue;
    }
    if (c === '/' && (text[i + 1] === '*' || text[i + 1] === '/')) {
      const block = text[i + 1] === '*';
      const endAt = block ? text.indexOf('*/', i + 2) : text.indexOf('\n', i + 2);
      const end = endAt < 0 ? (block ? -1 : text.length) : block ? endAt + 2 : endAt;
      if (end < 0) return null;
      if (text.slice(i, end).includes(HOLE)) return null;
      // Only between statements (after `;`, `{`, `}` or at the start of a whole template), where
      // stylis has nothing pending that a comment could add a space to: elsewhere, keep the template.
      const prev = out[out.length - 1];
      if (prev === undefined ? options.fragment : prev !== ';' && prev !== '{' && prev !== '}') return null;
      pending = true;
      i = end;
      continue;
    }
    if (c === '\\') return null;
    flush(c);
    if (c === '"' || c === "'" || c === '(' || c === '[') {
      const end = skipDelimited(text, i);
      if (end < 0) return null;
      out += text.slice(i, end);
      i = end;
      continue;
    }
    out += c;
    i++;
  }
  if (pending && options.fragment) {
    const prev = out[out.length - 1];
    if (prev !== undefined && (prev === HOLE || !DROP_AFTER.has(prev))) out += ' ';
  }
  const result = out.split(HOLE);
  return result.length === parts.length ? result : null;
}
