import { withBenchmarks, type Catalogue } from '../catalogue/catalogue.js';
import type { LazyDatabase } from '../database/database.js';
import { benchBenchmarks } from './bench-benchmarks.js';
import { benchFigures, type BenchBenchmark } from './figures.js';
import { resultsVersion } from './result-store.js';

/**
 * How accepted results reach the pages (docs/bench-results.md, "Figures on the pages"). Pages read
 * a catalogue synchronously and never wait for the database; this reads the figures in the
 * background — after readiness, on a timer, and when this process has stored or decided a result —
 * and swaps in a new catalogue value with them (src/catalogue/catalogue.ts, withBenchmarks). What
 * changed is handed to `changed`, which lets the pages made from the old figures go.
 *
 * A read first asks for the results' version (the newest accepted result's time and their count):
 * nothing more is read while it stays the same. Reads never overlap; a read asked for while one runs
 * waits for it and then runs once, for every caller that asked meanwhile.
 */
/**
 * How often an instance sharing a PostgreSQL server reads the figures again, for the results the
 * other instances took: instances agree within this (and a read's time). An embedded database
 * belongs to one process, which refreshes when it stores or decides a result, so it needs no timer.
 */
export const SHARED_REFRESH_MS = 60_000;

export interface FiguresChange {
  /** ids of the bench benchmarks whose figures differ */
  benchmarks: ReadonlySet<string>;
  /** `vendor:id` of every processor with a figure in one of them, before or after */
  processors: ReadonlySet<string>;
  /** a benchmark gained its first figure or lost its last: the list every page offers is not the same */
  listChanged: boolean;
}

export interface FigureRefresh {
  /** the catalogue pages read now */
  readonly catalogue: Catalogue;
  /** reads the figures and swaps them in when they changed; what changed, or null */
  refresh(): Promise<FiguresChange | null>;
  /** a refresh now and then every `intervalMs` until stop() (the timer keeps no process alive) */
  start(intervalMs: number | null): void;
  stop(): void;
}

export interface RefreshOptions {
  base: Catalogue;
  database: LazyDatabase;
  /** false while there can be no result to read (an embedded database never created): nothing is opened */
  mayHoldResults: () => boolean;
  changed: (change: FiguresChange) => void;
  failed: (error: unknown) => void;
}

export function figureRefresh({ base, database, mayHoldResults, changed, failed }: RefreshOptions): FigureRefresh {
  let catalogue = base;
  let shown: Reading = { measured: [], snapshot: '' };
  let version: string | null = null;
  let running: Promise<FiguresChange | null> | null = null;
  let queued: Promise<FiguresChange | null> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const read = async (): Promise<FiguresChange | null> => {
    if (!mayHoldResults()) return null;
    const db = await database.open();
    const now = await resultsVersion(db);
    if (now === version) return null;
    const next: Reading = { measured: await benchFigures(db), snapshot: snapshotOf(now) };
    version = now;
    const change = changeBetween(shown, next);
    if (!change) return null;
    shown = next;
    catalogue = withBenchmarks(base, benchBenchmarks(next.measured, next.snapshot));
    changed(change);
    return change;
  };
  const refresh = (): Promise<FiguresChange | null> => {
    if (!running) {
      running = read().finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running
      .catch(() => null)
      .then(() => {
        queued = null;
        return refresh();
      });
    return queued;
  };
  const quietly = () => refresh().catch(failed);
  return {
    get catalogue() {
      return catalogue;
    },
    refresh,
    start(intervalMs) {
      void quietly();
      if (intervalMs !== null && !timer) timer = setInterval(quietly, intervalMs).unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

/** The day of the newest accepted result, from the version's time ("2026-12-07 12:50:01.2+00:1"). */
function snapshotOf(version: string): string {
  return /^\d{4}-\d\d-\d\d/.exec(version)?.[0] ?? new Date().toISOString().slice(0, 10);
}

/**
 * What differs between two readings of the figures, figure by figure; null when nothing does. A
 * new day of the newest result changes every benchmark: each card states that date.
 */
export function changeBetween(before: Reading, after: Reading): FiguresChange | null {
  const ids = new Set([...before.measured, ...after.measured].map((benchmark) => benchmark.id));
  const benchmarks = new Set<string>();
  const processors = new Set<string>();
  for (const id of ids) {
    const old = signatures(before, id);
    const now = signatures(after, id);
    const keys = new Set([...old.keys(), ...now.keys()]);
    if ([...keys].every((key) => old.get(key) === now.get(key))) continue;
    benchmarks.add(id);
    for (const key of keys) processors.add(key);
  }
  if (benchmarks.size === 0) return null;
  const listed = (reading: Reading) =>
    reading.measured
      .filter((benchmark) => benchmark.figures.length > 0)
      .map((benchmark) => benchmark.id)
      .join(' ');
  return { benchmarks, processors, listChanged: listed(before) !== listed(after) };
}

/** The figures as read, and the day of the newest result among them. */
export interface Reading {
  measured: readonly BenchBenchmark[];
  snapshot: string;
}

/** Each processor's figure of a benchmark as one comparable string: what a page shows of it. */
function signatures(reading: Reading, id: string): Map<string, string> {
  const figures = reading.measured.find((benchmark) => benchmark.id === id)?.figures ?? [];
  return new Map(
    figures.map((figure) => [
      `${figure.vendor}:${figure.id}`,
      `${figure.score} ${figure.samples} ${figure.ranked} ${figure.doubtful} ${figure.low} ${figure.high} ${reading.snapshot}`,
    ]),
  );
}
