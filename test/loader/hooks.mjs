// Module hooks that run the TypeScript of tests and the code they import through esbuild's
// transform, about ten times faster than the TypeScript compiler the tap plugin would use
// (test/loader/register.mjs explains). Types are not checked here: `npm test` runs tsc first.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

/**
 * `./x.js` in TypeScript source names `./x.ts` or `./x.tsx` (NodeNext style). Later hooks see
 * the import first — tap's mocks match the specifier as written, and tap's TypeScript plugin
 * maps it already — so this only answers what they leave unresolved.
 */
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (!/^\.{1,2}\//.test(specifier) || !specifier.endsWith('.js') || !context.parentURL?.startsWith('file:')) throw error;
    for (const extension of ['.ts', '.tsx']) {
      const url = new URL(specifier.slice(0, -3) + extension, context.parentURL);
      if (existsSync(fileURLToPath(url))) return next(url.href, context);
    }
    throw error;
  }
}

export async function load(url, context, next) {
  const { protocol, pathname } = new URL(url);
  if (protocol !== 'file:' || !/\.tsx?$/.test(pathname)) return next(url, context);
  const file = fileURLToPath(url.split('?')[0]);
  const { code } = await transform(await readFile(file, 'utf8'), {
    loader: file.endsWith('.tsx') ? 'tsx' : 'ts',
    jsx: 'automatic',
    format: 'esm',
    // esnext keeps import attributes (`with { type: 'json' }`) as written.
    target: 'esnext',
    sourcemap: 'inline',
    sourcefile: file,
  });
  return { format: 'module', source: code, shortCircuit: true };
}
