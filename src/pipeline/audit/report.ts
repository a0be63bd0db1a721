import type { SourceSummary } from '../records/pipeline.js';
import type { AuditedFact, AuditedRecord } from './sample.js';

/*
 * The self-audit as text: the sources by number, each drawn record with its facts beside every
 * reference's, then the counts and every difference on one line, for a person to judge.
 */

const MARKS: Record<AuditedFact['verdict'], string> = { agree: ' ', differs: '≠', known: '~', unknown: '+' };

/** a fact's value, short: "DDR4-2400 LPDDR4X", "Intel UHD Graphics 600 @750", "35–54", "—" */
export function showValue(field: string, value: unknown): string {
  if (value === null || value === undefined) return field === 'igpu' ? 'none' : '—';
  if (field === 'memory.types' && Array.isArray(value))
    return value.map((m: { type: string; speedMTs: number | null }) => (m.speedMTs === null ? m.type : `${m.type}-${m.speedMTs}`)).join(' ') || '—';
  if (field === 'igpu' && typeof value === 'object') {
    const { name, maxFreqMHz } = value as { name: string | null; maxFreqMHz: number | null };
    return `${name ?? '(unnamed)'}${maxFreqMHz === null ? '' : ` @${maxFreqMHz}`}`;
  }
  if (field === 'configurableTdpW' && typeof value === 'object') {
    const { min, max } = value as { min: number | null; max: number | null };
    return `${min ?? '—'}–${max ?? '—'}`;
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export interface AuditCounts {
  records: number;
  checked: number;
  agree: number;
  differs: number;
  known: number;
  unknown: number;
  differsByField: Map<string, number>;
}

export function countAudit(audited: readonly AuditedRecord[]): AuditCounts {
  const facts = audited.flatMap((a) => a.facts);
  const differsByField = new Map<string, number>();
  for (const fact of facts) if (fact.verdict === 'differs') differsByField.set(fact.field, (differsByField.get(fact.field) ?? 0) + 1);
  const count = (verdict: AuditedFact['verdict']) => facts.filter((f) => f.verdict === verdict).length;
  return {
    records: audited.length,
    checked: facts.length - count('unknown'),
    agree: count('agree'),
    differs: count('differs'),
    known: count('known'),
    unknown: count('unknown'),
    differsByField,
  };
}

export function formatAudit(audited: readonly AuditedRecord[], sources: readonly SourceSummary[], heading: string): string {
  const lines = [heading, '', 'Sources, by number (most trusted first):'];
  sources.forEach((source, index) => lines.push(`  [${index + 1}] ${source.name} (${source.kind})`));
  lines.push(
    '',
    "Each fact: the record's value (← the source the record names for it), then every row that states it.",
    `  ${MARKS.differs} a row gives another value   ${MARKS.known} only a value a rule of the import refused or moved, the record shows as disputed, or ARK lists as another maximum differs (which named)`,
    `  ${MARKS.unknown} the record leaves the fact unknown and a row states it`,
  );
  for (const { record, facts, stale } of audited) {
    lines.push('', `${record.vendor}:${record.id}  ${record.name}${stale ? '  (data/ is not what the inputs give for this record: run npm run import)' : ''}`);
    for (const fact of facts) {
      const mine = `${showValue(fact.field, fact.value)}${fact.from === null ? '' : ` ←${fact.from}`}`;
      const theirs = fact.references
        .map((r) => `[${r.source}] ${showValue(fact.field, r.value)}${r.differs ? ' ≠' : ''}${r.refusedBy ? ` (${r.refusedBy})` : ''}`)
        .join('   ');
      lines.push(`  ${MARKS[fact.verdict]} ${fact.field.padEnd(18)} ${mine.padEnd(26)} ${theirs}`);
    }
  }
  const counts = countAudit(audited);
  const byField = [...counts.differsByField]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([field, n]) => `${field} ${n}`)
    .join(', ');
  lines.push(
    '',
    `Summary: ${counts.records} records, ${counts.checked} facts checked against at least one reference:`,
    `  ${String(counts.agree).padStart(5)} agree with every reference`,
    `  ${String(counts.differs).padStart(5)} differ from a reference${byField ? ` (${byField})` : ''}`,
    `  ${String(counts.known).padStart(5)} differ only where a rule refused the reference's value or moved it to another field (a known class of error), the record shows it as disputed, or it is another of ARK's maximum frequencies`,
    `  ${String(counts.unknown).padStart(5)} more the record leaves unknown where a reference states a value`,
  );
  const differences = audited.flatMap(({ record, facts }) => facts.filter((f) => f.verdict === 'differs').map((fact) => ({ record, fact })));
  if (differences.length > 0) {
    lines.push('', 'Differences, one a line (the record, then each row that differs, with where it is):');
    for (const { record, fact } of differences) {
      const others = fact.references
        .filter((r) => r.differs && r.refusedBy === undefined)
        .map((r) => `[${r.source}] ${showValue(fact.field, r.value)} (${r.where})`)
        .join('; ');
      lines.push(
        `  ${record.vendor}:${record.id} ${fact.field}: ${showValue(fact.field, fact.value)}${fact.from === null ? '' : ` ←${fact.from}`} — ${others}`,
      );
    }
  }
  return lines.join('\n');
}
