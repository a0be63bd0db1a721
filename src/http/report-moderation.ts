import type { Catalogue } from '../catalogue/catalogue.js';
import type { Queryable } from '../database/database.js';
import { settledByHtml } from '../corrections/changes-page.js';
import { fieldLabel, shownValue } from '../corrections/field-words.js';
import { REFERENCE_PATTERN } from '../corrections/reference-number.js';
import { decideReport, openReports, type Decision } from '../corrections/report-store.js';
import { translate } from '../messages.js';
import { escapeHtml } from '../render/html.js';
import { LANGUAGE_TAGS, type Locale } from '../shared/locales.js';
import type { MessageKey } from '../shared/messages.js';
import { hrefFor } from '../shared/route-paths.js';

/**
 * The error reports' half of the maintainers' page (src/http/bench-moderation.ts, same token):
 * every open report, oldest first, with everything the visitor sent — the contact too, which only
 * this page shows — and a form to accept, reject or mark it a duplicate with a note; accepting also
 * names the commit or data change that settled it, which /changes then shows.
 */
export const REPORT_DECISIONS: Record<string, Decision> = { accept: 'accepted', reject: 'rejected', duplicate: 'duplicate' };

export async function reportListing(db: Queryable, catalogue: Catalogue, locale: Locale, actionOf: (id: string) => string): Promise<string> {
  const t = (key: MessageKey, values?: Record<string, string | number>) => escapeHtml(translate(locale, key, values));
  const date = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const reports = await openReports(db);
  const cell = (key: MessageKey, html: string) => `<td data-label="${t(key)}">${html}</td>`;
  const rows = reports.map((report) => {
    const processor = catalogue.find(report.vendor, report.processorId);
    const name = processor
      ? `<a href="${escapeHtml(hrefFor(report.vendor, locale, { id: report.processorId }))}">${escapeHtml(processor.name)}</a>`
      : escapeHtml(`${report.vendor}:${report.processorId}`);
    const what = `${name}<br>${t('changes.fromTo', { field: fieldLabel(locale, report.field, true), from: shownValue(locale, report.shownValue), to: report.proposedValue })}`;
    return (
      `<tr data-report="${escapeHtml(report.id)}">${cell('correction.moderation.reference', `${escapeHtml(report.id)}<br>${escapeHtml(date.format(report.receivedAt))}`)}` +
      cell('correction.moderation.what', what) +
      cell(
        'correction.moderation.sourceNote',
        `${settledByHtml(report.sourceUrl)}${report.note ? `<br>${escapeHtml(report.note).replace(/\n/g, '<br>')}` : ''}`,
      ) +
      cell('correction.moderation.contact', escapeHtml(report.contact)) +
      cell('correction.moderation.proof', t(report.proof === 'pow' ? 'correction.moderation.proofPow' : 'correction.moderation.proofForm')) +
      `<td><form method="post" action="${escapeHtml(actionOf(report.id))}">` +
      `<input name="note" required maxlength="500" aria-label="${t('correction.moderation.note')}" placeholder="${t('correction.moderation.note')}">` +
      `<input name="settledBy" maxlength="300" aria-label="${t('correction.moderation.settledBy')}" placeholder="${t('correction.moderation.settledBy')}">` +
      ` <button name="decision" value="accept">${t('correction.moderation.accept')}</button> <button name="decision" value="reject">${t('correction.moderation.reject')}</button>` +
      ` <button name="decision" value="duplicate">${t('correction.moderation.duplicate')}</button></form></td></tr>`
    );
  });
  const head: MessageKey[] = [
    'correction.moderation.reference',
    'correction.moderation.what',
    'correction.moderation.sourceNote',
    'correction.moderation.contact',
    'correction.moderation.proof',
  ];
  return (
    `<h2 id="reports">${t('correction.moderation.title')}</h2>` +
    (reports.length
      ? `<p>${t('correction.moderation.open', { count: reports.length })}</p><table><thead><tr>${head.map((key) => `<th>${t(key)}</th>`).join('')}<th></th></tr></thead><tbody>${rows.join('')}</tbody></table>`
      : `<p>${t('correction.moderation.none')}</p>`)
  );
}

export type ReportDecisionOutcome = 'need-note' | 'not-open' | `${Decision}:${string}`;

/** A decision from the form: a note always, and for an accepted report what settled it. */
export async function decideFromForm(db: Queryable, id: string, form: Record<string, unknown>): Promise<ReportDecisionOutcome> {
  const decision = typeof form.decision === 'string' ? REPORT_DECISIONS[form.decision] : undefined;
  const note = typeof form.note === 'string' ? form.note.trim().slice(0, 500) : '';
  const settledBy = typeof form.settledBy === 'string' ? form.settledBy.trim().slice(0, 300) : '';
  if (!decision || !note || (decision === 'accepted' && !settledBy)) return 'need-note';
  if (!REFERENCE_PATTERN.test(id)) return 'not-open';
  const done = await decideReport(db, id, decision, note, decision === 'accepted' ? settledBy : settledBy || null);
  return done ? `${decision}:${id}` : 'not-open';
}

/** The notice after a decision, from the redirect's query. */
export function reportNotice(value: unknown, locale: Locale): string | null {
  if (value === 'report-need-note') return translate(locale, 'correction.moderation.needNote');
  if (value === 'report-not-open') return translate(locale, 'correction.moderation.notOpen');
  const decided = typeof value === 'string' ? /^report-(accepted|rejected|duplicate):(CA-[A-Z0-9]{4}-[A-Z0-9]{4})$/.exec(value) : null;
  if (!decided) return null;
  const word = translate(locale, `correction.moderation.${decided[1] === 'accepted' ? 'accept' : decided[1] === 'rejected' ? 'reject' : 'duplicate'}`);
  return translate(locale, 'correction.moderation.done', { id: decided[2]!, decision: word });
}
