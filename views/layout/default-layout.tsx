import type { ErrorData } from '../../src/shared/payload.js';
import { hrefFor, hrefForRoute } from '../../src/shared/route-paths.js';
import { otherLocale } from '../../src/shared/locales.js';
import { languageSwitchHref } from '../../src/shared/language-switch.js';
import type { LayoutProps } from '../view-module.js';
import { SiteFrame } from './site-frame.js';

/** The frame of every page that names no layout of its own: header, main, footer. */
export default function DefaultLayout({ payload, children }: LayoutProps) {
  return (
    <SiteFrame locale={payload.locale} route={payload.route} languageHref={languageHrefOf(payload)} synthetic={payload.synthetic}>
      {children}
    </SiteFrame>
  );
}

/**
 * The same route and query in the other language; an error page's, the same path.
 * A page's link goes through the server's /language path, which remembers the choice in a
 * cookie even without JavaScript (src/shared/language-switch.ts); with it, the router goes
 * straight to the page. (An error page's path is not a page the switch may redirect to, so
 * that link is plain.)
 */
function languageHrefOf(payload: LayoutProps['payload']): string {
  const target = otherLocale(payload.locale);
  return payload.route
    ? languageSwitchHref(hrefForRoute(payload.route, target, payload.params, payload.search))
    : ((payload.data as ErrorData).otherLanguagePath ?? hrefFor('home', target));
}
