import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { compile, serialize, stringify } from 'stylis';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { minifyStyledTemplates } from './esbuildPlugin';
import { minifyCssTemplate } from './minifyCss';
import { findStyledTemplates, transformStyledTemplates } from './styledTemplates';

// admin-ui's src (vitest runs from the repository root; under jsdom import.meta.url is not a file URL).
const src = resolve(__dirname, '..');

/** What stylis makes of a template, each interpolation replaced by `value(i)`, under the wrappers styled-components uses. */
function stylisOutputs(parts: readonly string[], value: (i: number) => string): string[] {
  const css = parts.reduce((acc, part, i) => acc + value(i - 1) + part);
  // A styled component (`.c { … }`), createGlobalStyle (bare), keyframes (`@keyframes k { … }`).
  return [` .c { ${css} }`, css, `@keyframes k { ${css} }`].map((text) => serialize(compile(text), stringify));
}

const PLACEHOLDERS: ((i: number) => string)[] = [(i) => `p${i}`, (i) => `var(--p${i})`, () => '', (i) => `x${i}:y;`, (i) => `.s${i}`];

/** Asserts stylis reads the minified template exactly as the original, whatever the interpolations hold. */
function expectSameCss(original: readonly string[], minified: readonly string[], fragment: boolean) {
  for (const value of PLACEHOLDERS) {
    expect(stylisOutputs(minified, value)).toEqual(stylisOutputs(original, value));
    if (!fragment) continue;
    // A `css` fragment is spliced into other templates, right next to whatever surrounds it.
    for (const before of ['', 'x', 'x:y', 'x:y;', 'a{']) {
      for (const after of ['', 'z', ';z:w', '}']) {
        const splice = (parts: readonly string[]) => [
          before + parts[0],
          ...parts.slice(1, -1),
          ...(parts.length > 1 ? [parts.at(-1)! + after] : []),
        ];
        const wrap = (parts: readonly string[]) => (parts.length > 1 ? splice(parts) : [before + parts[0] + after]);
        expect(stylisOutputs(wrap(minified), value)).toEqual(stylisOutputs(wrap(original), value));
      }
    }
  }
}

function minified(parts: string[], fragment = false): string[] {
  const result = minifyCssTemplate(parts, { fragment });
  expect(result).not.toBeNull();
  expectSameCss(parts, result!, fragment);
  return result!;
}

