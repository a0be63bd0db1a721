import type { BenchmarkResult } from '../../shared/benchmark.js';
import type { Processor } from '../../shared/processor.js';
import type { BenchmarkModule } from '../../record/benchmarks/declaration.js';
import { REFUSALS, type Refusal } from './match.js';

/**
 * What an importer makes of one module's source folder: per benchmark the figures of the
 * processors it matched and every row it refused with the reason, and what the data says of
 * itself (its date, where it can be fetched). The command turns this into the module's file and
 * its report; the importer never writes anything.
 */
export interface ScoreImporter {
  module: BenchmarkModule;
  /** the files in the module's source folder it reads, for the usage text and error messages */
  files: readonly string[];
  read(dir: string, catalogue: readonly Processor[]): Promise<ModuleImport>;
}

export interface ModuleImport {
  /** the date of the data, YYYY-MM-DD */
  snapshot: string;
  /** where the input can be fetched */
  inputs: string[];
  /** rows of the source that belong to none of the module's benchmarks, counted by what they are */
  outside: { what: string; rows: number }[];
  benchmarks: Record<string, BenchmarkImport>;
}

export interface BenchmarkImport {
  /** how the figures were computed, for the file's readers */
  method: string;
  version: string | null;
  /** fewer results than this and no figure is written (the source's own floor) */
  minimumSamples: number;
  /** rows of the source this benchmark read */
  rowsRead: number;
  figures: ImportedFigure[];
  refused: RowRefusal[];
  /** choices made from the data that a reader of the report should know (the version kept, and why) */
  notes: string[];
  /** for a derived benchmark: its reference set's size and each test's scale over it */
  reference?: { processors: number; tests: Record<string, { mean: number; spread: number }>; uncertainties?: Record<string, number> };
}

export interface ImportedFigure {
  processor: Processor;
  score: number;
  samples: number;
  /** the processor name its results reported (the most frequent spelling; ties in code-unit order); none for a derived figure */
  device?: string;
  results?: BenchmarkResult[];
  /** for a derived figure, the benchmarks it is made of */
  tests?: string[];
  /** for a figure that states its uncertainty, the range it most likely lies in */
  range?: { low: number; high: number };
}

/** Why a row gave no figure: the matcher's reasons, and the source's own. */
export type RowReason = Refusal | 'other-version' | 'several-sockets' | 'no-result';

export const ROW_REASONS: Record<RowReason, string> = {
  'other-version': 'another version of the test (results compare only within one)',
  'no-result': 'no valid result',
  'several-sockets': 'a system of several sockets',
  ...REFUSALS,
};

export interface RowRefusal {
  /** where the row is: "line 12" */
  line: number;
  name: string;
  reason: RowReason;
  detail: string;
}

/** The median of some numbers (the mean of the middle two for an even count), to 3 decimals. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const value = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 1000) / 1000;
}

/** The spelling most rows used; ties go to the first in code-unit order, so the answer never depends on row order. */
export function commonestName(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))[0]![0];
}
