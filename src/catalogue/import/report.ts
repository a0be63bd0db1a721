import type { Processor } from '../../shared/processor.js';
import type { SkippedRow } from './convert.js';

/** what an import did, row by row where rows were left out */
export interface ImportReport {
  file: string;
  /** the CSV shape the header was recognised as */
  shape: string;
  /** data rows read (the header not counted) */
  rowsRead: number;
  records: Processor[];
  skipped: SkippedRow[];
  /** [reason, count] pairs, most frequent first */
  skippedByReason: [string, number][];
  /** records whose id carries a source key because their name is shared */
  disambiguated: number;
  /** where the records were written, when they were */
  out: string | null;
}

export function countByReason(skipped: readonly SkippedRow[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const row of skipped) counts.set(row.category, (counts.get(row.category) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

interface Messages {
  summary(r: ImportReport): string;
  byReason: string;
  rows: string;
  line: string;
  disambiguated(n: number): string;
  wrote(n: number, out: string): string;
}

const MESSAGES: Record<'en' | 'zh', Messages> = {
  en: {
    summary: (r) =>
      `${r.file} (${r.shape}): ${r.rowsRead} rows read, ${r.records.length} records taken, ${r.skipped.length} rows skipped.`,
    byReason: 'Skipped, by reason:',
    rows: 'Skipped rows:',
    line: 'line',
    disambiguated: (n) => `${n} records share a name with another row; their ids end in the source's own key.`,
    wrote: (n, out) => `Wrote ${n} records to ${out}.`,
  },
  zh: {
    summary: (r) =>
      `${r.file}（${r.shape}）：读取 ${r.rowsRead} 行，收录 ${r.records.length} 条记录，跳过 ${r.skipped.length} 行。`,
    byReason: '跳过原因统计：',
    rows: '跳过的行：',
    line: '第',
    disambiguated: (n) => `${n} 条记录与其他行同名，其 id 末尾附加了来源自带的编号。`,
    wrote: (n, out) => `已将 ${n} 条记录写入 ${out}。`,
  },
};

/** a plain-text report for the terminal; `locale` "zh…" gives Chinese labels (reasons stay as written) */
export function formatReport(report: ImportReport, locale = 'en'): string {
  const m = locale.toLowerCase().startsWith('zh') ? MESSAGES.zh : MESSAGES.en;
  const lines = [m.summary(report)];
  if (report.disambiguated > 0) lines.push(m.disambiguated(report.disambiguated));
  if (report.skipped.length > 0) {
    const width = String(report.skippedByReason[0]?.[1] ?? 0).length;
    lines.push('', m.byReason);
    for (const [reason, count] of report.skippedByReason) lines.push(`  ${String(count).padStart(width)}  ${reason}`);
    const lineWidth = String(report.skipped[report.skipped.length - 1]?.line ?? 0).length;
    lines.push('', m.rows);
    for (const row of report.skipped) {
      lines.push(`  ${m.line} ${String(row.line).padStart(lineWidth)}  ${row.name || '(no name)'}: ${row.reason}`);
    }
  }
  if (report.out !== null) lines.push('', m.wrote(report.records.length, report.out));
  return lines.join('\n');
}
