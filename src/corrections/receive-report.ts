import { claimChallenge } from '../bench-results/proof-of-work.js';
import { REPORT_REFUSALS } from '../errors.js';
import { reportableFields } from './reportable-fields.js';
import type { Locale } from '../shared/locales.js';
import type { Processor } from '../shared/processor.js';
import { processorKey } from '../shared/processor.js';
import type { CorrectionReports } from './correction-reports.js';
import { newReferenceNumber } from './reference-number.js';
import { isWebAddress, refusedField, reportFormSchema, type ReportFormField } from './report-form.js';
import { insertReport } from './report-store.js';

/**
 * A report judged and stored, or refused with nothing stored. The checks, cheapest first: the
 * form's shape, the honeypot, the field (one of the record's), the source's address, then the
 * proof — a solved proof of work, or else the form's signed token — and last, in the transaction
 * that stores the report, the proof's nonce claimed, so a proof or a form is used once whichever
 * instance it reaches. The per-address limit is the route's, counted before this.
 */
export type RefusalCode =
  | 'schema'
  | 'honeypot'
  | 'field_unknown'
  | 'source_url'
  | 'proof_missing'
  | 'pow_invalid'
  | 'token_invalid'
  | 'too_fast'
  | 'token_expired'
  | 'replayed';

export type ReportOutcome = { kind: 'stored'; id: string } | { kind: 'refused'; status: number; code: RefusalCode; field?: ReportFormField };

export async function receiveReport(reports: CorrectionReports, processor: Processor, fields: Record<string, string>, locale: Locale): Promise<ReportOutcome> {
  const parsed = reportFormSchema.safeParse(fields);
  if (!parsed.success) return { kind: 'refused', status: REPORT_REFUSALS.schema, code: 'schema', field: refusedField(parsed.error.issues) ?? undefined };
  const form = parsed.data;
  if (form.website) return { kind: 'refused', status: REPORT_REFUSALS.honeypot, code: 'honeypot' };
  const shown = reportableFields(processor).find(([name]) => name === form.field);
  if (!shown) return { kind: 'refused', status: REPORT_REFUSALS.field_unknown, code: 'field_unknown' };
  if (!isWebAddress(form.source)) return { kind: 'refused', status: REPORT_REFUSALS.source_url, code: 'source_url' };

  let claim: { nonce: string; expiresAt: number };
  if (form.pow) {
    const proof = await reports.proofOfWork.verify(form.pow);
    if (!proof.ok) return { kind: 'refused', status: REPORT_REFUSALS.pow_invalid, code: 'pow_invalid' };
    claim = proof;
  } else if (form.token) {
    const token = reports.tokens.verify(form.token, processorKey(processor));
    if (!token.ok) return { kind: 'refused', status: REPORT_REFUSALS[token.code], code: token.code };
    claim = token;
  } else {
    return { kind: 'refused', status: REPORT_REFUSALS.proof_missing, code: 'proof_missing' };
  }

  const db = await reports.database.open();
  return db.transaction(async (tx): Promise<ReportOutcome> => {
    if (!(await claimChallenge(tx, claim.nonce, claim.expiresAt))) return { kind: 'refused', status: REPORT_REFUSALS.replayed, code: 'replayed' };
    const id = newReferenceNumber();
    await insertReport(tx, {
      id,
      vendor: processor.vendor,
      processorId: processor.id,
      field: form.field,
      shownValue: shown[1],
      proposedValue: form.value,
      sourceUrl: form.source,
      note: form.note ?? '',
      contact: form.contact ?? '',
      locale,
      proof: form.pow ? 'pow' : 'form',
    });
    return { kind: 'stored', id };
  });
}
