import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { isbot } from 'isbot';
import { LOCALE_COOKIE } from '../shared/locales.js';
import { THEME_COOKIE, themeOfCookie } from '../shared/theme.js';
import { logAccess } from './access-log.js';
import { remembered } from '../shared/remembered.js';
import { encodingOf, type Encoding } from './encoding.js';
import { ifNoneMatch } from './if-none-match.js';
import { detectLocale } from './locale-redirect.js';
import type { SentFromCache } from './cached-response.js';
import type { ResponseCache, ResponseHead } from './response-cache.js';

/**
 * A response the server has made before, sent again before Fastify sees the request.
 *
 * The first time a GET is answered from the response cache (src/http/cached-response.ts), the
 * status and headers it went out with are kept with the cache entry, and the request's URL and
 * saved theme are noted as leading to that entry. The next GET of the same URL and theme is
 * answered here, from the kept head and bytes, without routing, hooks, header assembly or a
 * request object: what a cached response costs is then what sending its bytes costs.
 *
 * Nothing is guessed. A page is a pure function of its URL, the saved theme and the catalogue
 * (docs/decisions.md, "Speed"), so the same URL and theme lead to the same entry; every other
 * thing a request can change is decided here as the full path decides it, with the same
 * functions: the encoding from Accept-Encoding (a head is kept per encoding), 304 from
 * If-None-Match (a head of its own), and, at the root, whether the visitor is sent to /en
 * (src/http/locale-redirect.ts), which is left to the full path. Whatever has no kept head — a
 * HEAD request, an encoding or a 304 not sent before, an entry the cache has let go, a server
 * shutting down — goes the full way, which keeps the head for next time.
 */
export interface ReplayOptions {
  cache: ResponseCache;
  /** how many URLs to remember; each leads to an entry the cache holds (or misses harmlessly) */
  limit: number;
  /** where the access line goes (src/http/access-log.ts) */
  log: FastifyBaseLogger;
  /** the cookie plugin's parser, so a cookie is read here exactly as on the full path */
  parseCookie: (header: string) => Record<string, string | undefined>;
}

/**
 * What the full path noted of a request it answered from the cache: the entry's key, never the
 * entry. A URL noted once and not asked for again would otherwise hold its entry's bytes after the
 * cache let them go, outside the cache's bound — thousands of URLs, each with a page and its
 * compressed variants: at 100,000 processors a minute of varied requests held hundreds of MB so.
 */
interface Noted {
  key: string;
  /** the root, where a visitor may first be sent to the other language */
  root: boolean;
}

/** The name a head is kept under: how the bytes were sent, and whether as 304. */
export function headName(encoding: Encoding | null, notModified: boolean): string {
  return `${encoding ?? 'identity'}${notModified ? ' 304' : ''}`;
}

export class ResponseReplay {
  readonly #noted = new Map<string, Noted>();
  #options: ReplayOptions | null = null;
  /** false while shutting down: Fastify answers 503 then, and closes idle connections */
  serving = true;

  /** Set once the app has what it needs (src/app.ts): until then every request goes the full way. */
  start(options: ReplayOptions): void {
    this.#options = options;
  }

