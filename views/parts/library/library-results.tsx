import { DEFAULT_QUERY, isFiltered, libraryQueryString } from '../../../src/shared/library-query.js';
import { translator } from '../../../src/shared/messages.js';
import type { LibraryParts } from '../../../src/shared/page-data/library.js';
import { hrefFor } from '../../../src/shared/route-paths.js';
import { formatNumber } from '../../../src/shared/format.js';
import { ExportLinks } from './export-links.js';
import { Pagination } from './pagination.js';
import { ResultsTable } from './results-table.js';
import type { PartProps } from '../../view-module.js';

/**
 * A page of the library's results — the table, or why there is none — with the pages and the
 * downloads under it. Links and boxes only, rendered on the server into the HTML the page's data
 * carries (src/pages/library.ts); the browser ticks the boxes from the
 * visitor's selection (views/library/pick-boxes.ts).
 */
export function LibraryResults({ query, matched, pages, results, benchmarks, apart, locale }: PartProps<LibraryParts['results']>) {
  const t = translator(locale);
  const clear = hrefFor('library', locale, {}, libraryQueryString(DEFAULT_QUERY));
  return (
    <>
      {results.length ? (
        <ResultsTable results={results} benchmarks={benchmarks} query={query} locale={locale} />
      ) : matched > 0 ? (
        <div className="empty-state panel">
          <p>{t('library.pastEnd', { page: formatNumber(locale, query.page), pages: formatNumber(locale, pages) })}</p>
          <p><a href={hrefFor('library', locale, {}, libraryQueryString(query, { page: 1 }))}>{t('library.firstPage')}</a></p>
        </div>
      ) : (
        <div className="empty-state panel">
          <p>{t('library.empty')}</p>
          {isFiltered(query) ? <p>{t('library.emptyHint')} <a href={clear}>{t('library.clear')}</a></p> : null}
        </div>
      )}
      <Pagination query={query} pages={pages} locale={locale} />
      {matched > 0 ? <ExportLinks query={query} matched={matched} apart={apart} locale={locale} /> : null}
    </>
  );
}
