import type { Queryable } from '../database/database.js';
import type { Locale } from '../shared/locales.js';
import type { Vendor } from '../shared/processor.js';

/**
 * Reports of wrong facts in the database (table correction_reports, src/database/migrations.ts).
 * A report is open until a maintainer marks it accepted, rejected or a duplicate, with a note;
 * an accepted one names what settled it. `contact` is read by the maintainers' listing alone:
 * the public reader, `acceptedReports`, never selects it.
 */
// a report's status is 'open' until a maintainer's decision makes it one of these
export const DECISIONS = ['accepted', 'rejected', 'duplicate'] as const;
export type Decision = (typeof DECISIONS)[number];

export interface NewReport {
  id: string;
  vendor: Vendor;
  processorId: string;
  field: string;
  shownValue: unknown;
  proposedValue: string;
  sourceUrl: string;
  note: string;
  contact: string;
  locale: Locale;
  proof: 'pow' | 'form';
}

/** What the public may see of an accepted report: no contact, no locale, no way it was proved. */
export interface PublicReport extends Pick<NewReport, 'id' | 'vendor' | 'processorId' | 'field' | 'shownValue' | 'proposedValue' | 'sourceUrl'> {
  decidedAt: Date;
  decisionNote: string;
  settledBy: string;
}

export interface OpenReport extends Omit<PublicReport, 'decidedAt' | 'decisionNote' | 'settledBy'> {
  receivedAt: Date;
  note: string;
  contact: string;
  proof: 'pow' | 'form';
}

export async function insertReport(db: Queryable, report: NewReport): Promise<void> {
  await db.query(
    `INSERT INTO correction_reports (id, vendor, processor_id, field, shown_value, proposed_value, source_url, note, contact, locale, proof)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      report.id,
      report.vendor,
      report.processorId,
      report.field,
      JSON.stringify(report.shownValue ?? null),
      report.proposedValue,
      report.sourceUrl,
      report.note,
      report.contact,
      report.locale,
      report.proof,
    ],
  );
}

export async function openReports(db: Queryable): Promise<OpenReport[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT id, received_at, vendor, processor_id, field, shown_value, proposed_value, source_url, note, contact, proof
     FROM correction_reports WHERE status = 'open' ORDER BY received_at, id`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    receivedAt: new Date(row.received_at as string),
    vendor: row.vendor as Vendor,
    processorId: String(row.processor_id),
    field: String(row.field),
    shownValue: jsonValue(row.shown_value),
    proposedValue: String(row.proposed_value),
    sourceUrl: String(row.source_url),
    note: String(row.note),
    contact: String(row.contact),
    proof: row.proof as 'pow' | 'form',
  }));
}

/** Accepted reports, newest decision first; for one processor when named. Never the contact. */
export async function acceptedReports(db: Queryable, processor?: { vendor: Vendor; id: string }): Promise<PublicReport[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT id, vendor, processor_id, field, shown_value, proposed_value, source_url, decided_at, decision_note, settled_by
     FROM correction_reports WHERE status = 'accepted' ${processor ? 'AND vendor = $1 AND processor_id = $2' : ''}
     ORDER BY decided_at DESC, id`,
    processor ? [processor.vendor, processor.id] : [],
  );
  return rows.map((row) => ({
    id: String(row.id),
    vendor: row.vendor as Vendor,
    processorId: String(row.processor_id),
    field: String(row.field),
    shownValue: jsonValue(row.shown_value),
    proposedValue: String(row.proposed_value),
    sourceUrl: String(row.source_url),
    decidedAt: new Date(row.decided_at as string),
    decisionNote: String(row.decision_note ?? ''),
    settledBy: String(row.settled_by ?? ''),
  }));
}

/** Marks an open report decided; false when it is not open (decided already, or no such report). */
export async function decideReport(db: Queryable, id: string, decision: Decision, note: string, settledBy: string | null): Promise<boolean> {
  const rows = await db.query(
    `UPDATE correction_reports SET status = $2, decided_at = now(), decision_note = $3, settled_by = $4
     WHERE id = $1 AND status = 'open' RETURNING id`,
    [id, decision, note, settledBy],
  );
  return rows.length === 1;
}

/** PGlite gives jsonb back parsed, node-postgres too; a string that is not JSON stays a string. */
function jsonValue(value: unknown): unknown {
  return value === undefined ? null : value;
}
