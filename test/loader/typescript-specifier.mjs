import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * `./x.js` in TypeScript source names `./x.ts` or `./x.tsx` (NodeNext style): the file URL it
 * names, or null when the specifier is not such a relative `.js` import or no TypeScript file is
 * there. The TypeScript file is looked for first: most of our imports name one, and asking Node
 * for a `.js` that is not there costs a thrown error each time.
 */
export function typeScriptUrl(specifier, parentURL) {
  if (!/^\.{1,2}\//.test(specifier) || !specifier.endsWith('.js') || !parentURL?.startsWith('file:')) return null;
  for (const extension of ['.ts', '.tsx']) {
    const url = new URL(specifier.slice(0, -3) + extension, parentURL);
    if (existsSync(fileURLToPath(url))) return url.href;
  }
  return null;
}
