import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Catalogue } from '../catalogue/catalogue.js';
import { methodNotAllowed } from '../errors.js';
import { sendCached } from './cached-response.js';
import type { ResponseCache } from './response-cache.js';
import { translate } from '../messages.js';
import { MAX_SEARCH_LENGTH } from '../shared/library-query.js';
import { isLocale, LOCALES, type Locale } from '../shared/locales.js';
import { serializePayload } from '../shared/payload.js';
import type { Processor } from '../shared/processor.js';
import { hrefFor, hrefForRoute } from '../shared/route-paths.js';
import { searchAction } from '../shared/search.js';
import { SUGGESTION_LIMIT, SUGGESTIONS_PATH, type Suggestion, type Suggestions } from '../shared/suggestions.js';

/**
 * The search's two server routes (src/shared/search.ts, src/shared/suggestions.ts): suggestions as JSON, and the form's
 * redirect. Both read the catalogue's search index (src/catalogue/search-index.ts), which the
 * library's text filter reads too, so the library a redirect lands on lists what was suggested.
 */
const OTHER_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export function registerSearch(app: FastifyInstance, catalogue: Catalogue, cache: ResponseCache): void {
  app.get(SUGGESTIONS_PATH, async (request, reply) => {
    const started = performance.now();
    const raw = request.query as Record<string, unknown>;
    const query = queryText(raw.q);
    const locale: Locale = isLocale(raw.locale) ? raw.locale : 'zh';
    // Kept like pages (src/http/response-cache.ts): people type the same few prefixes.
    const key = `search ${locale} ${query}`;
    const entry = (await cache.getOrProduce(key, async () => {
      const results = query.trim() ? catalogue.search.suggest(query, SUGGESTION_LIMIT).map((p) => suggestion(p, locale)) : [];
      const summary = results.length ? translate(locale, 'search.count', { count: results.length }) : translate(locale, 'search.none');
      const body: Suggestions = { query, results, summary };
      // The query is echoed in JSON only, with <, > and & escaped as well: never markup, wherever it lands.
      return { status: 200, contentType: 'application/json; charset=utf-8', body: Buffer.from(serializePayload(body)) };
    }))!;
    reply.header('server-timing', `search;dur=${(performance.now() - started).toFixed(2)}`);
    return sendCached(request, reply, cache, key, entry, { cacheControl: 'public, max-age=300', replayable: true });
  });

  for (const locale of LOCALES) {
    app.get(searchAction(locale), async (request, reply) => {
      const query = queryText((request.query as Record<string, unknown>).q).trim();
      const named = query ? catalogue.search.named(query) : null;
      const target = named
        ? hrefForRoute(named.vendor, locale, { id: named.id })
        : hrefFor('library', locale, {}, { q: query });
      return reply.header('cache-control', 'no-cache').redirect(target, 302);
    });
  }

  for (const url of [SUGGESTIONS_PATH, ...LOCALES.map(searchAction)]) {
    app.route({
      method: [...OTHER_METHODS],
      url,
      onRequest: async (request, reply: FastifyReply) => {
        reply.header('allow', 'GET, HEAD');
        throw methodNotAllowed(request.method);
      },
      handler: async () => undefined,
    });
  }
}

/** The first `q` as a string, cut to the longest query worth reading. */
function queryText(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.slice(0, MAX_SEARCH_LENGTH) : '';
}

function suggestion(p: Processor, locale: Locale): Suggestion {
  const coresThreads = translate(locale, 'search.spec', { cores: p.cores, threads: p.threads ?? translate(locale, 'unknown') });
  return {
    vendor: p.vendor,
    vendorName: translate(locale, `vendor.${p.vendor}`),
    id: p.id,
    name: p.name,
    href: hrefForRoute(p.vendor, locale, { id: p.id }),
    cores: p.cores,
    threads: p.threads,
    launched: p.launched,
    spec: p.launched ? `${coresThreads} · ${p.launched.slice(0, 4)}` : coresThreads,
  };
}
