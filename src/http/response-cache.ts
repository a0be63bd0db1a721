import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { compress, type Encoding } from './encoding.js';

/**
 * Finished responses kept in memory, so a page or payload asked for twice costs what sending
 * its bytes costs. Pages are pure functions of (build, path, query, theme, catalogue), so the
 * caller's key names all of those. The cache is bounded in bytes, not entries (a library page
 * weighs ten times a payload), and forgets the least recently used first.
 *
 * Each entry holds the body once as produced and each compressed variant once made, and an
 * ETag derived from the body alone: two identical instances behind a load balancer agree.
 *
 * Once the final brotli copy is made (a page asked for twice) and nobody has asked for the body
 * itself or for gzip, the entry lets the body go (`body` null): the brotli copy holds the same
 * bytes in a fifth to a tenth of the memory (a ladder of 130 KB at 100,000 processors is 13 KB in
 * brotli), and browsers take brotli. A request for the body or for gzip makes it again from that
 * copy, once, and the entry keeps it from then on. So the bound holds five to ten times the pages
 * browsers come back to.
 */
export interface CachedResponse {
  status: number;
  contentType: string;
  /** strong validator of the uncompressed body: `"sha256-prefix"` */
  etag: string;
  /** the body as produced; null while the brotli copy stands for it (see above): read it through ResponseCache.variant */
  body: Buffer | null;
  /** the body's length in bytes, kept or not */
  length: number;
  /** whether a request asked for the body itself or for gzip, which are made from it: it is kept from then on */
  wholeWanted: boolean;
  /** compressed variants, made on first demand, quickly, and again in earnest on the second (src/http/encoding.ts) */
  variants: Partial<Record<Encoding, Buffer>>;
  /** the encodings whose variant is still the quick first copy */
  quick: Set<Encoding>;
  /**
   * the status and headers each way of sending it went out with, by the name
   * src/http/response-replay.ts gives them, kept the first time each is sent
   */
  heads: Map<string, ResponseHead>;
}

/** A response's status line and headers as sent, ready to be written again as they are. */
export interface ResponseHead {
  status: number;
  /** names and values, one after the other, as `ServerResponse.writeHead` takes them */
  headers: string[];
  /** a `Server-Timing` metric the response carried, and where its value is in `headers`: measured afresh each time it is sent */
  timing: { metric: string; at: number } | null;
}

/** What a cache miss produces; compressed variants already made on the way may come with it. */
export interface Produced {
  status: number;
  contentType: string;
  body: Buffer;
  variants?: Partial<Record<Encoding, Buffer>>;
}

export interface CacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

/**
 * Above this a body is sent but not kept: one huge page must not empty the cache. A quarter, so
 * that the default 32 MB keeps the shipped catalogue's sitemap (5.5 MB, about 5.9 with its
 * variants when first kept), which crawlers ask for again and which is made and compressed anew
 * each time it is not kept.
 */
const MAX_ENTRY_SHARE = 1 / 4;

export class ResponseCache {
  readonly #entries = new Map<string, CachedResponse>();
  readonly #pending = new Map<string, Promise<CachedResponse | null>>();
  /** productions under way when their key was forgotten: sent to those who waited, not kept */
  readonly #abandoned = new Set<string>();
  #bytes = 0;
  #hits = 0;
  #misses = 0;

  constructor(readonly maxBytes: number) {}

