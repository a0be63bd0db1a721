import type { Catalogue } from '../catalogue/catalogue.js';
import type { LazyDatabase } from '../database/database.js';
import type { Submission } from '../shared/bench/submission.js';
import { holdOf, type Hold } from './holds.js';
import { claimChallenge } from './proof-of-work.js';
import { refusalOf, type Refusal } from './refusals.js';
import { insertResult, newResultId, peersOf } from './result-store.js';
import { rounded, runScores, type ModeScores } from './scores.js';
import { standingOf, type Standing } from './standing.js';

/**
 * A submission that passed its proof of work and its schema, judged and stored: refused (nothing
 * stored), or stored as accepted or held with the scores computed here. The challenge is marked
 * used in the same transaction as the result is written, so a replay and its original cannot
 * both be stored, whichever instance each reaches.
 */
export type Outcome =
  | { kind: 'refused'; refusal: Refusal }
  | { kind: 'replayed' }
  | { kind: 'stored'; id: string; hold: Hold | null; scores: { single: ModeScores; multi: ModeScores | null }; standing: Standing };

export async function submit(
  database: LazyDatabase,
  catalogue: Catalogue,
  submission: Submission,
  challenge: { nonce: string; expiresAt: number },
): Promise<Outcome> {
  const refusal = refusalOf(submission, catalogue);
  if (refusal) return { kind: 'refused', refusal };
  const processor = catalogue.find(submission.processor.vendor, submission.processor.id)!;
  const scores = runScores(submission);
  const db = await database.open();
  return db.transaction(async (tx) => {
    if (!(await claimChallenge(tx, challenge.nonce, challenge.expiresAt))) return { kind: 'replayed' } as const;
    const peers = await peersOf(tx, processor.vendor, processor.id, submission.engine.family);
    const hold = holdOf(submission, processor, scores, peers, catalogue.findBenchmark('blender'));
    const id = newResultId();
    await insertResult(tx, { id, status: hold ? 'held' : 'accepted', holdCode: hold?.code ?? null, submission, scores });
    const shown = { single: rounded(scores.single), multi: scores.multi ? rounded(scores.multi) : null };
    return { kind: 'stored', id, hold, scores: shown, standing: standingOf(processor, submission.engine.family, scores, peers, !hold) } as const;
  });
}
