import type { FastifyReply, FastifyRequest } from 'fastify';
import { hrefFor } from '../shared/route-paths.js';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, isLocale, type Locale } from '../shared/locales.js';
import { vary } from './vary.js';

/**
 * The root `/` is the only address that picks a language for the visitor: every other path
 * says its language itself, so that each URL is one page that caches and search engines can
 * keep. A person whose cookie or browser asks for English is sent to `/en` (302, query kept)
 * and the choice is remembered in the cookie; crawlers are never redirected.
 */
export async function redirectRootByLanguage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
  // The answer depends on the cookie and the language header, whether or not it redirects.
  vary(reply, 'Cookie', 'Accept-Language');
  if (request.visit.bot || detectLocale(request.visit.cookies[LOCALE_COOKIE], request.headers['accept-language']).locale !== 'en') return;
  return reply
    .setCookie(LOCALE_COOKIE, 'en', { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE_S, sameSite: 'lax' })
    .redirect(hrefFor('home', 'en', {}, request.visit.search), 302);
}

/**
 * Which language a visitor to `/` wants, from the value of the language cookie and the
 * Accept-Language header (src/http/response-replay.ts asks too, before it sends the Chinese home
 * page again). The precedence is this list, in order; the first detector with an answer wins. A
 * malformed value answers nothing.
 */
interface LanguageSignals {
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}
type Detector = (signals: LanguageSignals) => Locale | undefined;

const detectors: ReadonlyArray<readonly [source: string, detect: Detector]> = [
  ['cookie', ({ cookie }) => localeOfCookie(cookie)],
  ['accept-language', ({ acceptLanguage }) => localeOfAcceptLanguage(acceptLanguage)],
];

export function detectLocale(cookie: string | undefined, acceptLanguage: string | undefined): { locale: Locale; source: string } {
  const signals = { cookie, acceptLanguage };
  for (const [source, detect] of detectors) {
    const locale = detect(signals);
    if (locale) return { locale, source };
  }
  return { locale: DEFAULT_LOCALE, source: 'default' };
}

export function localeOfCookie(value: string | undefined): Locale | undefined {
  return isLocale(value) ? value : undefined;
}

/**
 * The preferred supported language of an Accept-Language header, honouring
 * q-values (RFC 9110 §12.5.4): any `en*` is en, any `zh*` is zh; entries with
 * q=0 or a malformed q are passed over.
 */
export function localeOfAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header || header.length > 1000) return undefined;
  const ranked: { locale: Locale; q: number; order: number }[] = [];
  header.split(',').forEach((part, order) => {
    const [range = '', ...parameters] = part.trim().split(';');
    const tag = range.trim().toLowerCase();
    const locale = tag === 'en' || tag.startsWith('en-') ? 'en' : tag === 'zh' || tag.startsWith('zh-') ? 'zh' : undefined;
    if (!locale) return;
    let q = 1;
    for (const parameter of parameters) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(parameter);
      if (!match) return;
      q = Number(match[1]);
    }
    if (q > 0 && q <= 1) ranked.push({ locale, q, order });
  });
  ranked.sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked[0]?.locale;
}
