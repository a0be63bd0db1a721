import type { Processor } from '../shared/processor.js';
import type { ProcessorSummary, SummaryFigure } from '../shared/processor-summary.js';
import type { Catalogue } from './catalogue.js';

/**
 * A record cut down to what lists and cards show, with its open benchmark figures, so a page's
 * payload carries no more. Figures that change while the server runs (CPU Atlas Bench's) are left
 * to the pages that show them in full: a list of many processors (the library, similar processors,
 * the home page) would otherwise change with every result accepted for any of them.
 */
export function summarize(processor: Processor, catalogue: Pick<Catalogue, 'benchmarks'>): ProcessorSummary {
  const { id, vendor, name, family, segment, launched, socket, cores, threads, boostClockGHz, l3CacheMB, tdpW, launchPriceUSD } = processor;
  const figures = catalogue.benchmarks.flatMap(({ info, figureOf }): SummaryFigure[] => {
    if (info.live) return [];
    const figure = figureOf(processor);
    return figure
      ? [
          {
            benchmark: info.id,
            score: figure.score,
            samples: figure.samples,
            ranked: figure.ranked,
            ...(figure.tests ? { tests: figure.tests.length } : {}),
            ...(figure.range ? { range: [figure.range.low, figure.range.high] as [number, number] } : {}),
          },
        ]
      : [];
  });
  return { id, vendor, name, family, segment, launched, socket, cores, threads, boostClockGHz, l3CacheMB, tdpW, launchPriceUSD, figures };
}
