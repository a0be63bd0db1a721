import type { ServerErrorCode } from '../errors.js';

/**
 * What the server's catalogue option can say. Parsing is kept apart from
 * loading so the accepted forms are stated (and tested) in one place.
 */
export type CatalogueSource = { kind: 'shipped' } | { kind: 'synthetic'; count: number } | { kind: 'file'; path: string };

export const MAX_SYNTHETIC_COUNT = 1_000_000;
export const SYNTHETIC_PREFIX = 'fake:';

export class CatalogueSourceError extends Error {
  /** its code in the server's registry of errors (src/errors.ts) */
  readonly code: ServerErrorCode = 'ATLAS_CATALOGUE_SOURCE_INVALID';

  constructor(message: string) {
    super(message);
    this.name = 'CatalogueSourceError';
  }
}

export function parseCatalogueSource(source: string | undefined): CatalogueSource {
  if (source === undefined) return { kind: 'shipped' };
  if (source.startsWith(SYNTHETIC_PREFIX)) {
    const digits = source.slice(SYNTHETIC_PREFIX.length);
    const count = /^[1-9]\d{0,6}$/.test(digits) ? Number(digits) : NaN;
    if (!(count >= 1 && count <= MAX_SYNTHETIC_COUNT)) {
      throw new CatalogueSourceError(
        `catalogue "${source}" is not understood: write ${SYNTHETIC_PREFIX}N with N a whole number from 1 to ${MAX_SYNTHETIC_COUNT} (for example ${SYNTHETIC_PREFIX}1000)`,
      );
    }
    return { kind: 'synthetic', count };
  }
  if (source.trim() === '') {
    throw new CatalogueSourceError(`catalogue source is empty: leave it unset for the shipped catalogue, give ${SYNTHETIC_PREFIX}N, or a path to a JSON file`);
  }
  return { kind: 'file', path: source };
}
