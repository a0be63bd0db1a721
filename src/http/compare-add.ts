import type { FastifyInstance } from 'fastify';
import type { Catalogue } from '../catalogue/catalogue.js';
import { matchProcessorName } from '../catalogue/name-match.js';
import { MAX_COMPARED, compareQuery, isDiffOnly, requestedIds } from '../shared/compare-query.js';
import { localeOfPath } from '../shared/locales.js';
import { processorKey } from '../shared/processor.js';
import { hrefFor } from '../shared/route-paths.js';

/**
 * The compare page's "add a processor" field without JavaScript: it submits
 * `/compare?ids=…&q=TEXT`. When the text names exactly one processor the answer is a 302 to
 * the comparison with it added — a clean, shareable URL; otherwise the page itself shows
 * the candidates to pick from (src/pages/compare.ts). Payload requests are the client's, which
 * adds from its suggestions and never sends `q` (views/compare/compare-add.tsx).
 */
const COMPARE_PATHS = new Set([hrefFor('compare', 'zh'), hrefFor('compare', 'en')]);

export function registerCompareAdd(app: FastifyInstance, catalogue: Catalogue): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!COMPARE_PATHS.has(request.routeOptions.url ?? '')) return;
    const query = request.query as Record<string, string | string[] | undefined>;
    const q = Array.isArray(query.q) ? query.q[0] : query.q;
    if (!q?.trim()) return;
    const ids = requestedIds(query.ids);
    if (ids.length >= MAX_COMPARED) return;
    const { named } = matchProcessorName(catalogue, q, { exclude: ids });
    if (!named) return;
    const next = compareQuery({ ids: [...ids, processorKey(named)], diff: isDiffOnly(query.diff) });
    return reply.redirect(hrefFor('compare', localeOfPath(request.url.split('?')[0]!), {}, next), 302);
  });
}
