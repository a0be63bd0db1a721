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

/**
 * Min, quartiles (nearest rank) and max of core counts in each segment that has processors. The
 * catalogue is walked once and each segment's counts sorted as numbers by the typed array's own
 * sort: a filter per segment and a sort through a comparator cost the home page's first request
 * about a tenth of a second at 100,000 processors.
 */
export function coreSpread(processors: readonly Processor[]): SegmentSpread[] {
  const bySegment = new Map<Processor['segment'], number[]>();
  for (const p of processors) {
    let cores = bySegment.get(p.segment);
    if (!cores) bySegment.set(p.segment, (cores = []));
    cores.push(p.cores);
  }
  return SEGMENTS.flatMap((segment) => {
    const listed = bySegment.get(segment);
    if (!listed) return [];
    const cores = Float64Array.from(listed).sort();
    const at = (fraction: number) => cores[Math.min(cores.length - 1, Math.floor(fraction * (cores.length - 1) + 0.5))]!;
    return [{ segment, min: cores[0]!, q1: at(0.25), median: at(0.5), q3: at(0.75), max: cores[cores.length - 1]!, count: cores.length }];
  });
}
