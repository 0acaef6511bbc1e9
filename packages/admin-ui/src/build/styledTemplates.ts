/**
 * Finds the styled-components templates of a TypeScript module with TypeScript's own parser and
 * rewrites their CSS text minified (see minifyCss.ts). Build-time only (tsup): not exported.
 *
 * A template counts when its tag is, through the module's imports:
 * - `css`, `keyframes`, `createGlobalStyle` imported from 'styled-components' (renamed or not);
 * - `styled.x`, `styled(X)`, and either followed by `.attrs(…)` / `.withConfig(…)`, where `styled`
 *   is the default import of 'styled-components' or of a local `…/styled` module (utils/styled.ts).
 * Interpolations (`${…}`) are left exactly as written; templates nested in them are handled too.
 */
import ts from 'typescript';
import { minifyCssTemplate } from './minifyCss';

export interface StyledTemplate {
  /** `fragment` for `css` (spliced into other templates), `whole` for the rest. */
  kind: 'fragment' | 'whole';
  /** The tag as written, e.g. `styled.button`, `css`. */
  tag: string;
  /** 1-based line of the template in its module. */
  line: number;
  /** The literal parts' text (cooked); interpolations sit between them. Null: has a backslash, left alone. */
  parts: string[] | null;
  /** The source range of each literal part's token (with its backticks, `${` and `}`). */
  tokens: { start: number; end: number }[];
}

const HELPERS = new Set(['css', 'keyframes', 'createGlobalStyle']);
const CHAIN = new Set(['attrs', 'withConfig']);

function importedNames(sourceFile: ts.SourceFile) {
  const styled = new Set<string>();
  const helpers = new Map<string, string>();
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (!clause) continue;
    const isLibrary = from === 'styled-components';
    if (clause.name && (isLibrary || /(^|\/)styled$/.test(from))) styled.add(clause.name.text);
    if (isLibrary && clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
      for (const element of clause.namedBindings.elements) {
        const imported = (element.propertyName ?? element.name).text;
        if (HELPERS.has(imported)) helpers.set(element.name.text, imported);
      }
    }
  }
  return { styled, helpers };
}

function templateKind(tag: ts.Expression, names: ReturnType<typeof importedNames>): StyledTemplate['kind'] | null {
  if (ts.isIdentifier(tag)) {
    const helper = names.helpers.get(tag.text);
    return helper === undefined ? null : helper === 'css' ? 'fragment' : 'whole';
  }
  const isStyled = (e: ts.Expression): boolean => {
    if (ts.isPropertyAccessExpression(e)) return ts.isIdentifier(e.expression) && names.styled.has(e.expression.text);
    if (ts.isCallExpression(e)) {
      const callee = e.expression;
      if (ts.isIdentifier(callee)) return names.styled.has(callee.text);
      return ts.isPropertyAccessExpression(callee) && CHAIN.has(callee.name.text) && isStyled(callee.expression);
    }
    return false;
  };
  return isStyled(tag) ? 'whole' : null;
}

