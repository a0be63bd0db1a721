import type { FiguresChange } from '../bench-results/figure-refresh.js';
import { forgetRecentPayloads } from './page-answer.js';
import type { ResponseCache } from './response-cache.js';

/**
 * Which kept responses a change of CPU Atlas Bench's figures makes stale, so that the next request
 * makes them from the new figures (a page's ETag is a hash of its bytes, so a browser holding the
 * old page gets the new one too). Everything else stays: the home page, the library, other
 * processors' pages and the search answers show no bench figure (src/catalogue/summarize.ts).
 *
 * - A processor's page, payload and picture, for every processor with a figure in a benchmark that
 *   changed, before or after: a new figure moves the others' ranks and counts ("faster than 3 of 7").
 * - Every compare, ladder, socket and upgrade page: each can show any benchmark's figures or ranks,
 *   and they are made again in a few milliseconds on the next request.
 * - The catalogue's open data, /data/processors.json and .csv, whole or filtered.
 * - When a benchmark gains its first figure or loses its last, every page: each lists the benchmarks
 *   (the ladder's choices, the library's licences, the sources a detail page looked in).
 *
 * Keys are the routes' own (src/http/page-answer.ts, card-routes.ts, open-data.ts): a word for the
 * kind, the build, then the page's path and canonical query.
 */
const PAGE_KINDS = new Set(['page', 'payload', 'picture']);
const LISTING = /^\/(compare|ladder|socket\/|upgrade\/)/;
const PROCESSOR = /^\/cpu\/([a-z]+)\/([^/?]+)$/;
const PROCESSOR_FILES = /^data (json|csv) /;

export function forgetStalePages(cache: ResponseCache, change: FiguresChange): number {
  forgetRecentPayloads(cache);
  return cache.forget((key) => {
    if (PROCESSOR_FILES.test(key)) return true;
    const [kind, , address = ''] = key.split(' ');
    if (!PAGE_KINDS.has(kind!)) return false;
    if (change.listChanged) return true;
    const path = address.split('?')[0]!.replace(/^\/en(?=\/|$)/, '');
    if (LISTING.test(path)) return true;
    const processor = PROCESSOR.exec(path);
    return processor !== null && change.processors.has(`${processor[1]}:${decodeURIComponent(processor[2]!)}`);
  });
}
