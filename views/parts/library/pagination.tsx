import { libraryQueryString, type LibraryQuery } from '../../../src/shared/library-query.js';
import type { Locale } from '../../../src/shared/locales.js';
import { hrefFor } from '../../../src/shared/route-paths.js';
import { formatNumber } from '../../../src/shared/format.js';
import { translator } from '../../../src/shared/messages.js';

/** Previous, a window of page numbers around the current one, next. */
export function Pagination({ query, pages, locale }: { query: LibraryQuery; pages: number; locale: Locale }) {
  if (pages <= 1) return null;
  const t = translator(locale);
  const href = (page: number) => hrefFor('library', locale, {}, libraryQueryString(query, { page }));
  const numbers = pageWindow(query.page, pages);
  return (
    <nav className="pagination" aria-label={t('library.pagination')}>
      <ul>
        {query.page > 1 ? <li><a href={href(Math.min(query.page - 1, pages))} rel="prev">{t('library.previous')}</a></li> : null}
        {numbers.map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true">…</li>
          ) : (
            <li key={page}>
              <a href={href(page)} aria-current={page === query.page ? 'page' : undefined} aria-label={t('library.pageN', { page })}>
                {formatNumber(locale, page)}
              </a>
            </li>
          ),
        )}
        {query.page < pages ? <li><a href={href(query.page + 1)} rel="next">{t('library.next')}</a></li> : null}
      </ul>
    </nav>
  );
}

/** 1 … 4 5 [6] 7 8 … 20: the first, the last, and two either side of the current page. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let page = current - 2; page <= current + 2; page++) if (page >= 1 && page <= pages) shown.add(page);
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1]! > 1) result.push(null);
    result.push(page);
  });
  return result;
}
