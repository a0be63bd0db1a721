import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageNotFound } from '../errors.js';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '../shared/locales.js';
import { pageOfLanguageSwitch } from '../shared/language-switch.js';
import { hrefForRoute, matchPath } from '../shared/route-paths.js';

/**
 * `GET /language/en/lib?vendor=amd`: the language switch without JavaScript. It remembers the
 * language of the page it leads to in the cookie the root redirect reads (365 days, `Path=/`,
 * `SameSite=Lax`, as src/http/locale-redirect.ts sets it) and answers 303 to that page, query
 * kept. Only a path of the route table is a target, and the Location is spelled again from the
 * route table, so the switch cannot be made to send anyone elsewhere; anything else is a 404.
 */
export function registerLanguageSwitch(app: FastifyInstance): void {
  app.get('/language/*', switchLanguage);
}

async function switchLanguage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const { path, search } = request.visit;
  const target = pageOfLanguageSwitch(path);
  const match = target ? matchPath(target) : null;
  if (!match) throw pageNotFound(path);
  return (
    reply
      .setCookie(LOCALE_COOKIE, match.locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE_S, sameSite: 'lax' })
      // Each visitor must get the cookie: no cache keeps this answer, and no index lists it.
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .redirect(hrefForRoute(match.route.name, match.locale, match.params, search), 303)
  );
}
