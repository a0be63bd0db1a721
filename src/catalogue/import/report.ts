import type { Processor } from '../../shared/processor.js';
import { SEGMENTS, VENDORS } from '../../shared/processor.js';
import type { PipelineReport } from './pipeline.js';

/** counts of a list by a key, most frequent first, ties in code-unit order */
function countBy<T>(items: readonly T[], key: (item: T) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** the catalogue by vendor and segment, as the report and the README give it */
export function countTable(records: readonly Processor[]): string[] {
  const lines = [`  ${'vendor'.padEnd(8)}${SEGMENTS.map((s) => s.padStart(12)).join('')}${'total'.padStart(8)}`];
  for (const vendor of VENDORS) {
    const mine = records.filter((r) => r.vendor === vendor);
    lines.push(`  ${vendor.padEnd(8)}${SEGMENTS.map((s) => String(mine.filter((r) => r.segment === s).length).padStart(12)).join('')}${String(mine.length).padStart(8)}`);
  }
  return lines;
}

/**
 * What the pipeline took, skipped and why, what it filled from secondary sources, every
 * correction it applied. `verbose` lists every skipped row and every disambiguated id too.
 */
export function formatPipelineReport(report: PipelineReport, verbose = false): string {
  const lines: string[] = ['Inputs:'];
  for (const source of report.sources) lines.push(`  ${source.label}: ${source.rows} rows read, ${source.taken} taken (${source.file})`);
  lines.push(`  curated: ${report.curated.records} records in ${report.curated.files} files`);
  lines.push('', `Skipped ${report.skipped.length} rows, by reason:`);
  for (const [reason, count] of countBy(report.skipped, (row) => `${row.source}: ${row.reason.replace(/, got .*$|\(.*\)$/, '').trim()}`)) {
    lines.push(`  ${String(count).padStart(5)}  ${reason}`);
  }
  if (verbose) for (const row of report.skipped) lines.push(`    ${row.where}  ${row.name || '(no name)'}: ${row.reason}`);
  lines.push(
    '',
    `Curated records: ${report.curated.matchedExport} are parts an export also lists (the export's facts win; ${report.curated.exportWon} facts differed and the export's were kept), ${report.curated.added} added as they are.`,
  );
  lines.push(`Parts whose launch year no source gives (kept): ${report.unknownYear}.`);
  lines.push(`Ids with a key suffix (several export rows with one name): ${report.disambiguated.length}.`);
  if (verbose) for (const entry of report.disambiguated) lines.push(`    ${entry.id}  (${entry.name}, ${entry.key})`);
  const filled = report.filled.reduce((sum, entry) => sum + entry.count, 0);
  lines.push('', `Facts filled from secondary sources (the vendor leaves them blank): ${filled}`);
  for (const entry of report.filled) lines.push(`  ${String(entry.count).padStart(5)}  ${entry.source}: ${entry.field}`);
  lines.push('', 'Secondary facts refused by the conventions:');
  if (report.refused.length === 0) lines.push('  none');
  for (const entry of report.refused) lines.push(`  ${String(entry.count).padStart(5)}  ${entry.source}: ${entry.field} — ${entry.reason}`);
  lines.push('', `Corrections applied: ${report.corrections.length}`);
  for (const c of report.corrections) {
    lines.push(`  ${c.vendor}:${c.id} ${c.field}: ${JSON.stringify(c.was)} → ${JSON.stringify(c.value)} — ${c.reason} (${c.url})`);
  }
  if (report.unusedCorrections.length > 0) {
    lines.push('', `Corrections that found no record (stale? fix data/curated/corrections.json): ${report.unusedCorrections.length}`);
    for (const c of report.unusedCorrections) lines.push(`  ${c.vendor}:${c.id} ${c.field}`);
  }
  lines.push('', `Catalogue: ${report.records.length} processors`, ...countTable(report.records));
  return lines.join('\n');
}