  /**
   * Called by the full path as it sends an entry of the cache (src/http/cached-response.ts), after
   * every hook has set its headers: keeps the head and notes the URL. Only GETs are noted.
   */
  note(request: FastifyRequest, reply: FastifyReply, sent: SentFromCache, body: Buffer | undefined): void {
    const options = this.#options;
    if (!options || request.method !== 'GET') return;
    const headers: string[] = [];
    let timing: ResponseHead['timing'] = null;
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || name === 'content-length') continue;
      // Measured per request: the metric's name is kept, its duration is taken afresh.
      if (name === 'server-timing') timing = { metric: String(value).split(';')[0]!, at: headers.length + 1 };
      headers.push(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    // Last, where Fastify puts it once the hooks have run; a 304 has none.
    if (body) headers.push('content-length', String(body.length));
    const head: ResponseHead = { status: reply.statusCode, headers, timing };
    options.cache.keepHead(sent.key, sent.entry, headName(sent.encoding, sent.notModified), head);
    const noted = requestKey(request.url, request.visit.theme);
    if (!this.#noted.has(noted)) {
      if (this.#noted.size >= options.limit) this.#noted.delete(this.#noted.keys().next().value!);
      this.#noted.set(noted, { key: sent.key, root: request.visit.path === '/' });
    }
  }

  /** Answers the request from what was noted, or returns false for the full path to answer it. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const options = this.#options;
    if (!options || request.method !== 'GET' || !this.serving) return false;
    const started = performance.now();
    const url = request.url!;
    const cookieHeader = request.headers.cookie;
    const cookies = cookieHeader ? options.parseCookie(cookieHeader) : NO_COOKIES;
    const noteKey = requestKey(url, themeOfCookie(cookies[THEME_COOKIE]));
    const noted = this.#noted.get(noteKey);
    if (!noted) return false;
    // An entry made again after the cache let it go has no kept head until the full path sends it.
    const entry = options.cache.get(noted.key);
    if (!entry) {
      this.#noted.delete(noteKey);
      return false;
    }
    // The root sends a person who asks for English to /en: that answer is the full path's.
    if (noted.root && sendsToEnglish(cookies[LOCALE_COOKIE], request.headers['accept-language'], request.headers['user-agent'])) return false;
    const encoding = encodingOf(request.headers['accept-encoding'], entry.length);
    const notModified = ifNoneMatch(request.headers['if-none-match'], entry.etag);
    const head = entry.heads.get(headName(encoding, notModified));
    if (!head) return false;
    let { headers } = head;
    if (head.timing) {
      headers = [...headers];
      headers[head.timing.at] = `${head.timing.metric};dur=${(performance.now() - started).toFixed(2)}`;
    }
    response.writeHead(head.status, headers);
    // A head for the body itself or for gzip was kept once that was sent, and the entry has kept its body since.
    response.end(notModified ? undefined : encoding ? entry.variants[encoding] : entry.body);
    logAccess(options.log, 'GET', url, head.status, performance.now() - started);
    return true;
  }
}

const NO_COOKIES: Record<string, string | undefined> = {};

function requestKey(url: string, theme: string | undefined): string {
  return theme ? `${url}\n${theme}` : url;
}

/** Whether the root sends this visitor to /en, as src/http/locale-redirect.ts decides it; crawlers never. */
function sendsToEnglish(cookie: string | undefined, acceptLanguage: string | undefined, userAgent: string | undefined): boolean {
  return prefersEnglish(`${cookie ?? ''}\n${acceptLanguage ?? ''}`) && !isBot(userAgent ?? '');
}
const prefersEnglish = remembered((signals) => {
  const [cookie, acceptLanguage] = signals.split('\n');
  return detectLocale(cookie || undefined, acceptLanguage || undefined).locale === 'en';
});
const isBot = remembered<boolean>(isbot);

/**
 * The HTTP server Fastify runs on (its `serverFactory`), with the replay in front of Fastify's
 * handler, set up as Fastify sets up its own: the same timeouts, so the same `Keep-Alive` header.
 */
export function replayingServer(
  replay: ResponseReplay,
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  options: FastifyServerOptions,
): Server {
  const server = createServer((request, response) => {
    if (!replay.answer(request, response)) handler(request, response);
  });
  server.keepAliveTimeout = options.keepAliveTimeout!;
  server.requestTimeout = options.requestTimeout!;
  server.setTimeout(options.connectionTimeout!);
  if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
  return server;
}

/**
 * What the full path tells the replay: after every other hook has set its headers (so registered
 * after the security headers and the cookie plugin), a response sent from the cache is noted,
 * unless it sets a cookie, which is for one visitor alone. While shutting down nothing is
 * replayed: Fastify answers, 503 to new requests.
 */
export function registerResponseReplay(app: FastifyInstance, replay: ResponseReplay, cache: ResponseCache, limit: number): void {
  app.decorateReply('sentFromCache', null);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.sentFromCache && reply.getHeader('set-cookie') === undefined)
      replay.note(request, reply, reply.sentFromCache, Buffer.isBuffer(payload) ? payload : undefined);
    done(null, payload);
  });
  app.addHook('preClose', async () => {
    replay.serving = false;
  });
  replay.start({ cache, limit, log: app.log, parseCookie: (header) => app.parseCookie(header) });
}
