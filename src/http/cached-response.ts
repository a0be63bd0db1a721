import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding } from './compression.js';
import type { CachedResponse, Encoding, ResponseCache } from './response-cache.js';
import { vary } from './vary.js';

/**
 * Sends a kept response (src/http/response-cache.ts) as the request accepts it: its compressed
 * variant where the client takes one, with an ETag of that variant, or `304 Not Modified` when
 * the client already holds those bytes. The ETag is made from the bytes alone, so identical
 * instances behind a load balancer agree; each encoding has its own tag, as RFC 9110 asks of
 * different representations, and a tag of any encoding of the same bytes revalidates.
 */
const SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz' };

/** Below this, compressing saves less than it costs. */
const MIN_COMPRESSED_BYTES = 1024;

export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
  entry: CachedResponse,
  cacheControl: string,
): FastifyReply {
  vary(reply, 'Accept-Encoding');
  const accepted = chooseEncoding(request.headers['accept-encoding']);
  const encoding = accepted && entry.body.length >= MIN_COMPRESSED_BYTES ? accepted : null;
  const etag = encoding ? `${entry.etag.slice(0, -1)}${SUFFIX[encoding]}"` : entry.etag;
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (matches(request.headers['if-none-match'], entry.etag)) return reply.status(304).send();
  const body = cache.variant(key, entry, encoding);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.status(entry.status).type(entry.contentType).send(body);
}

/** If-None-Match lists tags, weak or strong, or `*`; a tag of any encoding of these bytes matches. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const base = etag.slice(1, -1);
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === '*') return true;
    const opaque = tag.replace(/^"|"$/g, '').replace(/-(br|gz)$/, '');
    return opaque === base;
  });
}
