import { processorKey, type Processor } from '../shared/processor.js';
import type { Catalogue } from './catalogue.js';

/**
 * Which processor a few typed words name, for the compare page's "add" field without
 * JavaScript: the catalogue's one text matcher (src/catalogue/search-index.ts) decides, as it
 * does for the header's search, so "7950x" adds the 7950X and not the 7950X3D. Processors
 * already compared are left out of the candidates.
 */
export interface NameMatch {
  /** the processor the text names, if it names exactly one */
  named: Processor | null;
  /** the closest candidates, best first, at most `limit` */
  candidates: Processor[];
}

export function matchProcessorName(catalogue: Catalogue, text: string, options: { exclude?: readonly string[]; limit?: number } = {}): NameMatch {
  const exclude = new Set(options.exclude ?? []);
  const limit = options.limit ?? 8;
  const named = catalogue.search.named(text);
  const candidates = catalogue.search
    .suggest(text, limit + exclude.size)
    .filter((p) => !exclude.has(processorKey(p)))
    .slice(0, limit);
  return { named: named && !exclude.has(processorKey(named)) ? named : null, candidates };
}
