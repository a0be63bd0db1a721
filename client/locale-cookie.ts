import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Locale } from '../src/shared/locales.js';
import { writeCookie } from './cookies.js';

/**
 * Remembers a language the visitor picks with the switcher
 * (`<a data-locale-switch>`), so that `/` sends them to it next time
 * (src/http/locale-redirect.ts); same attributes as the cookie the server sets at the root
 * redirect. Listening starts before the page mounts, so the choice is kept
 * even when mounting fails and the switcher is a plain link.
 */
export function rememberLocaleSwitches(): void {
  document.addEventListener('click', (event) => {
    if (event.button !== 0) return;
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-locale-switch]') : null;
    const locale = target?.dataset.localeSwitch;
    if (isLocale(locale)) rememberLocale(locale);
  }, { capture: true });
}

function rememberLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_S);
}
