import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/*
 * How the structure tests (import-cycles, boundaries) read the code: the TypeScript files of a
 * folder, and what each imports. Type-only imports, re-exports and dynamic import() all count.
 */

/** Every .ts and .tsx file under a path (itself, if it is one), declaration files aside. */
export function sourceFiles(path: string): string[] {
  if (!statSync(path, { throwIfNoEntry: false })) return [];
  if (!statSync(path).isDirectory()) return /\.tsx?$/.test(path) && !path.endsWith('.d.ts') ? [path] : [];
  return readdirSync(path).flatMap((name) => sourceFiles(join(path, name)));
}

/** The absolute paths a file's relative imports name, as written (`./x.js`, a folder). */
export function relativeImports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.filter(({ fileName }) => fileName.startsWith('.')).map(({ fileName }) => resolve(dirname(file), fileName));
}
