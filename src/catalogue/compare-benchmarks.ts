import { DIFFERENCE_THAT_MATTERS, headlinesOf, isBetter, separation, shareOfBest, type BenchmarkFigure, type BenchmarkInfo, type Direction, type FigureRange } from '../shared/benchmark.js';
import { metricValue, metricsOf, perWattPower, type PerWattPower } from '../shared/figure-metrics.js';
import type { Processor } from '../shared/processor.js';
import type { Verdict, VerdictDifference, VerdictMissing } from '../shared/verdict.js';
import type { Catalogue } from './catalogue.js';
import { divisorFactsOf } from './divisor-facts.js';

/**
 * Compare's answer to "which should I buy", as data: for 2–4 processors, each benchmark that has
 * any of them with its figures, the figures per watt and per launch dollar of the system each was
 * measured on (src/shared/figure-metrics.ts: twice the power and price for a 2-chip SPECrate
 * figure, no per-watt row for a single-thread one) with the watts each is divided by, and the
 * launch price; in every row the best value
 * marked for the right reason (a higher figure wins, or a lower one where the benchmark says lower
 * is better; a lower price wins; a figure that does not rank — one result, or doubtful — and a
 * missing value never win, nor set the bars' scale; nothing is marked when fewer than two values
 * can win or all are equal; for a figure that states a range, the best only wins where separation()
 * says it is better than each other one, ranges that overlap being too close to tell), and each
 * value as a share of the row's best for the bars. Then the differences that matter, and what is
 * missing, for one sentence per language (src/shared/verdict.ts writes it).
 */
export interface CompareValue {
  /** null when unknown (no figure, no TDP, no price) */
  value: number | null;
  /** the value as a share of the row's best (1 for the best); null when unknown */
  relative: number | null;
  best: boolean;
}

export interface BenchmarkComparison {
  benchmark: BenchmarkInfo;
  /** each processor's figure, in the order given (null: none) */
  figures: (BenchmarkFigure | null)[];
  score: CompareValue[];
  perWatt: CompareValue[];
  /** what each processor's per-watt value is divided by, in the order given (null: no rating, or no per watt for this benchmark) */
  power: (PerWattPower | null)[];
  perDollar: CompareValue[];
}

export interface BuyersComparison {
  /** the benchmarks at least one of the processors has, in the catalogue's order */
  benchmarks: BenchmarkComparison[];
  /** launch price in US dollars: the lower wins */
  price: CompareValue[];
  verdict: Verdict;
}

export function compareBenchmarks(catalogue: Pick<Catalogue, 'benchmarks' | 'platforms'>, processors: readonly Processor[]): BuyersComparison {
  const facts = processors.map((p) => divisorFactsOf(catalogue, p));
  const benchmarks = catalogue.benchmarks.flatMap((benchmark): BenchmarkComparison[] => {
    const figures = processors.map((p) => benchmark.figureOf(p));
    if (figures.every((figure) => figure === null)) return [];
    const { info } = benchmark;
    // A figure that does not rank is shown, but neither wins a row nor sets the bars' scale; a
    // doubtful one is not divided into values that would look like facts.
    const ranked = figures.map((figure) => (figure?.ranked ? figure.score : null));
    const per = (metric: 'per-watt' | 'per-dollar', scores: readonly (number | null)[]) =>
      facts.map((divisors, i) => (scores[i] === null ? null : metricValue(metric, info, divisors, scores[i]!)));
    const undoubted = figures.map((figure) => (figure && !figure.doubt ? figure.score : null));
    // A ranged figure's ends, divided as its value is, for the rows per watt and per dollar.
    const rangesPer = (metric: 'score' | 'per-dollar') => figures.map((figure, i) => {
      if (!info.ranged || !figure?.range) return null;
      const [low, high] = [metricValue(metric, info, facts[i]!, figure.range.low), metricValue(metric, info, facts[i]!, figure.range.high)];
      return low === null || high === null ? null : { low, high };
    });
    return [{
      benchmark: info,
      figures,
      score: valuesOf(figures.map((figure) => figure?.score ?? null), ranked, info.direction, rangesPer('score')),
      perWatt: valuesOf(per('per-watt', undoubted), per('per-watt', ranked), 'higher'),
      power: facts.map((divisors) => (metricsOf(info).includes('per-watt') ? perWattPower(info, divisors) : null)),
      perDollar: valuesOf(per('per-dollar', undoubted), per('per-dollar', ranked), 'higher', rangesPer('per-dollar')),
    }];
  });
  const prices = processors.map((p) => p.launchPriceUSD);
  return { benchmarks, price: valuesOf(prices, prices, 'lower'), verdict: verdictOf(benchmarks, prices, headlinesOf(catalogue.benchmarks.map((benchmark) => benchmark.info))) };
}

