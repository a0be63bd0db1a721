import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Query } from '../pages/page.js';
import { libraryQueryOf } from '../pages/library.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { libraryQueryString } from '../shared/library-query.js';
import { hrefFor } from '../shared/route-paths.js';

/**
 * One library view, one URL. The filter form is a plain GET form, so without JavaScript it
 * submits every field, empty or default (`/lib?q=&vendor=&segment=&…&sort=-launched&per=24`);
 * such a request is answered with a 301 to the tidy URL the library's own links use
 * (`libraryQueryString`: empty, default, unknown and malformed values dropped, the order fixed),
 * so the links people share and the pages search engines index are clean. The payload URL is
 * never redirected: the router asks for it with the tidy query already.
 */
const REDIRECT_MAX_AGE_S = 24 * 60 * 60;

export function redirectToTidyLibraryUrl(catalogue: Catalogue) {
  return async function tidyLibraryUrl(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
    const { path, locale } = request.visit;
    const asked = request.url.slice(path.length); // '' or '?…', exactly as sent
    const tidy = libraryQueryString(libraryQueryOf(request.query as Query, catalogue));
    if (asked === tidy) return;
    // Permanent, so search engines keep the tidy URL; cached for a day only, in case the defaults change.
    return reply.header('cache-control', `public, max-age=${REDIRECT_MAX_AGE_S}`).redirect(hrefFor('library', locale, {}, tidy), 301);
  };
}
