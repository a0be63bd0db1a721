import type { BenchmarkScore, BenchmarkSource } from '../benchmark.js';
import type { Processor } from '../processor.js';
import type { ProcessorSummary } from '../processor-summary.js';

/**
 * Up to four processors side by side. The browser runs the add field; the comparison itself — the
 * rows switch, the table and the scores' source — is a part, and so is one processor's column
 * while it waits for a second.
 */
export interface CompareData {
  processors: Processor[];
  /** requested ids that name no processor, as the visitor typed them */
  unknown: string[];
  /** more than four were asked for */
  truncated: boolean;
  /** with one processor: similar ones to add */
  suggestions: ProcessorSummary[];
  /** only the rows whose values differ (`diff=1`) */
  diff: boolean;
  /** the add field's text when it named no single processor, and the candidates to pick from */
  search: { q: string; candidates: ProcessorSummary[] } | null;
}

export interface CompareParts {
  /** with one processor: its column, beside the field that adds a second */
  lone: { processor: Processor } | null;
  /** with two or more processors */
  result: {
    processors: Processor[];
    /** each processor's open benchmark score, in the same order (null: none yet) */
    scores: (BenchmarkScore | null)[];
    /** where the scores come from; null when the catalogue has none */
    scoreSource: BenchmarkSource | null;
    diff: boolean;
  } | null;
}
