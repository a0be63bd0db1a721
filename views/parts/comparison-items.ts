import type { Processor } from '../../src/shared/processor.js';
import type { ComparisonBarsProps } from './charts/comparison-bars.js';
import { processorKey } from '../../src/shared/processor.js';

/** One processor as a row of the comparison bars (detail and compare pages). */
export function barItem(p: Pick<Processor, 'vendor' | 'id' | 'name' | 'cores' | 'boostClockGHz' | 'l3CacheMB' | 'tdpW'>): ComparisonBarsProps['items'][number] {
  return { key: processorKey(p), label: p.name, cores: p.cores, boostClockGHz: p.boostClockGHz, l3CacheMB: p.l3CacheMB, tdpW: p.tdpW };
}
