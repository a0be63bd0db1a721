import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { remembered } from '../shared/remembered.js';

/**
 * The one way the server compresses what it makes: whole bodies, once. Pages, payloads, search
 * answers, open data and the sitemap are kept with their compressed variants
 * (src/http/response-cache.ts); an error page, made per request, is compressed as it is sent
 * (src/http/cached-response.ts). Built files under /assets/ were compressed by the build and are
 * sent as they are (src/http/static-assets.ts).
 */
export type Encoding = 'br' | 'gzip';

/** Below this, compressing saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

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
  const best = (['br', 'gzip'] as const).filter((encoding) => weightOf(encoding) > 0).sort((a, b) => weightOf(b) - weightOf(a))[0];
  return best ?? null;
}

/**
 * How a body of `bytes` goes to a client that sent `acceptEncoding`: compressed when it takes an
 * encoding we make and the body is worth it, else as it is (null). Clients send a handful of
 * distinct headers, so each is read once.
 */
export function encodingOf(acceptEncoding: string | undefined, bytes: number): Encoding | null {
  return acceptEncoding && bytes >= MIN_COMPRESSED_BYTES ? chosenFor(acceptEncoding) : null;
}
const chosenFor = remembered<Encoding | null>(chooseEncoding);

/**
 * How hard to compress. `final` is brotli quality 6 and gzip level 6: most of what compression can
 * gain, at about 25 µs a KB (1.5 ms for our largest page). `quick` is quality 1 and level 1: a
 * fifth of that time, for a copy a quarter to a third larger. A response made for one request (an
 * error page), and the first copy of a kept one, are quick: most pages are asked for once, by a
 * crawler, and the stronger copy is made when a page is asked for again
 * (src/http/response-cache.ts).
 */
export type Effort = 'quick' | 'final';

const BROTLI_QUALITY: Record<Effort, number> = { quick: 1, final: 6 };
const GZIP_LEVEL: Record<Effort, number> = { quick: 1, final: 6 };

/** A 256 KB brotli window covers our largest page and costs far less memory than the 4 MB default. */
export function compress(body: Buffer, encoding: Encoding, effort: Effort): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
          [constants.BROTLI_PARAM_LGWIN]: 18,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: GZIP_LEVEL[effort] });
}
