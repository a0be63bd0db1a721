import { ranks, type BenchmarkInfo } from '../shared/benchmark.js';
import { processorKey, type Processor } from '../shared/processor.js';
import { seededRandom } from '../shared/bench/seeded-random.js';
import { benchmarkInfo, type Benchmark } from './benchmark.js';
import type { BenchmarkDeclaration, BenchmarkModule } from '../record/benchmarks/declaration.js';
import { doubtPlaces, eachDoubtByPlace, type DoubtPlaces } from './doubt-by-place.js';
import { computeIndex, sharesIndexScale } from '../record/single-thread-index.js';
import { FigureColumns } from './figure-columns.js';

/**
 * Figures for a synthetic catalogue (`fake:N`), for every benchmark of every module, so the
 * ladders, the detail pages and compare can be tried at any size. Like the records they are
 * seeded and plausible, and marked: each benchmark says synthetic, every page of a synthetic
 * catalogue says so, and a share of the processors gets no figure, as in the real data. A
 * multi-thread figure grows with cores (efficient cores count half), boost clock and launch year;
 * a single-thread one with the clock and the year; both with noise. Doubtful figures are found
 * by the same rule as the real ones, and the single-thread index is computed from the generated
 * single-thread figures by the importer's own function.
 *
 * Built straight into the catalogue's look-up tables, with a small seeded generator rather than
 * faker's: eight benchmarks of 100,000 processors each would otherwise take seconds of start-up.
 */
const SHARE: Record<BenchmarkDeclaration['scope'], number> = { 'multi-thread': 0.65, 'single-thread': 0.45 };

export function generateBenchmarks(processors: readonly Processor[], modules: readonly BenchmarkModule[], seed = 1): Benchmark[] {
  const speeds = speedsOf(processors);
  const places = placesOf(processors);
  const info = (module: BenchmarkModule, declaration: BenchmarkDeclaration) =>
    benchmarkInfo(module, declaration, { snapshot: '2026-01-01', version: null, synthetic: true });
  // Each benchmark's figures by place, generated; then the derived ones (the single-thread index) computed from them as the importer would.
  const generated = new Map<string, FigureColumns>();
  // What the doubt rule reads of each record, once per scope for all its benchmarks.
  const facts = new Map<BenchmarkDeclaration['scope'], DoubtPlaces>();
  const factsOf = (scope: BenchmarkDeclaration['scope']) => facts.get(scope) ?? facts.set(scope, doubtPlaces(processors, scope)).get(scope)!;
  const sources = modules.map((module) =>
    module.derivedFrom
      ? []
      : module.benchmarks.map((declaration) => {
          const random = seededRandom(seed * 7919 + hash(declaration.id));
          const { figures, count } = generateFigures(processors, speeds[declaration.scope], declaration, random, factsOf(declaration.scope));
          generated.set(declaration.id, figures);
          return recordBenchmark(info(module, declaration), figures, count, places, processors);
        }),
  );
  return modules.flatMap((module, m) => {
    if (!module.derivedFrom) return sources[m]!;
    const derived = deriveFigures(processors, module, generated, info(module, module.benchmarks[0]!));
    return derived ? [recordBenchmark(info(module, module.benchmarks[0]!), derived.figures, derived.count, places, processors)] : [];
  });
}

/**
 * A derived benchmark's figures by place, computed from the generated figures of its inputs with
 * the importer's function; none when they share too few processors (a tiny catalogue).
 */
function deriveFigures(
  processors: readonly Processor[],
  module: BenchmarkModule,
  generated: ReadonlyMap<string, FigureColumns>,
  info: BenchmarkInfo,
): { figures: FigureColumns; count: number } | null {
  const tests = (module.derivedFrom ?? []).map(({ benchmark }) => {
    const figures = new Map<number, { score: number; samples: number; doubtful: boolean }>();
    const input = generated.get(benchmark.id);
    // Only the figures the index can use (no doubt, enough results), as computeIndex would keep
    // of them: the others were made into objects here only to be dropped there.
    for (let place = 0; input && place < input.length; place++) {
      if (!input.has(place) || input.doubtful(place) || input.samplesAt(place) < benchmark.rankedSamples) continue;
      figures.set(place, { score: input.score(place), samples: input.samplesAt(place), doubtful: false });
    }
    return { id: benchmark.id, direction: benchmark.direction, rankedSamples: benchmark.rankedSamples, figures };
  });
  const result = computeIndex(tests, (place) => sharesIndexScale(processors[place]!));
  if (result.kind === 'refused') return null;
  const figures = new FigureColumns(processors.length);
  for (const { processor: place, score, low, high, samples, tests: made } of result.figures) {
    figures.set(place, score, samples, ranks(info, { samples }));
    figures.derive(place, low, high, made);
  }
  return { figures, count: result.figures.length };
}

