/**
 * The two page languages. Chinese is the default and lives at unprefixed
 * paths; English lives under `/en`. Safe to import in the browser.
 */
export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'zh';

/** BCP 47 tags for `<html lang>`, hreflang and `Intl` */
export const LANGUAGE_TAGS: Record<Locale, string> = { zh: 'zh-CN', en: 'en-US' };

/** path prefix of each locale ('' for the default) */
export const LOCALE_PREFIX: Record<Locale, string> = { zh: '', en: '/en' };

/** the cookie the previous site used, so returning visitors keep their choice */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return value === 'zh' || value === 'en';
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'zh' ? 'en' : 'zh';
}

/**
 * The language a path is in: its prefix alone decides, never a cookie or a header, so that each
 * URL is one page in one language that caches and search engines can keep.
 */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'zh';
}
