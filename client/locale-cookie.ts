import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '../src/shared/locales.js';
import { writeCookie } from './cookies.js';

/**
 * Remembers a language the visitor picks with the switcher (`<a data-locale-switch>`), so that
 * `/` sends them to it next time (src/http/locale-redirect.ts); same attributes as the cookie
 * the server sets. The router calls this when it follows the switch in the page; when it does
 * not (no JavaScript, a page that failed to mount, a new tab), the link goes through the
 * server's /language path, which sets the cookie itself (src/http/language-switch.ts).
 */
export function rememberLocaleSwitch(anchor: HTMLElement): void {
  const locale = anchor.dataset.localeSwitch;
  if (isLocale(locale)) writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_S);
}
