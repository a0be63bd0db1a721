import type { FastifyInstance } from 'fastify';

/**
 * One request for each page whose loader computes something on first use (Page.warmUp: the home
 * page's totals and ladder tops, the ladders' rankings, a detail page's similar processors and
 * standings, the large sockets' listings and upgrades), so that the first visitor of each kind
 * waits no longer than the next. Their answers stay in the response cache.
 *
 * /readyz answers 503 from the moment this starts until it is done (src/http/health.ts): the
 * server may listen meanwhile, so a liveness probe is answered, but a load balancer sends it no
 * visitor before everything a first request needs is made. Start it before listening, so there
 * is no moment between the two when /readyz says ready.
 */
export async function warmUp(app: FastifyInstance): Promise<void> {
  app.warmingUp = true;
  try {
    for (const url of app.sitePages.warmUpUrls()) await app.inject({ url });
  } finally {
    app.warmingUp = false;
  }
}
