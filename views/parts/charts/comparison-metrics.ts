// The four numbers ComparisonBars sets side by side, with the spec sheet's own labels and units.
import type { MessageKey } from '../../../src/shared/messages.js';

export interface ComparisonItem {
  /** unique among the items: "amd:ryzen-7-7700x" */
  key: string;
  /** the name to show: "Ryzen 7 7700X" */
  label: string;
  cores: number;
  boostClockGHz: number | null;
  l3CacheMB: number | null;
  tdpW: number | null;
}

export type ComparisonField = 'cores' | 'boostClockGHz' | 'l3CacheMB' | 'tdpW';

export interface ComparisonMetric {
  field: ComparisonField;
  label: MessageKey;
  /** international symbol, not translated (src/shared/format.ts); null for a plain count */
  unit: string | null;
}

export const COMPARISON_METRICS: readonly ComparisonMetric[] = [
  { field: 'cores', label: 'field.cores', unit: null },
  { field: 'boostClockGHz', label: 'field.boostClockGHz', unit: 'GHz' },
  { field: 'l3CacheMB', label: 'field.l3CacheMB', unit: 'MB' },
  { field: 'tdpW', label: 'field.tdpW', unit: 'W' },
];

/** The value to draw: a known, finite, non-negative number; anything else is unknown and gets no bar. */
export function knownValue(item: ComparisonItem, field: ComparisonField): number | null {
  const value = item[field];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}
