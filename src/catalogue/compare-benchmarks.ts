import {
  isBetter,
  separation,
  shareOfBest,
  type BenchmarkFigure,
  type BenchmarkInfo,
  type BenchmarkScope,
  type Direction,
  type FigureRange,
} from '../shared/benchmark.js';
import { metricValue, metricsOf, perWattPower, type DivisorFacts, type PerWattPower } from '../shared/figure-metrics.js';
import type { Processor } from '../shared/processor.js';
import type { GoalAnswer, Verdict, VerdictGoal, VerdictLine } from '../shared/verdict.js';
import type { Benchmark } from './benchmark.js';
import { DERIVED_INPUTS } from '../record/benchmarks/list.js';
import type { Catalogue } from './catalogue.js';
import { divisorFactsOf } from './divisor-facts.js';
import type { PriceNow } from './prices.js';

/**
 * Compare's answer to "which should I buy", as data: for 2–4 processors, each benchmark that has
 * any of them with its figures, the figures per watt and per launch dollar of the system each was
 * measured on (src/shared/figure-metrics.ts: twice the power and price for a 2-chip SPECrate
 * figure, no per-watt row for a single-thread one) with the watts each is divided by, and the
 * launch price, and the China retail price now in yuan with each figure per 100 yuan of it
 * (perHundredYuan); in every row the best value
 * marked for the right reason (a higher figure wins, or a lower one where the benchmark says lower
 * is better; a lower price wins; a figure that does not rank — one result, or doubtful — and a
 * missing value never win, nor set the bars' scale; nothing is marked when fewer than two values
 * can win or all are equal; for a figure that states a range, the best only wins where separation()
 * says it is better than each other one, ranges that overlap being too close to tell), and each
 * value as a share of the row's best for the bars. Then the verdict, goal by goal (verdictOf).
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
  /**
   * the figure per 100 yuan of the China retail price now, marked as per dollar is; all unknown for a
   * benchmark whose ratios are no speed ratios (the single-thread index: points per yuan would read
   * as value for money it does not measure) and for a system of more than one chip (the yuan prices
   * are single desktop processors')
   */
  perHundredYuan: CompareValue[];
}

/** The China retail prices now (catalogue.prices, docs/prices.md), for the row that shows them. */
export interface RetailComparison {
  /** each processor's price now, or none (since the month of its last usable price, if it had one) */
  now: PriceNow[];
  /** the price now in yuan: the lower wins */
  price: CompareValue[];
}

export interface BuyersComparison {
  /** the benchmarks at least one of the processors has, in the catalogue's order */
  benchmarks: BenchmarkComparison[];
  /** launch price in US dollars: the lower wins */
  price: CompareValue[];
  /** null when the yuan source has never priced any of them */
  retail: RetailComparison | null;
  verdict: Verdict;
}

export function compareBenchmarks(catalogue: Pick<Catalogue, 'benchmarks' | 'platforms' | 'prices'>, processors: readonly Processor[]): BuyersComparison {
  const facts = processors.map((p) => divisorFactsOf(catalogue, p));
  const now = processors.map((p) => catalogue.prices.priceNow(p));
  const yuan = now.map((price) => ('yuan' in price ? price.yuan : null));
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
    const rangesPer = (metric: 'score' | 'per-dollar') =>
      figures.map((figure, i) => {
        if (!info.ranged || !figure?.range) return null;
        const [low, high] = [metricValue(metric, info, facts[i]!, figure.range.low), metricValue(metric, info, facts[i]!, figure.range.high)];
        return low === null || high === null ? null : { low, high };
      });
    return [
      {
        benchmark: info,
        figures,
        score: valuesOf(
          figures.map((figure) => figure?.score ?? null),
          ranked,
          info.direction,
          rangesPer('score'),
        ),
        perWatt: valuesOf(per('per-watt', undoubted), per('per-watt', ranked), 'higher'),
        power: facts.map((divisors) => (metricsOf(info).includes('per-watt') ? perWattPower(info, divisors) : null)),
        perDollar: valuesOf(per('per-dollar', undoubted), per('per-dollar', ranked), 'higher', rangesPer('per-dollar')),
        perHundredYuan: valuesOf(perHundredYuan(info, undoubted, yuan), perHundredYuan(info, ranked, yuan), 'higher'),
      },
    ];
  });
  const prices = processors.map((p) => p.launchPriceUSD);
  const retail = processors.some((p) => catalogue.prices.series(p).length) ? { now, price: valuesOf(yuan, yuan, 'lower') } : null;
  return { benchmarks, price: valuesOf(prices, prices, 'lower'), retail, verdict: verdictOf(catalogue, processors, facts, now) };
}

