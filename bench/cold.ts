import { performance } from 'node:perf_hooks';
import { brotliDecompressSync } from 'node:zlib';
import { payloadUrl } from '../src/shared/payload-url.js';
import { localizePath } from '../src/shared/route-paths.js';
import { headersFor, type PageType, type Target } from './capture.js';
import { get, preciseCpuMs, type ServerProcess } from './processes.js';

/**
 * The URLs the bench asks for, and what a request costs when the server has not answered that
 * URL before: one request at a time, its wall time and the CPU time of every thread of the
 * server process (nanosecond resolution, /proc/PID/task/…/schedstat).
 */
export interface Timed {
  url: string;
  status: number;
  wallMs: number;
  cpuMs: number;
  /** the body, decompressed */
  text: string;
}

export async function timeOne(server: ServerProcess, url: string): Promise<Timed> {
  const pid = server.child.pid!;
  const cpuBefore = preciseCpuMs(pid);
  const start = performance.now();
  const response = await get(server.port, url, headersFor('br'));
  const wallMs = performance.now() - start;
  const cpuMs = preciseCpuMs(pid) - cpuBefore;
  const body = response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.body) : response.body;
  return { url, status: response.status, wallMs, cpuMs, text: body.toString('utf8') };
}

/** One URL of each page type in both languages: what the load runs measure. */
export function targetsFor(detailPath: string, buildId: string): Target[] {
  const zh: Record<PageType, string> = {
    home: '/',
    library: '/lib?vendor=amd&sort=-boost',
    detail: detailPath,
    ladder: '/ladder',
    payload: payloadUrl(detailPath, '', buildId),
    search: '/api/search?q=ryzen%207&locale=zh',
  };
  return Object.entries(zh).flatMap(([type, url]) => [
    { type: type as PageType, locale: 'zh' as const, url },
    {
      type: type as PageType,
      locale: 'en' as const,
      url: type === 'search' ? url.replace('locale=zh', 'locale=en') : type === 'payload' ? payloadUrl(localizePath(detailPath, 'en'), '', buildId) : localizePath(url, 'en'),
    },
  ]);
}

/** Processor pages a page links to, as Chinese paths. */
export function detailPathsIn(html: string): string[] {
  const paths = [...html.matchAll(/href="(?:\/en)?(\/cpu\/(?:amd|intel)\/[a-z0-9-]+)"/g)].map((match) => match[1]!);
  return [...new Set(paths)];
}

/**
 * URLs of each type the server has not been asked for yet, alternating the languages: distinct
 * processors for detail pages and payloads, distinct filters for the library, and the start of
 * a processor's name for search suggestions.
 */
export function coldUrls(detailPaths: string[], buildId: string, count: number): Partial<Record<PageType, string[]>> {
  const localized = (path: string, index: number) => (index % 2 ? localizePath(path, 'en') : path);
  const details = detailPaths.slice(0, count);
  const payloads = detailPaths.slice(count, 2 * count);
  const library: string[] = [];
  for (const vendor of ['amd', 'intel']) {
    for (const segment of ['desktop', 'mobile', 'server']) {
      for (const sort of ['name', '-cores', 'price', '-tdp', 'launched']) library.push(`/lib?vendor=${vendor}&segment=${segment}&sort=${sort}`);
    }
  }
  return {
    detail: details.map(localized),
    payload: payloads.map((path, index) => payloadUrl(localized(path, index), '', buildId)),
    library: library.slice(0, count).map(localized),
    search: payloads.map((path, index) => {
      const name = path.split('/').pop()!.replace(/-/g, ' ');
      return `/api/search?q=${encodeURIComponent(name.slice(0, Math.max(5, name.length - 2)))}&locale=${index % 2 ? 'en' : 'zh'}`;
    }),
  };
}
