import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Catalogue } from '../src/catalogue/catalogue.js';
import type { Processor } from '../src/shared/processor.js';
import { buildApp, type AppOptions } from '../src/app.js';
import { loadCatalogue } from '../src/catalogue/load.js';
import { LOCALES, type Locale } from '../src/shared/locales.js';
import { localizePath } from '../src/shared/route-paths.js';
import { isPublicRoute, routes } from '../src/shared/routes.js';
import { EXAMPLE_PATHS } from './page-states.js';
import { readConfig, type Config } from '../src/config.js';

/**
 * Boots the whole app in-process, quiet, for `inject()`; closes it when the
 * calling test ends. `npm test` builds dist/ first, so the real manifest and
 * client chunks are there. Without a catalogue of the test's own, the app serves the one
 * its configuration names, loaded once per test process (`catalogueOf`).
 */
export async function bootApp(
  t: { teardown(fn: () => unknown): void },
  options: Partial<AppOptions> & { env?: NodeJS.ProcessEnv } = {},
): Promise<FastifyInstance> {
  const { env, ...rest } = options;
  const config = readConfig({ LOG_LEVEL: 'silent', SITE_URL: 'https://atlas.test', ATLAS_DATA_DIR: testDataDir(), ...env });
  const app = await buildApp({ config, ...rest, catalogue: rest.catalogue ?? (await catalogueOf(config)) });
  t.teardown(() => app.close());
  return app;
}

/**
 * Where an app booted by a test keeps a database it opens without being given one: a folder of the
 * test process's own, removed when it exits, so that no test writes into the maintainer's data
 * folder (the default, in their home).
 */
function testDataDir(): string {
  const dir = join(tmpdir(), `cpu-atlas-test-db-${process.pid}`);
  if (!dataDirCleanup) {
    dataDirCleanup = true;
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  return dir;
}
let dataDirCleanup = false;

/**
 * The catalogue a configuration names, loaded once per test process and shared by the apps booted
 * in it: a catalogue never changes while a process runs (src/catalogue/catalogue.ts), and loading
 * the shipped one costs about half a second of CPU, which files booting an app for each test paid
 * each time. buildApp's own loading, when given no catalogue, keeps its test (test/config.test.ts).
 */
const catalogues = new Map<string, Promise<Catalogue>>();
function catalogueOf(config: Config): Promise<Catalogue> {
  const key = `${config.rootDir}\n${config.catalogue ?? ''}`;
  if (!catalogues.has(key)) catalogues.set(key, loadCatalogue(config.catalogue, config.rootDir));
  return catalogues.get(key)!;
}

/** A browser's user agent, and a crawler's. */
export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
export const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A page's text as a reader sees it: the five entities React writes into HTML, decoded. */
export const decodeHtml = (text: string) =>
  text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>');

/**
 * The payload a page embeds, parsed back: its data, and the names of its parts, whose HTML is in
 * the page (src/shared/page-parts.ts; `partElement` says how each reads back).
 */
export function embeddedPayload(html: string): any {
  return JSON.parse(embeddedPayloadText(html));
}

/**
 * A part in its element as the page holds it, when its HTML is `partHtml`: what the browser reads
 * back. The element is a `<div class="part">` or, for a select's options, the select.
 */
export function partElement(name: string, partHtml: string): string {
  return ` data-part="${name}">${partHtml}</`;
}

function embeddedPayloadText(html: string): string {
  const match = /<script type="application\/json" id="__atlas_payload">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no payload script in the page');
  return match[1]!;
}

/**
 * One page of every public view of the route table (test/page-states.ts), in both languages, with
 * the language it is in: the list the tests of every page type walk.
 */
export const PAGE_PATHS: readonly (readonly [string, Locale])[] = routes
  .filter(isPublicRoute)
  .map((route) => route.view)
  .filter((view, index, views) => views.indexOf(view) === index)
  .flatMap((view) => LOCALES.map((locale) => [localizePath(EXAMPLE_PATHS[view], locale), locale] as const));

/**
 * The processors a library page lists, in its order, as its results part draws them (each row's
 * compare box names its processor, `vendor:id`): `url` is the page's `_payload.json`.
 */
export async function libraryKeys(app: FastifyInstance, url: string): Promise<string[]> {
  const { parts } = (await app.inject({ url })).json();
  return [...(parts.results as string).matchAll(/ name="ids" value="([^"]+)"/g)].map(([, key]) => key!);
}

/** The same, as the catalogue's records. */
export async function libraryRows(app: FastifyInstance, catalogue: Catalogue, url: string): Promise<Processor[]> {
  return (await libraryKeys(app, url)).map((key) => {
    const [vendor, id] = key.split(':') as [Processor['vendor'], string];
    const processor = catalogue.find(vendor, id);
    if (!processor) throw new Error(`${url} lists ${key}, which the catalogue does not have`);
    return processor;
  });
}

/** A valid record with every fact unknown but what the test gives: for tests that need a few made-up processors. */
export function testProcessor(facts: Pick<Processor, 'vendor' | 'name'> & Partial<Processor>): Processor {
  return {
    id: facts.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    family: facts.name,
    generation: 'test',
    codename: null,
    microarchitecture: null,
    segment: 'desktop',
    launched: null,
    status: null,
    socket: null,
    processNm: null,
    cores: 4,
    threads: 8,
    performanceCores: null,
    efficientCores: null,
    baseClockGHz: null,
    boostClockGHz: null,
    l2CacheMB: null,
    l3CacheMB: null,
    ccds: null,
    tdpW: null,
    configurableTdpW: null,
    maxTurboPowerW: null,
    maxTempC: null,
    memory: { types: [], channels: null, maxGB: null, ecc: null },
    pcie: { version: null, lanes: null },
    igpu: null,
    npuTops: null,
    instructionSets: [],
    launchPriceUSD: null,
    unlocked: null,
    sources: { vendor: { name: 'test', url: null, productId: null }, secondary: [], corrections: [] },
    ...facts,
  };
}
