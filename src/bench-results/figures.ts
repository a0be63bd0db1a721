import { ENGINE_FAMILIES, type EngineFamily } from '../shared/bench/submission.js';
import type { Queryable } from '../database/database.js';
import type { Vendor } from '../shared/processor.js';
import { median } from './median.js';

/**
 * Accepted results become figures as every benchmark's do: per processor, per engine family
 * (results of V8, SpiderMonkey, JavaScriptCore and Node are never mixed), one single-thread and
 * one multi-thread figure, each the median of the results' overall scores, with its count, its
 * spread (the middle half of the results) and the rules below (docs/bench-results.md, "Figures").
 */
export const BENCH_SOURCE = 'cpu-atlas-bench';
export const BENCH_MODES = ['single', 'multi'] as const;
export type BenchMode = (typeof BENCH_MODES)[number];

/** a figure on fewer accepted results is shown, marked as such, and not ranked */
export const RANKED_RESULTS = 5;
/** from this many results on, a figure whose middle half spreads wider than DOUBT_SPREAD of its median is doubtful */
export const DOUBT_MIN_RESULTS = 4;
export const DOUBT_SPREAD = 0.25;

/** `atlas-bench-v8-single`: the id a figure's benchmark would have in `benchmark=` and the locale keys */
export function benchBenchmarkId(engineFamily: EngineFamily, mode: BenchMode): string {
  return `atlas-bench-${engineFamily}-${mode}`;
}

export interface BenchFigure {
  vendor: Vendor;
  id: string;
  /** median overall score, one decimal */
  score: number;
  samples: number;
  /** the first and third quartiles of the results, one decimal */
  low: number;
  high: number;
  doubtful: boolean;
  ranked: boolean;
}

export interface BenchBenchmark {
  id: string;
  engineFamily: EngineFamily;
  mode: BenchMode;
  figures: BenchFigure[];
}

/** Every figure, by benchmark, for all processors or for one. Benchmarks without figures are listed empty. */
export async function benchFigures(db: Queryable, processor?: { vendor: Vendor; id: string }): Promise<BenchBenchmark[]> {
  const rows = await db.query<{ vendor: Vendor; processor_id: string; engine_family: EngineFamily; single_overall: number; multi_overall: number | null }>(
    `SELECT vendor, processor_id, engine_family, single_overall, multi_overall FROM bench_results
     WHERE status = 'accepted' ${processor ? 'AND vendor = $1 AND processor_id = $2' : ''} ORDER BY vendor, processor_id`,
    processor ? [processor.vendor, processor.id] : [],
  );
  return ENGINE_FAMILIES.flatMap((engineFamily) =>
    BENCH_MODES.map((mode) => {
      const scores = new Map<string, number[]>();
      for (const row of rows) {
        const score = mode === 'single' ? row.single_overall : row.multi_overall;
        if (row.engine_family !== engineFamily || score === null) continue;
        const key = `${row.vendor}:${row.processor_id}`;
        scores.set(key, [...(scores.get(key) ?? []), Number(score)]);
      }
      const figures = [...scores].map(([key, values]) => figureOf(key, values));
      return { id: benchBenchmarkId(engineFamily, mode), engineFamily, mode, figures };
    }),
  );
}

export function figureOf(key: string, values: readonly number[]): BenchFigure {
  const [vendor, id] = key.split(':') as [Vendor, string];
  const sorted = [...values].sort((a, b) => a - b);
  const score = median(sorted);
  const low = quartile(sorted, 0.25);
  const high = quartile(sorted, 0.75);
  const doubtful = sorted.length >= DOUBT_MIN_RESULTS && high - low > DOUBT_SPREAD * score;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    vendor,
    id,
    score: round(score),
    samples: sorted.length,
    low: round(low),
    high: round(high),
    doubtful,
    ranked: !doubtful && sorted.length >= RANKED_RESULTS,
  };
}

/** Linear interpolation between the closest ranks (the spreadsheet's QUARTILE.INC). */
function quartile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const above = Math.ceil(at);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}
