import type { Benchmark } from '../catalogue/benchmark.js';
import { DEFAULT_BENCHMARK } from '../shared/benchmark.js';
import { publishedApart } from '../shared/benchmark.js';
import { isaOf, type Processor } from '../shared/processor.js';

/**
 * Benchmark figures as open data. The catalogue's files (/data/processors.json and .csv) are CC0
 * and carry the figures whose terms allow it beside each record: Blender's (CC0) and SPEC's (fair
 * use: each figure carries SPEC's notice, and the results it rests on are on spec.org). A source
 * under a copyleft licence (hardinfo2's GPL) cannot be mixed into CC0 files: its figures have a
 * download of their own (src/http/open-data.ts), under their licence and credit.
 */
/** The benchmarks whose figures go into the catalogue's CC0 files, in the catalogue's order. */
export function catalogueFileBenchmarks(benchmarks: readonly Benchmark[]): Benchmark[] {
  return benchmarks.filter((benchmark) => !publishedApart(benchmark.info));
}

/** A processor's figure in one benchmark as a download carries it: the number and, beside it, where it comes from and on what terms. */
export interface OpenFigure {
  score: number;
  /** results (submissions, or published systems) the figure is the median of */
  samples: number;
  /** counted in rankings by default: enough results, and none the doubt rule flagged */
  ranked: boolean;
  /** why results contradict the figure (docs/decisions.md), or null */
  doubt: string | null;
  /** the source's name, with "(synthetic, generated)" for a synthetic catalogue */
  source: string;
  /** the one version of the test every counted result ran, or null */
  version: string | null;
  /** the data's date (for SPEC, when it was retrieved), YYYY-MM-DD */
  snapshot: string;
  url: string;
  licence: string;
  /** what must accompany the figure (SPEC's trademarks and "derived values"), or null */
  notice: string | null;
}

export function openFigure(benchmark: Benchmark, processor: Processor): OpenFigure | null {
  const figure = benchmark.figureOf(processor);
  if (!figure) return null;
  const { info } = benchmark;
  return {
    score: figure.score,
    samples: figure.samples,
    ranked: figure.ranked,
    doubt: figure.doubt?.cause ?? null,
    source: info.synthetic ? `${info.sourceName} (synthetic, generated)` : info.sourceName,
    version: info.version,
    snapshot: info.snapshot,
    url: info.sourceUrl,
    licence: info.licence,
    notice: info.notice,
  };
}

/** The Blender score as the catalogue's files have carried it since it was the only benchmark (`benchmark` beside each record). */
export interface OpenBenchmark {
  name: string;
  version: string;
  snapshot: string;
  /** samples per minute summed over the benchmark's scenes (median of the submissions) */
  score: number;
  samples: number;
  url: string;
  licence: string;
}

export function openBenchmark(benchmarks: readonly Benchmark[], processor: Processor): OpenBenchmark | null {
  const blender = benchmarks.find((benchmark) => benchmark.info.id === DEFAULT_BENCHMARK);
  const figure = blender && openFigure(blender, processor);
  if (!figure) return null;
  return {
    name: figure.source,
    version: figure.version ?? '',
    snapshot: figure.snapshot,
    score: figure.score,
    samples: figure.samples,
    url: figure.url,
    licence: figure.licence,
  };
}

/** A record as /data/processors.json carries it: the record, the Blender score as before, then every CC0 or fair-use figure it has, by benchmark id. */
export function openRecord(processor: Processor, benchmarks: readonly Benchmark[]) {
  const figures: Record<string, OpenFigure> = {};
  for (const benchmark of catalogueFileBenchmarks(benchmarks)) {
    const figure = openFigure(benchmark, processor);
    if (figure) figures[benchmark.info.id] = figure;
  }
  // Every record with its instruction set architecture: a record that states none is x86-64 by
  // its vendor's rule (processor-vocabulary.ts), written out here for whoever reads the file.
  return { ...processor, isa: isaOf(processor), benchmark: openBenchmark(benchmarks, processor), figures };
}

/** `specrate2017-int-base-1chip` → `specrate2017IntBase1chip`: a CSV column's stem. */
export function columnStem(id: string): string {
  return id.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** The CSV's cell naming a figure's source: name and version, date, licence, home, and the notice where there is one. */
export function sourceCell(figure: OpenFigure): string {
  const named = figure.version ? `${figure.source} ${figure.version}` : figure.source;
  return [`${named}, snapshot ${figure.snapshot}, ${figure.licence}, ${figure.url}`, figure.notice].filter(Boolean).join('. ');
}
