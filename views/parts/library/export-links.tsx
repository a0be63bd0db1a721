import { exportQueryString, usesYuan, type LibraryQuery } from '../../../src/shared/library-query.js';
import type { Locale } from '../../../src/shared/locales.js';
import { translator, type MessageKey, type Translate } from '../../../src/shared/messages.js';
import { benchResultsHref, openDataHref } from '../../../src/shared/open-data-url.js';
import { formatNumber } from '../../../src/shared/format.js';
import type { DownloadApart } from '../../../src/shared/page-data/library.js';

/**
 * "Export what you see": the results the library shows — its filters and order, every page — as
 * CSV and JSON files (src/http/open-data.ts). `download` makes a click save the file, under the
 * dated name the server gives it; the URLs stay plain data for programs. The line names every
 * licence the files' figures carry — CC0 for our records and Blender's, SPEC's fair-use rule for
 * its figures — and each source published apart under its own (the GPL), with its own download.
 * They hold no yuan price (CC BY 4.0, not CC0), nor filter or sort by one: a list narrowed or
 * ordered by the price now downloads by its other filters, and says so. Last, CPU Atlas Bench's
 * accepted results, CC0 (src/http/bench-open-data.ts).
 */
export function ExportLinks({
  query,
  matched,
  inFiles,
  apart,
  locale,
}: {
  query: LibraryQuery;
  matched: number;
  inFiles: { name: string; licence: string }[];
  apart: DownloadApart[];
  locale: Locale;
}) {
  const t = translator(locale);
  const search = exportQueryString(query);
  const list = t('verdict.listSeparator');
  return (
    <p className="library-export">
      {usesYuan(query) ? t('library.exportNoYuan') : t('library.export', { count: formatNumber(locale, matched) })}{' '}
      <a href={openDataHref('csv', search)} type="text/csv" download>
        {t('openDataCsv')}
      </a>
      {' · '}
      <a href={openDataHref('json', search)} type="application/json" download>
        {t('openDataJson')}
      </a>{' '}
      <span className="library-export__licences">
        {t('library.exportLicences', {
          figures: inFiles.map((source) => t('library.exportLicence', { source: source.name, licence: licenceName(t, source.licence) })).join(list),
        })}
      </span>
      {/* Figures whose licence keeps them out of the CC0 files, each source whole, under its terms. */}
      {apart.map((download) => (
        <span key={download.href} className="library-export__apart">
          {' '}
          {download.derived.length
            ? t('library.exportApartDerived', {
                source: download.name,
                licence: licenceName(t, download.licence),
                derived: download.derived.map((id) => t(`benchmarks.${id}.basis` as MessageKey)).join(t('verdict.enumerationSeparator')),
              })
            : t('library.exportApart', { source: download.name, licence: licenceName(t, download.licence) })}{' '}
          <a href={download.href} type="application/json" download>
            {t('openDataJson')}
          </a>
        </span>
      ))}{' '}
      <span className="library-export__bench">
        {t('benchServer.openData.results')}{' '}
        <a href={benchResultsHref('jsonl')} type="application/jsonl" download>
          {t('benchServer.openData.jsonLines')}
        </a>
        {' · '}
        <a href={benchResultsHref('csv')} type="text/csv" download>
          {t('openDataCsv')}
        </a>
      </span>
    </p>
  );
}

/** A licence as a visitor reads it ("SPEC's fair-use rule"), from its SPDX id (`licenceName.<id>` in the locale files). */
function licenceName(t: Translate, licence: string): string {
  return t(`licenceName.${licence}` as MessageKey);
}
