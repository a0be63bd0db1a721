import type { ReactNode } from 'react';
import { hrefFor } from '../../src/shared/route-paths.js';
import { LANGUAGE_TAGS, otherLocale, type Locale } from '../../src/shared/locales.js';
import { NAV_ROUTES, type RouteName } from '../../src/shared/routes.js';
import { translator } from '../../src/shared/messages.js';
import { LogoMark } from './logo-mark.js';
import { SearchForm } from './search-form.js';
import { ThemeToggle } from './theme-toggle.js';

/**
 * The site's header (name, navigation, search, theme and language) and footer around a page's
 * main content. Every page of the route table has it through DefaultLayout; the pages the server
 * writes apart from the table (the corrections' list and the report form, src/corrections/) draw
 * it too, so a visitor who arrives there can go on: every link and the search work without
 * JavaScript.
 */
export function SiteFrame({
  locale,
  route,
  languageHref,
  synthetic,
  children,
}: {
  locale: Locale;
  /** the page's route, marked in the navigation; null for a page outside the table */
  route: RouteName | null;
  /** the same page in the other language */
  languageHref: string;
  synthetic: boolean;
  children: ReactNode;
}) {
  const t = translator(locale);
  const target = otherLocale(locale);
  return (
    <div className="page" data-route={route ?? undefined}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
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
                <a href={hrefFor(name, locale)} aria-current={route === name ? 'page' : undefined}>
                  {t(name)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <SearchForm locale={locale} id="site-search" shortcut />
        <div className="site-tools">
          <ThemeToggle locale={locale} />
          {/* Its name is spoken in the language it leads to, so each locale file holds that label in
              the other language: the browser has only the page's own messages loaded. */}
          <a
            className="language-switch"
            href={languageHref}
            hrefLang={LANGUAGE_TAGS[target]}
            lang={LANGUAGE_TAGS[target]}
            aria-label={t('switchLanguageLabel')}
            data-locale-switch={target}
          >
            {t('switchLanguage')}
          </a>
        </div>
      </header>
      {synthetic ? (
        <p className="synthetic-notice" role="note">
          {t('syntheticNotice')}
        </p>
      ) : null}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <h2>{t('about')}</h2>
        <p className="site-footer__about">{t('aboutText')}</p>
        <p className="site-footer__source">{t('dataSource')}</p>
        <p className="site-footer__data">
          {/* `download`: a click saves the file, under the dated name the server gives it. */}
          {t('openData')}{' '}
          <a href="/data/processors.json" type="application/json" download>
            {t('openDataJson')}
          </a>
          {' · '}
          <a href="/data/processors.csv" type="text/csv" download>
            {t('openDataCsv')}
          </a>
        </p>
        {/* What each published file may be used for (docs/data.md, "Licences"). */}
        <p className="site-footer__licences">{t('licence.footer')}</p>
        <p className="site-footer__brand">
          <LogoMark />
          <span>
            {t('siteName')} · {t('siteTagline')}
          </span>
        </p>
      </footer>
    </div>
  );
}
