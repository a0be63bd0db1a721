import type { Catalogue } from '../catalogue/catalogue.js';
import type { StatementSource } from '../shared/page-data/platform.js';
import type { Processor } from '../shared/processor.js';

/**
 * The pages that state the package power limits some processors' per-watt values are divided by
 * (data/platforms/power-limits.json), each once, in the order first met, as the pages cite a
 * source: whose words, which publisher, the page. A processor divided by another rating adds none.
 */
export function powerSourcesOf(catalogue: Pick<Catalogue, 'platforms'>, processors: Iterable<Processor>): StatementSource[] {
  const cited = new Map<string, StatementSource>();
  for (const processor of processors) {
    for (const source of catalogue.platforms.packagePowerOf(processor)?.sources ?? []) {
      if (cited.has(source.id)) continue;
      const { kind, vendor, publisher, title, url, language, published } = source;
      cited.set(source.id, { kind, vendor, publisher, title, url, language, published });
    }
  }
  return [...cited.values()];
}