/**
 * One row: `shown` is every value, `eligible` those that may win and scale the bars; `ranges`, where
 * the figures state them, each value's range: the best wins only when clearly apart from every other.
 */
function valuesOf(shown: readonly (number | null)[], eligible: readonly (number | null)[], direction: Direction, ranges?: readonly (FigureRange | null)[]): CompareValue[] {
  const known = eligible.filter((value): value is number => value !== null && value > 0);
  const best = known.reduce<number | null>((held, value) => (held === null || isBetter(direction, value, held) ? value : held), null);
  const winner = eligible.indexOf(best);
  const apart = best === null || !ranges || eligible.every((value, i) => i === winner || value === null || value <= 0 ||
    separation(direction, { score: best!, range: ranges[winner] ?? undefined }, { score: value, range: ranges[i] ?? undefined }) === 'better');
  const marked = best !== null && known.length >= 2 && !known.every((value) => value === best) && apart;
  return shown.map((value, i) => ({
    value,
    relative: value === null || best === null || value <= 0 ? null : shareOfBest(direction, value, best),
    best: marked && eligible[i] === best,
  }));
}

/**
 * The first processor against each other one: the benchmarks where both figures rank (enough
 * results, no doubt) and separation() tells them apart, then the launch price when it differs by
 * DIFFERENCE_THAT_MATTERS or more; and
 * what one of the two lacks: any figure at all, or a ranked figure in a headline benchmark the
 * other has one in.
 */
function verdictOf(benchmarks: readonly BenchmarkComparison[], prices: readonly (number | null)[], headlines: readonly string[]): Verdict {
  const against = prices.slice(1).map((_, index) => {
    const other = index + 1;
    const differences: VerdictDifference[] = [];
    const missing: VerdictMissing[] = [];
    for (const processor of [0, other]) {
      const partner = processor === 0 ? other : 0;
      if (benchmarks.every(({ figures }) => !figures[processor])) {
        missing.push({ processor, benchmarks: [] });
        continue;
      }
      const unranked = benchmarks.filter(({ benchmark, figures }) => headlines.includes(benchmark.id) && !figures[processor]?.ranked && figures[partner]?.ranked);
      if (unranked.length) missing.push({ processor, benchmarks: unranked.map(({ benchmark }) => benchmark.id) });
    }
    for (const { benchmark, figures } of benchmarks) {
      const [mine, theirs] = [figures[0], figures[other]];
      if (!mine?.ranked || !theirs?.ranked) continue;
      // Too close to tell (ranges that overlap, or under 3% apart) is no difference to state.
      const apart = separation(benchmark.direction, mine, theirs);
      if (apart !== 'too-close') {
        const change = changeOf(benchmark.direction, mine.score, theirs.score);
        differences.push({ kind: 'benchmark', benchmark: benchmark.id, share: Math.abs(change), better: apart === 'better', samples: [mine.samples, theirs.samples] });
      }
    }
    const [mine, theirs] = [prices[0], prices[other]];
    if (mine && theirs) {
      const change = mine / theirs - 1;
      if (Math.abs(change) >= DIFFERENCE_THAT_MATTERS) differences.push({ kind: 'price', share: Math.abs(change), better: change < 0 });
    }
    return { other, differences, missing };
  });
  return { subject: 0, against };
}

/**
 * How much better (positive) or worse (negative) `mine` is than `theirs`, as a share of theirs:
 * +0.12 is "12% faster". For a time (lower is better), 80 s against 100 s is 25% faster.
 */
function changeOf(direction: Direction, mine: number, theirs: number): number {
  return direction === 'higher' ? mine / theirs - 1 : theirs / mine - 1;
}
