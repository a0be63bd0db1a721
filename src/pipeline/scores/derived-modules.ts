import { processorKey, type Processor } from '../../shared/processor.js';
import type { ScoreFile } from '../../record/benchmark-file.js';
import type { BenchmarkModule } from '../../record/benchmarks/declaration.js';
import { RANGE_WIDTH, computeIndex, sharesIndexScale } from '../../record/single-thread-index.js';
import type { ModuleImport } from './module-import.js';
import { SourceError } from './source-files.js';

/**
 * A derived module's figures (the single-thread index), computed from the figures the importer
 * has just made of its inputs, doubts included: the same inputs always give the same index, and
 * `--check` proves its file as it proves theirs. The tests' figures are taken as the importer wrote
 * them, so the index never reads a source file itself.
 */
export function deriveModule(
  module: BenchmarkModule,
  made: readonly { module: BenchmarkModule; file: ScoreFile }[],
  processors: readonly Processor[],
): ModuleImport {
  const inputs = module.derivedFrom ?? [];
  const files = [...new Set(inputs.map((input) => input.module))].map((source) => {
    const file = made.find((entry) => entry.module === source)?.file;
    if (!file) throw new SourceError(`${module.id}: the figures of ${source.id} were not made first`);
    return file;
  });
  const tests = inputs.map(({ module: source, benchmark }) => {
    const written = made.find((entry) => entry.module === source)!.file.benchmarks[benchmark.id]!;
    const figures = new Map(
      Object.entries(written.figures).map(([key, figure]) => [key, { score: figure.score, samples: figure.samples, doubtful: figure.doubt !== undefined }]),
    );
    return { id: benchmark.id, direction: benchmark.direction, rankedSamples: benchmark.rankedSamples, figures };
  });
  const byKey = new Map(processors.map((p) => [processorKey(p), p]));
  const result = computeIndex(tests, (key) => byKey.has(key) && sharesIndexScale(byKey.get(key)!));
  if (result.kind === 'refused') throw new SourceError(`${module.id}: ${result.reason}`);
  const [declaration] = module.benchmarks;
  const names = tests.map((test) => test.id).join(', ');
  return {
    snapshot: files.reduce((newest, file) => (file.snapshot > newest ? file.snapshot : newest), ''),
    inputs: [...new Set(files.flatMap((file) => file.inputs))],
    outside: [],
    benchmarks: {
      [declaration!.id]: {
        method:
          `A figure derived by CPU Atlas from every single-thread test (${names}), not a result of any of them. ` +
          'Only test figures that rank in their own test enter (two results or more, no doubt), and only of x86 processors: on Arm the tests lean too far apart to share a scale. ' +
          `The reference set is the ${result.reference} processors with such a figure in every test. ` +
          "Each figure is read as a logarithm and put on one scale as how many of its test's spreads it sits from its test's mean " +
          "(mean and standard deviation of the logarithms over the reference set); a processor's standings in its tests are averaged, " +
          "each weighted by the results behind the figure, and taken back to a ratio with the tests' mean spread: 100 is the reference set's typical processor. " +
          `Each index carries a range (low, high): ${RANGE_WIDTH} times its uncertainty either side, the uncertainty being how far an index of its mix of tests strays ` +
          "from the index of all tests over the reference set, with the full index's own, widened where its tests disagree more than usual; " +
          'two ranges that overlap are too close to tell. How it is made, how it was checked and what it cannot tell: docs/single-thread-index.md.',
        version: null,
        minimumSamples: 1,
        rowsRead: tests.reduce((sum, test) => sum + test.figures.size, 0),
        figures: result.figures.map((figure) => ({
          processor: byKey.get(figure.processor)!,
          score: figure.score,
          samples: figure.samples,
          tests: figure.tests,
          range: { low: figure.low, high: figure.high },
        })),
        refused: [],
        notes: [],
        reference: { processors: result.reference, tests: result.scales, uncertainties: result.uncertainties },
      },
    },
  };
}