/** Every styled template of a module, outermost first. */
export function findStyledTemplates(code: string, fileName: string): StyledTemplate[] {
  const sourceFile = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const names = importedNames(sourceFile);
  const found: StyledTemplate[] = [];
  if (names.styled.size === 0 && names.helpers.size === 0) return found;
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node)) {
      const kind = templateKind(node.tag, names);
      if (kind) {
        const literals: ts.TemplateLiteralLikeNode[] = ts.isNoSubstitutionTemplateLiteral(node.template)
          ? [node.template]
          : [node.template.head, ...node.template.templateSpans.map((s) => s.literal)];
        const tokens = literals.map((l) => ({ start: l.getStart(sourceFile), end: l.end }));
        // The raw text between the token's delimiters (` or }, and ` or ${).
        const raws = literals.map((l, i) =>
          code.slice(tokens[i]!.start + 1, tokens[i]!.end - (ts.isTemplateHead(l) || ts.isTemplateMiddle(l) ? 2 : 1)),
        );
        // Without a backslash, raw and cooked text are the same (line breaks aside): no escape to get wrong.
        const cooked = raws.map((r) => r.replace(/\r\n?/g, '\n'));
        const plain = raws.every((r) => !r.includes('\\')) && cooked.every((c, i) => c === literals[i]!.text);
        found.push({
          kind,
          tag: node.tag.getText(sourceFile),
          line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1,
          parts: plain ? cooked : null,
          tokens,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Writes cooked text back as template source: no backslash came in, so only `${` and backticks could need one. */
const escapeTemplateText = (text: string) => text.replace(/`/g, '\\`').replace(/\$\{/g, '\\${');

export interface TransformResult {
  code: string;
  /** Styled templates found, and how many of them were rewritten. */
  templates: number;
  minified: number;
  /** A source map (v3) from `code` back to the input, or null when nothing changed. */
  map: SourceMapV3 | null;
}

export interface SourceMapV3 {
  version: 3;
  sources: string[];
  sourcesContent: string[];
  names: string[];
  mappings: string;
}

/** Rewrites every styled template of a module with its CSS minified. */
export function transformStyledTemplates(code: string, fileName: string): TransformResult {
  const templates = findStyledTemplates(code, fileName);
  const edits: { start: number; end: number; text: string }[] = [];
  let minified = 0;
  for (const t of templates) {
    if (!t.parts) continue;
    const parts = minifyCssTemplate(t.parts, { fragment: t.kind === 'fragment' });
    if (!parts) continue;
    minified++;
    const last = parts.length - 1;
    parts.forEach((part, i) => {
      const open = i === 0 ? '`' : '}';
      const close = i === last ? '`' : '${';
      edits.push({ start: t.tokens[i]!.start, end: t.tokens[i]!.end, text: open + escapeTemplateText(part) + close });
    });
  }
  if (edits.length === 0) return { code, templates: templates.length, minified, map: null };
  // Literal tokens never overlap: nested templates live inside interpolations, between tokens.
  edits.sort((a, b) => a.start - b.start);
  const { output, map } = applyEdits(code, edits, fileName);
  return { code: output, templates: templates.length, minified, map };
}

// --- Source map: so the published .js.map still points into the original, unminified sources. ---

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function vlq(value: number): string {
  let v = value < 0 ? (-value << 1) | 1 : value << 1;
  let s = '';
  do {
    let digit = v & 31;
    v >>>= 5;
    if (v) digit |= 32;
    s += BASE64[digit];
  } while (v);
  return s;
}

function applyEdits(code: string, edits: { start: number; end: number; text: string }[], fileName: string) {
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const position = (offset: number): [number, number] => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return [lo, offset - lineStarts[lo]!];
  };

  // Mappings per generated line: [generated column, original line, original column].
  const lines: [number, number, number][][] = [[]];
  let output = '';
  let genColumn = 0;
  const mark = (originalOffset: number) => {
    const [line, column] = position(originalOffset);
    lines[lines.length - 1]!.push([genColumn, line, column]);
  };
  // Copies text to the output; `from` is its original offset when unchanged, else the edit's start.
  const emit = (text: string, from: number, unchanged: boolean) => {
    mark(from);
    for (let i = 0; i < text.length; i++) {
      output += text[i];
      if (text[i] === '\n') {
        lines.push([]);
        genColumn = 0;
        if (i + 1 < text.length) mark(unchanged ? from + i + 1 : from);
      } else genColumn++;
    }
  };

  let cursor = 0;
  for (const edit of edits) {
    if (edit.start > cursor) emit(code.slice(cursor, edit.start), cursor, true);
    emit(edit.text, edit.start, false);
    cursor = edit.end;
  }
  if (cursor < code.length) emit(code.slice(cursor), cursor, true);

  let previousLine = 0;
  let previousColumn = 0;
  const mappings = lines
    .map((segments) => {
      let previousGen = 0;
      return segments
        .map(([gen, line, column]) => {
          const s = vlq(gen - previousGen) + 'A' + vlq(line - previousLine) + vlq(column - previousColumn);
          previousGen = gen;
          previousLine = line;
          previousColumn = column;
          return s;
        })
        .join(',');
    })
    .join(';');
  const map: SourceMapV3 = { version: 3, sources: [fileName], sourcesContent: [code], names: [], mappings };
  return { output, map };
}