describe('minifyCssTemplate', () => {
  it('collapses whitespace and keeps the spaces that matter', () => {
    expect(minified(['\n  color: red;\n  margin: 0 auto;\n  border: 1px solid  currentColor;\n'])).toEqual([
      'color:red;margin:0 auto;border:1px solid currentColor;',
    ]);
    expect(minified(['\n  color: red !important;\n  font: 12px / 1.5 a, b;\n'])).toEqual(['color:red!important;font:12px/1.5 a,b;']);
  });

  it('keeps descendant combinators and drops the space around the others', () => {
    expect(minified(['\n  & > li + li {\n    margin-top: 4px;\n  }\n  &:hover .icon, & .a  .b ~ .c {\n  color: blue; }\n'])).toEqual([
      '&>li+li{margin-top:4px;}&:hover .icon,& .a .b~.c{color:blue;}',
    ]);
    expect(minified(["\n  & :focus-visible { outline: 0; }\n  &[data-x='a b'] span { x: y; }\n"])).toEqual([
      "& :focus-visible{outline:0;}&[data-x='a b'] span{x:y;}",
    ]);
  });

  it('keeps media queries readable by stylis: `and` and its parentheses', () => {
    expect(minified(['\n  @media (max-width: 640px) and (prefers-reduced-motion: reduce) {\n    a { b: c; }\n  }\n'])).toEqual([
      '@media (max-width: 640px) and (prefers-reduced-motion: reduce){a{b:c;}}',
    ]);
    expect(minified(['\n  @container (max-width: 560px) {\n    grid-template-columns: minmax(0, 1fr);\n  }\n'])).toEqual([
      '@container (max-width: 560px){grid-template-columns:minmax(0, 1fr);}',
    ]);
  });

  it('copies strings, url() and brackets verbatim', () => {
    expect(minified(["\n  content: ' ';\n  quotes: \"a  b\" '/* no */';\n"])).toEqual(["content:' ';quotes:\"a  b\" '/* no */';"]);
    expect(minified(['\n  background: url(http://x.test/a.png) no-repeat;\n  mask: url( "//cdn.test/b.svg" );\n'])).toEqual([
      'background:url(http://x.test/a.png) no-repeat;mask:url( "//cdn.test/b.svg" );',
    ]);
    expect(minified(['\n  width: calc(100% - 2 * 8px);\n  transform: translate(-50%,  -50%) rotate(45deg);\n'])).toEqual([
      'width:calc(100% - 2 * 8px);transform:translate(-50%,  -50%) rotate(45deg);',
    ]);
  });

  it('drops comments between statements, block and line', () => {
    expect(
      minified(['\n  /* the ring */\n  outline: 0; /* after */\n  a { /* in */ b: c; }\n  // a line comment: it ends here\n  d: e;\n']),
    ).toEqual(['outline:0;a{b:c;}d:e;']);
  });

  it('keeps interpolations exact, with the whitespace an unknown value may need', () => {
    expect(minified(['\n  padding: 0 ', ';\n  ', '\n  color: ', ';\n  ', ':hover & { x: y; }\n'])).toEqual([
      'padding:0 ',
      ';',
      ' color:',
      ';',
      ':hover &{x:y;}',
    ]);
    expect(minified(['\n  width: calc(100% - ', ");\n  content: '", " ';\n"])).toEqual(['width:calc(100% - ', ");content:'", " ';"]);
    expect(minified(['\n  animation: ', ' 0.7s linear infinite;\n  :root {\n    ', '\n  }\n'])).toEqual([
      'animation:',
      ' 0.7s linear infinite;:root{',
      '}',
    ]);
  });

  it("keeps a fragment's edges where the template it lands in could need them", () => {
    expect(minified(['\n  display: flex;\n'], true)).toEqual([' display:flex;']);
    expect(minified(['\n  0 auto\n'], true)).toEqual([' 0 auto ']);
    expect(minified(['\n  &:hover { color: ', '; }\n  ', '\n'], true)).toEqual([' &:hover{color:', ';}', ' ']);
    expect(minified(['\n  display: flex;\n'], false)).toEqual(['display:flex;']);
  });

  it('leaves a template alone when unsure', () => {
    expect(minifyCssTemplate(['color: /* mid-declaration */ red;'], { fragment: false })).toBeNull();
    expect(minifyCssTemplate(['a /* x */ b { c: d; }'], { fragment: false })).toBeNull();
    expect(minifyCssTemplate(['/* starts a fragment */ a: b;'], { fragment: true })).toBeNull();
    expect(minifyCssTemplate(['color: red; /* ', ' */'], { fragment: false })).toBeNull();
    expect(minifyCssTemplate(['color: red; /* unclosed'], { fragment: false })).toBeNull();
    expect(minifyCssTemplate(["content: 'unclosed;"], { fragment: false })).toBeNull();
    expect(minifyCssTemplate(['width: calc(1px + 2px;'], { fragment: false })).toBeNull();
    expect(minifyCssTemplate(['.a\\:b { c: d; }'], { fragment: false })).toBeNull();
    expect(minifyCssTemplate(['a: \uE000;'], { fragment: false })).toBeNull();
  });
});

