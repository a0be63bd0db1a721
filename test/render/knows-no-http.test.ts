import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import t from 'tap';
import ts from 'typescript';

/**
 * Render turns a page into a payload and HTML and knows nothing of HTTP: what is kept, for how
 * long, in which encodings and under which key is decided in src/http, which calls render and is
 * never called back by it. A render module that imported src/http — a type included, since a
 * type ties the two as firmly — would let a request go down into render and back up into the
 * server again. Every specifier counts: static, type-only, re-exports and dynamic `import()`.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const RENDER = join(ROOT, 'src', 'render');
const HTTP = join(ROOT, 'src', 'http');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The specifiers of `file` (whose text is `source`) that lead into src/http, as written. */
function httpImportsOf(file: string, source = readFileSync(file, 'utf8')): string[] {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.') && `${resolve(dirname(file), specifier)}${sep}`.startsWith(`${HTTP}${sep}`));
}

t.test('nothing under src/render imports from src/http', async (t) => {
  const files = sourceFiles(RENDER);
  t.ok(files.length > 5, `the render modules are found (${files.length})`);
  const offending = files.flatMap((file) => httpImportsOf(file).map((specifier) => `${relative(ROOT, file)} imports ${specifier}`));
  t.same(offending, [], 'render imports nothing of the server');
});

t.test('the scan sees every form of import', async (t) => {
  const probe = join(RENDER, 'probe.ts');
  const forms = [
    "import { x } from '../http/a.js';",
    "import type { X } from '../http/b.js';",
    "export { y } from '../http/c.js';",
    "const z = await import('../http/d.js');",
    "import { w } from '../shared/e.js';",
  ];
  const found = forms.map((line) => httpImportsOf(probe, line).length > 0);
  t.same(found, [true, true, true, true, false]);
});
