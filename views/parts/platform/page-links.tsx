import type { Locale } from '../../../src/shared/locales.js';
import { formatNumber } from '../../../src/shared/format.js';
import { translator } from '../../../src/shared/messages.js';

/**
 * Previous, a window of page numbers, next: plain links, each page its own URL. The one pager of
 * every paged list (the library, the ladder, a socket's processors and boards, the upgrade advice).
 * Previous never points past the last page: a library URL may ask for a page beyond its results.
 */
export function PageLinks({
  page,
  pages,
  href,
  label,
  locale,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  label: string;
  locale: Locale;
}) {
  if (pages <= 1) return null;
  const t = translator(locale);
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        {page > 1 ? (
          <li>
            <a href={href(Math.min(page - 1, pages))} rel="prev">
              {t('library.previous')}
            </a>
          </li>
        ) : null}
        {pageWindow(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <a href={href(number)} aria-current={number === page ? 'page' : undefined} aria-label={t('library.pageN', { page: number })}>
                {formatNumber(locale, number)}
              </a>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <a href={href(page + 1)} rel="next">
              {t('library.next')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** 1 … 4 5 [6] 7 8 … 20: the first, the last, and two either side of the current page. */
function pageWindow(current: number, pages: number): (number | null)[] {
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
