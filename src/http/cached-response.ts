import type { FastifyReply, FastifyRequest } from 'fastify';
import { compress, encodingOf, type Encoding } from './encoding.js';
import { ifNoneMatch } from './if-none-match.js';
import type { CachedResponse, Produced, ResponseCache } from './response-cache.js';
import { vary } from './vary.js';

/**
 * Sending what the server made, as the request accepts it (src/http/encoding.ts).
 *
 * A kept response (src/http/response-cache.ts) goes as its compressed variant where the client
 * takes one, with an ETag of that variant, or as `304 Not Modified` when the client already holds
 * those bytes. The ETag is made from the bytes alone, so identical instances behind a load balancer
 * agree; each encoding has its own tag, as RFC 9110 asks of different representations (the quick
 * first copy of a variant one of its own too), and a tag of any encoding of the same bytes
 * revalidates (src/http/if-none-match.ts).
 */
const SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz' };
/** The tag of a quick first copy (src/http/encoding.ts): other bytes than the final copy's, so another tag. */
const QUICK = '1';

/** What a response sent from the cache was, for src/http/response-replay.ts to keep. */
export interface SentFromCache {
  key: string;
  entry: CachedResponse;
  encoding: Encoding | null;
  notModified: boolean;
}

declare module 'fastify' {
  interface FastifyReply {
    /** set when the response is a cache entry whose headers are the same for every request of its URL */
    sentFromCache: SentFromCache | null;
  }
}

export interface CachedSending {
  cacheControl: string;
  /**
   * true when nothing in the response's headers is made for one request alone, so that it may be
   * sent again as it is (src/http/response-replay.ts); a header that changes by the day
   * (an open-data file's dated name) says false
   */
  replayable: boolean;
}

export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
  entry: CachedResponse,
  { cacheControl, replayable }: CachedSending,
): FastifyReply {
  // A picture is compressed already: brotli would spend its time to gain nothing.
  const encoding = entry.contentType.startsWith('image/') ? null : encodingFor(request, reply, entry.length);
  const notModified = ifNoneMatch(request.headers['if-none-match'], entry.etag);
  const body = notModified ? null : cache.variant(key, entry, encoding);
  // A 304 names the final copy, as a 200 would from the next request on: the client's bytes,
  // quick or final, decode to the same page.
  const quick = body !== null && encoding !== null && entry.quick.has(encoding);
  reply.header('etag', encoding ? `${entry.etag.slice(0, -1)}${SUFFIX[encoding]}${quick ? QUICK : ''}"` : entry.etag).header('cache-control', cacheControl);
  // A quick copy is sent once or twice before the final one replaces it: not worth a replay.
  if (replayable && !quick) reply.sentFromCache = { key, entry, encoding, notModified };
  if (!body) return reply.status(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.status(entry.status).type(entry.contentType).send(body);
}

/** A response made for this request alone (an error page), compressed as it goes; never kept, no validator. */
export function sendMade(request: FastifyRequest, reply: FastifyReply, made: Produced, cacheControl: string): FastifyReply {
  const encoding = encodingFor(request, reply, made.body.length);
  reply.header('cache-control', cacheControl).status(made.status).type(made.contentType);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? compress(made.body, encoding, 'quick') : made.body);
}

function encodingFor(request: FastifyRequest, reply: FastifyReply, bytes: number): Encoding | null {
  vary(reply, 'Accept-Encoding');
  return encodingOf(request.headers['accept-encoding'], bytes);
}
