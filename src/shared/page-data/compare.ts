import type { BenchmarkFigure, BenchmarkInfo } from '../benchmark.js';
import type { PerWattPower } from '../figure-metrics.js';
import type { StatementSource } from './platform.js';
import type { Verdict } from '../verdict.js';
import type { Isa, Processor, Vendor } from '../processor.js';
import type { ProcessorSummary } from '../processor-summary.js';
import type { PriceCredit } from './price-credit.js';

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
    /** the buyer's answer: each benchmark any of them has, per watt and per dollar, the best of each row, and the sentence */
    benchmarks: CompareBenchmark[];
    verdict: Verdict;
    diff: boolean;
    /** what differs besides speed, when the processors are not all of one kind (src/catalogue/architecture-notes.ts) */
    architecture?: ArchitectureNotes | null;
    /** the sources of the package power limits any per-watt value here is divided by */
    powerSources: StatementSource[];
    /** the China retail prices now, in yuan; null when the source has never priced any of them */
    retail: CompareRetail | null;
    /** the prices' credit, which the page carries wherever it shows one; null with no retail row */
    priceCredit: PriceCredit | null;
  } | null;
}

/** The price now row: each processor's China retail price now, or none (since a month, or ever), and the lowest marked. */
export interface CompareRetail {
  now: ({ yuan: number; month: string } | { none: true; since?: string })[];
  price: CompareMark[];
}

/** A compared processor as a note names it, linked to its page. */
export interface ComparedName {
  vendor: Vendor;
  id: string;
  name: string;
}

/** The software world a processor lives in: Apple's Macs, Windows on Arm, LoongArch's Linux, the x86 PC's. */
export type Platform = 'macos' | 'windows-on-arm' | 'loongarch-linux' | 'x86' | 'other';

/** Compare's notes on what differs besides speed. */
export interface ArchitectureNotes {
  /** each platform among the processors, in column order, with the pages its sentence rests on */
  platforms: { platform: Platform; isa: Isa; processors: ComparedName[]; sources: { name: string; url: string }[] }[];
  /** memory in the chip's package, fixed at purchase (the record's `memory.upgradeable`, as its sources say) */
  fixedMemory: ComparedName[];
  /** on a ball grid array: soldered, no upgrade path */
  soldered: ComparedName[];
  /** in a socket, by name */
  socketed: (ComparedName & { socket: { id: string; name: string } })[];
  /** a package no source says is soldered or socketed (AMD's FP8), by name */
  packageUnknown: (ComparedName & { socket: string })[];
  /** no source names the package */
  noPackage: ComparedName[];
}

/** A value in one of compare's benchmark rows (src/catalogue/compare-benchmarks.ts decides the marks). */
export interface CompareMark {
  value: number | null;
  /** the value as a share of the row's best, for its bar; null when unknown */
  relative: number | null;
  best: boolean;
}

/** One benchmark's rows: the figures (each with its count and doubt), per watt and per launch dollar. */
export interface CompareBenchmark {
  benchmark: BenchmarkInfo;
  figures: (Pick<BenchmarkFigure, 'score' | 'samples' | 'doubt' | 'ranked' | 'tests' | 'range'> | null)[];
  score: CompareMark[];
  perWatt: CompareMark[];
  /** what each processor's per-watt value is divided by (null: no rating, or no per watt for this benchmark) */
  power: (PerWattPower | null)[];
  perDollar: CompareMark[];
  /** per 100 yuan of the China retail price now (none for the single-thread index, nor a system of more than one chip) */
  perHundredYuan: CompareMark[];
}
