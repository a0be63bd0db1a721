import type { CachedResponse } from '../http/response-cache.js';
import type { Redirect } from '../pages/page.js';
import { documentAssets } from './document.js';
import { buildPayload, redirectOf, resolvePage, type PageRequest } from './page-payload.js';
import type { PageServices } from './page-services.js';
import { renderDocument } from './render.js';

/**
 * What a request for a page or its `_payload.json` gets: a redirect the page asks for, or the
 * bytes. Each is made once per key — the build, the page's path and canonical query
 * (Page.canonicalQuery) and, for pages, the saved theme — and kept, with its compressed variants,
 * in the response cache; concurrent requests for one key share one render.
 */
export type PageAnswer = { redirect: Redirect } | { key: string; entry: CachedResponse };

export async function answerPage(request: PageRequest, services: PageServices): Promise<PageAnswer> {
  const resolved = resolvePage(request, services);
  const redirect = redirectOf(resolved, services);
  if (redirect) return { redirect };
  const { visit, route, path, search } = resolved;
  const { buildId } = services.manifest;
  if (visit.viaPayload) {
    const key = `payload ${buildId} ${path}${search}`;
    const entry = await services.cache.getOrProduce(key, async () => ({
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: Buffer.from(JSON.stringify(buildPayload(resolved, services))),
    }));
    return { key, entry: entry! };
  }
  const key = `page ${buildId} ${path}${search} ${visit.theme ?? ''}`;
  const entry = await services.cache.getOrProduce(key, async () => ({
    status: 200,
    contentType: 'text/html; charset=utf-8',
    body: await renderDocument({
      payload: buildPayload(resolved, services),
      view: services.modules.views[route.view],
      assets: documentAssets(services.manifest, route.view, visit),
      timeoutMs: services.renderTimeoutMs,
    }),
  }));
  return { key, entry: entry! };
}
