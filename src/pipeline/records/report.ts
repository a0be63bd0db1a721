import type { Processor } from '../../shared/processor.js';
import { FACT_BASES, SEGMENTS, VENDORS, type FactBasis } from '../../shared/processor.js';
import { AMD_SPECIFICATIONS_URL } from './sources/amd-specifications.js';
import { ARK_SEARCH_URL } from './sources/intel-ark-fields.js';
import type { PipelineReport } from './pipeline.js';

/** counts of a list by a key, most frequent first, ties in code-unit order */
function countBy<T>(items: readonly T[], key: (item: T) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** the catalogue by vendor and segment, as the report and the README give it */
export function countTable(records: readonly Processor[]): string[] {
  const lines = [`  ${'vendor'.padEnd(9)}${SEGMENTS.map((s) => s.padStart(12)).join('')}${'total'.padStart(8)}`];
  for (const vendor of VENDORS) {
    const mine = records.filter((r) => r.vendor === vendor);
    lines.push(
      `  ${vendor.padEnd(9)}${SEGMENTS.map((s) => String(mine.filter((r) => r.segment === s).length).padStart(12)).join('')}${String(mine.length).padStart(8)}`,
    );
  }
  return lines;
}

const KIND_LABELS: Record<string, string> = {
  'vendor-table': "vendor tables (AMD's specification exports, Intel ARK)",
  'vendor-page': 'vendor pages cited by URL or product id (curated records)',
  secondary: 'secondary sources (BuildCores, TechPowerUp, PassMark, others a curated record cites)',
  derived: "derived by a stated rule from other facts (the processor number, the cores' per-core L2)",
  correction: 'corrections from vendor pages (corrections.json)',
};

const BASES = FACT_BASES;
const BASIS_LABELS: Record<FactBasis, string> = {
  vendor: "the vendor's page",
  'vendor-via-press': "the vendor's statement as the press published it",
  'two-sources': 'two independent sources that agree',
  'single-source': 'a single secondary source (marked)',
};

const show = (value: unknown) => JSON.stringify(value);

const DISPUTE_LABELS: Record<string, string> = {
  references: 'two or more independent references against a vendor table',
  'vendor-tables': "copies of the vendor's own table against each other",
  secondary: 'secondary sources against each other, where no vendor states the fact',
  doubt: 'doubts a maintainer recorded (data/curated/doubts.json)',
};

/**
 * What the pipeline read and took, what it left out and why, what every rule refused, every
 * disagreement between references and how it was settled, every correction, the facts by the
 * kind of their source, and the catalogue by vendor and segment. `verbose` lists every skipped
 * row, refusal, suffixed id and alias too.
 */
export function formatPipelineReport(report: PipelineReport, verbose = false): string {
  const lines: string[] = ['Sources, most trusted first:'];
  for (const source of report.sources)
    lines.push(`  ${source.name} [${source.kind}]: ${source.rows} rows read, ${source.taken} taken (${source.files.join(', ')})`);
  for (const [source, count] of [...report.unmatched].sort()) lines.push(`  ${source}: ${count} rows name no processor of the catalogue`);

  lines.push('', `Left out: ${report.skipped.length}, by reason:`);
  for (const [reason, count] of countBy(
    report.skipped,
    (row) =>
      `${row.source}: ${row.reason
        .replace(/: \S+ names no source.*$/, ': a fact that names no source')
        .replace(/, got .*$|\(.*\)$/, '')
        .trim()}`,
  )) {
    lines.push(`  ${String(count).padStart(5)}  ${reason}`);
  }
  if (verbose) for (const row of report.skipped) lines.push(`    ${row.where}  ${row.name || '(no name)'}: ${row.reason}`);

  lines.push('', `Refused by the rules for known classes of error: ${report.refusals.length + report.moves.length}`);
  for (const [rule, count] of countBy([...report.refusals.map((r) => `${r.rule} (${r.source}: ${r.field})`), ...report.moves.map((m) => m.rule)], (x) => x))
    lines.push(`  ${String(count).padStart(5)}  ${rule}`);
  if (verbose) {
    for (const r of report.refusals)
      lines.push(
        `    ${r.vendor}:${r.id} ${r.field} ${show(r.value)} from ${r.source} — ${r.rule}${r.setRight === undefined ? '' : ` (set right: ${show(r.setRight)})`}`,
      );
    for (const m of report.moves) lines.push(`    ${m.vendor}:${m.id} ${m.rule}: ${show(m.value)} from ${m.from} to ${m.to ?? 'no field'}`);
  }
  lines.push(
    `Sockets: ${report.sockets.respelt} socket texts written in the vendors' spelling; ${report.sockets.dropped} secondary sockets that name no vendor's socket left out`,
  );

  const changes = report.tableChanges;
  const unsettled = changes.filter((c) => c.settled === null).length;
  lines.push(
    '',
    `The vendor against itself: ${changes.length} facts a copy of the vendor's table gives otherwise than the copy taken; ${changes.length - unsettled} settled from the vendor's page, ${unsettled} shown as disputed:`,
  );
  for (const [what, count] of countBy(changes, (c) => `${c.field}: ${c.chosenFrom} against ${c.otherFrom}`))
    lines.push(`  ${String(count).padStart(5)}  ${what}`);
  if (verbose)
    for (const c of changes)
      lines.push(`    ${c.settled ?? 'DISPUTED'}  ${c.vendor}:${c.id} ${c.field}: ${show(c.chosen)} (${c.chosenFrom}) — ${show(c.other)} (${c.otherFrom})`);

  const settled = (state: string | null) => report.disagreements.filter((d) => d.settled === state).length;
  lines.push(
    '',
    `Cross-check: ${report.disagreements.length} facts where two or more independent references agree on another value; ${settled('corrected')} corrected, ${settled('confirmed')} confirmed from the vendor's page, ${settled(null)} open:`,
  );
  for (const d of report.disagreements) {
    if (d.settled !== null && !verbose) continue;
    lines.push(
      `  ${d.settled === null ? 'OPEN' : d.settled.padEnd(9)}  ${d.vendor}:${d.id} ${d.field}: ${show(d.chosen)} (${d.chosenFrom}) — ${show(d.alternative)} says ${d.references.join(' and ')}`,
    );
  }

  const disputed = report.disputes.reduce((sum, r) => sum + r.fields.length, 0);
  lines.push('', `Disputes shown: ${disputed} facts on ${report.disputes.length} records, where references disagree and no vendor page settles it:`);
  for (const [kind, count] of [...report.disputeKinds].sort()) lines.push(`  ${String(count).padStart(5)}  ${DISPUTE_LABELS[kind] ?? kind}`);
  if (verbose) for (const r of report.disputes) lines.push(`    ${r.vendor}:${r.id} ${r.fields.join(', ')}`);

  // A record's vendor source is the product's own page or its product id; where no source we read
  // names either, it is one of the two addresses assemble-record.ts falls back to (ARK's search,
  // AMD's whole specifications table), listed here for a maintainer to find.
  const unplaced = report.records.filter(
    ({ sources: { vendor } }) =>
      vendor !== null && vendor.productId == null && (vendor.url === AMD_SPECIFICATIONS_URL || vendor.url?.startsWith(ARK_SEARCH_URL)),
  );
  lines.push(
    '',
    `Without the product's own page or id: ${unplaced.length} records cite their vendor's search or whole table (add the page to data/curated/product-pages.json once found):`,
  );
  for (const [vendor, count] of countBy(unplaced, (r) => r.vendor)) lines.push(`  ${String(count).padStart(5)}  ${vendor}`);
  if (verbose) for (const r of unplaced) lines.push(`    ${r.vendor}:${r.id}`);

  const confirmed = report.corrections.filter((c) => c.confirmed);
  const changed = report.corrections.filter((c) => !c.confirmed);
  lines.push('', `Corrections applied: ${changed.length}; values confirmed: ${confirmed.length}`);
  for (const c of changed) lines.push(`  ${c.vendor}:${c.id} ${c.field}: ${show(c.was)} → ${show(c.value)} — ${c.reason.en} (${c.url})`);
  if (verbose) for (const c of confirmed) lines.push(`  confirmed ${c.vendor}:${c.id} ${c.field} ${show(c.value)} (${c.url})`);
  if (report.unusedCorrections.length > 0) {
    lines.push('', `Corrections that found no record (stale? fix data/curated/corrections.json): ${report.unusedCorrections.length}`);
    for (const c of report.unusedCorrections) lines.push(`  ${c.vendor}:${c.id} ${c.field}`);
  }

  if (report.lost.length > 0)
    lines.push('', `Published ids with no record and no alias (a URL would die): ${report.lost.length}`, ...report.lost.map((key) => `  ${key}`));
  lines.push(
    '',
    `Ids with a key suffix (several parts of one name): ${report.suffixed.length}; variants named apart: ${report.variants.length}; aliases of ids merged into another record: ${report.aliases.length}.`,
  );
  if (verbose) {
    for (const v of report.variants) lines.push(`    ${v.id}  ${v.name}`);
    for (const a of report.aliases) lines.push(`    ${a.vendor}:${a.id} → ${a.to}`);
  }

  const total = [...report.factKinds.values()].reduce((sum, n) => sum + n, 0);
  lines.push('', `Facts: ${total}, by the kind of their source:`);
  for (const kind of ['vendor-table', 'vendor-page', 'secondary', 'derived', 'correction'])
    lines.push(`  ${String(report.factKinds.get(kind as never) ?? 0).padStart(7)}  ${KIND_LABELS[kind]}`);
  if (report.bases.size > 0) {
    lines.push('Facts of the vendors without a specification table, by what they rest on:');
    for (const [vendor, byBasis] of [...report.bases].sort(([a], [b]) => VENDORS.indexOf(a as never) - VENDORS.indexOf(b as never))) {
      lines.push(`  ${vendor.padEnd(9)} ${BASES.map((basis) => `${BASIS_LABELS[basis]} ${byBasis.get(basis) ?? 0}`).join(', ')}`);
    }
  }
  lines.push(`Facts with no URL or product id: ${report.untraced.length}`);
  for (const u of report.untraced.slice(0, verbose ? undefined : 20)) lines.push(`  ${u.vendor}:${u.id} ${u.field}`);

  const dated = report.records.filter((r) => r.launched !== null).length;
  lines.push('', `Records with a launch date: ${dated} of ${report.records.length} (${((100 * dated) / Math.max(1, report.records.length)).toFixed(1)}%)`);
  // the undated by vendor: the counts docs/data.md gives, with why each stays unknown
  const undated = countBy(
    report.records.filter((r) => r.launched === null),
    (r) => r.vendor,
  );
  if (undated.length > 0) lines.push(`  without one, by vendor: ${undated.map(([vendor, n]) => `${vendor} ${n}`).join(', ')}`);
  const names = countBy(report.records, (r) => `${r.vendor}:${r.name}`).filter(([, n]) => n > 1);
  lines.push(`Names on more than one record: ${names.length}${names.length > 0 ? ` (${names.map(([name]) => name).join(', ')})` : ''}`);
  lines.push('', `Catalogue: ${report.records.length} processors`, ...countTable(report.records));
  return lines.join('\n');
}
