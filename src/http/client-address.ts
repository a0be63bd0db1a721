import type { FastifyRequest } from 'fastify';

/**
 * The address a request came from, for the rate limit only. Behind the nginx front of
 * docs/nginx.conf every request arrives from the loopback interface, with the visitor's address
 * last in X-Forwarded-For (nginx appends the address it saw): that one is trusted, and only when
 * the connection itself is local, so a visitor cannot name another address by sending the header.
 */
export function clientAddress(request: FastifyRequest): string {
  const peer = request.socket.remoteAddress ?? '';
  if (isLoopback(peer)) {
    const forwarded = request.headers['x-forwarded-for'];
    const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  return peer;
}

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}
