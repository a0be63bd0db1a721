import type { DivisorFacts } from '../shared/figure-metrics.js';
import type { Processor } from '../shared/processor.js';
import type { Catalogue } from './catalogue.js';

/**
 * What a processor's figures are divided by (src/shared/figure-metrics.ts decides how): its
 * record's ratings and launch price, the package power limit its vendor states for its socket
 * and TDP class, which lives in the platform files, not in the record
 * (data/platforms/power-limits.json), and, where the catalogue has prices, its China retail price
 * now (docs/prices.md). Every ranking and comparison asks here, so none divides by a rating the
 * others do not.
 */
export function divisorFactsOf(catalogue: Pick<Catalogue, 'platforms'> & Partial<Pick<Catalogue, 'prices'>>, processor: Processor): DivisorFacts {
  const { tdpW, maxTurboPowerW, launchPriceUSD } = processor;
  // A stated Maximum Turbo Power comes first: no need to look the socket up.
  const packagePowerW = maxTurboPowerW ? null : (catalogue.platforms.packagePowerOf(processor)?.watts ?? null);
  const now = catalogue.prices?.priceNow(processor);
  return { tdpW, maxTurboPowerW, launchPriceUSD, packagePowerW, yuanNow: now && 'yuan' in now ? now.yuan : null };
}
