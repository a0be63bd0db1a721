import { hrefFor, hrefForRoute } from '../../src/shared/route-paths.js';
import type { ErrorData } from '../../src/shared/payload.js';
import { WIDGET_COLORS } from '../layout/widget-colors.js';
import { SearchForm } from '../layout/search-form.js';
import { translator } from '../../src/shared/messages.js';
import type { ViewProps } from '../view-module.js';
import Decoration12 from '../widgets/decoration-12.js';

/**
 * 404 and 5xx pages, in the language of the path that failed. A 404 says so in that language,
 * names the processors nearest what the path asked for ("did you mean"), and offers a search
 * field that starts with the path read as a query (src/http/error-pages.ts).
 */
export default function ErrorPage({ data, locale }: ViewProps<ErrorData>) {
  const t = translator(locale);
  const notFound = data.statusCode === 404;
  const suggestions = data.suggestions ?? [];
  return (
    <section className="error-page">
      {/* A radar still searching: decoration, sized in advance. */}
      <div className="error-radar" aria-hidden="true">
        <Decoration12 width={160} height={160} color={WIDGET_COLORS.radar} />
      </div>
      <p className="error-status">{t('errorStatus', { status: data.statusCode })}</p>
      <h1>{notFound ? t('notFoundTitle') : t('serverErrorTitle')}</h1>
      {notFound && data.path ? (
        <p className="error-message">{t('notFoundMessage', { path: data.path })}</p>
      ) : data.message ? (
        <p className="error-message">{data.message}</p>
      ) : null}
      {suggestions.length ? (
        <nav className="error-suggestions" aria-labelledby="error-suggestions-title">
          <h2 id="error-suggestions-title">{t('notFoundSuggestions')}</h2>
          <ul>
            {suggestions.map((p) => (
              <li key={`${p.vendor}:${p.id}`}>
                <a href={hrefForRoute(p.vendor, locale, { id: p.id })}>
                  <span className={`vendor-tag vendor-${p.vendor}`}>{t(`vendor.${p.vendor}`)}</span> {p.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {notFound ? (
        <div className="error-search">
          <h2>{t('notFoundSearch')}</h2>
          <SearchForm locale={locale} id="error-search" value={data.query} />
        </div>
      ) : null}
      <p className="error-actions">
        <a className="button" href={hrefFor('home', locale)}>
          {t('errorBackHome')}
        </a>
        <a className="button button--ghost" href={hrefFor('library', locale)}>
          {t('homeBrowse')}
        </a>
      </p>
    </section>
  );
}
