import type { Catalogue } from './catalogue.js';

/**
 * Memoises a value derived from a whole catalogue. A catalogue never changes
 * once built, so anything computed from it alone (home totals, similarity
 * groups) is computed on first use and kept for the catalogue's lifetime.
 */
export function perCatalogue<T>(compute: (catalogue: Catalogue) => T): (catalogue: Catalogue) => T {
  const cache = new WeakMap<Catalogue, T>();
  return (catalogue) => {
    if (!cache.has(catalogue)) cache.set(catalogue, compute(catalogue));
    return cache.get(catalogue)!;
  };
}
