import { join, relative, resolve } from 'node:path';
import t from 'tap';
import { relativeImports, sourceFiles } from './source-imports.js';

/**
 * No module of src/, client/ or views/ imports itself through others. A cycle makes the order in
 * which modules run depend on which one is imported first, and ties files together so that none of
 * them can be read, tested or moved alone. Type-only imports count too: they do not run, but a
 * cycle of types ties two files together as firmly (the record's type and its schema were one).
 * Dynamic `import()` counts as well: the router's way to a view is still a dependency.
 */
const ROOT = resolve(import.meta.dirname, '..');
const FOLDERS = ['src', 'client', 'views'];

/** The files of ours a module imports: `.js` read as the `.ts` or `.tsx` it is built from, a folder as its index. */
function importsOf(file: string, known: ReadonlySet<string>): string[] {
  return relativeImports(file).flatMap((path) => {
    const base = path.replace(/\.(?:m?js|jsx)$/, '');
    const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((candidate) => known.has(candidate));
    return target ? [target] : [];
  });
}

/** Every cycle, as the files of each strongly connected group (Tarjan's algorithm). */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, order.get(next)!));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return cycles;
}

t.test('no import cycle among the modules of src/, client/ and views/', async (t) => {
  const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)));
  const known = new Set(files);
  const graph = new Map(files.map((file) => [file, importsOf(file, known)]));
  t.ok(files.length > 100, `${files.length} modules read`);
  t.ok([...graph.values()].filter((imports) => imports.length).length > files.length / 2, 'most of them import others of ours');
  const cycles = cyclesOf(graph).map((group) => group.map((file) => relative(ROOT, file)).join(' ⇄ '));
  t.same(cycles, [], 'no cycles');
});

t.test('the search finds cycles, type-only and dynamic imports included', async (t) => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a']],
    ['d', ['d']],
    ['e', ['a']],
  ]);
  t.same(cyclesOf(graph), [['a', 'b', 'c'], ['d']]);
  t.same(
    cyclesOf(
      new Map([
        ['a', ['b']],
        ['b', []],
      ]),
    ),
    [],
  );
  const here = resolve(import.meta.dirname, 'fixtures', 'import-cycles');
  const known = new Set(sourceFiles(here));
  const names = (file: string) =>
    importsOf(join(here, file), known)
      .map((path) => relative(here, path))
      .sort();
  t.same(names('record.ts'), ['schema.ts'], 'import type');
  t.same(names('schema.ts'), ['record.ts', 'view.tsx'], 'import, and export … from a .tsx');
  t.same(names('view.tsx'), ['lazy/index.ts'], 'a dynamic import() of a folder');
});
