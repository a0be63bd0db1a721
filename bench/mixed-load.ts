import autocannon, { type Result } from 'autocannon';
import type { Catalogue } from '../src/catalogue/catalogue.js';
import { LOCALES } from '../src/shared/locales.js';
import { processorKey } from '../src/shared/processor.js';
import { seededRandom } from '../src/shared/bench/seeded-random.js';
import { localizePath } from '../src/shared/route-paths.js';
import { payloadOf } from './page-examples.js';
import { rssMb, type ServerProcess } from './processes.js';

/**
 * Mixed load for memory: what a public server meets in an hour, pressed into a minute. Every page
 * type, page and payload, both languages, over URLs nobody asked for before as much as over a few
 * popular ones: processors by the thousand, library queries with search words, filters, sorts and
 * pages, compare pairs, ladders with every segment, vendor, metric and a marked processor, sockets
 * with their sorts, upgrades with chipsets, the search's suggestions for prefixes of names, and
 * links with tracking parameters. Whatever the server keeps per URL, per query or per pair shows
 * here as memory that grows; RSS is read every second and the highest reading is reported.
 */
export interface MemoryUnderLoad {
  seconds: number;
  requests: number;
  errors: number;
  non2xx: number;
  /** the highest RSS read during the run and at its end, MB */
  peakMb: number;
  endMb: number;
  /** distinct URLs in the mix */
  urls: number;
}

const SEGMENTS = ['desktop', 'mobile', 'server'];
const METRICS = ['', 'per-watt', 'per-dollar'];
const LIBRARY_SORTS = ['name', '-cores', 'price', '-tdp', 'launched', '-boost', 'score'];

/** `count` URLs across every page type, seeded; about a third of them payloads. */
export function mixedUrls(catalogue: Catalogue, buildId: string, count: number, seed = 41): string[] {
  // seeded, so every run asks for the same URLs in the same order
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const processors = catalogue.processors;
  const sockets = [...new Set(processors.map((p) => p.socket).filter((s): s is string => s !== null))].map((s) => s.toLowerCase().replace(/[^a-z0-9]+/g, ''));
  const someProcessor = () => pick(processors);
  const benchmarks = catalogue.benchmarks.map((benchmark) => benchmark.info.id);
  const words = (name: string) => name.toLowerCase().split(/\s+/);
  const makers: (() => string)[] = [
    () => '/',
    () => `/?utm_source=feed${Math.floor(random() * 10_000)}`,
    () => `/cpu/${someProcessor().vendor}/${someProcessor().id}`,
    () => {
      const p = someProcessor();
      return `/cpu/${p.vendor}/${p.id}`;
    },
    () =>
      `/lib?q=${encodeURIComponent(
        words(someProcessor().name)
          .slice(0, 1 + Math.floor(random() * 3))
          .join(' '),
      )}`,
    () => `/lib?vendor=${pick(['amd', 'intel'])}&segment=${pick(SEGMENTS)}&sort=${pick(LIBRARY_SORTS)}&page=${1 + Math.floor(random() * 40)}`,
    () => `/lib?cores_min=${pick([2, 4, 6, 8, 16])}&year_min=${2010 + Math.floor(random() * 15)}&sort=${pick(LIBRARY_SORTS)}`,
    () => `/compare?ids=${processorKey(someProcessor())},${processorKey(someProcessor())}`,
    () => {
      // The ladder's own links: its benchmark tabs, segments, vendors, metrics, the unranked figures, a mark.
      const benchmark = pick(benchmarks);
      const metric = pick(METRICS);
      const vendor = pick(['', 'amd', 'intel']);
      return `/ladder?${benchmark === 'blender' ? '' : `benchmark=${benchmark}&`}segment=${pick(SEGMENTS)}${vendor ? `&vendor=${vendor}` : ''}${metric ? `&metric=${metric}` : ''}${random() < 0.3 ? '&unranked=1' : ''}&mark=${processorKey(someProcessor())}`;
    },
    () => `/ladder?segment=${pick(SEGMENTS)}&page=${1 + Math.floor(random() * 30)}`,
    () => `/socket/${pick(sockets)}${random() < 0.5 ? '' : '?sort=blender'}`,
    () => {
      const p = someProcessor();
      return `/upgrade/${p.vendor}/${p.id}`;
    },
    () => {
      const name = someProcessor().name;
      return `/api/search?q=${encodeURIComponent(name.slice(0, 3 + Math.floor(random() * (name.length - 2))))}&locale=${pick(LOCALES)}`;
    },
  ];
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    const url = pick(makers)();
    if (url.startsWith('/api/')) {
      urls.push(url);
      continue;
    }
    const at = url.indexOf('?');
    const localized = pick(LOCALES) === 'en' ? (at === -1 ? localizePath(url, 'en') : localizePath(url.slice(0, at), 'en') + url.slice(at)) : url;
    urls.push(random() < 0.33 ? payloadOf(localized, buildId) : localized);
  }
  return urls;
}

/** Drives `urls` in turn over `connections` for `seconds`, reading the server's RSS every second. */
export async function memoryUnderLoad(server: ServerProcess, urls: readonly string[], seconds: number, connections = 10): Promise<MemoryUnderLoad> {
  const pid = server.child.pid!;
  let peakMb = rssMb(pid);
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(pid));
  }, 1000);
  let next = 0;
  const result = await new Promise<Result>((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${server.port}`,
        connections,
        duration: seconds,
        timeout: 10,
        requests: [
          {
            method: 'GET',
            path: urls[0]!,
            headers: {
              'accept-encoding': 'br, gzip',
              'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
            },
            setupRequest: (request) => ({ ...request, path: urls[next++ % urls.length]! }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  }).finally(() => clearInterval(sampler));
  const endMb = rssMb(pid);
  return {
    seconds,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    peakMb: Math.max(peakMb, endMb),
    endMb,
    urls: new Set(urls).size,
  };
}
