import type { Processor } from '../../shared/processor.js';
import type { PriceImport } from './price-file-builder.js';

/** What the import did, for a person: each code's match and rule, what stayed unmatched and why, the marks, each month's coverage. */
export function formatReport(imported: PriceImport, rowsRead: number, processors: readonly Processor[]): string {
  const { file, codes } = imported;
  const matched = codes.filter((code) => code.match !== null);
  const lines = [
    `${file.source.name} ${file.source.commit.slice(0, 12)}: ${rowsRead} prices read, ${codes.length} model codes, ${imported.coverage.length} months (${imported.coverage[0]![0]} to ${file.lastMonth}); catalogue of ${processors.length} records.`,
    '',
    `Codes matched to a processor: ${matched.length} of ${codes.length}.`,
  ];
  for (const code of matched) {
    const { processor, rule, twinAlsoFits } = code.match!;
    const twin = twinAlsoFits ? `; ${twinAlsoFits} fits too, the part without F is taken` : '';
    lines.push(
      `  ${code.code.padEnd(12)} → ${processor.vendor}:${processor.id} (${processor.name}), rule ${rule}, ${code.months} months ${code.firstMonth}..${code.lastMonth}${twin}`,
    );
  }
  const unmatched = codes.filter((code) => code.match === null);
  lines.push('', `Codes matched to no processor, listed in data/curated/ with why (their prices are kept, under "unmatched"): ${unmatched.length}.`);
  for (const code of unmatched) lines.push(`  ${code.code.padEnd(12)} ${code.months} months ${code.firstMonth}..${code.lastMonth}: ${code.reason}`);
  lines.push(
    '',
    `Months carried forward (every price a copy of the month before): ${imported.carriedForward.length ? imported.carriedForward.join(', ') : 'none'}.`,
  );
  const doubtful = [...Object.entries(file.series), ...Object.entries(file.unmatched).map(([code, entry]) => [code, entry.prices] as const)].flatMap(
    ([key, points]) => points.filter((point) => point.doubtful).map((point) => ({ key, point })),
  );
  lines.push('', `Doubtful prices (more than ${file.rules.doubtfulMarginPercent}% above or below both neighbours; kept, never "now"): ${doubtful.length}.`);
  for (const { key, point } of doubtful) {
    const [a, b] = point.doubtful!.neighbours;
    lines.push(`  ${key} ${point.month}: ${point.yuan} yuan, ${point.doubtful!.direction} ${a.yuan} (${a.month}) and ${b.yuan} (${b.month})`);
  }
  lines.push('', 'Codes priced per month:', `  ${imported.coverage.map(([month, count]) => `${month} ${count}`).join(', ')}`);
  return lines.join('\n');
}
