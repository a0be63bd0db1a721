import type { BenchmarkScope, Doubt } from '../shared/benchmark.js';
import { checkLine, comparable, knownDesign, profileKey, type DoubtFacts, type DoubtRule, type LineFigures } from '../record/doubt.js';
import { memoByPlace } from './memo-by-place.js';

/**
 * The doubt rule (src/record/doubt.ts) for figures kept by the catalogue's places, as a
 * synthetic catalogue's are. What the rule reads of a processor — whether it can be compared, its
 * vendor and design, its paper profile — is the same for every benchmark of a scope, so it is read
 * once per catalogue and scope into flat arrays (DoubtPlaces) and shared: eight benchmarks at
 * fake:100000 read it about 450,000 times from the records and made an object per figure to do so.
 * Lines, profiles and the order figures are weighed in are the rule's own (checkLine).
 */
export interface DoubtPlaces {
  processors: readonly DoubtFacts[];
  scope: BenchmarkScope;
  /** 1 where the rule can compare the processor's figures at all */
  comparable: Uint8Array;
  profileKeys: Float64Array;
  /** the processor's line (vendor and known design) by number, -1 where the record states no design */
  knownLine: Int32Array;
  /** the line numbers of vendor + design */
  lineIds: Map<string, Map<string, number>>;
}

export function doubtPlaces(processors: readonly DoubtFacts[], scope: BenchmarkScope): DoubtPlaces {
  const count = processors.length;
  const places: DoubtPlaces = {
    processors,
    scope,
    comparable: new Uint8Array(count),
    profileKeys: new Float64Array(count),
    knownLine: new Int32Array(count).fill(-1),
    lineIds: new Map(),
  };
  for (let place = 0; place < count; place++) {
    const p = processors[place]!;
    // Every record's design, comparable or not: a line's one design is found among all its figures.
    const design = knownDesign(p);
    if (design !== null) places.knownLine[place] = lineId(places.lineIds, p.vendor, design);
    if (!comparable(p, scope)) continue;
    places.comparable[place] = 1;
    places.profileKeys[place] = profileKey(p, scope);
  }
  return places;
}

function lineId(lineIds: Map<string, Map<string, number>>, vendor: string, design: string): number {
  let designs = lineIds.get(vendor);
  if (!designs) lineIds.set(vendor, (designs = new Map()));
  let id = designs.get(design);
  if (id === undefined) {
    id = [...lineIds.values()].reduce((sum, known) => sum + known.size, 0);
    designs.set(design, id);
  }
  return id;
}

/**
 * Calls `visit` with the place of each doubtful figure and its doubt. `withFigure` lists the
 * places that have a figure, in ascending order; `scores` and `samples` are by place.
 */
export function eachDoubtByPlace(
  facts: DoubtPlaces,
  withFigure: ArrayLike<number>,
  scores: Float64Array,
  samples: Float64Array,
  rule: DoubtRule,
  visit: (place: number, doubt: Doubt) => void,
): void {
  const { processors, comparable: canCompare, knownLine, profileKeys } = facts;
  // A record that states no design takes the one design its line's figures state, when they
  // state exactly one (doubt.ts, `designs`): found among this benchmark's figures only.
  const inferred = inferDesigns(facts, withFigure);
  // Each line's members, in the order of their places.
  const members = new Map<number, number[]>();
  for (let at = 0; at < withFigure.length; at++) {
    const place = withFigure[at]!;
    if (!canCompare[place]) continue;
    const line = knownLine[place] !== -1 ? knownLine[place]! : inferred(processors[place]!);
    let list = members.get(line);
    if (!list) members.set(line, (list = []));
    list.push(place);
  }
  for (const list of members.values()) {
    const size = list.length;
    const line: LineFigures = {
      size,
      profileKeys: new Float64Array(size),
      scores: new Float64Array(size),
      samples: new Float64Array(size),
      processorAt: (m) => processors[list[m]!]!,
      keyAt: (m) => keyAt(facts, list[m]!),
    };
    for (let m = 0; m < size; m++) {
      const place = list[m]!;
      line.profileKeys[m] = profileKeys[place]!;
      line.scores[m] = scores[place]!;
      line.samples[m] = samples[place]!;
    }
    checkLine(line, rule, (m, doubt) => visit(list[m]!, doubt));
  }
}

/**
 * The `vendor:id` of the record at a place, made once per record for every benchmark of a
 * catalogue: the doubts that name a sibling share its one string.
 */
const keys = new WeakMap<readonly DoubtFacts[], (place: number) => string>();

function keyAt({ processors }: DoubtPlaces, place: number): string {
  let key = keys.get(processors);
  if (!key) keys.set(processors, (key = memoByPlace(processors.length, (at) => `${processors[at]!.vendor}:${processors[at]!.id}`)));
  return key(place);
}

/** The line of a record that states no design, as doubt.ts's `designs` finds it among these figures. */
function inferDesigns(facts: DoubtPlaces, withFigure: ArrayLike<number>): (p: DoubtFacts) => number {
  const { processors, knownLine } = facts;
  let byGeneration: Map<string, Set<string>> | undefined;
  // Lines with no one design, numbered after every known one.
  const apart = new Map<string, number>();
  const knownCount = [...facts.lineIds.values()].reduce((sum, known) => sum + known.size, 0);
  return (p) => {
    if (!byGeneration) {
      byGeneration = new Map();
      for (let at = 0; at < withFigure.length; at++) {
        const place = withFigure[at]!;
        if (knownLine[place] === -1) continue;
        const known = processors[place]!;
        const key = `${known.vendor}\u0000${known.generation}`;
        let designs = byGeneration.get(key);
        if (!designs) byGeneration.set(key, (designs = new Set()));
        designs.add(knownDesign(known)!);
      }
    }
    const designs = byGeneration.get(`${p.vendor}\u0000${p.generation}`);
    if (designs?.size === 1) return facts.lineIds.get(p.vendor)!.get([...designs][0]!)!;
    const key = `${p.vendor}\u0000${p.generation}`;
    let id = apart.get(key);
    if (id === undefined) apart.set(key, (id = knownCount + apart.size));
    return id;
  };
}