describe('transformStyledTemplates', () => {
  const source = [
    "import styled from '../utils/styled';",
    "import { css as style, keyframes } from 'styled-components';",
    "import { css } from './not-styled';",
    'const spin = keyframes`',
    '  to { transform: rotate(360deg); }',
    '`;',
    "export const A = styled.div.attrs({ role: 'note' })<{ $on: boolean }>`",
    '  color: red;',
    '  ${(p) => p.$on && style`',
    '    margin: 0 auto;',
    '  `}',
    '`;',
    "export const B = styled(A).withConfig({ displayName: 'B' })`  animation: ${spin} 1s  linear; `;",
    'export const C = styled.span`  x: $ { y: z; }  `;',
    'const raw = String.raw`  keep   me  `;',
    'const local = css`  keep  me  `;',
    "const escaped = style`  content: '\\\\201C';  `;",
    'export const after = [raw, local, escaped];',
    '',
  ].join('\n');

  it('rewrites only styled templates, interpolations untouched, and maps back to the original lines', () => {
    const result = transformStyledTemplates(source, 'x.ts');
    expect(result.templates).toBe(6);
    expect(result.minified).toBe(5);
    expect(result.code).toContain('keyframes`to{transform:rotate(360deg);}`');
    expect(result.code).toContain(
      "styled.div.attrs({ role: 'note' })<{ $on: boolean }>`color:red;${(p) => p.$on && style` margin:0 auto;`}`",
    );
    expect(result.code).toContain("styled(A).withConfig({ displayName: 'B' })`animation:${spin} 1s linear;`");
    expect(result.code).toContain('String.raw`  keep   me  `');
    expect(result.code).toContain('css`  keep  me  `');
    // A backslash: left as written.
    expect(result.code).toContain("style`  content: '\\\\201C';  `");

    // Where dropping a space makes `${`, it is escaped: the template still cooks to the minified text.
    expect(result.code).toContain('styled.span`x:\\${y:z;}`');
    expect(cookedTemplates(result.code)).toContainEqual(['x:${y:z;}']);

    // The source map: `export const after` sits on line 18 (0-based 17) of the input and line 5 of the output.
    const outLine = result.code.split('\n').findIndex((l) => l.startsWith('export const after'));
    expect(outLine).toBeLessThan(17);
    expect(originalLineOf(result.map!.mappings, outLine)).toBe(17);
    expect(result.map!.sourcesContent).toEqual([source]);
  });

  it('changes nothing in a module without styled templates', () => {
    const code = 'export const x = `  a  ${1}  `;\n';
    expect(transformStyledTemplates(code, 'y.ts')).toEqual({ code, templates: 0, minified: 0, map: null });
  });
});

/** The cooked text of every tagged template of a module, as TypeScript reads it. */
function cookedTemplates(code: string): string[][] {
  const found: string[][] = [];
  const visit = (n: ts.Node) => {
    if (ts.isTaggedTemplateExpression(n)) {
      const t = n.template;
      found.push(ts.isNoSubstitutionTemplateLiteral(t) ? [t.text] : [t.head.text, ...t.templateSpans.map((s) => s.literal.text)]);
    }
    ts.forEachChild(n, visit);
  };
  visit(ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true));
  return found;
}

/** The original line the first mapping of a generated line points at (source map v3, VLQ). */
function originalLineOf(mappings: string, generatedLine: number): number {
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let line = 0;
  const lines = mappings.split(';');
  for (let g = 0; g <= generatedLine; g++) {
    for (const segment of lines[g]!.split(',').filter(Boolean)) {
      const values: number[] = [];
      let shift = 0;
      let value = 0;
      for (const ch of segment) {
        const digit = B64.indexOf(ch);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >> 1) : value >> 1);
          value = 0;
          shift = 0;
        }
      }
      line += values[2]!;
      if (g === generatedLine) return line;
    }
  }
  throw new Error(`no mapping on line ${generatedLine}`);
}

