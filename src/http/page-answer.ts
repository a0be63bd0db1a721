import type { Redirect } from '../pages/page.js';
import { buildPayload, resolvePage, type PageRequest, type ResolvedPage } from '../render/page-payload.js';
import type { PageServices } from '../render/page-services.js';
import { renderPage } from '../render/render.js';
import type { PagePayload } from '../shared/payload.js';
import type { CachedResponse, Produced, ResponseCache } from './response-cache.js';

/**
 * What a request for a page or its `_payload.json` gets: a redirect the page asks for, or the
 * bytes. Render resolves the page and makes its payload and HTML; what is kept, and under which
 * key, is decided here. Each answer is made once per key — the build, the page's path and
 * canonical query (Page.canonicalQuery) and, for pages, the saved theme — and kept, with its
 * compressed variants, in the response cache; concurrent requests for one key share one render.
 */
export type PageAnswer = { redirect: Redirect } | { key: string; entry: CachedResponse };

export async function answerPage(request: PageRequest, services: PageServices, cache: ResponseCache): Promise<PageAnswer> {
  const resolved = resolvePage(request, services);
  if (resolved.redirect) return { redirect: resolved.redirect };
  const key = keyOf(resolved, services.manifest.buildId);
  const entry = await cache.getOrProduce(key, () => produce(resolved, services, cache));
  return { key, entry: entry! };
}

/** A payload is the same whatever the theme; a page's <html data-theme> is not. */
function keyOf({ visit, path, search }: ResolvedPage, buildId: string): string {
  return visit.viaPayload ? `payload ${buildId} ${path}${search}` : `page ${buildId} ${path}${search} ${visit.theme ?? ''}`;
}

/** What a miss makes: the payload as JSON, or the page rendered around it. */
async function produce(resolved: ResolvedPage, services: PageServices, cache: ResponseCache): Promise<Produced> {
  const payload = payloadOf(resolved, services, cache);
  if (resolved.visit.viaPayload) return { status: 200, contentType: 'application/json; charset=utf-8', body: Buffer.from(JSON.stringify(payload)) };
  return { status: 200, contentType: 'text/html; charset=utf-8', body: await renderPage(resolved, payload, services) };
}

/**
 * A page's payload, made once for the page and its `_payload.json` alike: the two are asked for
 * together (prerendering writes both; a theme is another page with the same payload), so the
 * last few payloads made are kept, by page, beside the responses they go into. A payload is the
 * same whatever the theme. An app given no memory for responses (the in-process benches, which
 * time every render) keeps none.
 */
export const RECENT_PAYLOADS = 16;
const recentPayloads = new WeakMap<ResponseCache, Map<string, PagePayload>>();

function payloadOf(resolved: ResolvedPage, services: PageServices, cache: ResponseCache): PagePayload {
  const recent = recentPayloadsOf(cache);
  const key = `${resolved.path}${resolved.search}`;
  let payload = recent?.get(key);
  if (!payload) {
    payload = buildPayload(resolved, services);
    if (recent && recent.size >= RECENT_PAYLOADS) recent.delete(recent.keys().next().value!);
    recent?.set(key, payload);
  }
  return payload;
}

function recentPayloadsOf(cache: ResponseCache): Map<string, PagePayload> | undefined {
  if (cache.maxBytes === 0) return undefined;
  let recent = recentPayloads.get(cache);
  if (!recent) recentPayloads.set(cache, (recent = new Map()));
  return recent;
}

/** Lets go of the payloads kept beside the responses: made from figures that have changed since (src/http/stale-pages.ts). */
export function forgetRecentPayloads(cache: ResponseCache): void {
  recentPayloads.get(cache)?.clear();
}
