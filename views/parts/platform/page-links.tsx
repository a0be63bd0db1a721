import type { Locale } from '../../../src/shared/locales.js';
import { formatNumber } from '../../../src/shared/format.js';
import { translator } from '../../../src/shared/messages.js';
import { pageWindow } from '../library/pagination.js';

/** Previous, a window of page numbers, next: plain links, each page its own URL. */
export function PageLinks({ page, pages, href, label, locale }: { page: number; pages: number; href: (page: number) => string; label: string; locale: Locale }) {
  if (pages <= 1) return null;
  const t = translator(locale);
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        {page > 1 ? <li><a href={href(page - 1)} rel="prev">{t('library.previous')}</a></li> : null}
        {pageWindow(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true">…</li>
          ) : (
            <li key={number}>
              <a href={href(number)} aria-current={number === page ? 'page' : undefined} aria-label={t('library.pageN', { page: number })}>
                {formatNumber(locale, number)}
              </a>
            </li>
          ),
        )}
        {page < pages ? <li><a href={href(page + 1)} rel="next">{t('library.next')}</a></li> : null}
      </ul>
    </nav>
  );
}
