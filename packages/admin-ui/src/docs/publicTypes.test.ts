// @vitest-environment node
/// <reference types="node" />
import { join } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const src = join(__dirname, '..');

/**
 * The admin-ui types a public export names in its signature (a function's parameters and result, an
 * interface's `extends` and members, a type alias's definition), by name: a consumer must be able to import
 * each of them from the root entry to write a wrapper or a value of that type.
 */
function namedButNotExported(): string[] {
  const entryFile = join(src, 'index.ts');
  const program = ts.createProgram([entryFile], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const resolve = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  const entry = checker.getSymbolAtLocation(program.getSourceFile(entryFile)!)!;
  const exported = new Set(checker.getExportsOfModule(entry).map(resolve));
  const missing = new Set<string>();
  // Named in public signatures on purpose without an export: a generic helper (`createTheme`'s argument is
  // spelt out in its docs), and the base interface whose members the exported Skeleton*Props all carry.
  const internal = new Set(['DeepPartial', 'SkeletonLabelProps']);

  const visit = (node: ts.Node, owner: string) => {
    if (ts.isTypeReferenceNode(node) || ts.isExpressionWithTypeArguments(node)) {
      const at = ts.isTypeReferenceNode(node) ? node.typeName : node.expression;
      const found = checker.getSymbolAtLocation(at);
      const symbol = found && resolve(found);
      const file = symbol?.declarations?.[0]?.getSourceFile().fileName;
      const isType = symbol && symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Enum);
      if (symbol && isType && file?.startsWith(src) && !exported.has(symbol) && !internal.has(symbol.name))
        missing.add(`${symbol.name} (in ${owner})`);
    }
    ts.forEachChild(node, (child) => visit(child, owner));
  };

  for (const symbol of exported) {
    for (const declaration of symbol.declarations ?? []) {
      if (ts.isFunctionDeclaration(declaration)) {
        declaration.parameters.forEach((parameter) => parameter.type && visit(parameter.type, symbol.name));
        if (declaration.type) visit(declaration.type, symbol.name);
      } else if (ts.isInterfaceDeclaration(declaration)) {
        declaration.heritageClauses?.forEach((clause) => visit(clause, symbol.name));
        declaration.members.forEach((member) => visit(member, symbol.name));
      } else if (ts.isTypeAliasDeclaration(declaration)) {
        visit(declaration.type, symbol.name);
      }
    }
  }
  return [...missing].sort();
}

it('exports from the root entry every admin-ui type that a public signature names', () => {
  expect(namedButNotExported()).toEqual([]);
}, 60_000);
