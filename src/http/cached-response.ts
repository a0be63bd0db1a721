import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, compress, MIN_COMPRESSED_BYTES, type Encoding } from './encoding.js';
import type { CachedResponse, Produced, ResponseCache } from './response-cache.js';
import { vary } from './vary.js';

/**
 * Sending what the server made, as the request accepts it (src/http/encoding.ts).
 *
 * A kept response (src/http/response-cache.ts) goes as its compressed variant where the client
 * takes one, with an ETag of that variant, or as `304 Not Modified` when the client already holds
 * those bytes. The ETag is made from the bytes alone, so identical instances behind a load balancer
 * agree; each encoding has its own tag, as RFC 9110 asks of different representations, and a tag
 * of any encoding of the same bytes revalidates.
 */
const SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz' };

export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
  entry: CachedResponse,
  cacheControl: string,
): FastifyReply {
  const encoding = encodingFor(request, reply, entry.body);
  const etag = encoding ? `${entry.etag.slice(0, -1)}${SUFFIX[encoding]}"` : entry.etag;
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (matches(request.headers['if-none-match'], entry.etag)) return reply.status(304).send();
  const body = cache.variant(key, entry, encoding);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.status(entry.status).type(entry.contentType).send(body);
}

/** A response made for this request alone (an error page), compressed as it goes; never kept, no validator. */
export function sendMade(request: FastifyRequest, reply: FastifyReply, made: Produced, cacheControl: string): FastifyReply {
  const encoding = encodingFor(request, reply, made.body);
  reply.header('cache-control', cacheControl).status(made.status).type(made.contentType);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? compress(made.body, encoding) : made.body);
}

function encodingFor(request: FastifyRequest, reply: FastifyReply, body: Buffer): Encoding | null {
  vary(reply, 'Accept-Encoding');
  const accepted = chooseEncoding(request.headers['accept-encoding']);
  return accepted && body.length >= MIN_COMPRESSED_BYTES ? accepted : null;
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
