import type { Processor } from './processor.js';

/** A figure as lists show it: which benchmark, the figure, how many results, and whether it ranks by default. */
export interface SummaryFigure {
  /** the benchmark's id (`blender`, `sysbench-cpu-single-thread`) */
  benchmark: string;
  score: number;
  samples: number;
  /** enough results and no doubt (a list marks the others) */
  ranked: boolean;
  /** for a derived figure (the single-thread index), how many tests it is made of */
  tests?: number;
  /** for a figure that states its uncertainty (the single-thread index), the range it most likely lies in */
  range?: [low: number, high: number];
}

/**
 * The part of a processor that lists and cards show, and its open benchmark figures (in the
 * catalogue's order of benchmarks; empty: none yet); whole records stay on the server.
 */
export type ProcessorSummary = Pick<
  Processor,
  'id' | 'vendor' | 'name' | 'family' | 'segment' | 'launched' | 'socket' | 'cores' | 'threads' | 'boostClockGHz' | 'l3CacheMB' | 'tdpW' | 'launchPriceUSD'
> & { figures: SummaryFigure[] };
