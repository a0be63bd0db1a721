import type { Catalogue } from './catalogue.js';
import { perCatalogue } from './per-catalogue.js';
import type { Processor } from './processor.js';

/**
 * Which processors a detail page suggests. "Similar" means what a buyer
 * would cross-shop: the same segment, either vendor, launched within about
 * two years and with a comparable core count. "Neighbours" are the other
 * members of the same vendor's family and generation. The groups are built
 * once per catalogue, so a detail page scans only its own segment.
 */
const SIMILAR_COUNT = 6;
const RIVAL_PLACES = 2;
const NEIGHBOUR_COUNT = 12;
const MAX_MONTHS_APART = 24;

const groups = perCatalogue((catalogue) => {
  const bySegment = new Map<string, Processor[]>();
  const byFamily = new Map<string, Processor[]>();
  const months = new Map<Processor, number | null>();
  for (const p of catalogue.processors) {
    push(bySegment, p.segment, p);
    push(byFamily, familyKey(p), p);
    months.set(p, monthNumber(p.launched));
  }
  for (const members of byFamily.values()) members.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  return { bySegment, byFamily, months };
});

export function similarProcessors(catalogue: Catalogue, target: Processor): Processor[] {
  const { bySegment, months } = groups(catalogue);
  const month = months.get(target) ?? null;
  const scored: [number, Processor][] = [];
  for (const candidate of bySegment.get(target.segment) ?? []) {
    if (candidate === target) continue;
    const ratio = Math.log2(candidate.cores / target.cores);
    if (Math.abs(ratio) > 1) continue;
    const other = months.get(candidate) ?? null;
    const monthsApart = month === null || other === null ? MAX_MONTHS_APART : Math.abs(month - other);
    if (monthsApart > MAX_MONTHS_APART) continue;
    // A year apart weighs like a doubling of cores.
    scored.push([monthsApart / 12 + Math.abs(ratio) * 1.5, candidate]);
  }
  const ranked = scored.sort((a, b) => a[0] - b[0] || a[1].name.localeCompare(b[1].name)).map(([, processor]) => processor);
  // Cross-shopping is the point: the best matches from the other vendor get
  // places even when the vendor's own line fills the top of the ranking.
  const rivals = ranked.filter((p) => p.vendor !== target.vendor).slice(0, RIVAL_PLACES);
  const own = ranked.filter((p) => p.vendor === target.vendor).slice(0, SIMILAR_COUNT - rivals.length);
  return ranked.filter((p) => rivals.includes(p) || own.includes(p));
}

export function familyNeighbours(catalogue: Catalogue, target: Processor): Processor[] {
  const members = groups(catalogue).byFamily.get(familyKey(target)) ?? [];
  return members.filter((p) => p !== target).slice(0, NEIGHBOUR_COUNT);
}

function familyKey(p: Processor): string {
  return `${p.vendor}\u0000${p.family}\u0000${p.generation}`;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function monthNumber(launched: string | null): number | null {
  if (!launched) return null;
  return Number(launched.slice(0, 4)) * 12 + Number(launched.slice(5, 7)) - 1;
}
