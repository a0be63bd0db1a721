import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import t from 'tap';
import ts from 'typescript';
import { sourceFiles } from './source-imports.js';

/**
 * No dead exports: every name a file of the code exports is used, by the file itself or by some
 * other file that imports it (the code's, a test's, a bench's or the build's). An export used
 * nowhere is dead code that reads as a module's offer to the next reader. (An export only its own
 * file uses is allowed: a type in the signature of an exported function is one.)
 * A file imported whole (`import * as`, `import()`) counts as using all it exports; a default
 * export counts as used, as the build and the page registry find views and programs by their files;
 * a browser twin (`x.browser.ts`, which the build puts in place of `x.ts` in the browser's bundle)
 * is used as its server twin is.
 */
const ROOT = resolve(import.meta.dirname, '..');
const CODE = ['src', 'views', 'client'];
const IMPORTERS = [...CODE, 'test', 'bench', 'build.mjs'];

const files = (rooms: string[]) =>
  rooms.flatMap((room) => {
    const path = join(ROOT, room);
    if (path.endsWith('.mjs')) return [path];
    return sourceFiles(path);
  });

/** The file a relative specifier names, as the build resolves it ('./x.js' → x.ts or x.tsx). */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier).replace(/\.(m?js|jsx)$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}.mjs`, join(base, 'index.ts')]) {
    if (statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return null;
}

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
const modifiers = (node: ts.Node) => (ts.canHaveModifiers(node) ? ts.getModifiers(node) : undefined) ?? [];
const hasExport = (node: ts.Node) => modifiers(node).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** The names a file exports by declaration (`export const x`, `export function f`, `export type T`). */
function exportedNames(source: ts.SourceFile): string[] {
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!hasExport(statement)) continue;
    if (modifiers(statement).some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.push(statement.name.text);
    }
  }
  return names;
}

/** What each file's imports and re-exports take from each file: names, or '*' for the whole file. */
function usesOf(importers: string[]): Map<string, Set<string>> {
  const uses = new Map<string, Set<string>>();
  const use = (file: string | null, name: string) => {
    if (file === null) return;
    if (!uses.has(file)) uses.set(file, new Set());
    uses.get(file)!.add(name);
  };
  for (const file of importers) {
    const source = parse(file);
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const target = resolveSpecifier(file, node.moduleSpecifier.text);
        const bindings = node.importClause?.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) use(target, '*');
        else if (bindings) for (const element of bindings.elements) use(target, (element.propertyName ?? element.name).text);
      } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        const target = resolveSpecifier(file, node.moduleSpecifier.text);
        if (!node.exportClause || ts.isNamespaceExport(node.exportClause)) use(target, '*');
        else for (const element of node.exportClause.elements) use(target, (element.propertyName ?? element.name).text);
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        use(resolveSpecifier(file, node.arguments[0].text), '*');
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
        use(resolveSpecifier(file, node.argument.literal.text), node.qualifier && ts.isIdentifier(node.qualifier) ? node.qualifier.text : '*');
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return uses;
}

/** Whether a file names one of its declarations again beyond declaring it. */
function usedInside(source: ts.SourceFile, name: string): boolean {
  let count = 0;
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node.text === name) count++;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return count > 1;
}

t.test('every name the code exports is used, where it is declared or where it is imported', async (t) => {
  const uses = usesOf(files(IMPORTERS));
  const dead = files(CODE).flatMap((file) => {
    const used = uses.get(file.replace(/\.browser\.ts$/, '.ts')) ?? new Set<string>();
    if (used.has('*')) return [];
    const source = parse(file);
    return exportedNames(source)
      .filter((name) => !used.has(name) && !usedInside(source, name))
      .map((name) => `${relative(ROOT, file).split('\\').join('/')}: ${name}`);
  });
  t.same(dead, [], 'remove the export, or the code, or import it where it is meant to be used');
});
