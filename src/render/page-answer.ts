import type { CachedResponse } from '../http/response-cache.js';
import type { Redirect } from '../pages/page.js';
import type { PagePayload } from '../shared/payload.js';
import { documentAssets } from './document.js';
import { buildPayload, redirectOf, resolvePage, type PageRequest, type ResolvedPage } from './page-payload.js';
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
      body: Buffer.from(JSON.stringify(payloadOf(resolved, services))),
    }));
    return { key, entry: entry! };
  }
  const key = `page ${buildId} ${path}${search} ${visit.theme ?? ''}`;
  const entry = await services.cache.getOrProduce(key, async () => ({
    status: 200,
    contentType: 'text/html; charset=utf-8',
    body: await renderDocument({
      payload: payloadOf(resolved, services),
      view: services.modules.views[route.view],
      assets: documentAssets(services.manifest, route.view, visit),
      timeoutMs: services.renderTimeoutMs,
    }),
  }));
  return { key, entry: entry! };
}

/**
 * A page's payload, made once for the page and its `_payload.json` alike: the two are asked for
 * together (prerendering writes both; a theme is another page with the same payload), so the
 * last few payloads made are kept, by page. A payload is the same whatever the theme. An app
 * given no memory for responses (the in-process benches, which time every render) keeps none.
 */
const RECENT_PAYLOADS = 16;
const recentPayloads = new WeakMap<PageServices, Map<string, PagePayload>>();

function payloadOf(resolved: ResolvedPage, services: PageServices): PagePayload {
  if (services.cache.maxBytes === 0) return buildPayload(resolved, services);
  let recent = recentPayloads.get(services);
  if (!recent) recentPayloads.set(services, (recent = new Map()));
  const key = `${resolved.path}${resolved.search}`;
  let payload = recent.get(key);
  if (!payload) {
    payload = buildPayload(resolved, services);
    if (recent.size >= RECENT_PAYLOADS) recent.delete(recent.keys().next().value!);
    recent.set(key, payload);
  }
  return payload;
}