  /** The entry under `key`, marked as just used. */
  get(key: string): CachedResponse | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.#hits++;
    return entry;
  }

  /**
   * The entry under `key`, producing it once when missing: concurrent callers for one key wait
   * for the same production. A production that throws is not kept (the next caller tries
   * again); one that answers null (an error page, say) is not kept either.
   */
  async getOrProduce(key: string, produce: () => Promise<Produced | null>): Promise<CachedResponse | null> {
    const cached = this.get(key);
    if (cached) return cached;
    let pending = this.#pending.get(key);
    if (!pending) {
      this.#misses++;
      pending = produce().then((produced) => {
        if (!produced) return null;
        if (!this.#abandoned.delete(key)) return this.put(key, produced);
        return this.put(key, produced, false);
      });
      this.#pending.set(key, pending);
      const forget = () => {
        this.#pending.delete(key);
        this.#abandoned.delete(key);
      };
      pending.then(forget, forget);
    }
    return pending;
  }

  /** Keeps a produced response (when it fits, and `keep` is not false) and returns it as an entry either way. */
  put(key: string, produced: Produced, keep = true): CachedResponse {
    const entry: CachedResponse = {
      status: produced.status,
      contentType: produced.contentType,
      etag: etagOf(produced.body),
      body: ownBytes(produced.body),
      length: produced.body.length,
      wholeWanted: false,
      variants: Object.fromEntries(Object.entries(produced.variants ?? {}).map(([encoding, bytes]) => [encoding, ownBytes(bytes)])),
      quick: new Set(),
      heads: new Map(),
    };
    const old = this.#entries.get(key);
    if (old) this.#forget(key, old);
    if (keep && sizeOf(entry) <= this.maxBytes * MAX_ENTRY_SHARE) {
      this.#entries.set(key, entry);
      this.#bytes += sizeOf(entry);
      this.#evict();
    }
    return entry;
  }

  /**
   * The body in `encoding`, kept with the entry: the first time a quick copy, the second time the
   * final one in its place (src/http/encoding.ts), which is what every later request gets. A
   * request for the body itself, or for gzip, which is made from it, makes the entry keep the body.
   */
  variant(key: string, entry: CachedResponse, encoding: Encoding | null): Buffer {
    if (encoding) {
      const kept = entry.variants[encoding];
      if (kept && !entry.quick.has(encoding)) return kept;
    } else if (entry.wholeWanted) return entry.body!;
    const before = sizeOf(entry);
    if (encoding !== 'br') {
      entry.wholeWanted = true;
      entry.body ??= ownBytes(brotliDecompressSync(entry.variants.br!));
    }
    let bytes = entry.body;
    if (encoding) {
      const kept = entry.variants[encoding];
      bytes = ownBytes(compress(entry.body!, encoding, kept ? 'final' : 'quick'));
      entry.variants[encoding] = bytes;
      if (kept) entry.quick.delete(encoding);
      else entry.quick.add(encoding);
      // Only once the final copy is made, from the body: a page asked for twice is one visitors come
      // back to. Letting it go at the quick copy, and making the final one from the quick copy
      // decompressed, took the bench's mixed minute at 100,000 processors from 540 to 600 MB of RSS.
      if (encoding === 'br' && kept && !entry.wholeWanted) entry.body = null;
    }
    if (this.#entries.get(key) === entry) {
      this.#bytes += sizeOf(entry) - before;
      this.#evict();
    }
    return bytes!;
  }

  /** Keeps the head a way of sending the entry went out with (src/http/response-replay.ts). */
  keepHead(key: string, entry: CachedResponse, name: string, head: ResponseHead): void {
    if (entry.heads.has(name)) return;
    entry.heads.set(name, head);
    if (this.#entries.get(key) === entry) {
      this.#bytes += HEAD_BYTES;
      this.#evict();
    }
  }

  /**
   * Lets go of every entry whose key `stale` picks: what the server made from figures that have
   * changed since (src/http/stale-pages.ts). A request for one makes it again; a replay noted for
   * it finds nothing and goes the full way (src/http/response-replay.ts). A production under way is
   * not kept when it ends, as it may have read the figures before they changed. Returns how many went.
   */
  forget(stale: (key: string) => boolean): number {
    let forgotten = 0;
    for (const [key, entry] of this.#entries) {
      if (!stale(key)) continue;
      this.#forget(key, entry);
      forgotten++;
    }
    for (const key of this.#pending.keys()) if (stale(key)) this.#abandoned.add(key);
    return forgotten;
  }

  stats(): CacheStats {
    return { entries: this.#entries.size, bytes: this.#bytes, hits: this.#hits, misses: this.#misses };
  }

  #forget(key: string, entry: CachedResponse): void {
    this.#entries.delete(key);
    this.#bytes -= sizeOf(entry);
  }

  #evict(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#forget(key, entry);
    }
  }
}

/** A kept head's allowance: its header values are mostly strings every response shares (the policies). */
const HEAD_BYTES = 512;

function sizeOf(entry: CachedResponse): number {
  // The key and the object itself are small beside the bodies; a fixed allowance keeps
  // thousands of tiny entries from escaping the bound.
  let bytes = (entry.body?.length ?? 0) + 256 + entry.heads.size * HEAD_BYTES;
  for (const variant of Object.values(entry.variants)) bytes += variant.length;
  return bytes;
}

/**
 * The bytes of `buffer` in memory of their own, so that what the cache counts is what it holds.
 * Node's compressors answer with a view of their 16 KB output chunk, and a small Buffer.from is a
 * view of an 8 KB pool shared with others: a search answer of 340 bytes in brotli held 16 KB, and
 * any variant under 16 KB held 16 KB, outside what the bound counted. The copy costs a memcpy of
 * the variant, once, beside the compression that made it.
 */
export function ownBytes(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.length) return buffer;
  const own = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(own);
  return own;
}

export function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}
