import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import t from 'tap';
import { readConfig } from '../src/config.js';

/**
 * The repository explains itself: every file a comment or a document names exists, and nothing
 * cites an issue number, which means nothing to a reader of the code. Reads the comments of every
 * source file (and every line of the Markdown documents) for paths under the repository's own
 * folders.
 */
const root = readConfig({}).rootDir;
const FOLDERS = ['src', 'client', 'views', 'test', 'bench', 'docs', 'data', 'locales'];
const SOURCE = /\.(ts|tsx|mjs|css)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'fixtures' || entry.name === 'node_modules' ? [] : filesUnder(path);
    return [path];
  });
}

/** The comments of a source file (block, line and JSX), or a document's whole text. */
function commentsOf(file: string, text: string): string {
  if (file.endsWith('.md')) return text;
  const comments = text.match(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*/g) ?? [];
  return comments.join('\n');
}

/** Paths a text names under the repository's folders: `src/http/page-routes.ts`, `views/parts/`. */
function namedPaths(text: string): string[] {
  const pattern = new RegExp(`(?<![\\w./-])((?:${FOLDERS.join('|')})/[\\w./{}-]*[\\w}/])`, 'g');
  return (
    [...text.matchAll(pattern)]
      .map((match) => match[1]!)
      // A pattern ("views/pages/{view}.tsx", "data/<vendor>/*.json") names a kind of file, not one.
      .filter((path) => !/[{}*<>]/.test(path))
      .map((path) => path.replace(/[.,:;]+$/, ''))
  );
}

const files = [...['README.md', 'build.mjs'], ...FOLDERS.flatMap((folder) => filesUnder(folder)).filter((file) => SOURCE.test(file) || file.endsWith('.md'))];

t.test('every file a comment or a document names exists', async (t) => {
  const missing: string[] = [];
  for (const file of files) {
    for (const path of new Set(namedPaths(commentsOf(file, readFileSync(join(root, file), 'utf8'))))) {
      if (!existsSync(join(root, path))) missing.push(`${file} names ${path}`);
    }
  }
  t.same(missing, [], `${files.length} files read`);
});

t.test('no comment or document cites an issue number', async (t) => {
  const cited: string[] = [];
  for (const file of files) {
    const text = commentsOf(file, readFileSync(join(root, file), 'utf8'));
    for (const match of text.matchAll(/\bissues? #?\d+|#\d{1,3}\b(?![\w-])/gi)) cited.push(`${file}: ${match[0]}`);
  }
  t.same(cited, []);
});

t.test("the README's folder map names every folder of the code, and every file of src/ at its top", async (t) => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const map = /## Folder layout[\s\S]*?```\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  t.ok(map.length > 1000, 'the map is there');
  const folders = ['src', 'views', 'client', 'test', 'bench', 'docs', 'locales', 'data'].flatMap((top) => [
    top,
    ...readdirSync(join(root, top), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && top !== 'test' && top !== 'data')
      .map((entry) => entry.name),
  ]);
  const srcFiles = readdirSync(join(root, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
  t.same(
    folders.filter((folder) => !new RegExp(`(^|[\\s,])${folder}/`, 'm').test(map)),
    [],
    'folders missing from the map',
  );
  t.same(
    srcFiles.filter((file) => !map.includes(file)),
    [],
    'src/ files missing from the map',
  );
});

t.test('the checks read what they should', async (t) => {
  t.same(namedPaths('see src/http/page-routes.ts, and views/pages/{view}.tsx.'), ['src/http/page-routes.ts']);
  t.ok(files.includes('src/app.ts') && files.includes('README.md') && files.includes('docs/decisions.md'));
  t.ok(statSync(join(root, relative(root, join(root, 'src')))).isDirectory());
});
