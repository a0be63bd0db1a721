import { translate } from '../messages.js';
import { escapeHtml } from '../render/html.js';
import type { Locale } from '../shared/locales.js';
import type { Vendor } from '../shared/processor.js';
import { localizePath } from '../shared/route-paths.js';
import { CHANGES_PATH, FEED_PATH, changesHref } from './correction-paths.js';
import { fieldLabel, shownValue } from './field-words.js';
import type { PublicReport } from './report-store.js';

/**
 * The accepted reports as an Atom feed (RFC 4287), newest first. The repository's data changes
 * carry no date, which an Atom entry must have, so they stay on the page; the repository's own
 * history is their feed. The feed's `updated` is its newest entry's, else the build's time.
 */
export function changesFeed(
  locale: Locale,
  siteUrl: string,
  reports: readonly PublicReport[],
  nameOf: (vendor: Vendor, id: string) => string,
  buildTime: Date,
): string {
  const x = (text: string) => escapeHtml(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ''));
  const page = `${siteUrl}${localizePath(CHANGES_PATH, locale)}`;
  const updated = (reports[0]?.decidedAt ?? buildTime).toISOString();
  const entries = reports.map((report) => {
    const name = `${translate(locale, `vendor.${report.vendor}`)} ${nameOf(report.vendor, report.processorId)}`;
    const what = translate(locale, 'changes.fromTo', {
      field: fieldLabel(locale, report.field),
      from: shownValue(locale, report.shownValue),
      to: shownValue(locale, report.proposedValue),
    });
    const text = [
      what,
      translate(locale, 'changes.why', { reason: report.decisionNote }),
      `${translate(locale, 'changes.source')}: ${report.sourceUrl}`,
      translate(locale, 'changes.settledBy', { settledBy: report.settledBy }),
      translate(locale, 'changes.reference', { id: report.id }),
    ].join('\n');
    const link = `${siteUrl}${changesHref(locale, { vendor: report.vendor, id: report.processorId })}#${report.id}`;
    return (
      `<entry><id>${x(`${page}#${report.id}`)}</id><title>${x(`${name}: ${what}`)}</title><updated>${report.decidedAt.toISOString()}</updated>` +
      `<link rel="alternate" href="${x(link)}"/><content type="text">${x(text)}</content></entry>`
    );
  });
  return (
    '<?xml version="1.0" encoding="utf-8"?>\n' +
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale === 'zh' ? 'zh-CN' : 'en'}"><id>${x(page)}</id>` +
    `<title>${x(`${translate(locale, 'changes.title')} · ${translate(locale, 'siteName')}`)}</title><updated>${updated}</updated>` +
    `<author><name>${x(translate(locale, 'siteName'))}</name></author>` +
    `<link rel="self" href="${x(`${siteUrl}${localizePath(FEED_PATH, locale)}`)}"/><link rel="alternate" href="${x(page)}"/>` +
    `${entries.join('')}</feed>\n`
  );
}
