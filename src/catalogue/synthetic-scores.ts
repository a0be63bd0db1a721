import type { BenchmarkFigure } from '../shared/benchmark.js';
import type { Processor } from '../shared/processor.js';
import { benchmarkInfo, createBenchmark, type Benchmark, type FiguresByProcessor } from './benchmark.js';
import type { BenchmarkDeclaration, BenchmarkModule } from './benchmarks/declaration.js';
import { doubtsOf } from './doubt.js';

/**
 * Figures for a synthetic catalogue (`fake:N`), for every benchmark of every module, so the
 * ladders, the detail pages and compare can be tried at any size. Like the records they are
 * seeded and plausible, and marked: each benchmark says synthetic, every page of a synthetic
 * catalogue says so, and a share of the processors gets no figure, as in the real data. A
 * multi-thread figure grows with cores (efficient cores count half), boost clock and launch year;
 * a single-thread one with the clock and the year; both with noise. Doubtful figures are found
 * by the same rule as the real ones.
 *
 * Built straight into the catalogue's look-up maps, with a small seeded generator rather than
 * faker's: eight benchmarks of 100,000 processors each would otherwise take seconds of start-up.
 */
const SHARE: Record<BenchmarkDeclaration['scope'], number> = { 'multi-thread': 0.65, 'single-thread': 0.45 };

export function generateBenchmarks(processors: readonly Processor[], modules: readonly BenchmarkModule[], seed = 1): Benchmark[] {
  return modules.flatMap((module) => module.benchmarks.map((declaration) => {
    const figures = generateFigures(processors, declaration, seededRandom(seed * 7919 + hash(declaration.id)));
    return createBenchmark(benchmarkInfo(module, declaration, { snapshot: '2026-01-01', version: null, synthetic: true }), figures);
  }));
}

interface Made {
  processor: Processor;
  score: number;
  samples: number;
}

function generateFigures(processors: readonly Processor[], declaration: BenchmarkDeclaration, random: () => number): FiguresByProcessor {
  const made: Made[] = [];
  for (const p of processors) {
    if (random() >= SHARE[declaration.scope]) continue;
    const year = p.launched ? Number(p.launched.slice(0, 4)) : 2018;
    const perCoreGHz = 4.5 * (1 + 0.07 * (year - 2015));
    const noise = 0.85 + 0.3 * random();
    const clock = p.boostClockGHz ?? 3.5;
    let score: number;
    if (declaration.scope === 'multi-thread') {
      const cores = p.performanceCores !== null && p.efficientCores !== null ? p.performanceCores + p.efficientCores / 2 : p.cores;
      const smt = p.threads > p.cores ? 1.2 : 1;
      score = cores * smt * clock * perCoreGHz * noise;
    } else {
      score = clock * perCoreGHz * noise * 40;
    }
    // Results per processor fall off like the real data's: many with a few, a few with many.
    const samples = Math.max(1, Math.round(declaration.rankedSamples * Math.exp(5 * random())) - 1);
    made.push({ processor: p, score: Math.round(score * 1000) / 1000, samples });
  }
  const doubts = doubtsOf(made, declaration);
  const figures: FiguresByProcessor = { amd: new Map(), intel: new Map() };
  for (const { processor: p, score, samples } of made) {
    const doubt = doubts.size ? doubts.get(`${p.vendor}:${p.id}`) ?? null : null;
    const figure: BenchmarkFigure = { score, samples, results: [], doubt, ranked: !doubt && samples >= declaration.rankedSamples };
    figures[p.vendor].set(p.id, figure);
  }
  return figures;
}

/** A 32-bit seeded generator (the mulberry32 algorithm): numbers in [0, 1), the same sequence for the same seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let value = 0;
  for (let i = 0; i < text.length; i++) value = (Math.imul(value, 31) + text.charCodeAt(i)) >>> 0;
  return value;
}
