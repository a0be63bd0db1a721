import type { FastifyReply } from 'fastify';

/**
 * Names request headers a response depends on, so caches keep one copy per value: pages vary
 * on the theme cookie, the root on the language headers, compressed responses on
 * Accept-Encoding. Each name is added once, after those already there.
 */
export function vary(reply: FastifyReply, ...names: string[]): void {
  const current = String(reply.getHeader('vary') ?? '');
  const present = new Set(
    current
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const added = names.filter((name) => !present.has(name.toLowerCase()));
  if (added.length) reply.header('vary', [current, ...added].filter(Boolean).join(', '));
}
