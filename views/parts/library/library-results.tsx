import { DEFAULT_QUERY, isFiltered, libraryQueryString } from '../../../src/shared/library-query.js';
import { translator } from '../../../src/shared/messages.js';
import type { LibraryParts } from '../../../src/shared/page-data/library.js';
import { hrefFor } from '../../../src/shared/route-paths.js';
import { formatNumber } from '../../../src/shared/format.js';
import type { Locale } from '../../../src/shared/locales.js';
import { processorKey } from '../../../src/shared/processor.js';
import { ProcessorLink } from '../processor-link.js';
import { BenchmarkCredit } from '../benchmark/benchmark-source.js';
import { PriceCredit } from '../price/price-credit.js';
import { ExportLinks } from './export-links.js';
import { PageLinks } from '../platform/page-links.js';
import { ResultsTable } from './results-table.js';
import type { PartProps } from '../../view-module.js';

/**
 * A page of the library's results — the table, or why there is none — with the pages and the
 * downloads under it, and, under a year filter, how many processors it cannot place. Links and
 * boxes only, rendered on the server into the HTML the page's data carries (src/pages/library.ts);
 * the browser ticks the boxes from the visitor's selection
 * (views/compare-selection/library-selection.tsx).
 */
export function LibraryResults({
  query,
  matched,
  pages,
  results,
  undated,
  undatedLast,
  notFound,
  benchmarks,
  columns,
  credits,
  inFiles,
  apart,
  prices,
  priceCredit,
  locale,
}: PartProps<LibraryParts['results']>) {
  const t = translator(locale);
  const clear = hrefFor('library', locale, {}, libraryQueryString(DEFAULT_QUERY));
  const allYears = hrefFor('library', locale, {}, libraryQueryString(query, { yearMin: null, yearMax: null, page: 1 }));
  const firstUndatedPage = Math.floor((matched - undatedLast) / query.per) + 1;
  return (
    <>
      {/* A year filter cannot place a processor no source dates: say so rather than drop them silently. */}
      {undated > 0 ? (
        <p className="notice library-undated">
          {t(undated === 1 ? 'undated.notShownOne' : 'undated.notShown', { count: formatNumber(locale, undated) })} <a href={allYears}>{t('undated.show')}</a>
        </p>
      ) : null}
      {results.length ? (
        <>
          <ResultsTable results={results} benchmarks={benchmarks} columns={columns} prices={prices} query={query} locale={locale} />
          {/* Where the figures shown come from, and on what terms, once per source (SPEC's trademark notice among them), and the prices'. */}
          <div className="library-credits">
            {credits.map((benchmark) => (
              <BenchmarkCredit key={benchmark.source} benchmark={benchmark} locale={locale} />
            ))}
            {priceCredit ? <PriceCredit credit={priceCredit} locale={locale} /> : null}
          </div>
        </>
      ) : matched > 0 ? (
        <div className="empty-state panel">
          <p>{t('library.pastEnd', { page: formatNumber(locale, query.page), pages: formatNumber(locale, pages) })}</p>
          <p>
            <a href={hrefFor('library', locale, {}, libraryQueryString(query, { page: 1 }))}>{t('library.firstPage')}</a>
          </p>
        </div>
      ) : (
        <div className="empty-state panel">
          {notFound ? <NotFound q={query.q} {...notFound} locale={locale} /> : <p>{t('library.empty')}</p>}
          {/* A search that found nothing has its own help; other filters can still be cleared. */}
          {isFiltered({ ...query, q: '' }) ? (
            <p>
              {t('library.emptyHint')} <a href={clear}>{t('library.clear')}</a>
            </p>
          ) : null}
        </div>
      )}
      {/* By launch date, the parts no source dates come last: said under the first page's results and
          where they begin (under the results, so a phone still shows the first result on its first screen). */}
      {undatedLast > 0 && results.length && (query.page === 1 || query.page >= firstUndatedPage) ? (
        <p className="muted library-dateless">
          {t('undated.listedLast', { count: formatNumber(locale, undatedLast) })}
          {query.page < firstUndatedPage ? (
            <>
              {' '}
              <a href={hrefFor('library', locale, {}, libraryQueryString(query, { page: firstUndatedPage }))}>{t('undated.goLast')}</a>
            </>
          ) : null}
        </p>
      ) : null}
      <PageLinks
        page={query.page}
        pages={pages}
        href={(page) => hrefFor('library', locale, {}, libraryQueryString(query, { page }))}
        label={t('library.pagination')}
        locale={locale}
      />
      {matched > 0 ? <ExportLinks query={query} matched={matched} inFiles={inFiles} apart={apart} locale={locale} /> : null}
    </>
  );
}

/**
 * A search that found nothing is no dead end: the names nearest what was typed, a word on what the
 * catalogue holds, and a pre-filled report of the processor as missing (src/pages/issue-report.ts).
 */
function NotFound({ q, nearest, reportHref, locale }: { q: string; locale: Locale } & NonNullable<LibraryParts['results']['notFound']>) {
  const t = translator(locale);
  return (
    <div className="library-not-found">
      <p>{t('emptySearch.none', { q })}</p>
      {nearest.length ? (
        <>
          <p>{t('emptySearch.nearest')}</p>
          <ul className="summary-list">
            {nearest.map((p) => (
              <li key={processorKey(p)}>
                <span className={`vendor-tag vendor-${p.vendor}`}>{t(`vendor.${p.vendor}`)}</span> <ProcessorLink processor={p} locale={locale} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        {`${t('emptySearch.notHeld')} `}
        <a href={reportHref} rel="nofollow noopener">
          {t('emptySearch.report')}
        </a>
        <span className="muted">{` ${t('emptySearch.reportNote')}`}</span>
      </p>
    </div>
  );
}
