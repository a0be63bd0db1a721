import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import t from 'tap';
import ts from 'typescript';
import { relativeImports, sourceFiles } from './source-imports.js';

/**
 * The rooms of the code and which way their imports may run. Three wings: the record (src/record/:
 * what the files of data/ are, their readers and validators), the server (the running catalogue,
 * http, pages, render: what it does with the records) and the offline pipeline (what makes them).
 * The server and the pipeline both read the record; the record reads neither, and the pipeline
 * never the server's catalogue, nor the server the pipeline. Views and the browser's code never
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
 * name marked `type`, a type's `import('…')`): such an import is gone from the JavaScript.
 */
function importsWithKind(file: string): { path: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { path: string; typeOnly: boolean }[] = [];
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean) => {
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) {
      found.push({
        path: relative(ROOT, resolve(ROOT, dirname(file), specifier.text))
          .split('\\')
          .join('/'),
        typeOnly,
      });
    }
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

t.test("src/shared reads src/record's types only: the record wing reads the shared vocabulary, never the other way round in code", async (t) => {
  // The record's schemas (zod) derive the record's type, which the pages and the browser draw; the
  // type comes across, the schema's code never does, so nothing of the record runs in the browser
  // and the two rooms' code does not go in a circle.
  const files = filesOf('src/shared');
  t.ok(files.length > 0, 'the room exists');
  const code = files.flatMap((file) =>
    importsWithKind(file)
      .filter((entry) => inside(entry.path, 'src/record') && !entry.typeOnly)
      .map((entry) => `${file} → ${entry.path}`),
  );
  t.same(code, []);
  t.ok(
    filesOf('src/record').some((file) => importsOf(file).some((path) => inside(path, 'src/shared'))),
    'the record wing does read the shared vocabulary (else this rule could be stricter)',
  );
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
