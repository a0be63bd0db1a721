import type { FastifyInstance } from 'fastify';

/**
 * Before the server listens, one request for each page whose loader computes something on first
 * use (Page.warmUp: the home page's totals and ladder tops, the ladders' rankings, a detail page's
 * similar processors), so that the first visitor of each kind waits no longer than the next. Their
 * answers stay in the response cache.
 */
export async function warmUp(app: FastifyInstance): Promise<void> {
  for (const url of app.sitePages.warmUpUrls()) await app.inject({ url });
}
