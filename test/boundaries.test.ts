import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import t from 'tap';
import ts from 'typescript';
import { relativeImports, sourceFiles } from './source-imports.js';

/**
 * The rooms of the code and which way their imports may run. Three wings: the record (src/record/:
 * what the files of data/ are, their readers and validators), the server (the running catalogue,
 * http, pages, render: what it does with the records) and the offline pipeline (what makes them).
 * The server and the pipeline both read the record; the record reads neither, and the pipeline
 * never the server's catalogue, nor the server the pipeline. The record is the lowest layer: it
 * imports nothing of src/shared either, and src/shared takes from it only what a browser can run. Views and the browser's code never
 * reach into a server room or the bench's command-line runner (they read src/shared/, the bench's
 * browser half included, and get the rest as data); what runs in both places reaches into no
 * server room. Type-only imports count: a type from across a boundary ties the two sides together
 * as firmly as code does. The build checks the same boundaries from the bundles it makes
 * (test/build.test.ts, and the programs' inputs below).
 */
const ROOT = resolve(import.meta.dirname, '..');

const SERVER_ROOMS = ['src/catalogue', 'src/cards', 'src/http', 'src/pages', 'src/render', 'src/record', 'src/app.ts', 'src/server.ts'];
const RULES: { who: string[]; mayNotImport: string[]; why: string }[] = [
  {
    who: [...SERVER_ROOMS, 'src/shared', 'views', 'client'],
    mayNotImport: ['src/pipeline'],
    why: 'the pipeline runs offline; the server reads only what it wrote to data/',
  },
  {
    who: ['views', 'client'],
    mayNotImport: [
      'src/catalogue',
      'src/cards',
      'src/pipeline',
      'src/http',
      'src/pages',
      'src/render',
      'src/record',
      'src/tools',
      'src/bench',
      'src/bench-results',
    ],
    why: 'views draw the data a loader gives them; the browser holds no server code, and of the bench only its browser half, in src/shared/bench/',
  },
  {
    who: ['src/render'],
    mayNotImport: ['src/http'],
    why: "render makes a page's payload and HTML; what is cached, for how long and in which encodings is http's business",
  },
  {
    who: ['src/bench'],
    mayNotImport: ['src/catalogue', 'src/cards', 'src/http', 'src/pages', 'src/render', 'src/record', 'src/tools', 'src/pipeline'],
    why: 'the command-line runner is built alone into one file a visitor downloads',
  },
  {
    who: ['src/shared'],
    mayNotImport: ['src/catalogue', 'src/cards', 'src/http', 'src/pages', 'src/render', 'src/tools', 'src/bench', 'src/bench-results'],
    why: 'src/shared runs in the browser too',
  },
  {
    who: ['src/record'],
    mayNotImport: ['src/shared'],
    why: 'the record is the lowest layer (what a record is: its schemas, vocabulary, launch-date format and benchmark terms); src/shared takes from it, never the other way round',
  },
  {
    who: ['src/pipeline', 'src/record'],
    mayNotImport: ['src/catalogue', 'src/cards', 'src/http', 'src/pages', 'src/render', 'src/bench-results'],
    why: "the pipeline makes records and the record wing says what they are; what the server does with them is the server's",
  },
];

/** A room's files, repository-relative. */
const filesOf = (room: string) => sourceFiles(join(ROOT, room)).map((file) => relative(ROOT, file).split('\\').join('/'));
/** The repository paths a file imports. */
const importsOf = (file: string) => relativeImports(join(ROOT, file)).map((path) => relative(ROOT, path).split('\\').join('/'));

const inside = (path: string, room: string) => path === room || path.startsWith(`${room}/`) || path.replace(/\.js$/, '.ts') === room;

for (const rule of RULES) {
  t.test(`${rule.who.join(', ')} import nothing from ${rule.mayNotImport.join(', ')}: ${rule.why}`, async (t) => {
    const files = rule.who.flatMap(filesOf);
    t.ok(files.length > 0, 'the rooms exist');
    const crossings: string[] = [];
    for (const file of files) {
      for (const imported of importsOf(file)) {
        const room = rule.mayNotImport.find((forbidden) => inside(imported, forbidden));
        if (room) crossings.push(`${file} → ${imported}`);
      }
    }
    t.same(crossings, []);
  });
}

