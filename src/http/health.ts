import type { FastifyInstance } from 'fastify';
import type { PageServices } from '../render/page-services.js';
import { SERVER_ERRORS } from '../errors.js';

/**
 * What a load balancer or an orchestrator asks each process, every few seconds:
 * - `GET /healthz` (liveness): 200 for as long as the process answers at all; one that stops
 *   answering should be restarted.
 * - `GET /readyz` (readiness): 200 once the catalogue and the build manifest are loaded and the
 *   warm-up has run (src/http/warm-up.ts): a first visitor of any kind then waits no longer than
 *   the next (docs/decisions.md, "Start-up and readiness"). 503 while the warm-up runs, and from
 *   the moment shutdown begins, so the balancer sends new visitors elsewhere while the requests in
 *   flight finish (src/graceful-close.ts). During the close Fastify itself also answers new
 *   requests 503 before any route runs (`return503OnClosing`, src/app.ts).
 * Neither answer may be cached, and neither is logged below `warn`: a line per probe would
 * drown the log.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** true while the warm-up runs (src/http/warm-up.ts): /readyz says 503 until it is done */
    warmingUp: boolean;
  }
}

export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

export function registerHealth(app: FastifyInstance, services: PageServices): void {
  // Routes exist only once buildApp has loaded what a page needs; `onReady` is the moment every
  // part is registered, `preClose` the moment shutdown begins.
  let serving = false;
  app.addHook('onReady', async () => {
    serving = true;
  });
  app.addHook('preClose', async () => {
    serving = false;
  });
  app.decorate('warmingUp', false);
  const ready = () => serving && !app.warmingUp && services.catalogue.processors.length > 0 && Boolean(services.manifest.buildId);

  const quiet = { logLevel: 'warn' } as const;
  app.get(HEALTH_PATHS.live, quiet, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'live' };
  });
  app.get(HEALTH_PATHS.ready, quiet, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (ready()) return { status: 'ready', build: services.manifest.buildId };
    return reply.status(SERVER_ERRORS.ATLAS_NOT_READY).send({ status: 'not ready' });
  });
}
