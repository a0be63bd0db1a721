import { translate } from '../messages.js';
import { escapeHtml } from '../render/html.js';
import { LANGUAGE_TAGS, otherLocale, type Locale } from '../shared/locales.js';
import type { MessageKey } from '../shared/messages.js';
import type { Processor, Vendor } from '../shared/processor.js';
import { unitsKeptWithNumbers } from '../shared/format.js';
import { hrefFor, localizePath } from '../shared/route-paths.js';
import { changesHref, FEED_PATH } from './correction-paths.js';
import type { DataChange } from './data-changes.js';
import { fieldLabel, shownValue } from './field-words.js';
import { isWebAddress } from './report-form.js';
import { plainDocument, type SiteLook } from './plain-page.js';
import type { PublicReport } from './report-store.js';
import { SOURCE_NAMES, TABLE_NAMES } from '../../views/parts/processor/processor-sources.js';

/**
 * /changes and /en/changes: the accepted reports, newest first, then the repository's data
 * changes; each says what changed, from what to what, why, and its source. `processor` narrows it
 * to one record's history (`?processor=amd:ryzen-5-3600`, the key the ladder's `mark` takes).
 * Only a report's public fields reach it (PublicReport has no contact).
 */

export interface ChangesListing {
  reports: PublicReport[] | null;
  data: DataChange[];
  processor: Processor | null;
  nameOf(vendor: Vendor, id: string): string;
  /** the repository's file the data corrections are kept in, linked from their lead */
  correctionsFile: string;
}

export function changesPage(locale: Locale, listing: ChangesListing, look: SiteLook): string {
  const t = (key: MessageKey, values?: Record<string, string | number>) => escapeHtml(translate(locale, key, values));
  const date = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' });
  const { processor } = listing;
  const title = processor
    ? translate(locale, 'changes.forProcessor', { name: `${translate(locale, `vendor.${processor.vendor}`)} ${processor.name}` })
    : translate(locale, 'changes.title');
  const heading = (vendor: Vendor, id: string, name: string) =>
    `<h3><a href="${escapeHtml(hrefFor(vendor, locale, { id }))}">${escapeHtml(`${translate(locale, `vendor.${vendor}`)} ${name}`)}</a></h3>`;
  const what = (field: string, from: unknown, to: unknown) =>
    `<p class="what">${t('changes.fromTo', { field: fieldLabel(locale, field), from: shownValue(locale, from), to: shownValue(locale, to) })}</p>`;
  const source = (url: string | null) =>
    `<p>${t('changes.source')}${t('labelSeparator')}${url ? `<a href="${escapeHtml(url)}" rel="nofollow noopener">${escapeHtml(url)}</a>` : t('changes.noSource')}</p>`;

  const reports = (listing.reports ?? []).map(
    (report) =>
      `<article class="change" id="${escapeHtml(report.id)}">` +
      heading(report.vendor, report.processorId, listing.nameOf(report.vendor, report.processorId)) +
      what(report.field, report.shownValue, report.proposedValue) +
      `<p>${t('changes.why', { reason: report.decisionNote })}</p>` +
      source(report.sourceUrl) +
      `<p>${t('changes.settledBy', { settledBy: '\u0000' }).replace('\u0000', settledByHtml(report.settledBy))}</p>` +
      `<p class="muted">${t('changes.reference', { id: report.id })} · ${t('changes.decided', { date: date.format(report.decidedAt) })}</p></article>`,
  );
  // A correction's reason is the maintainer's, kept in both languages: the page's own, its figures
  // kept with their units; a copy's disagreement is said in the page's words.
  const why = (change: DataChange) =>
    change.reason === null ? t('changes.tablesWhy') : t('changes.maintainerWhy', { reason: unitsKeptWithNumbers(change.reason[locale]) });
  const dataOf = (kind: DataChange['kind']) =>
    listing.data
      .filter((change) => change.kind === kind)
      .map(
        (change) =>
          '<article class="change">' +
          heading(change.vendor, change.processorId, change.processorName) +
          what(change.field, change.from, change.to) +
          `<p>${why(change)}</p>` +
          `<p>${t('changes.source')}${t('labelSeparator')}${change.sources.map(sourceHtml).join(t('listSeparator'))}</p></article>`,
      );
  const sourceHtml = (entry: DataChange['sources'][number]) => {
    const label = escapeHtml([sourceName(locale, entry.name), entry.productId].filter(Boolean).join(' · '));
    return entry.url ? `<a href="${escapeHtml(entry.url)}" rel="nofollow noopener">${label || escapeHtml(entry.url)}</a>` : label || t('changes.noSource');
  };
  const corrections = dataOf('correction');
  const tables = dataOf('vendor-tables');
  const data = [...corrections, ...tables];

  const feed = localizePath(FEED_PATH, locale);
  const body =
    `<h1>${escapeHtml(title)}</h1><p>${t('changes.lead')}</p>` +
    `<p><a href="${escapeHtml(feed)}">${t('changes.feed')}</a>${processor ? ` · <a href="${escapeHtml(changesHref(locale))}">${t('changes.all')}</a>` : ''}</p>` +
    (listing.reports === null ? `<p class="error" role="status">${t('changes.reportsUnavailable')}</p>` : '') +
    (reports.length ? `<h2>${t('changes.reportsHeading')}</h2>${reports.join('')}` : '') +
    (corrections.length
      ? `<h2>${t('changes.dataHeading')}</h2><p class="muted">${t('changes.dataLead', { file: '\u0000' }).replace('\u0000', `<a href="${escapeHtml(listing.correctionsFile)}" rel="noopener">${t('changes.dataFile')}</a>`)}</p>${corrections.join('')}`
      : '') +
    (tables.length ? `<h2>${t('changes.tablesHeading')}</h2><p class="muted">${t('changes.tablesLead')}</p>${tables.join('')}` : '') +
    (reports.length + data.length === 0 ? `<p>${t('changes.none')}</p>` : '');
  return plainDocument({ locale, title, otherLanguageHref: changesHref(otherLocale(locale), processor), body, feed, look });
}

/** A maintainer names a commit (its hash) or a data change (an address): an address is linked, anything else is text. */
export function settledByHtml(settledBy: string): string {
  return isWebAddress(settledBy)
    ? `<a href="${escapeHtml(settledBy)}" rel="nofollow noopener">${escapeHtml(settledBy)}</a>`
    : `<code>${escapeHtml(settledBy)}</code>`;
}

/**
 * A source as the page's language names it: the vendor's own pages and the copies of its table the
 * import read ("AMD specifications export, 2025"), as a processor's page names them; any other as
 * the record gives it.
 */
function sourceName(locale: Locale, name: string): string {
  const key = SOURCE_NAMES[name] ?? TABLE_NAMES[name];
  return key ? translate(locale, key) : name;
}
