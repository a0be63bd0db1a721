import { launchSortKey } from './launch-keys.js';
import { headlinesOf } from '../shared/benchmark.js';
import type { Processor } from '../shared/processor.js';
import type { Benchmark } from './benchmark.js';
import type { Catalogue } from './catalogue.js';
import type { BenchmarkMeasure, RankedByPlace } from './platforms/upgrade-advisor.js';
import { sortByNumber } from './number-order.js';
import { perCatalogue } from './per-catalogue.js';

/*
 * The orders a socket's page lists its processors in, and the figures the upgrade advisor reads,
 * each made once per catalogue (a large socket has thousands of processors: a page must not sort
 * them per request).
 *
 * A figure the doubt rule flags (src/record/doubt.ts: its results contradict a sibling's) is
 * left out of both: a gain or a rank built on it would mislead. A figure on few results stays,
 * shown with its count.
 */

/** A benchmark's figure of a processor as these pages use it, or null. */
export function usableFigure(benchmark: Benchmark, processor: Processor): { score: number; samples: number } | null {
  const figure = benchmark.figureOf(processor);
  return figure === null || figure.doubt !== null ? null : figure;
}

/**
 * The catalogue's benchmarks as the advisor reads them: ranked figures only (enough results, no
 * doubt), with their scope, their range where they state one and the number of chips each
 * figure's system holds. The headline of each scope (headlinesOf: Blender, the single-thread index)
 * answers its goal and orders the list; the others are shown beside it (SPECrate), except the
 * narrow single tests a derived figure is made of (hardinfo2's), which count only through it.
 * One array per catalogue, so its tables are kept.
 */
export const advisorMeasures = perCatalogue((catalogue): readonly BenchmarkMeasure[] => {
  const answers = new Set(headlinesOf(catalogue.benchmarks.map((benchmark) => benchmark.info)));
  const inDerived = new Set(catalogue.benchmarks.flatMap((benchmark) => benchmark.info.derivedFrom?.benchmarks ?? []));
  return catalogue.benchmarks
    .filter((benchmark) => answers.has(benchmark.info.id) || !inDerived.has(benchmark.info.id))
    .map((benchmark) => ({
      id: benchmark.info.id,
      higherIsBetter: benchmark.info.direction === 'higher',
      scope: benchmark.info.scope,
      answers: answers.has(benchmark.info.id),
      chips: benchmark.info.chips,
      figureOf: rankedFigureOf(benchmark),
      ...rankedByPlace(benchmark),
    }));
});

/**
 * A benchmark's ranked figure of a processor as the advisor reads it. Read from the columns where
 * the benchmark keeps its figures by place, without making the figure (and its doubt) only to keep
 * three of its numbers: a large socket's table reads every processor of it in every benchmark, the
 * warm-up's upgrade pages tens of thousands at 100,000 processors.
 */
function rankedFigureOf(benchmark: Benchmark): BenchmarkMeasure['figureOf'] {
  const byPlace = benchmark.byPlace;
  if (byPlace && !benchmark.info.ranged) {
    const { figures } = byPlace;
    return (processor) => {
      const place = byPlace.placeOf(processor);
      return place !== undefined && figures.has(place) && figures.ranked(place) ? { score: figures.score(place), samples: figures.samplesAt(place) } : null;
    };
  }
  return (processor) => {
    const figure = benchmark.figureOf(processor);
    return figure !== null && figure.ranked ? { score: figure.score, samples: figure.samples, ...(figure.range ? { range: figure.range } : {}) } : null;
  };
}

/** The advisor's by-place reader of a benchmark that keeps its figures so and states no ranges; nothing for the others. */
function rankedByPlace(benchmark: Benchmark): { byPlace?: RankedByPlace } {
  const byPlace = benchmark.byPlace;
  if (!byPlace || benchmark.info.ranged) return {};
  const { figures, placeOf } = byPlace;
  return {
    byPlace: {
      placeOf,
      ranked: (place) => figures.has(place) && figures.ranked(place),
      score: (place) => figures.score(place),
      samplesAt: (place) => figures.samplesAt(place),
    },
  };
}

