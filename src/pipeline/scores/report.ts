import type { Processor } from '../../shared/processor.js';
import { MAKERS } from './match.js';
import { ladderSegmentOf } from '../../shared/ladder-query.js';
import type { ScoreFile } from '../../record/benchmark-file.js';
import type { BenchmarkDeclaration, BenchmarkModule } from '../../record/benchmarks/declaration.js';
import { ranks } from '../../shared/benchmark.js';
import { DOUBT_FACTOR } from '../../record/doubt.js';
import { MINIMUM_TESTS } from '../../record/single-thread-index.js';
import { ROW_REASONS, type ModuleImport, type RowReason, type RowRefusal } from './module-import.js';

/**
 * The terminal report of `npm run import-scores`: per module the rows that belong to none of its
 * benchmarks; per benchmark the rows read, the processors matched (by vendor and segment), the
 * unmatched rows by reason (each row, grouped by name, with --verbose), the choices made from the
 * data, and every figure the doubt rule flagged, with the sibling that contradicts it.
 */
const REASON_ORDER: RowReason[] = [
  'not-in-catalogue',
  'ambiguous',
  'duplicate',
  'several-sockets',
  'other-version',
  'no-result',
  'unidentifiable',
  'outside-scope',
  'other-vendor',
];

export function moduleReport(module: BenchmarkModule, imported: ModuleImport, file: ScoreFile, processors: readonly Processor[], verbose: boolean): string {
  const byKey = new Map(processors.map((p) => [`${p.vendor}:${p.id}`, p]));
  const lines = [`${module.sourceName} (${module.id}), snapshot ${imported.snapshot}`];
  for (const { what, rows } of imported.outside) lines.push(`  ${thousands(rows)} rows not for any benchmark: ${what}`);
  for (const declaration of module.benchmarks) {
    const benchmark = imported.benchmarks[declaration.id]!;
    const figures = file.benchmarks[declaration.id]!.figures;
    if (benchmark.reference) {
      lines.push('', ...derivedReport(declaration, benchmark, figures));
      continue;
    }
    const matchedRows = benchmark.rowsRead - benchmark.refused.length;
    lines.push(
      '',
      `${declaration.id}: ${thousands(benchmark.rowsRead)} rows read, ${thousands(Object.keys(figures).length)} processors matched ` +
        `(${thousands(matchedRows)} rows), ${thousands(benchmark.refused.length)} rows unmatched.`,
    );
    for (const note of benchmark.notes) lines.push(`  ${note}`);
    const bySegment = new Map<string, number>();
    for (const key of Object.keys(figures)) {
      const p = byKey.get(key)!;
      const label = `${MAKERS[p.vendor]} ${p.segment}`;
      bySegment.set(label, (bySegment.get(label) ?? 0) + 1);
    }
    lines.push(
      `  matched: ${[...bySegment]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([label, count]) => `${label} ${count}`)
        .join(', ')}`,
    );
    for (const reason of REASON_ORDER) {
      const rows = benchmark.refused.filter((refusal) => refusal.reason === reason);
      if (!rows.length) continue;
      lines.push(`  unmatched, ${ROW_REASONS[reason]}: ${thousands(rows.length)} rows`);
      if (verbose) lines.push(...byName(rows).map((line) => `    ${line}`));
    }
    const flagged = Object.entries(figures).filter(([, figure]) => figure.doubt);
    lines.push(`  flagged as doubtful (siblings ${DOUBT_FACTOR}× apart, the one on fewer results doubted): ${flagged.length}`);
    for (const [key, figure] of flagged) {
      const { sibling, ratio, cause, side } = figure.doubt!;
      const other = figures[sibling]!;
      lines.push(
        `    ${key} ${figure.score} (${figure.samples} results) is ${ratio}× ${side === 'below' ? 'below' : 'above'} ${sibling} ${other.score} (${other.samples} results); likely cause ${cause}`,
      );
    }
  }
  return lines.join('\n');
}

