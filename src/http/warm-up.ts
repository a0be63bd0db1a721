import type { FastifyInstance } from 'fastify';

/**
 * Before the server listens, one request of the kinds of page whose data a catalogue computes on
 * first use — the home page's totals and ladder tops, the ladders' rankings, a detail page's
 * similar processors — so that the first visitor of each kind waits no longer than the next.
 * Their answers stay in the response cache.
 */
export async function warmUp(app: FastifyInstance, firstProcessor: { vendor: string; id: string } | undefined): Promise<void> {
  const paths = ['/', '/ladder?segment=mobile', '/ladder?segment=server'];
  if (firstProcessor) paths.push(`/cpu/${firstProcessor.vendor}/${firstProcessor.id}/_payload.json?warm`);
  for (const url of paths) await app.inject({ url });
}
