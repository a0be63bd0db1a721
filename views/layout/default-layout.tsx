import type { ErrorData } from '../../src/shared/payload.js';
import { hrefFor, hrefForRoute } from '../../src/shared/route-paths.js';
import { LANGUAGE_TAGS, otherLocale } from '../../src/shared/locales.js';
import { languageSwitchHref } from '../../src/shared/language-switch.js';
import { NAV_ROUTES } from '../../src/shared/routes.js';
import { translator } from '../../src/shared/messages.js';
import type { LayoutProps } from '../view-module.js';
import { LogoMark } from './logo-mark.js';
import { SearchForm } from './search-form.js';
import { ThemeToggle } from './theme-toggle.js';

/** The frame of every page that names no layout of its own: header, main, footer. */
export default function DefaultLayout({ payload, children }: LayoutProps) {
  const { locale } = payload;
  const t = translator(locale);
  return (
    <div className="page" data-route={payload.route ?? undefined}>
      <a className="skip-link" href="#main">{t('skipToContent')}</a>
      <header className="site-header">
        <a className="site-name" href={hrefFor('home', locale)}>
          <LogoMark />
          <span>{t('siteName')}</span>
        </a>
        <span className="site-tagline">{t('siteTagline')}</span>
        <nav aria-label={t('mainNav')} className="site-nav-wrap">
          <ul className="site-nav">
            {/* The routes the table marks for it; the page's own is marked aria-current. */}
            {NAV_ROUTES.map(({ name }) => (
              <li key={name}>
                <a href={hrefFor(name, locale)} aria-current={payload.route === name ? 'page' : undefined}>{t(name)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <SearchForm locale={locale} id="site-search" shortcut />
        <div className="site-tools">
          <ThemeToggle locale={locale} />
          <LanguageSwitch payload={payload} />
        </div>
      </header>
      {payload.synthetic ? <p className="synthetic-notice" role="note">{t('syntheticNotice')}</p> : null}
      <main id="main" tabIndex={-1}>{children}</main>
      <footer className="site-footer">
        <h2>{t('about')}</h2>
        <p className="site-footer__about">{t('aboutText')}</p>
        <p className="site-footer__source">{t('dataSource')}</p>
        <p className="site-footer__data">
          {/* `download`: a click saves the file, under the dated name the server gives it. */}
          {t('openData')} <a href="/data/processors.json" type="application/json" download>{t('openDataJson')}</a>
          {' · '}<a href="/data/processors.csv" type="text/csv" download>{t('openDataCsv')}</a>
        </p>
        {/* What each published file may be used for (docs/data.md, "Licences"). */}
        <p className="site-footer__licences">{t('licence.footer')}</p>
        <p className="site-footer__brand">
          <LogoMark />
          <span>{t('siteName')} · {t('siteTagline')}</span>
        </p>
      </footer>
    </div>
  );
}

/**
 * Links to the same route and query in the other language; an error page to the same path.
 * A page's link goes through the server's /language path, which remembers the choice in a
 * cookie even without JavaScript (src/shared/language-switch.ts); with it, the router goes
 * straight to the page. (An error page's path is not a page the switch may redirect to, so
 * that link is plain.) Its name is spoken in the language it leads to, so each locale file
 * holds that label in the other language: the browser has only the page's own messages loaded.
 */
function LanguageSwitch({ payload }: { payload: LayoutProps['payload'] }) {
  const target = otherLocale(payload.locale);
  const t = translator(payload.locale);
  const href = payload.route
    ? languageSwitchHref(hrefForRoute(payload.route, target, payload.params, payload.search))
    : (payload.data as ErrorData).otherLanguagePath ?? hrefFor('home', target);
  return (
    <a className="language-switch" href={href} hrefLang={LANGUAGE_TAGS[target]}
      lang={LANGUAGE_TAGS[target]} aria-label={t('switchLanguageLabel')}
      data-locale-switch={target}>
      {t('switchLanguage')}
    </a>
  );
}
