import { exportQueryString, type LibraryQuery } from '../../../src/shared/library-query.js';
import type { Locale } from '../../../src/shared/locales.js';
import { translator } from '../../../src/shared/messages.js';
import { openDataHref } from '../../../src/shared/open-data-url.js';
import { formatNumber } from '../../../src/shared/format.js';
import type { DownloadApart } from '../../../src/shared/page-data/library.js';

/**
 * "Export what you see": the results the library shows — its filters and order, every page — as
 * CSV and JSON files (src/http/open-data.ts). `download` makes a click save the file, under the
 * dated name the server gives it; the URLs stay plain data for programs.
 */
export function ExportLinks({ query, matched, apart, locale }: { query: LibraryQuery; matched: number; apart: DownloadApart[]; locale: Locale }) {
  const t = translator(locale);
  const search = exportQueryString(query);
  return (
    <p className="library-export">
      {t('library.export', { count: formatNumber(locale, matched) })}{' '}
      <a href={openDataHref('csv', search)} type="text/csv" download>{t('openDataCsv')}</a>
      {' · '}
      <a href={openDataHref('json', search)} type="application/json" download>{t('openDataJson')}</a>
      {/* Figures whose licence keeps them out of the CC0 files, each source whole, under its terms. */}
      {apart.map((download) => (
        <span key={download.href} className="library-export__apart">
          {' '}{t('library.exportApart', { source: download.name, licence: download.licence })}{' '}
          <a href={download.href} type="application/json" download>{t('openDataJson')}</a>
        </span>
      ))}
    </p>
  );
}
