import { launchMonthIndex } from './launch-keys.js';
import { lowerBound } from './lower-bound.js';
import { scoreOf } from './benchmark.js';
import type { Catalogue } from './catalogue.js';
import { perCatalogue } from './per-catalogue.js';
import type { Processor, Vendor } from '../shared/processor.js';
import { DEFAULT_BENCHMARK } from '../shared/benchmark.js';

/**
 * Which processors a detail page suggests. "Similar" means what a buyer
 * would cross-shop: the same segment, either vendor, launched within about
 * two years and with a comparable core count, and — when both have an open benchmark score — a
 * comparable score. "Neighbours" are the other
 * members of the same vendor's family and generation. The groups are built
 * once per catalogue, so a detail page scans only its own segment.
 */
const SIMILAR_COUNT = 6;
const RIVAL_PLACES = 2;
const NEIGHBOUR_COUNT = 12;
const MAX_MONTHS_APART = 24;
/** A doubling of score weighs like a year apart; a candidate without a score, beside a target with one, like a 41% difference. */
const SCORE_WEIGHT = 1;
const NO_SCORE_PENALTY = 0.5;
/** Names in the order people count ("i5-9600K" before "i5-12600K"); one collator, as making one per comparison is slow. */
const NATURAL = new Intl.Collator('en', { numeric: true });

const groups = perCatalogue((catalogue) => {
  const members = new Map<string, Processor[]>();
  const byFamily: FamilyMembers = new Map();
  for (const p of catalogue.processors) {
    let segment = members.get(p.segment);
    if (!segment) members.set(p.segment, (segment = []));
    segment.push(p);
    keepFirstByName(familyOf(byFamily, p, true)!, p);
  }
  const bySegment = new Map<string, SegmentMembers>();
  for (const [segment, list] of members) bySegment.set(segment, inLaunchOrder(list));
  return { bySegment, byFamily };
});

interface SegmentMembers {
  /** the dated members in launch order (of equal months, in the catalogue's order) */
  dated: Processor[];
  /** each dated member's month (launchMonthIndex), beside it */
  datedMonths: Int32Array;
  undated: Processor[];
}

/**
 * A segment's members in launch order, so a page looks only at the two years either side of its
 * own, each with its month beside it in a typed array (a look-up per comparison was most of the
 * cost of sorting them, and a map of months by record most of the cost of reading them). The
 * members are counted into their months, a few hundred, rather than compared.
 */
function inLaunchOrder(list: readonly Processor[]): SegmentMembers {
  const undated: Processor[] = [];
  const months: number[] = [];
  const dates: Processor[] = [];
  for (const p of list) {
    const month = launchMonthIndex(p.launched);
    if (month === null) undated.push(p);
    else {
      dates.push(p);
      months.push(month);
    }
  }
  const distinct = Int32Array.from(new Set(months)).sort();
  const next = new Int32Array(distinct.length + 1);
  const runOf = new Map<number, number>();
  distinct.forEach((month, run) => runOf.set(month, run));
  const runs = new Int32Array(months.length);
  for (let at = 0; at < months.length; at++) next[(runs[at] = runOf.get(months[at]!)!) + 1]!++;
  for (let run = 0; run < distinct.length; run++) next[run + 1]! += next[run]!;
  const dated = new Array<Processor>(dates.length);
  const datedMonths = new Int32Array(dates.length);
  runs.forEach((run, at) => {
    const place = next[run]!++;
    dated[place] = dates[at]!;
    datedMonths[place] = distinct[run]!;
  });
  return { dated, datedMonths, undated };
}

type Scored = [distance: number, processor: Processor];

