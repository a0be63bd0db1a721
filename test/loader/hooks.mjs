// Module hooks that run the TypeScript of tests and the code they import through esbuild's
// transform, about ten times faster than the TypeScript compiler the tap plugin would use
// (test/loader/register.mjs explains). Types are not checked here: `npm test` runs tsc first.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { typeScriptUrl } from './typescript-specifier.mjs';

/**
 * esbuild itself is imported on the first transform only: with the cache warm most test processes
 * make none, and importing it cost each of them about 60 ms of CPU. Its version, which names the
 * transforms it made, is read from its package file.
 */
const { version } = createRequire(import.meta.url)('esbuild/package.json');

/**
 * Every test file is a process of its own that imports most of src/ and views/: the same few
 * hundred files transformed again a hundred times over. Each transform is kept on disk, named by
 * the file's path, size and modification time and esbuild's version, so a process reads what an
 * earlier one made. A file written by two processes at once is written whole by each (a rename).
 */
const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/test-transforms/', import.meta.url));

/**
 * `./x.js` in TypeScript source names `./x.ts` (test/loader/typescript-specifier.mjs). Where Node
 * has in-thread hooks, register.mjs maps it there too, ahead of every hook of this thread; this one
 * serves the Node versions without them.
 */
export async function resolve(specifier, context, next) {
  return next(typeScriptUrl(specifier, context.parentURL) ?? specifier, context);
}

export async function load(url, context, next) {
  const { protocol, pathname } = new URL(url);
  if (protocol !== 'file:' || !/\.tsx?$/.test(pathname)) return next(url, context);
  const file = fileURLToPath(url.split('?')[0]);
  const { size, mtimeMs } = await stat(file);
  const cached = join(CACHE_DIR, `${createHash('sha1').update(`${version} ${file} ${size} ${mtimeMs}`).digest('hex')}.js`);
  const kept = await readFile(cached, 'utf8').catch(() => null);
  if (kept !== null) return { format: 'module', source: kept, shortCircuit: true };
  const { transform } = await import('esbuild');
  const { code } = await transform(await readFile(file, 'utf8'), {
    loader: file.endsWith('.tsx') ? 'tsx' : 'ts',
    jsx: 'automatic',
    format: 'esm',
    // esnext keeps import attributes (`with { type: 'json' }`) as written.
    target: 'esnext',
    sourcemap: 'inline',
    sourcefile: file,
  });
  await keep(cached, code);
  return { format: 'module', source: code, shortCircuit: true };
}

async function keep(path, code) {
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    await mkdir(CACHE_DIR, { recursive: true });
    await writeFile(temporary, code);
    await rename(temporary, path);
  } catch {
    // A cache that cannot be written only costs the next process the transform.
  }
}
