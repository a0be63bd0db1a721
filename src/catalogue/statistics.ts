import { launchYear } from './launch-keys.js';
import { SEGMENTS, type Processor } from '../shared/processor.js';
import type { SegmentSpread, YearCount } from '../shared/statistics.js';

export function launchesPerYear(processors: readonly Processor[]): YearCount[] {
  const byYear = new Map<number, YearCount>();
  for (const p of processors) {
    const year = launchYear(p.launched);
    if (year === null) continue;
    const entry = byYear.get(year) ?? { year, amd: 0, intel: 0, other: 0 };
    entry[p.vendor === 'amd' || p.vendor === 'intel' ? p.vendor : 'other']++;
    byYear.set(year, entry);
  }
  return [...byYear.values()].sort((a, b) => a.year - b.year);
}

/** Min, quartiles (nearest rank) and max of core counts in each segment that has processors. */
export function coreSpread(processors: readonly Processor[]): SegmentSpread[] {
  return SEGMENTS.flatMap((segment) => {
    const cores = processors.filter((p) => p.segment === segment).map((p) => p.cores).sort((a, b) => a - b);
    if (!cores.length) return [];
    const at = (fraction: number) => cores[Math.min(cores.length - 1, Math.floor(fraction * (cores.length - 1) + 0.5))]!;
    return [{ segment, min: cores[0]!, q1: at(0.25), median: at(0.5), q3: at(0.75), max: cores.at(-1)!, count: cores.length }];
  });
}
