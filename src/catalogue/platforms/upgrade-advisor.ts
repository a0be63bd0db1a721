import type { Processor } from '../../shared/processor.js';
import { isUsable, type Fit } from './fits.js';

/*
 * The upgrade advisor: for the processor a visitor owns, the processors that fit the same socket
 * (and the chipset or board, when given), each with what it gains in every benchmark both have a
 * figure in, the gain per launch dollar, the change in TDP and the caveats of its fit. Best first;
 * one that fits but is not faster is not suggested.
 */

/** One benchmark as the advisor needs it; any number of them can be passed. */
export interface BenchmarkMeasure {
  id: string;
  /** the processor's figure, or null when it has none (never an estimate) */
  figureOf(processor: Processor): number | null;
  higherIsBetter: boolean;
}

export interface BenchmarkGain {
  benchmark: string;
  /** the owned processor's figure and the candidate's */
  from: number;
  to: number;
  /** 0.35 = 35 % better; negative when worse. For lower-is-better figures, from ÷ to − 1. */
  gain: number;
}

export interface UpgradeCandidate {
  processor: Processor;
  /** one per benchmark in which both have a figure, in the order the benchmarks were given */
  gains: BenchmarkGain[];
  /** the geometric mean of the ratios, minus 1: what ranks the candidates */
  gain: number;
  /** gain ÷ the candidate's launch price in USD (0.5 at $250 is 0.002 per dollar); null without a price */
  gainPerDollar: number | null;
  /** the candidate's TDP minus the owned one's, in watts; null when either is unknown */
  tdpChangeW: number | null;
  fit: Fit;
}

export interface UpgradeList {
  candidates: UpgradeCandidate[];
  /** fit the socket but share no benchmark figure with the owned processor: not ranked, newest first */
  unmeasured: Processor[];
  /** fit the socket but are not faster by the measure above */
  notFaster: number;
}

function ratio(from: number, to: number, higherIsBetter: boolean): number {
  return higherIsBetter ? to / from : from / to;
}

// Code-unit order: launch dates are ISO strings, and a locale-aware compare costs tens of
// milliseconds over the thousands of candidates a large socket has.
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const launchOrder = (a: Processor, b: Processor) => byText(b.launched ?? '', a.launched ?? '') || byText(a.name, b.name) || byText(a.id, b.id);

/**
 * Ranks `candidates` (every processor on the socket but the owned one) against `owned`.
 * Usable fits come first (a BIOS update or an unstated line may still work), then those the
 * chipset or board rules out, each group by gain, then gain per dollar, then name.
 */
export function rankUpgrades(
  owned: Processor,
  candidates: Iterable<Processor>,
  benchmarks: readonly BenchmarkMeasure[],
  fitOf: (candidate: Processor) => Fit,
): UpgradeList {
  const mine = benchmarks.map((benchmark) => {
    const figure = benchmark.figureOf(owned);
    return figure !== null && Number.isFinite(figure) && figure > 0 ? figure : null;
  });
  const ranked: UpgradeCandidate[] = [];
  const unmeasured: Processor[] = [];
  let notFaster = 0;
  for (const candidate of candidates) {
    if (candidate === owned || (candidate.vendor === owned.vendor && candidate.id === owned.id)) continue;
    const gains: BenchmarkGain[] = [];
    let logSum = 0;
    benchmarks.forEach((benchmark, index) => {
      const from = mine[index];
      if (from === null || from === undefined) return;
      const to = benchmark.figureOf(candidate);
      if (to === null || !Number.isFinite(to) || to <= 0) return;
      const r = ratio(from, to, benchmark.higherIsBetter);
      logSum += Math.log(r);
      gains.push({ benchmark: benchmark.id, from, to, gain: r - 1 });
    });
    if (gains.length === 0) {
      unmeasured.push(candidate);
      continue;
    }
    const gain = Math.exp(logSum / gains.length) - 1;
    // A rounding hair above zero is not an upgrade either.
    if (!(gain > 1e-9)) {
      notFaster++;
      continue;
    }
    const price = candidate.launchPriceUSD;
    ranked.push({
      processor: candidate,
      gains,
      gain,
      gainPerDollar: price !== null && price > 0 ? gain / price : null,
      tdpChangeW: candidate.tdpW !== null && owned.tdpW !== null ? candidate.tdpW - owned.tdpW : null,
      fit: fitOf(candidate),
    });
  }
  ranked.sort((a, b) =>
    Number(isUsable(b.fit)) - Number(isUsable(a.fit)) ||
    b.gain - a.gain ||
    (b.gainPerDollar ?? -1) - (a.gainPerDollar ?? -1) ||
    byText(a.processor.name, b.processor.name) ||
    byText(a.processor.id, b.processor.id));
  unmeasured.sort(launchOrder);
  return { candidates: ranked, unmeasured, notFaster };
}
