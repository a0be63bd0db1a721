import type { BenchmarkScore, BenchmarkSource } from '../shared/benchmark.js';
import { parseProcessorKey, type Processor, type Vendor } from '../shared/processor.js';
import type { ScoreFile } from './benchmark-file.js';

/**
 * The scores a catalogue holds, looked up by processor. A processor without an entry has no
 * score — never an estimate: its pages say "no open benchmark result yet".
 */
export interface Benchmark {
  /** where the scores come from; null when the catalogue has none (an imported file) */
  readonly source: BenchmarkSource | null;
  /** how many processors have a score */
  readonly count: number;
  scoreOf(processor: Pick<Processor, 'vendor' | 'id'>): BenchmarkScore | null;
}

export const NO_BENCHMARK: Benchmark = { source: null, count: 0, scoreOf: () => null };

export function benchmarkFromFile(file: ScoreFile, synthetic = false): Benchmark {
  // By vendor, then id: a look-up builds no key string (ladders and similar lists ask for every
  // processor of a segment, a hundred thousand times in a large catalogue).
  const scores: Record<Vendor, Map<string, BenchmarkScore>> = { amd: new Map(), intel: new Map() };
  let count = 0;
  for (const [key, { score, samples }] of Object.entries(file.scores)) {
    const named = parseProcessorKey(key);
    if (named) {
      scores[named.vendor].set(named.id, { score, samples });
      count++;
    }
  }
  return {
    source: {
      name: file.benchmark,
      version: file.version,
      snapshot: file.snapshot,
      url: file.source,
      licence: file.licence,
      licenceUrl: file.licenceUrl,
      synthetic,
    },
    count,
    scoreOf: (processor) => scores[processor.vendor].get(processor.id) ?? null,
  };
}