/** admin-ui's modules (not tests, stories, test utilities or this build folder). */
function libraryModules(): string[] {
  return (readdirSync(src, { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories|testutil)\.tsx?$/.test(f) && !/^(build|test-utils)[\\/]/.test(f))
    .map((f) => join(src, f));
}

describe('every styled template of admin-ui', () => {
  const files = libraryModules().map((path) => ({ path, name: relative(src, path), code: readFileSync(path, 'utf8') }));
  const templates = files.flatMap((f) => findStyledTemplates(f.code, f.path).map((t) => ({ ...t, file: f.name })));

  it('is found: every tagged template that looks styled is recognised', () => {
    expect(templates.length).toBeGreaterThan(200);
    for (const f of files) {
      const sf = ts.createSourceFile(f.path, f.code, ts.ScriptTarget.Latest, true);
      const lines: number[] = [];
      const visit = (n: ts.Node) => {
        if (ts.isTaggedTemplateExpression(n) && /\b(styled|css|keyframes|createGlobalStyle)\b/.test(n.tag.getText(sf))) {
          lines.push(sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1);
        }
        ts.forEachChild(n, visit);
      };
      visit(sf);
      expect(
        findStyledTemplates(f.code, f.path)
          .map((t) => t.line)
          .sort((a, b) => a - b),
        f.name,
      ).toEqual(lines.sort((a, b) => a - b));
    }
  });

  it('is minified, and stylis reads it exactly as the original', () => {
    for (const t of templates) {
      const where = `${t.file}:${t.line} ${t.tag}`;
      expect(t.parts, where).not.toBeNull();
      const result = minifyCssTemplate(t.parts!, { fragment: t.kind === 'fragment' });
      expect(result, where).not.toBeNull();
      expect(result!.join('').length, where).toBeLessThanOrEqual(t.parts!.join('').length);
      expectSameCss(t.parts!, result!, t.kind === 'fragment');
    }
  });
});

describe('the esbuild plugin', () => {
  // esbuild itself cannot run under jsdom (the unit project's environment): the plugin gets a
  // stand-in of esbuild's plugin API; the real build (npm run build) runs it through esbuild.
  async function load(root: string, path: string) {
    const hooks: { start?: () => void; load?: (args: { path: string }) => Promise<unknown>; end?: () => void; filter?: RegExp } = {};
    const stats: unknown[] = [];
    const plugin = minifyStyledTemplates({ root, onStats: (s) => stats.push(s) });
    await plugin.setup({
      onStart: (fn: () => void) => (hooks.start = fn),
      onLoad: (options: { filter: RegExp }, fn: (args: { path: string }) => Promise<unknown>) => (
        (hooks.filter = options.filter), (hooks.load = fn)
      ),
      onEnd: (fn: () => void) => (hooks.end = fn),
    } as unknown as Parameters<typeof plugin.setup>[0]);
    hooks.start!();
    expect(hooks.filter!.test(path)).toBe(true);
    const result = (await hooks.load!({ path })) as { contents: string; loader: string } | undefined;
    hooks.end!();
    return { result, stats };
  }

  it('loads admin-ui sources minified, with an inline source map back to the original', async () => {
    const path = join(src, 'theme/GlobalStyle.ts');
    const { result, stats } = await load(src, path);
    expect(result!.loader).toBe('ts');
    expect(result!.contents).toContain('*,*::before,*::after{box-sizing:border-box;}');
    expect(result!.contents).not.toContain('\n  body {');
    const inline = /\n\/\/# sourceMappingURL=data:application\/json;base64,(\S+)\n$/.exec(result!.contents);
    const map = JSON.parse(Buffer.from(inline![1]!, 'base64').toString('utf8')) as { sources: string[]; sourcesContent: string[] };
    expect(map.sources).toEqual(['GlobalStyle.ts']);
    expect(map.sourcesContent[0]).toBe(readFileSync(path, 'utf8'));
    expect(stats).toEqual([expect.objectContaining({ files: 1, templates: 1, minified: 1 })]);
  });

  it('leaves files outside its root, and files without styled templates, to esbuild', async () => {
    expect((await load(join(src, 'components'), join(src, 'theme/GlobalStyle.ts'))).result).toBeUndefined();
    expect((await load(src, join(src, 'index.ts'))).result).toBeUndefined();
  });
});