/** Each score per 100 yuan of its processor's price now, where the benchmark allows it (BenchmarkComparison.perHundredYuan). */
function perHundredYuan(info: BenchmarkInfo, scores: readonly (number | null)[], yuan: readonly (number | null)[]): (number | null)[] {
  const applies = metricsOf(info).includes('per-dollar') && info.proportional && info.chips === 1;
  return scores.map((score, i) => (applies && score !== null && yuan[i] ? (score / yuan[i]!) * 100 : null));
}

/**
 * One row: `shown` is every value, `eligible` those that may win and scale the bars; `ranges`, where
 * the figures state them, each value's range: the best wins only when clearly apart from every other.
 */
function valuesOf(
  shown: readonly (number | null)[],
  eligible: readonly (number | null)[],
  direction: Direction,
  ranges?: readonly (FigureRange | null)[],
): CompareValue[] {
  const known = eligible.filter((value): value is number => value !== null && value > 0);
  const best = known.reduce<number | null>((held, value) => (held === null || isBetter(direction, value, held) ? value : held), null);
  const winner = eligible.indexOf(best);
  const apart =
    best === null ||
    !ranges ||
    eligible.every(
      (value, i) =>
        i === winner ||
        value === null ||
        value <= 0 ||
        separation(direction, { score: best!, range: ranges[winner] ?? undefined }, { score: value, range: ranges[i] ?? undefined }) === 'better',
    );
  const marked = best !== null && known.length >= 2 && !known.every((value) => value === best) && apart;
  return shown.map((value, i) => ({
    value,
    relative: value === null || best === null || value <= 0 ? null : shareOfBest(direction, value, best),
    best: marked && eligible[i] === best,
  }));
}

/**
 * The answer goal by goal (src/shared/verdict.ts). Each goal rests on the first of its benchmarks,
 * in the catalogue's order, in which two or more of the processors have a ranked figure (enough
 * results, no doubt): multi-thread work on Blender (or SPECrate, for processors Blender lacks),
 * one thread on the single-thread index — never on one of the tests the index is made of, each of
 * which leans by design —, efficiency on the multi-thread figure per watt, and the price: the China
 * retail price now in yuan when every one of them has one (the only street price there is; the
 * line then names its prices and months), else the vendors' US launch prices.
 * The best must be ahead of every other measured processor by separation() (ranges apart, or 3%
 * without ranges); otherwise the line says which are too close to tell. Games: no open data.
 */