/**
 * Each import of a file, with whether it brings types only (`import type`, `export type`, every
 * name marked `type`, a type's `import('…')`): such an import is gone from the JavaScript. A
 * relative import's path is repository-relative; a package's or a built-in's is its name.
 */
function importsWithKind(file: string): { path: string; typeOnly: boolean; isPackage: boolean }[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { path: string; typeOnly: boolean; isPackage: boolean }[] = [];
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean) => {
    if (!specifier || !ts.isStringLiteral(specifier)) return;
    if (!specifier.text.startsWith('.')) {
      found.push({ path: specifier.text, typeOnly, isPackage: true });
      return;
    }
    found.push({
      path: relative(ROOT, resolve(ROOT, dirname(file), specifier.text))
        .split('\\')
        .join('/'),
      typeOnly,
      isPackage: false,
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const names = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      add(
        node.moduleSpecifier,
        Boolean(clause && (clause.isTypeOnly || (!clause.name && names && names.length > 0 && names.every((name) => name.isTypeOnly)))),
      );
    } else if (ts.isExportDeclaration(node)) {
      add(
        node.moduleSpecifier,
        node.isTypeOnly || Boolean(node.exportClause && ts.isNamedExports(node.exportClause) && node.exportClause.elements.every((name) => name.isTypeOnly)),
      );
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The source file a repository-relative import path names: an import of `launch-date.js` is `src/record/launch-date.ts`. */
const sourceOf = (path: string) =>
  [path.replace(/\.js$/, '.ts'), path.replace(/\.js$/, '.tsx'), `${path}/index.ts`].find((candidate) => existsSync(join(ROOT, candidate)));

t.test('src/shared takes from src/record only modules a browser can run: no schema library, no Node built-in, however deep', async (t) => {
  // src/shared is bundled for the browser, and it re-exports the record's vocabulary, launch-date
  // format, key and benchmark terms to the pages: plain constants and functions. A record module
  // that src/shared imports as code, or any module that one imports as code in turn, must not take
  // zod (the schemas validate on the server) or a Node built-in, or the browser's bundle would. A
  // type-only import is gone from the JavaScript, so the record's type may come from its schema.
  const reached = new Map<string, string>(); // record module → the chain of imports that reaches it
  const queue: string[] = [];
  for (const file of filesOf('src/shared')) {
    for (const entry of importsWithKind(file)) {
      const target = !entry.typeOnly && !entry.isPackage && inside(entry.path, 'src/record') ? sourceOf(entry.path) : undefined;
      if (target && !reached.has(target)) {
        reached.set(target, `${file} → ${target}`);
        queue.push(target);
      }
    }
  }
  const unsafe: string[] = [];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const entry of importsWithKind(file)) {
      if (entry.typeOnly) continue;
      if (entry.isPackage) {
        if (entry.path === 'zod' || entry.path.startsWith('zod/') || isBuiltin(entry.path)) unsafe.push(`${reached.get(file)} → ${entry.path}`);
        continue;
      }
      const target = sourceOf(entry.path);
      if (target && !reached.has(target)) {
        reached.set(target, `${reached.get(file)} → ${target}`);
        queue.push(target);
      }
    }
  }
  t.same(unsafe, []);
  t.ok(reached.size > 0, 'src/shared does take code from the record (else this rule could be stricter)');
});

t.test('the server and prerendering are built from no module of the pipeline; the importers are', async (t) => {
  const programs = JSON.parse(await readFile(join(ROOT, 'dist', 'program-inputs.json'), 'utf8')) as Record<string, string[]>;
  for (const program of ['server', 'prerender-worker']) t.ok(programs[program]?.includes('src/app.ts'), `${program}: the list is the build's`);
  for (const program of ['server', 'prerender', 'prerender-worker']) {
    t.same(
      programs[program]!.filter((input) => input.startsWith('src/pipeline/')),
      [],
      `${program} holds nothing of src/pipeline/`,
    );
  }
  for (const program of ['import', 'import-scores', 'import-boards', 'import-prices']) {
    t.ok(
      programs[program]?.some((input) => input.startsWith('src/pipeline/')),
      `${program} is the pipeline's`,
    );
  }
});
