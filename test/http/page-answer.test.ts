import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { RECENT_PAYLOADS, answerPage } from '../../src/http/page-answer.js';
import { ResponseCache } from '../../src/http/response-cache.js';
import { readBuildManifest } from '../../src/render/build-manifest.js';
import type { PageRequest } from '../../src/render/page-payload.js';
import { pageModules } from '../../src/render/page-modules.js';
import type { PageServices } from '../../src/render/page-services.js';
import { localeOfPath } from '../../src/shared/locales.js';
import { isPayloadPath, pagePathOfPayload } from '../../src/shared/payload-url.js';
import { matchPath, type RawQuery } from '../../src/shared/route-paths.js';
import type { Theme } from '../../src/shared/theme.js';

/**
 * The server decides what of a page is kept (src/http/page-answer.ts); render only makes it. What
 * a maintainer relies on beyond the cache's own tests (test/http/response-cache.test.ts): one
 * render for a page asked for at once by many, one loader run for a page and its `_payload.json`
 * (prerendering and the browser's router ask for both), and none of that kept by an app given no
 * memory for responses, whose benches time every render.
 */
const config = readConfig({ LOG_LEVEL: 'silent', SITE_URL: 'https://atlas.test' });
const catalogue = await loadCatalogue(config.catalogue, config.rootDir);
const modules = pageModules();

/** The app's services, with the library's loader counting its runs. */
function servicesCounting(): { services: PageServices; loads: () => number } {
  let loads = 0;
  const library = modules.loaders.library;
  const counted = { ...library, load: (...args: Parameters<typeof library.load>) => (loads++, library.load(...args)) };
  const services: PageServices = {
    catalogue,
    manifest: readBuildManifest(config.rootDir),
    modules: { ...modules, loaders: { ...modules.loaders, library: counted } },
    siteUrl: config.siteUrl,
    repositoryUrl: config.repositoryUrl,
    renderTimeoutMs: 10_000,
    production: true,
  };
  return { services, loads: () => loads };
}

/** A request as the server reads it, for `url` (a page's or its payload's). */
function requestOf(url: string, theme?: Theme): PageRequest {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const viaPayload = isPayloadPath(path);
  const pagePath = viaPayload ? pagePathOfPayload(path) : path;
  const match = matchPath(pagePath)!;
  const query = Object.fromEntries(new URLSearchParams(at === -1 ? '' : url.slice(at + 1))) as RawQuery;
  return { route: match.route, params: match.params, query, url, visit: { path, pagePath, viaPayload, locale: localeOfPath(path), theme } };
}

const entryOf = async (answer: Promise<Awaited<ReturnType<typeof answerPage>>>) => {
  const answered = await answer;
  if ('redirect' in answered) throw new Error(`redirected to ${answered.redirect.location}`);
  return answered;
};

t.test('a page asked for by three at once is rendered once, and all three get its bytes', async (t) => {
  const { services, loads } = servicesCounting();
  const cache = new ResponseCache(1 << 24);
  const answers = await Promise.all([1, 2, 3].map(() => entryOf(answerPage(requestOf('/en/lib?vendor=amd'), services, cache))));
  t.equal(loads(), 1, 'one loader run');
  t.equal(cache.stats().misses, 1, 'one production');
  t.equal(answers[1]!.entry, answers[0]!.entry);
  t.equal(answers[2]!.entry, answers[0]!.entry);
  t.match(answers[0]!.entry.body!.toString(), /^<!doctype html>/);
});

t.test('a page and its payload, in any theme, are made from one run of its loader', async (t) => {
  const { services, loads } = servicesCounting();
  const cache = new ResponseCache(1 << 24);
  const page = await entryOf(answerPage(requestOf('/en/lib?vendor=amd'), services, cache));
  const dark = await entryOf(answerPage(requestOf('/en/lib?vendor=amd', 'dark'), services, cache));
  const payload = await entryOf(answerPage(requestOf('/en/lib/_payload.json?vendor=amd'), services, cache));
  t.equal(loads(), 1, 'the payload made for the page serves the dark page and the payload file');
  t.not(dark.key, page.key, 'a theme is another page');
  t.not(dark.entry.etag, page.entry.etag);
  t.equal(payload.entry.contentType, 'application/json; charset=utf-8');
  t.equal(JSON.parse(payload.entry.body!.toString()).search, '?vendor=amd');
  t.equal(cache.stats().misses, 3, 'three responses, each kept under its own key');
});

t.test('an app given no memory for responses keeps no payload either: every answer is made anew', async (t) => {
  const { services, loads } = servicesCounting();
  const cache = new ResponseCache(0);
  await entryOf(answerPage(requestOf('/en/lib?vendor=amd'), services, cache));
  await entryOf(answerPage(requestOf('/en/lib/_payload.json?vendor=amd'), services, cache));
  await entryOf(answerPage(requestOf('/en/lib?vendor=amd'), services, cache));
  t.equal(loads(), 3);
});

t.test(`the payloads kept beside the responses are the last ${RECENT_PAYLOADS} pages made, no more`, async (t) => {
  const { services, loads } = servicesCounting();
  const cache = new ResponseCache(1 << 24);
  // The payload of the first page made is kept while fewer than RECENT_PAYLOADS others are made after it…
  const pages = Array.from({ length: RECENT_PAYLOADS + 1 }, (_, i) => `/en/lib?page=${i + 2}`);
  for (const url of pages.slice(0, RECENT_PAYLOADS)) await entryOf(answerPage(requestOf(url), services, cache));
  await entryOf(answerPage(requestOf('/en/lib/_payload.json?page=2'), services, cache));
  t.equal(loads(), RECENT_PAYLOADS, "page 2's payload was still kept");
  // (A theme is another response made from the same payload: each asks for a page's payload again.)
  // …and let go, the first made first, once one more is.
  await entryOf(answerPage(requestOf(pages[RECENT_PAYLOADS]!), services, cache));
  await entryOf(answerPage(requestOf('/en/lib?page=3', 'dark'), services, cache));
  t.equal(loads(), RECENT_PAYLOADS + 1, "page 3's is still kept");
  await entryOf(answerPage(requestOf('/en/lib?page=2', 'dark'), services, cache));
  t.equal(loads(), RECENT_PAYLOADS + 2, "page 2's was let go: its loader ran again");
});