/**
 * Each generated record's place in the catalogue, found by the record object, or by its key
 * (`vendor:id`) for any other object naming it: a map of keys is made only if one is asked for,
 * as pages ask about the records themselves.
 */
interface Places {
  of(processor: Pick<Processor, 'vendor' | 'id'>): number | undefined;
}

function placesOf(processors: readonly Processor[]): Places {
  const byRecord = new Map(processors.map((p, i) => [p, i]));
  let byKey: Map<string, number> | undefined;
  // The record asked for last, and its place: a reader often asks every benchmark in turn about
  // one record (a socket's table for the upgrade advisor, at start-up for every large socket), and
  // the benchmarks share this one look-up. Only a record is kept so, as records never change.
  let last: Processor | undefined;
  let lastPlace = -1;
  return {
    of: (processor) => {
      if (processor === last) return lastPlace;
      const place = byRecord.get(processor as Processor);
      if (place === undefined) return (byKey ??= new Map(processors.map((p, i) => [processorKey(p), i]))).get(processorKey(processor));
      [last, lastPlace] = [processor as Processor, place];
      return place;
    },
  };
}

/**
 * A benchmark whose figures are listed by the records' places: pages ask for the figures of the
 * catalogue's records, and one map keyed by the record object, shared by every benchmark, finds
 * its place about four times faster than a map keyed by the id string finds a figure (ladders,
 * sockets, upgrades, similar processors and the library read every figure of a segment or a
 * socket: millions of look-ups at fake:100000). Any other object naming a record by vendor and id
 * is looked up through its key.
 */
function recordBenchmark(info: BenchmarkInfo, figures: FigureColumns, count: number, places: Places, processors: readonly Processor[]): Benchmark {
  return {
    info,
    count,
    byPlace: { processors, figures, placeOf: places.of },
    figureOf(processor) {
      const index = places.of(processor);
      return index === undefined ? null : figures.at(index);
    },
  };
}

/**
 * Each processor's figure before noise, computed once for all benchmarks of a scope: per core
 * speed grows 7% a year from 2015 and with the boost clock; a multi-thread figure also with the
 * cores (efficient cores count half) and simultaneous multithreading.
 */
function speedsOf(processors: readonly Processor[]): Record<BenchmarkDeclaration['scope'], Float64Array> {
  const multi = new Float64Array(processors.length);
  const single = new Float64Array(processors.length);
  processors.forEach((p, i) => {
    const year = p.launched ? Number(p.launched.slice(0, 4)) : 2018;
    const perCore = 4.5 * (1 + 0.07 * (year - 2015)) * (p.boostClockGHz ?? 3.5);
    const cores = p.performanceCores !== null && p.efficientCores !== null ? p.performanceCores + p.efficientCores / 2 : p.cores;
    multi[i] = perCore * cores * ((p.threads ?? p.cores) > p.cores ? 1.2 : 1);
    single[i] = perCore * 40;
  });
  return { 'multi-thread': multi, 'single-thread': single };
}

function generateFigures(
  processors: readonly Processor[],
  speeds: Float64Array,
  declaration: BenchmarkDeclaration,
  random: () => number,
  facts: DoubtPlaces,
): { figures: FigureColumns; count: number } {
  // The figures' places, scores and results by place, for the doubt rule to read.
  const withFigure = new Int32Array(processors.length);
  let count = 0;
  const scores = new Float64Array(processors.length);
  const samplesOf = new Float64Array(processors.length);
  const figures = new FigureColumns(processors.length);
  const share = SHARE[declaration.scope];
  // Read once: declarations are literals of several shapes, and a property read across them in
  // the loop is a slow one.
  const { rankedSamples } = declaration;
  for (let i = 0; i < processors.length; i++) {
    if (random() >= share) continue;
    const score = Math.round(speeds[i]! * (0.85 + 0.3 * random()) * 1000) / 1000;
    // Results per processor fall off like the real data's: many with a few, a few with many.
    const samples = Math.max(1, Math.round(rankedSamples * Math.exp(5 * random())) - 1);
    withFigure[count++] = i;
    scores[i] = score;
    samplesOf[i] = samples;
    figures.set(i, score, samples, samples >= rankedSamples);
  }
  // The doubtful figures (about a third of the multi-thread ones) are marked by their places.
  figures.markDoubts((mark) => eachDoubtByPlace(facts, withFigure.subarray(0, count), scores, samplesOf, declaration, mark));
  return { figures, count };
}

function hash(text: string): number {
  let value = 0;
  for (let i = 0; i < text.length; i++) value = (Math.imul(value, 31) + text.charCodeAt(i)) >>> 0;
  return value;
}
