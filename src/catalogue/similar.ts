import type { Processor } from './processor.js';

/**
 * Which processors a detail page suggests. "Similar" means what a buyer
 * would cross-shop: the same segment, either vendor, launched within about
 * two years and with a comparable core count. "Neighbours" are the other
 * members of the same vendor's family and generation.
 */
const SIMILAR_COUNT = 6;
const RIVAL_PLACES = 2;
const NEIGHBOUR_COUNT = 12;
const MAX_MONTHS_APART = 24;

export function similarProcessors(all: readonly Processor[], target: Processor): Processor[] {
  const month = monthNumber(target.launched);
  const scored: [number, Processor][] = [];
  for (const candidate of all) {
    if (candidate === target || candidate.segment !== target.segment) continue;
    const ratio = Math.log2(candidate.cores / target.cores);
    if (Math.abs(ratio) > 1) continue;
    const other = monthNumber(candidate.launched);
    const monthsApart = month === null || other === null ? MAX_MONTHS_APART : Math.abs(month - other);
    if (monthsApart > MAX_MONTHS_APART) continue;
    // A year apart weighs like a doubling of cores; the other vendor gets a
    // small bonus, because cross-shopping is the point.
    const score = monthsApart / 12 + Math.abs(ratio) * 1.5 - (candidate.vendor !== target.vendor ? 0.25 : 0);
    scored.push([score, candidate]);
  }
  const ranked = scored.sort((a, b) => a[0] - b[0] || a[1].name.localeCompare(b[1].name)).map(([, processor]) => processor);
  // Cross-shopping is the point: the best matches from the other vendor get
  // places even when the vendor's own line fills the top of the ranking.
  const rivals = ranked.filter((p) => p.vendor !== target.vendor).slice(0, RIVAL_PLACES);
  const own = ranked.filter((p) => !rivals.includes(p)).slice(0, SIMILAR_COUNT - rivals.length);
  return ranked.filter((p) => rivals.includes(p) || own.includes(p));
}

export function familyNeighbours(all: readonly Processor[], target: Processor): Processor[] {
  return all
    .filter((p) => p !== target && p.vendor === target.vendor && p.family === target.family && p.generation === target.generation)
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
    .slice(0, NEIGHBOUR_COUNT);
}

function monthNumber(launched: string | null): number | null {
  if (!launched) return null;
  return Number(launched.slice(0, 4)) * 12 + Number(launched.slice(5, 7)) - 1;
}
