import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import t from 'tap';
import { relativeImports, sourceFiles } from './source-imports.js';

/**
 * The rooms of the code and which way their imports may run. The server's rooms (the running
 * catalogue, http, pages, render) never reach into the offline pipeline that writes data/; views
 * and the browser's code never reach into a server room (they read src/shared/ and get the rest as
 * data); what runs in both places reaches into no server room. Type-only imports count: a type
 * from across a boundary ties the two sides together as firmly as code does. The build checks the
 * same boundaries from the bundles it makes (test/build.test.ts, and the programs' inputs below).
 */
const ROOT = resolve(import.meta.dirname, '..');

const SERVER_ROOMS = ['src/catalogue', 'src/cards', 'src/http', 'src/pages', 'src/render', 'src/record', 'src/app.ts', 'src/server.ts'];
const RULES: { who: string[]; mayNotImport: string[]; why: string }[] = [
  { who: [...SERVER_ROOMS, 'src/shared', 'views', 'client'], mayNotImport: ['src/pipeline'], why: 'the pipeline runs offline; the server reads only what it wrote to data/' },
  { who: ['views', 'client'], mayNotImport: ['src/catalogue', 'src/cards', 'src/pipeline', 'src/http', 'src/pages', 'src/render', 'src/record', 'src/tools'], why: 'views draw the data a loader gives them; the browser holds no server code' },
  { who: ['src/render'], mayNotImport: ['src/http'], why: 'render makes a page\'s payload and HTML; what is cached, for how long and in which encodings is http\'s business' },
  { who: ['src/bench'], mayNotImport: ['src/catalogue', 'src/cards', 'src/http', 'src/pages', 'src/render', 'src/record', 'src/tools', 'src/pipeline'], why: 'the bench runs in the browser and in the one-file command-line runner too' },
  { who: ['src/shared'], mayNotImport: ['src/catalogue', 'src/cards', 'src/http', 'src/pages', 'src/render', 'src/tools'], why: 'src/shared runs in the browser too' },
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

t.test('the server and prerendering are built from no module of the pipeline; the importers are', async (t) => {
  const programs = JSON.parse(await readFile(join(ROOT, 'dist', 'program-inputs.json'), 'utf8')) as Record<string, string[]>;
  for (const program of ['server', 'prerender-worker']) t.ok(programs[program]?.includes('src/app.ts'), `${program}: the list is the build's`);
  for (const program of ['server', 'prerender', 'prerender-worker']) {
    t.same(programs[program]!.filter((input) => input.startsWith('src/pipeline/')), [], `${program} holds nothing of src/pipeline/`);
  }
  for (const program of ['import', 'import-scores', 'import-boards', 'import-prices']) {
    t.ok(programs[program]?.some((input) => input.startsWith('src/pipeline/')), `${program} is the pipeline's`);
  }
});
