import { Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { vary } from './vary.js';

/**
 * Compresses what the server makes on the fly — pages, payloads, open data,
 * error pages — for clients that accept it. Built files under /assets/ are
 * compressed once at build time and served as they are (src/static-assets.ts).
 *
 * A streamed page stays streamed: the compressor is flushed once per burst of
 * writes, so the shell reaches the browser before the rest is rendered.
 */
export type Encoding = 'br' | 'gzip';

/** Below this, the bytes saved do not pay for the work. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;

export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => done(null, compressed(request.headers['accept-encoding'], reply, payload)));
}

/** The payload compressed as the client accepts, or as it is: already encoded (a kept variant), small, or not text. */
function compressed(acceptEncoding: string | undefined, reply: FastifyReply, payload: unknown): unknown {
  if (reply.hasHeader('content-encoding')) return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!COMPRESSIBLE.test(type)) return payload;
  vary(reply, 'Accept-Encoding');
  const encoding = chooseEncoding(acceptEncoding);
  if (!encoding || payload === null || payload === undefined || [204, 206, 304].includes(reply.statusCode)) return payload;
  const declaredLength = Number(reply.getHeader('content-length'));
  if (declaredLength > 0 && declaredLength < MIN_BYTES) return payload;
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    if (Buffer.byteLength(payload) < MIN_BYTES) return payload;
  } else if (!(payload instanceof Readable)) {
    return payload;
  }
  reply.header('content-encoding', encoding).removeHeader('content-length');
  return compressStream(typeof payload === 'string' || Buffer.isBuffer(payload) ? Readable.from([payload]) : payload, encoding);
}

/**
 * The client's preferred encoding among those we make: brotli, then gzip, by
 * the q-values of Accept-Encoding ("br;q=0" refuses brotli). `*` stands for
 * any encoding not named.
 */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    // A q-value that is not a number makes the entry meaningless, so it counts for nothing.
    const weight = q === undefined ? 1 : Number(q.slice(2)) || 0;
    if (name) weights.set(name, weight);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((encoding) => weightOf(encoding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a))[0];
  return best ?? null;
}

function compressStream(source: Readable, encoding: Encoding): BrotliCompress | Gzip {
  // Quality 4 and level 6: quick enough for every request, most of the gain. A 256 KB brotli
  // window covers our largest page and costs far less memory per response than the 4 MB default.
  const compressor = encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 } })
    : createGzip();
  let flushPending = false;
  source.on('data', () => {
    // React writes a burst of chunks in one turn of the event loop; one flush after the burst
    // sends them without waiting for more, and keeps the compression of the whole burst.
    if (flushPending) return;
    flushPending = true;
    setImmediate(() => {
      flushPending = false;
      if (!compressor.writableEnded) compressor.flush();
    });
  });
  source.pipe(compressor);
  source.once('error', (error) => compressor.destroy(error));
  compressor.once('close', () => {
    if (!source.readableEnded) source.destroy();
  });
  return compressor;
}
