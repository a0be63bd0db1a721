import { z } from 'zod';
import { VENDORS } from './processor.js';
import { DOUBT_CAUSES, DOUBT_SIDES } from './benchmark-vocabulary.js';
import { processorKey, type Processor } from './processor.js';
import type { BenchmarkModule } from './benchmarks/declaration.js';
import { CatalogueError } from './catalogue-error.js';

/**
 * A benchmark module's figures, data/scores/<module>.json: the source, its licence, credit and
 * notice, the snapshot's date, then per benchmark how its figures were computed and one figure
 * per processor key. (How they sit on disk, in one file or one per benchmark, with results as
 * rows or not, is src/record/score-files.ts; this is the shape they are read into.) `npm run import-scores` writes it; the server validates it at
 * start-up like the catalogue, against the module's declaration, and a bad entry (or a key that
 * names no processor) stops the server with the file, the entry and the field named.
 */
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const KEY = new RegExp(`^(?:${VENDORS.join('|')}):[a-z0-9]+(-[a-z0-9]+)*$`);
const https = () => z.url({ protocol: /^https$/ });

const resultSchema = z.strictObject({
  url: https(),
  sponsor: z.string().min(1).max(200),
  system: z.string().min(1).max(300),
  published: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month, YYYY-MM'),
  score: z.number().positive(),
});

const doubtSchema = z.strictObject({
  cause: z.enum(DOUBT_CAUSES),
  side: z.enum(DOUBT_SIDES),
  sibling: z.string().regex(KEY, 'is not a processor key (vendor:id)'),
  ratio: z.number().min(1),
});

const figureSchema = z.strictObject({
  /** the benchmark's figure: the median of the results */
  score: z.number().positive().max(10_000_000),
  /** how many results the median is taken over */
  samples: z.int().min(1),
  /** the processor name the results reported, as the source spells it (the first, when several); none for a derived figure */
  device: z.string().min(1).max(200).optional(),
  /** for a derived figure (the single-thread index), the benchmarks it is made of */
  tests: z.array(z.string().min(1)).min(1).optional(),
  /** for a figure that states its uncertainty (the single-thread index), the range it most likely lies in */
  low: z.number().positive().optional(),
  high: z.number().positive().optional(),
  /** each result, where the source links them */
  results: z.array(resultSchema).min(1).optional(),
  doubt: doubtSchema.optional(),
});

const benchmarkSchema = z.strictObject({
  /** how the figures were computed, in a few sentences (pages say it in their own words) */
  method: z.string().min(1),
  /** the one version of the test every counted result ran, or null */
  version: z.string().min(1).nullable(),
  /** fewer results than this and no figure is written */
  minimumSamples: z.int().min(1),
  /** for a derived benchmark: the reference set's size, and each test's geometric mean and spread over it */
  reference: z
    .strictObject({
      processors: z.int().min(1),
      tests: z.record(z.string().min(1), z.strictObject({ mean: z.number().positive(), spread: z.number().positive() })),
      /** for each mix of tests ("a+b"), the uncertainty of an index made of it, in spreads */
      uncertainties: z.record(z.string().min(1), z.number().nonnegative()).optional(),
    })
    .optional(),
  figures: z.record(z.string().regex(KEY, 'is not a processor key (vendor:id)'), figureSchema),
});

export const scoreFileSchema = z
  .strictObject({
    module: z.string().min(1),
    sourceName: z.string().min(1),
    sourceUrl: https(),
    licence: z.string().min(1),
    licenceUrl: https(),
    attribution: z.string().min(1),
    notice: z.string().min(1).nullable(),
    /** the date of the data (for SPEC, the date it was retrieved), YYYY-MM-DD */
    snapshot: z.string().regex(ISO_DATE, 'must be a date, YYYY-MM-DD'),
    /** the files the figures were computed from, where they can be fetched */
    inputs: z.array(https()),
    benchmarks: z.record(z.string().min(1), benchmarkSchema),
  })
  .superRefine((file, context) => {
    for (const [id, benchmark] of Object.entries(file.benchmarks)) {
      for (const [key, figure] of Object.entries(benchmark.figures)) {
        const at = ['benchmarks', id, 'figures', key];
        if (figure.samples < benchmark.minimumSamples) {
          context.addIssue({
            code: 'custom',
            path: [...at, 'samples'],
            message: `is ${figure.samples}, fewer than minimumSamples (${benchmark.minimumSamples})`,
          });
        }
        if (figure.device === undefined && figure.tests === undefined) {
          context.addIssue({ code: 'custom', path: [...at, 'device'], message: 'is missing' });
        }
        if ((figure.low === undefined) !== (figure.high === undefined)) {
          context.addIssue({ code: 'custom', path: [...at, figure.low === undefined ? 'low' : 'high'], message: 'is missing: a range has both ends' });
        } else if (figure.low !== undefined && !(figure.low <= figure.score && figure.score <= figure.high!)) {
          context.addIssue({
            code: 'custom',
            path: [...at, 'low'],
            message: `the range ${figure.low}–${figure.high} does not hold the figure ${figure.score}`,
          });
        }
        if (figure.results && figure.results.length !== figure.samples) {
          context.addIssue({ code: 'custom', path: [...at, 'results'], message: `lists ${figure.results.length} results for ${figure.samples} samples` });
        }
        if (figure.doubt && !benchmark.figures[figure.doubt.sibling]) {
          context.addIssue({ code: 'custom', path: [...at, 'doubt', 'sibling'], message: `names ${figure.doubt.sibling}, which has no figure here` });
        }
      }
    }
  });