function verdictOf(
  catalogue: Pick<Catalogue, 'benchmarks'>,
  processors: readonly Processor[],
  facts: readonly DivisorFacts[],
  now: readonly PriceNow[],
): Verdict {
  const answering = (scope: BenchmarkScope) =>
    catalogue.benchmarks.filter((benchmark) => benchmark.info.scope === scope && !DERIVED_INPUTS.has(benchmark.info.id));
  const ranked = (benchmark: Benchmark) =>
    processors.map((p) => {
      const figure = benchmark.figureOf(p);
      return figure?.ranked ? figure : null;
    });
  /** The goal's benchmark: the first that ranks two of the processors or more, else its first (to name), else none. */
  const basisOf = (benchmarks: readonly Benchmark[]) =>
    benchmarks.find((benchmark) => ranked(benchmark).filter(Boolean).length >= 2) ??
    benchmarks.find((benchmark) => ranked(benchmark).some(Boolean)) ??
    benchmarks[0] ??
    null;
  const lineOf = (goal: VerdictGoal, benchmark: BenchmarkInfo | null, values: readonly (Separable | null)[], direction: Direction): VerdictLine => {
    const missing = values.flatMap((value, place) => (value ? [] : [place]));
    // "Cheaper by 17%" is a share of the dearer price; "faster by 20%" a ratio of speeds; the
    // single-thread index's ratios are neither, so its answer gives the two figures (share null).
    const shareOf =
      goal === 'price'
        ? (best: number, other: number) => 1 - best / other
        : benchmark && !benchmark.proportional
          ? null
          : (best: number, other: number) => Math.abs(changeOf(direction, best, other));
    const answer = answerOf(values, direction, shareOf);
    // When none of them has a value, naming each as missing says nothing more.
    return { goal, benchmark: benchmark?.id ?? null, answer, missing: missing.length === values.length ? [] : missing };
  };

  const multi = basisOf(answering('multi-thread'));
  const single = basisOf(answering('single-thread'));
  const multiFigures = multi ? ranked(multi) : processors.map(() => null);
  const perWatt = multiFigures.map((figure, i) => {
    const value = figure && multi ? metricValue('per-watt', multi.info, facts[i]!, figure.score) : null;
    return value ? { score: value } : null;
  });
  // Yuan when every one has a price now; never some in yuan and some in dollars.
  const retail = now.flatMap((price) => ('yuan' in price ? [price] : []));
  const priceLine: VerdictLine =
    retail.length === processors.length
      ? {
          ...lineOf(
            'price',
            null,
            retail.map((price) => ({ score: price.yuan })),
            'lower',
          ),
          retail,
        }
      : lineOf(
          'price',
          null,
          processors.map((p) => (p.launchPriceUSD ? { score: p.launchPriceUSD } : null)),
          'lower',
        );
  return {
    lines: [
      lineOf('multi-thread', multi?.info ?? null, multiFigures, multi?.info.direction ?? 'higher'),
      lineOf('single-thread', single?.info ?? null, single ? ranked(single) : processors.map(() => null), single?.info.direction ?? 'higher'),
      lineOf('efficiency', multi?.info ?? null, perWatt, 'higher'),
      { goal: 'games', benchmark: null, answer: { kind: 'no-open-data' }, missing: [] },
      priceLine,
    ],
  };
}

type Separable = Pick<BenchmarkFigure, 'score' | 'range'>;

/** The best of the values and whether it is ahead of all the others; fewer than two values and nothing can be told. */
function answerOf(values: readonly (Separable | null)[], direction: Direction, shareOf: ((best: number, other: number) => number) | null): GoalAnswer {
  const measured = values.flatMap((value, place) => (value ? [{ value, place }] : []));
  if (measured.length < 2) return { kind: 'cannot-tell' };
  const sorted = [...measured].sort((a, b) =>
    isBetter(direction, a.value.score, b.value.score) ? -1 : isBetter(direction, b.value.score, a.value.score) ? 1 : a.place - b.place,
  );
  const [best, next] = sorted as [(typeof sorted)[0], (typeof sorted)[0]];
  const close = sorted.slice(1).filter((entry) => separation(direction, best.value, entry.value) !== 'better');
  if (close.length) return { kind: 'too-close', processors: [best, ...close].map((entry) => entry.place).sort((a, b) => a - b) };
  if (!shareOf) return { kind: 'best', processor: best.place, over: next.place, share: null, figures: [best.value.score, next.value.score] };
  return { kind: 'best', processor: best.place, over: next.place, share: shareOf(best.value.score, next.value.score) };
}

/**
 * How much better (positive) or worse (negative) `mine` is than `theirs`, as a share of theirs:
 * +0.12 is "12% faster". For a time (lower is better), 80 s against 100 s is 25% faster.
 */
function changeOf(direction: Direction, mine: number, theirs: number): number {
  return direction === 'higher' ? mine / theirs - 1 : theirs / mine - 1;
}
