import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { PageVisit } from '../render/page-payload.js';
import { localeOfPath } from '../shared/locales.js';
import { isPayloadPath, pagePathOfPayload, pageSearch } from '../shared/payload-url.js';
import { THEME_COOKIE, themeOfCookie } from '../shared/theme.js';

/**
 * What a request asks of us, read once when it arrives and kept on it as `request.visit`: the
 * page handlers, the error pages and the root redirect all read it from there instead of each
 * picking the URL, the user agent and the cookies apart again. Render reads only its part of it
 * (PageVisit, src/render/page-payload.ts).
 */
export interface Visit extends PageVisit {
  /** the query as asked, without the '?' ('' when there is none) */
  rawQuery: string;
  /** the page's own query string, '' or '?…' (a payload URL's build id is not part of it) */
  search: string;
  /** a crawler gets the whole document at once, is never redirected by language and gets empty error pages */
  bot: boolean;
  /** the request's cookies by name */
  cookies: Readonly<Record<string, string | undefined>>;
}

declare module 'fastify' {
  interface FastifyRequest {
    visit: Visit;
  }
}

/**
 * Registered after the cookie plugin, which is asked not to parse every request's cookies: most
 * requests (assets, cached pages without a theme) never read them. What costs more than cutting
 * the URL — the cookies, the crawler test — is worked out the first time a handler asks, once.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('visit', null as unknown as Visit);
  app.addHook('onRequest', (request, _reply, done) => {
    request.visit = readVisit(request);
    done();
  });
}

export function readVisit(request: FastifyRequest): Visit {
  const at = request.url.indexOf('?');
  const path = at === -1 ? request.url : request.url.slice(0, at);
  const rawQuery = at === -1 ? '' : request.url.slice(at + 1);
  const viaPayload = isPayloadPath(path);
  let bot: boolean | undefined;
  let cookies: Record<string, string | undefined> | undefined;
  const readCookies = () => (cookies ??= request.headers.cookie ? request.server.parseCookie(request.headers.cookie) : {});
  return {
    path,
    rawQuery,
    viaPayload,
    pagePath: viaPayload ? pagePathOfPayload(path) : path,
    search: at === -1 ? '' : pageSearch(rawQuery, viaPayload),
    locale: localeOfPath(path),
    get bot() {
      return (bot ??= isbot(request.headers['user-agent'] ?? ''));
    },
    get theme() {
      return themeOfCookie(readCookies()[THEME_COOKIE]);
    },
    get cookies() {
      return readCookies();
    },
  };
}