export type ScoreFile = z.infer<typeof scoreFileSchema>;
export type ScoreFileBenchmark = z.infer<typeof benchmarkSchema>;

/**
 * Validates a parsed figures file against its module's declaration; the first problem throws,
 * naming the file, the entry (`benchmark processor`) and the field. `holds` is the benchmarks
 * this file must have: all the module's, unless it writes one file per benchmark.
 */
export function validateScoreFile(
  data: unknown,
  module: BenchmarkModule,
  label: string,
  holds: readonly string[] = module.benchmarks.map((benchmark) => benchmark.id),
): ScoreFile {
  const result = scoreFileSchema.safeParse(data);
  if (!result.success) throw errorOf(result.error.issues[0]!, label);
  const file = result.data;
  const fail = (field: string, message: string) => new CatalogueError({ file: label, field }, message);
  if (file.module !== module.id) throw fail('module', `is "${file.module}", expected "${module.id}"`);
  // A licence or notice changed at the source needs a person to read the new terms first.
  for (const field of ['licence', 'licenceUrl', 'notice'] as const) {
    if (file[field] !== module[field]) throw fail(field, `is ${JSON.stringify(file[field])}, but the module declares ${JSON.stringify(module[field])}`);
  }
  const declared = module.benchmarks.map((benchmark) => benchmark.id);
  const written = Object.keys(file.benchmarks);
  const unknown = written.filter((id) => !declared.includes(id));
  if (unknown.length) throw fail('benchmarks', `has benchmarks the module does not declare: ${unknown.join(', ')}`);
  const elsewhere = written.filter((id) => !holds.includes(id));
  if (elsewhere.length) throw fail('benchmarks', `has benchmarks that belong in another file of the module: ${elsewhere.join(', ')}`);
  const missing = holds.filter((id) => !written.includes(id));
  if (missing.length) throw fail('benchmarks', `lacks declared benchmarks: ${missing.join(', ')} (re-run npm run import-scores)`);
  return file;
}

function errorOf(issue: z.core.$ZodIssue, label: string): CatalogueError {
  const path = issue.path.map(String);
  // benchmarks.<id>.figures.<key>.<field> names an entry; anything else is a field of the file.
  const inEntry = path[0] === 'benchmarks' && path[2] === 'figures' && path.length >= 4;
  if (issue.code === 'invalid_key')
    return new CatalogueError({ file: label, id: path[1] ?? null }, `"${path[path.length - 1]}" is not a processor key (vendor:id)`);
  const field = (inEntry ? path.slice(4) : path).join('.') || null;
  return new CatalogueError({ file: label, id: inEntry ? `${path[1]} ${path[3]}` : null, field }, describe(issue));
}

function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `has unknown fields: ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) return 'is missing';
  return issue.message.startsWith('is ') || issue.message.startsWith('must ') || issue.message.startsWith('names ') || issue.message.startsWith('lists ')
    ? issue.message
    : `is invalid: ${issue.message}`;
}

/** Every key must name a processor of the catalogue: a figure for a part we do not list is a mistake. */
export function checkScoreKeys(file: ScoreFile, processors: readonly Pick<Processor, 'vendor' | 'id'>[], label: string): void {
  const keys = new Set(processors.map(processorKey));
  for (const [id, benchmark] of Object.entries(file.benchmarks)) {
    for (const key of Object.keys(benchmark.figures)) {
      if (!keys.has(key)) throw new CatalogueError({ file: label, id: `${id} ${key}` }, 'names no processor in the catalogue (re-run npm run import-scores)');
    }
  }
}

/** A figures file as written: ScoreFile's shape, but a figure's results may be rows (src/record/score-files.ts). */
export interface WrittenScoreFile {
  benchmarks: Record<string, { figures: Record<string, unknown> } & Record<string, unknown>>;
  [field: string]: unknown;
}

/**
 * The file as the importer writes it: two-space JSON, except that each figure sits on one line,
 * so a re-run's diff shows one line per processor whose figure changed. Keys keep the order
 * they were built in (the importer sorts them), so the same inputs give the same bytes.
 */
export function formatScoreFile(file: WrittenScoreFile): string {
  const { benchmarks, ...head } = file;
  const lines = JSON.stringify(head, null, 2).slice(0, -2).split('\n');
  lines[lines.length - 1] += ',';
  lines.push('  "benchmarks": {');
  const ids = Object.keys(benchmarks);
  ids.forEach((id, b) => {
    const { figures, ...about } = benchmarks[id]!;
    lines.push(`    ${JSON.stringify(id)}: {`);
    for (const [field, value] of Object.entries(about)) lines.push(`      ${JSON.stringify(field)}: ${JSON.stringify(value)},`);
    const keys = Object.keys(figures);
    lines.push(keys.length ? '      "figures": {' : '      "figures": {}');
    keys.forEach((key, f) => lines.push(`        ${JSON.stringify(key)}: ${JSON.stringify(figures[key])}${f < keys.length - 1 ? ',' : ''}`));
    if (keys.length) lines.push('      }');
    lines.push(`    }${b < ids.length - 1 ? ',' : ''}`);
  });
  lines.push('  }', '}');
  return `${lines.join('\n')}\n`;
}
