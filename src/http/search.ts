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
import { upgradeHref } from '../shared/upgrade-query.js';
import { readSearch, type SearchIntent } from '../catalogue/search-intent.js';
import { SUGGESTION_LIMIT, SUGGESTIONS_PATH, type Suggestion, type Suggestions } from '../shared/suggestions.js';

/**
 * The search's two server routes (src/shared/search.ts, src/shared/suggestions.ts): suggestions as JSON, and the form's
 * redirect. Both read the catalogue's search index (src/catalogue/search-index.ts), which the
 * library's text filter reads too, so the library a redirect lands on lists what was suggested.
 * A search that asks for an upgrade ("upgrade 3600", "升级 3600": src/catalogue/search-intent.ts)
 * leads to the upgrade advice of the processor it names.
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
      // "upgrade 3600" suggests processors as any search does, each leading to its upgrade advice.
      const asked = readSearch(query);
      const results = asked.text.trim() ? catalogue.search.suggest(asked.text, SUGGESTION_LIMIT).map((p) => suggestion(p, locale, asked.intent)) : [];
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
      const asked = readSearch(query);
      let target: string;
      if (asked.intent === 'upgrade') {
        // An upgrade must land on one processor's advice: the likeliest, not only an exact name.
        const meant = asked.text ? catalogue.search.likeliest(asked.text) : null;
        target = meant ? upgradeHref(locale, meant) : hrefFor('library', locale, {}, { q: asked.text });
      } else {
        const named = query ? catalogue.search.named(query) : null;
        target = named ? hrefForRoute(named.vendor, locale, { id: named.id }) : hrefFor('library', locale, {}, { q: query });
      }
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

function suggestion(p: Processor, locale: Locale, intent: SearchIntent): Suggestion {
  const coresThreads = translate(locale, 'search.spec', { cores: p.cores, threads: p.threads ?? translate(locale, 'unknown') });
  const spec = p.launched ? `${coresThreads} · ${p.launched.slice(0, 4)}` : coresThreads;
  return {
    vendor: p.vendor,
    vendorName: translate(locale, `vendor.${p.vendor}`),
    id: p.id,
    name: p.name,
    href: intent === 'upgrade' ? upgradeHref(locale, p) : hrefForRoute(p.vendor, locale, { id: p.id }),
    cores: p.cores,
    threads: p.threads,
    launched: p.launched,
    spec: intent === 'upgrade' ? `${translate(locale, 'search.upgradeSpec')} · ${spec}` : spec,
  };
}
