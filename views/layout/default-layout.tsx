import { hrefFor, hrefForRoute } from '../../src/route-paths.js';
import { otherLocale } from '../../src/locales.js';
import { translator } from '../messages.js';
import type { LayoutProps } from '../view-module.js';

/** The frame of every page that names no layout of its own: header, main, footer. */
export default function DefaultLayout({ payload, children }: LayoutProps) {
  const { locale } = payload;
  const t = translator(locale);
  return (
    <div className="page">
      <a className="skip-link" href="#main">{t('skipToContent')}</a>
      <header className="site-header">
        <a className="site-name" href={hrefFor('home', locale)}>{t('siteName')}</a>
        <nav aria-label={t('mainNav')}>
          <ul className="site-nav">
            <li><a href={hrefFor('home', locale)}>{t('home')}</a></li>
            <li><a href={hrefFor('library', locale)}>{t('library')}</a></li>
          </ul>
        </nav>
        <LanguageSwitch payload={payload} />
      </header>
      {payload.synthetic ? <p className="synthetic-notice" role="note">{t('syntheticNotice')}</p> : null}
      <main id="main" tabIndex={-1}>{children}</main>
      <footer className="site-footer">
        <h2>{t('about')}</h2>
        <p>{t('aboutText')}</p>
        <p>{t('dataSource')}</p>
        <p>
          {t('openData')} <a href="/data/processors.json" type="application/json">{t('openDataJson')}</a>
          {' · '}<a href="/data/processors.csv" type="text/csv">{t('openDataCsv')}</a>
        </p>
      </footer>
    </div>
  );
}

/** Links to the same route and query in the other language; error pages fall back to home. */
function LanguageSwitch({ payload }: { payload: LayoutProps['payload'] }) {
  const target = otherLocale(payload.locale);
  const t = translator(payload.locale);
  const href = payload.route
    ? hrefForRoute(payload.route, target, payload.params, payload.search)
    : hrefFor('home', target);
  return (
    <a className="language-switch" href={href} hrefLang={target === 'zh' ? 'zh-CN' : 'en-US'}
      lang={target === 'zh' ? 'zh-CN' : 'en-US'} aria-label={translator(target)('switchLanguageLabel')}
      data-locale-switch={target}>
      {t('switchLanguage')}
    </a>
  );
}