/** A derived benchmark's lines: what it is made of, its reference set and scales, its coverage. */
function derivedReport(
  declaration: BenchmarkDeclaration,
  benchmark: ModuleImport['benchmarks'][string],
  figures: ScoreFile['benchmarks'][string]['figures'],
): string[] {
  const entries = Object.entries(figures);
  const ranked = entries.filter(([, figure]) => ranks(declaration, figure)).length;
  const reference = benchmark.reference!;
  const byTests = new Map<number, number>();
  for (const [, figure] of entries) byTests.set(figure.tests?.length ?? 0, (byTests.get(figure.tests?.length ?? 0) ?? 0) + 1);
  return [
    `${declaration.id}: ${thousands(entries.length)} processors from ${thousands(benchmark.rowsRead)} test figures, ${thousands(ranked)} of them ranked ` +
      `(${declaration.rankedSamples} results or more in ${MINIMUM_TESTS} tests or more, no doubt).`,
    `  reference set: ${thousands(reference.processors)} processors with a ranked figure in every test; per test its geometric mean and spread (standard deviation of the logarithms):`,
    ...Object.entries(reference.tests).map(([test, { mean, spread }]) => `    ${test}: ${mean}, ${spread}`),
    `  processors by the number of tests behind their index: ${[...byTests]
      .sort(([a], [b]) => a - b)
      .map(([tests, count]) => `${tests} ${thousands(count)}`)
      .join(', ')}`,
    "  made of the tests' figures that passed the doubt rule; it is not run again on the index, whose figures differ by what their tests favour",
  ];
}

/** Refused rows grouped by name, in the order first seen: `"name" ×3 (lines 4, 9, 12): detail`. */
function byName(rows: readonly RowRefusal[]): string[] {
  const groups = new Map<string, RowRefusal[]>();
  for (const row of rows) {
    const key = `${row.name}\u0000${row.detail}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => {
    const shown =
      group
        .slice(0, 5)
        .map((row) => row.line)
        .join(', ') + (group.length > 5 ? ', …' : '');
    const times = group.length > 1 ? ` ×${group.length}` : '';
    return `${JSON.stringify(group[0]!.name)}${times} (line${group.length > 1 ? 's' : ''} ${shown}): ${group[0]!.detail}`;
  });
}

/** What item 7 of the plan counts: processors with any figure, server ladder coverage, single-thread coverage. */
export function coverageReport(files: readonly { module: BenchmarkModule; file: ScoreFile }[], processors: readonly Processor[]): string {
  const byKey = new Map(processors.map((p) => [`${p.vendor}:${p.id}`, p]));
  const any = new Set<string>();
  const serverRanked = new Set<string>();
  const singleThread = new Set<string>();
  const singleThreadRanked = new Set<string>();
  const index = new Set<string>();
  const indexRanked = new Set<string>();
  for (const { module, file } of files) {
    for (const declaration of module.benchmarks) {
      for (const [key, figure] of Object.entries(file.benchmarks[declaration.id]!.figures)) {
        any.add(key);
        const ranked = ranks(declaration, figure);
        if (ranked && ladderSegmentOf(byKey.get(key)!.segment) === 'server') serverRanked.add(key);
        if (module.derivedFrom) {
          index.add(key);
          if (ranked) indexRanked.add(key);
        } else if (declaration.scope === 'single-thread') {
          singleThread.add(key);
          if (ranked) singleThreadRanked.add(key);
        }
      }
    }
  }
  return [
    'Coverage:',
    `  ${thousands(any.size)} of ${thousands(processors.length)} processors have at least one figure`,
    `  ${thousands(serverRanked.size)} server and workstation processors are ranked on the server ladder of at least one benchmark`,
    `  ${thousands(singleThread.size)} processors have a single-thread test figure (${thousands(singleThreadRanked.size)} of them ranked: two results or more, no doubt)`,
    ...(index.size
      ? [`  ${thousands(index.size)} processors have a single-thread index (${thousands(indexRanked.size)} of them ranked: two tests or more behind it)`]
      : []),
  ].join('\n');
}

function thousands(n: number): string {
  return n.toLocaleString('en');
}