export function similarProcessors(catalogue: Catalogue, target: Processor): Processor[] {
  const { bySegment } = groups(catalogue);
  const segment = bySegment.get(target.segment);
  if (!segment) return [];
  const month = launchMonthIndex(target.launched);
  // Measured speed: the default benchmark's (Blender's multi-thread render), the one most processors have.
  const blender = catalogue.findBenchmark(DEFAULT_BENCHMARK);
  // Read without making a figure object per candidate (benchmark.ts, scoreOf).
  const scoreIn = (p: Processor) => (blender ? scoreOf(blender, p) : null);
  const targetScore = scoreIn(target);
  // Only the best few of each vendor are kept while scanning: a large catalogue
  // has thousands of candidates and sorting them all would cost more than the page.
  const own: Scored[] = [];
  const rivals: Scored[] = [];
  const consider = (candidate: Processor, other: number | null) => {
    if (candidate === target) return;
    const ratio = Math.log2(candidate.cores / target.cores);
    if (Math.abs(ratio) > 1) return;
    const monthsApart = month === null || other === null ? MAX_MONTHS_APART : Math.abs(month - other);
    if (monthsApart > MAX_MONTHS_APART) return;
    // A year apart weighs like a doubling of cores. Scores, where the target has one, count too:
    // a measured speed says more than a core count, and an unmeasured candidate ranks a little lower.
    let distance = monthsApart / 12 + Math.abs(ratio) * 1.5;
    if (targetScore !== null) {
      const score = scoreIn(candidate);
      distance += score === null ? NO_SCORE_PENALTY : Math.abs(Math.log2(score / targetScore)) * SCORE_WEIGHT;
    }
    const scored: Scored = [distance, candidate];
    if (candidate.vendor === target.vendor) keepBest(own, scored, SIMILAR_COUNT);
    else keepBest(rivals, scored, RIVAL_PLACES);
  };
  const { dated, datedMonths, undated } = segment;
  for (const candidate of undated) consider(candidate, null);
  if (month === null) {
    dated.forEach((candidate, index) => consider(candidate, datedMonths[index]!));
  } else {
    // Outwards from the target's launch, nearest month first. A score is at least its months
    // apart / 12, so once both lists are full and the next month cannot beat either, stop.
    // The first dated member (months in launch order) launched in or after `month`.
    let later = lowerBound(datedMonths, month);
    let earlier = later - 1;
    const apart = (index: number) => Math.abs(datedMonths[index]! - month);
    while (earlier >= 0 || later < dated.length) {
      const useEarlier = later >= dated.length || (earlier >= 0 && apart(earlier) <= apart(later));
      const index = useEarlier ? earlier-- : later++;
      const monthsApart = apart(index);
      if (monthsApart > MAX_MONTHS_APART) break;
      if (
        own.length === SIMILAR_COUNT &&
        rivals.length === RIVAL_PLACES &&
        monthsApart / 12 > Math.max(own[SIMILAR_COUNT - 1]![0], rivals[RIVAL_PLACES - 1]![0])
      )
        break;
      consider(dated[index]!, datedMonths[index]!);
    }
  }
  // Cross-shopping is the point: the best matches from the other vendor get
  // places even when the vendor's own line fills the top of the ranking.
  return [...rivals, ...own.slice(0, SIMILAR_COUNT - rivals.length)].sort(byScoreThenName).map(([, processor]) => processor);
}

// localeCompare's order, with the collator made once: ties are common in a large catalogue.
const collator = new Intl.Collator();

function byScoreThenName(a: Scored, b: Scored): number {
  // the id last: one name can belong to several records (steppings, OEM variants)
  return a[0] - b[0] || collator.compare(a[1].name, b[1].name) || (a[1].id < b[1].id ? -1 : a[1].id > b[1].id ? 1 : 0);
}

/** Inserts `scored` into `best` (kept sorted, at most `limit` long) if it ranks among them. */
function keepBest(best: Scored[], scored: Scored, limit: number): void {
  if (best.length === limit && byScoreThenName(scored, best[limit - 1]!) >= 0) return;
  let index = best.length;
  while (index > 0 && byScoreThenName(scored, best[index - 1]!) < 0) index--;
  best.splice(index, 0, scored);
  if (best.length > limit) best.pop();
}

/**
 * Keeps `first` the family's first NEIGHBOUR_COUNT + 1 members by name (one may be the page's own),
 * as a stable sort would order them: a page shows no more, and a family of a large catalogue has
 * thousands of members, which sorting whole with the collator cost a quarter of a second.
 */
function keepFirstByName(first: Processor[], p: Processor): void {
  const limit = NEIGHBOUR_COUNT + 1;
  if (first.length === limit && NATURAL.compare(p.name, first[limit - 1]!.name) >= 0) return;
  let index = first.length;
  while (index > 0 && NATURAL.compare(p.name, first[index - 1]!.name) < 0) index--;
  first.splice(index, 0, p);
  if (first.length > limit) first.pop();
}

export function familyNeighbours(catalogue: Catalogue, target: Processor): Processor[] {
  const members = familyOf(groups(catalogue).byFamily, target, false) ?? [];
  return members.filter((p) => p !== target).slice(0, NEIGHBOUR_COUNT);
}

/**
 * A family's first members by vendor, family and generation, in maps of the records' own strings:
 * a key joined from the three for each of 100,000 records was a new string to hash each time.
 */
type FamilyMembers = Map<Vendor, Map<string, Map<string, Processor[]>>>;

/** The members kept of `p`'s family; made when missing and `make` is true. */
function familyOf(byFamily: FamilyMembers, p: Processor, make: boolean): Processor[] | undefined {
  let families = byFamily.get(p.vendor);
  if (!families) {
    if (!make) return undefined;
    byFamily.set(p.vendor, (families = new Map()));
  }
  let generations = families.get(p.family);
  if (!generations) {
    if (!make) return undefined;
    families.set(p.family, (generations = new Map()));
  }
  let first = generations.get(p.generation);
  if (!first && make) generations.set(p.generation, (first = []));
  return first;
}
