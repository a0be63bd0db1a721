import type { BenchmarkScore, BenchmarkSource } from '../shared/benchmark.js';
import { processorKey, type Processor } from '../shared/processor.js';
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
  const scores = new Map<string, BenchmarkScore>();
  for (const [key, { score, samples }] of Object.entries(file.scores)) scores.set(key, { score, samples });
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
    count: scores.size,
    scoreOf: (processor) => scores.get(processorKey(processor)) ?? null,
  };
}
