import { DEFAULT_QUERY, isFiltered, libraryQueryString, type LibraryQuery } from '../../src/shared/library-query.js';
import { hrefFor } from '../../src/shared/route-paths.js';
import { CompareForm } from '../library/compare-form.js';
import { CompareTray } from '../library/compare-tray.js';
import { ActiveFilters } from '../library/active-filters.js';
import { ExportLinks } from '../library/export-links.js';
import { FiltersForm } from '../library/filters-form.js';
import { Pagination } from '../library/pagination.js';
import { ResultsTable } from '../library/results-table.js';
import { SortControl } from '../library/sort-control.js';
import { formatNumber } from '../format.js';
import { HeadingRule } from '../layout/heading-rule.js';
import { translator } from '../../src/shared/messages.js';
import type { ProcessorSummary } from '../../src/shared/processor-summary.js';
import type { ViewProps } from '../view-module.js';

export interface LibraryData {
  query: LibraryQuery;
  /** processors in the catalogue */
  total: number;
  /** processors the filters accept */
  matched: number;
  pages: number;
  results: ProcessorSummary[];
  sockets: string[];
}

/** The catalogue: search, filters, sort and pages, all in the URL. */
export default function Library({ data, locale }: ViewProps<LibraryData>) {
  const t = translator(locale);
  const { query, matched, pages, results } = data;
  const from = (query.page - 1) * query.per + 1;
  const clear = hrefFor('library', locale, {}, libraryQueryString(DEFAULT_QUERY));
  return (
    <section className="library">
      <h1>{t('libraryTitle')}</h1>
      <HeadingRule />
      <FiltersForm query={query} sockets={data.sockets} locale={locale} />
      <ActiveFilters query={query} locale={locale} />
      <div className="library-summary">
        <p role="status" className="library-summary__count">
          {results.length
            ? t('library.showing', { from: formatNumber(locale, from), to: formatNumber(locale, from + results.length - 1), matched: formatNumber(locale, matched) })
            : t('libraryResults', { count: formatNumber(locale, matched) })}
        </p>
        <SortControl query={query} locale={locale} />
        {results.length ? <CompareForm locale={locale} /> : null}
      </div>
      {results.length ? (
        <ResultsTable results={results} query={query} locale={locale} />
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
      {matched > 0 ? <ExportLinks query={query} matched={matched} locale={locale} /> : null}
      <CompareTray locale={locale} />
    </section>
  );
}
