import type { DivisorFacts } from '../shared/figure-metrics.js';
import type { Processor } from '../shared/processor.js';
import type { Catalogue } from './catalogue.js';

/** What the catalogue looks a record's divisors up in: its platform files and, where it has them, its prices. */
export type DivisorSources = Pick<Catalogue, 'platforms'> & Partial<Pick<Catalogue, 'prices'>>;

/**
 * What a processor's figures are divided by (src/shared/figure-metrics.ts decides how): its
 * record's ratings and launch price, the package power limit its vendor states for its socket
 * and TDP class, which lives in the platform files, not in the record
 * (data/platforms/power-limits.json), and, where the catalogue has prices, its China retail price
 * now (docs/prices.md). Every ranking and comparison asks here, so none divides by a rating the
 * others do not.
 */
export function divisorFactsOf(catalogue: DivisorSources, processor: Processor): DivisorFacts {
  const { tdpW, maxTurboPowerW, launchPriceUSD } = processor;
  return { tdpW, maxTurboPowerW, launchPriceUSD, packagePowerW: packagePowerOf(catalogue, processor), yuanNow: yuanNowOf(catalogue, processor) };
}

/** The package power limit a per-watt figure may be divided by, or null. */
export function packagePowerOf(catalogue: DivisorSources, processor: Processor): number | null {
  // A stated Maximum Turbo Power comes first: no need to look the socket up.
  return processor.maxTurboPowerW ? null : (catalogue.platforms.packagePowerOf(processor)?.watts ?? null);
}

/** The record's China retail price now in yuan, or null without one. */
export function yuanNowOf(catalogue: DivisorSources, processor: Processor): number | null {
  const now = catalogue.prices?.priceNow(processor);
  return now && 'yuan' in now ? now.yuan : null;
}
