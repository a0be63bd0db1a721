import { randomBytes } from 'node:crypto';
import type { Submission } from '../shared/bench/submission.js';
import type { Queryable } from '../database/database.js';
import type { Vendor } from '../shared/processor.js';
import type { HoldCode, Peers } from './holds.js';
import type { ModeScores, RunScores } from './scores.js';

/**
 * The bench_results table, read and written in one place. Only what the submission says of the
 * run is stored: no address, no user agent, no cookie (docs/bench-results.md, "What is stored").
 */
export type ResultStatus = 'accepted' | 'held' | 'rejected';

export interface StoredResult {
  id: string;
  receivedAt: Date;
  status: ResultStatus;
  holdCode: HoldCode | null;
  vendor: Vendor;
  processorId: string;
  identifiedBy: Submission['identifiedBy'];
  osProcessorName: string | null;
  suite: number;
  engineFamily: Submission['engine']['family'];
  engineVersion: string;
  osFamily: Submission['os'];
  logicalProcessors: number;
  single: ModeScores;
  multi: (ModeScores & { workers: number }) | null;
  moderatedAt: Date | null;
  moderationReason: string | null;
}

/** 16 characters of base 32: unguessable, and short enough to read out in a bug report */
export function newResultId(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return [...randomBytes(16)].map((byte) => alphabet[byte & 31]).join('');
}

export async function insertResult(
  db: Queryable,
  row: { id: string; status: ResultStatus; holdCode: HoldCode | null; submission: Submission; scores: RunScores },
): Promise<void> {
  const { submission: s, scores } = row;
  await db.query(
    `INSERT INTO bench_results (id, status, hold_code, vendor, processor_id, identified_by, os_processor_name, suite, engine_family,
       engine_version, os_family, logical_processors, single_kernels, single_overall, multi_workers, multi_kernels, multi_overall, submission)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
    [
      row.id,
      row.status,
      row.holdCode,
      s.processor.vendor,
      s.processor.id,
      s.identifiedBy,
      s.osProcessorName ?? null,
      s.suite,
      s.engine.family,
      s.engine.version,
      s.os,
      s.logicalProcessors,
      JSON.stringify(scores.single.kernels),
      scores.single.overall,
      s.multi?.workers ?? null,
      scores.multi ? JSON.stringify(scores.multi.kernels) : null,
      scores.multi?.overall ?? null,
      JSON.stringify(s),
    ],
  );
}

/** What the hold rules weigh a new result against (src/bench-results/holds.ts). */
export async function peersOf(db: Queryable, vendor: Vendor, processorId: string, engineFamily: string): Promise<Peers> {
  const own = await db.query<{ single_overall: number; multi_overall: number | null }>(
    "SELECT single_overall, multi_overall FROM bench_results WHERE vendor = $1 AND processor_id = $2 AND engine_family = $3 AND status = 'accepted'",
    [vendor, processorId, engineFamily],
  );
  const byProcessor = await db.query<{ vendor: Vendor; processor_id: string; overall: number }>(
    `SELECT vendor, processor_id, percentile_cont(0.5) WITHIN GROUP (ORDER BY multi_overall) AS overall FROM bench_results
     WHERE engine_family = $1 AND status = 'accepted' AND multi_overall IS NOT NULL GROUP BY vendor, processor_id`,
    [engineFamily],
  );
  return {
    single: own.map((row) => Number(row.single_overall)),
    multi: own.flatMap((row) => (row.multi_overall === null ? [] : [Number(row.multi_overall)])),
    multiByProcessor: byProcessor.map((row) => ({ vendor: row.vendor, id: row.processor_id, overall: Number(row.overall) })),
  };
}

const SELECT = 'SELECT * FROM bench_results';

export async function heldResults(db: Queryable): Promise<StoredResult[]> {
  return (await db.query(`${SELECT} WHERE status = 'held' ORDER BY received_at, id`)).map(storedResult);
}

/** Accepted results, oldest first; `day` (YYYY-MM-DD, UTC) narrows them to those received that day. */
export async function acceptedResults(db: Queryable, day?: string): Promise<StoredResult[]> {
  const rows = day
    ? await db.query(`${SELECT} WHERE status = 'accepted' AND received_at >= $1::date AND received_at < $1::date + 1 ORDER BY received_at, id`, [day])
    : await db.query(`${SELECT} WHERE status = 'accepted' ORDER BY received_at, id`);
  return rows.map(storedResult);
}

/** A maintainer's decision on a held result; false when it is no longer held (decided meanwhile). */
export async function moderate(db: Queryable, id: string, decision: 'accepted' | 'rejected', reason: string): Promise<boolean> {
  const rows = await db.query(
    "UPDATE bench_results SET status = $2, moderated_at = now(), moderation_reason = $3 WHERE id = $1 AND status = 'held' RETURNING id",
    [id, decision, reason],
  );
  return rows.length === 1;
}

/** The newest time a result was accepted or decided: what a figure made of them is as of. */
export async function resultsVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ version: string | null }>(
    "SELECT max(greatest(received_at, coalesce(moderated_at, received_at)))::text || ':' || count(*)::text AS version FROM bench_results WHERE status = 'accepted'",
  );
  return row?.version ?? '';
}

function storedResult(row: Record<string, any>): StoredResult {
  return {
    id: row.id,
    receivedAt: new Date(row.received_at),
    status: row.status,
    holdCode: row.hold_code,
    vendor: row.vendor,
    processorId: row.processor_id,
    identifiedBy: row.identified_by,
    osProcessorName: row.os_processor_name,
    suite: Number(row.suite),
    engineFamily: row.engine_family,
    engineVersion: row.engine_version,
    osFamily: row.os_family,
    logicalProcessors: Number(row.logical_processors),
    single: { kernels: row.single_kernels, overall: Number(row.single_overall) },
    multi: row.multi_overall === null ? null : { kernels: row.multi_kernels, overall: Number(row.multi_overall), workers: Number(row.multi_workers) },
    moderatedAt: row.moderated_at ? new Date(row.moderated_at) : null,
    moderationReason: row.moderation_reason,
  };
}
