import type { IndexAbsence } from '../shared/benchmark.js';
import { isaOf, type Processor } from '../shared/processor.js';
import { SINGLE_THREAD_INDEX_ID } from '../record/benchmarks/single-thread-index.js';
import type { Catalogue } from './catalogue.js';
import { sharesIndexScale } from '../record/single-thread-index.js';

/**
 * Why a processor has no single-thread index, in the order the rules of the index apply
 * (src/record/single-thread-index.ts): only x86 processors share its scale; only test figures
 * that rank in their own test (two results or more, no doubt) enter it; it takes two such tests.
 * Null when the processor has an index, or when the catalogue has none to explain. The detail page
 * says this on its single-thread line, the ladder when such a processor is marked.
 */
export function indexAbsence(catalogue: Pick<Catalogue, 'findBenchmark'>, processor: Processor): IndexAbsence | null {
  const index = catalogue.findBenchmark(SINGLE_THREAD_INDEX_ID);
  if (!index?.info.derivedFrom || index.figureOf(processor)) return null;
  const figures = index.info.derivedFrom.benchmarks.flatMap((id) => {
    const figure = catalogue.findBenchmark(id)?.figureOf(processor);
    return figure ? [{ id, figure }] : [];
  });
  if (!sharesIndexScale(processor)) return { reason: 'not-x86', isa: isaOf(processor), measured: figures.length > 0 };
  if (!figures.length) return { reason: 'no-test' };
  const ranked = figures.filter(({ figure }) => figure.ranked);
  if (ranked.length === 1) return { reason: 'one-test', test: ranked[0]!.id };
  if (!ranked.length) return figures.some(({ figure }) => figure.doubt) ? { reason: 'doubtful' } : { reason: 'one-result', figures: figures.length };
  // Two tests that rank it make an index (computeIndex): with none here, the files disagree, and
  // test/catalogue/index-absence.test.ts fails on the shipped data before a page could say so.
  return null;
}