export interface SocketListing {
  /** newest first, or best first in the benchmark with the unmeasured after them, newest first */
  processors: readonly Processor[];
  /** how many have a figure in the benchmark (all, for the launch order) */
  measured: number;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Newest first by launchSortKey (a quarter with its first month), undated last, then by name. */
export function newestFirst(processors: Iterable<Processor>): Processor[] {
  // (sortByNumber reads each one's key once: no object pairing a processor with its key is needed.)
  const sorted = [...processors];
  sortByNumber(
    sorted,
    (processor) => launchSortKey(processor.launched) ?? -Infinity,
    true,
    (a, b) => byText(a.name, b.name) || byText(a.vendor, b.vendor),
  );
  return sorted;
}

const listings = perCatalogue(() => new Map<string, SocketListing>());
const counts = perCatalogue(() => new Map<string, ReadonlyMap<string, number>>());

/**
 * How many of the socket's processors have a figure in each benchmark (by id), for the sorts a
 * page offers: counted in one pass, without sorting by any of them. Benchmarks that list their
 * figures by the catalogue's places (a synthetic catalogue's) are read by place, each record's
 * place found once for all of them rather than once per benchmark: the warm-up's socket pages
 * made about a million look-ups at 100,000 processors (nine benchmarks).
 */
export function figureCounts(catalogue: Catalogue, socket: string): ReadonlyMap<string, number> {
  const cache = counts(catalogue);
  let made = cache.get(socket);
  if (made === undefined) {
    const tally = new Map<string, number>();
    const onSocket = catalogue.platforms.processorsOn(socket);
    let places: (number | undefined)[] | undefined;
    for (const benchmark of catalogue.benchmarks) {
      const byPlace = benchmark.byPlace?.processors === catalogue.processors ? benchmark.byPlace : undefined;
      let count = 0;
      if (byPlace) {
        places ??= onSocket.map((processor) => byPlace.placeOf(processor));
        for (const place of places) {
          if (place !== undefined && byPlace.figures.has(place) && !byPlace.figures.doubtful(place)) count++;
        }
      } else {
        for (const processor of onSocket) if (usableFigure(benchmark, processor) !== null) count++;
      }
      tally.set(benchmark.info.id, count);
    }
    cache.set(socket, (made = tally));
  }
  return made;
}

/** The socket's processors in the order asked: `null` for newest first, or a benchmark's best first. */
export function socketListing(catalogue: Catalogue, socket: string, benchmark: Benchmark | null): SocketListing {
  const key = `${socket} ${benchmark?.info.id ?? ''}`;
  const cache = listings(catalogue);
  let listing = cache.get(key);
  if (listing === undefined) cache.set(key, (listing = makeListing(catalogue, socket, benchmark)));
  return listing;
}

function makeListing(catalogue: Catalogue, socket: string, benchmark: Benchmark | null): SocketListing {
  const newest = benchmark === null ? newestFirst(catalogue.platforms.processorsOn(socket)) : socketListing(catalogue, socket, null).processors;
  if (benchmark === null) return { processors: newest, measured: newest.length };
  const sign = benchmark.info.direction === 'higher' ? -1 : 1;
  const measured: { processor: Processor; score: number }[] = [];
  const unmeasured: Processor[] = [];
  for (const processor of newest) {
    const figure = usableFigure(benchmark, processor);
    if (figure === null) unmeasured.push(processor);
    else measured.push({ processor, score: figure.score });
  }
  // A stable sort over the newest-first list: equal figures stay newest first.
  measured.sort((a, b) => sign * (a.score - b.score));
  return { processors: [...measured.map((entry) => entry.processor), ...unmeasured], measured: measured.length };
}
