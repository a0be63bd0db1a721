/**
 * What a page nobody asked for costs, step by step, in process, and React's own cost per KB as
 * the floor to reason from. For each view of the route table: its example pages
 * (bench/page-examples.ts) rendered once each after the code is warm (a page nobody asked for
 * is new data for warm code), each step timed in CPU: the loader, the parts drawn to HTML, the
 * head and payload, the document React renders around them, and the first (quick) brotli copy. Then
 * React alone, drawing plain elements (a table of facts, as pages draw) to a string and to a
 * stream, per KB of HTML: no page of ours can cost less per KB than that.
 *   node dist/bench-page-cost.mjs   (CATALOG as for the server; `npm run bench` runs it)
 */
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { createElement } from 'react';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { loadCatalogue } from '../src/catalogue/load.js';
import { readConfig } from '../src/config.js';
import { compress } from '../src/http/encoding.js';
import type { Visit } from '../src/http/request-context.js';
import { readBuildManifest } from '../src/render/build-manifest.js';
import { documentAssets } from '../src/render/document.js';
import { drawParts } from '../src/render/page-parts.js';
import { buildPayload, resolvePage } from '../src/render/page-payload.js';
import { pageModules } from '../src/render/page-modules.js';
import type { PageServices } from '../src/render/page-services.js';
import { renderDocument } from '../src/render/render.js';
import { localeOfPath } from '../src/shared/locales.js';
import { serializePayload } from '../src/shared/payload.js';
import { matchPath, type RawQuery } from '../src/shared/route-paths.js';
import { benchPages } from './page-examples.js';

const PAGES = 20;
const config = readConfig({ ...process.env, LOG_LEVEL: 'silent' });
const catalogue = await loadCatalogue(config.catalogue, config.rootDir);
const manifest = readBuildManifest(config.rootDir);
const services: PageServices = {
  catalogue,
  manifest,
  modules: pageModules(),
  siteUrl: config.siteUrl,
  repositoryUrl: config.repositoryUrl,
  renderTimeoutMs: 10_000,
  production: true,
};
const { cold } = await benchPages(catalogue, manifest.buildId, PAGES);

const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function visitOf(url: string): Visit {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const rawQuery = at === -1 ? '' : url.slice(at + 1);
  return {
    path,
    rawQuery,
    viaPayload: false,
    pagePath: path,
    search: rawQuery ? `?${rawQuery}` : '',
    locale: localeOfPath(path),
    bot: false,
    theme: undefined,
    cookies: {},
  };
}

interface Made {
  payload: number;
  document: number;
  brotli: number;
  kb: number;
}
interface Loaded {
  load: number;
  parts: number;
}

/** One page as the server makes it on a miss (src/http/page-answer.ts): payload, document, first brotli copy. */
async function make(url: string): Promise<Made> {
  const { visit, match, query } = requestOf(url);
  const t0 = cpu();
  const payload = buildPayload(resolvePage({ route: match.route, params: match.params, query, visit, url }, services), services);
  const t1 = cpu();
  const html = await renderDocument({
    payload,
    view: services.modules.views[match.route.view],
    assets: documentAssets(manifest, match.route.view, visit),
    timeoutMs: 10_000,
  });
  const t2 = cpu();
  compress(html, 'br', 'quick');
  return { payload: t1 - t0, document: t2 - t1, brotli: cpu() - t2, kb: html.length / 1024 };
}

/** The payload's two largest steps apart, on other pages of the same kind: the loader, and its parts drawn. */
function load(url: string): Loaded {
  const { visit, match, query } = requestOf(url);
  const t0 = cpu();
  const resolved = resolvePage({ route: match.route, params: match.params, query, visit, url }, services);
  const loaded = resolved.page.load({
    route: match.route.name as never,
    params: match.params as never,
    catalogue,
    query: resolved.query,
    locale: visit.locale,
    repositoryUrl: config.repositoryUrl,
  });
  const t1 = cpu();
  drawParts(match.route.view, services.modules.parts[match.route.view], loaded.parts, visit.locale);
  return { load: t1 - t0, parts: cpu() - t1 };
}

function requestOf(url: string) {
  const visit = visitOf(url);
  return { visit, match: matchPath(visit.path)!, query: Object.fromEntries(new URLSearchParams(visit.rawQuery)) as RawQuery };
}

console.log(
  `page cost in process, ${config.catalogue ?? 'shipped'} catalogue: pages of each view nobody asked for (after others warmed the code), median CPU ms per step;`,
);
console.log('the payload is the loader, the parts drawn and the head; the loader and parts are timed apart on as many other pages');
console.log(
  `  ${'view'.padEnd(10)} ${'payload'.padStart(8)} ${'(load'.padStart(6)} ${'parts'.padStart(6)} ${'head)'.padStart(6)} ${'document'.padStart(9)} ${'brotli'.padStart(7)} ${'total'.padStart(7)} ${'KB'.padStart(6)} ${'ms/KB'.padStart(6)}`,
);
for (const [view, lists] of cold) {
  if (view === 'search' || lists.pages.length < 2 || !lists.others.length) continue;
  for (const url of lists.warm) await make(url);
  const made: Made[] = [];
  for (const url of lists.pages) made.push(await make(url));
  const loaded = lists.others.map(load);
  const m = <T>(list: T[], key: keyof T) => median(list.map((entry) => entry[key] as number));
  const total = m(made, 'payload') + m(made, 'document') + m(made, 'brotli');
  const head = m(made, 'payload') - m(loaded, 'load') - m(loaded, 'parts');
  console.log(
    `  ${view.padEnd(10)} ${m(made, 'payload').toFixed(2).padStart(8)} ${m(loaded, 'load').toFixed(2).padStart(6)} ${m(loaded, 'parts').toFixed(2).padStart(6)} ${head.toFixed(2).padStart(6)} ${m(made, 'document').toFixed(2).padStart(9)} ${m(made, 'brotli').toFixed(2).padStart(7)} ${total.toFixed(2).padStart(7)} ${m(made, 'kb').toFixed(1).padStart(6)} ${(total / m(made, 'kb')).toFixed(3).padStart(6)}`,
  );
}

// React's floor: plain elements, a table of label/value rows with a class each, as pages draw
// facts, at the sizes of our pages; to a string (how parts are drawn) and through a stream (how
// the document is).
function factTable(rows: number) {
  return createElement(
    'table',
    { className: 'facts' },
    createElement(
      'tbody',
      null,
      Array.from({ length: rows }, (_, i) =>
        createElement(
          'tr',
          { key: i, className: i % 2 ? 'odd' : 'even' },
          createElement('th', { scope: 'row' }, `Label number ${i}`),
          createElement('td', { className: 'value' }, `${(i * 37.5).toFixed(1)} GHz`),
          createElement('td', null, createElement('a', { href: `/cpu/amd/processor-${i}` }, `Processor ${i}`)),
        ),
      ),
    ),
  );
}
function streamed(element: ReturnType<typeof factTable>): Promise<number> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
      final(done) {
        resolve(bytes);
        done();
      },
    });
    const stream = renderToPipeableStream(element, { onAllReady: () => stream.pipe(sink), onError: reject });
  });
}
console.log('React alone, plain elements (a table of facts), median of 30 renders: CPU ms per KB of HTML');
for (const rows of [100, 400, 1600]) {
  const element = factTable(rows);
  const toString: number[] = [];
  const toStream: number[] = [];
  let kb = 0;
  for (let i = 0; i < 35; i++) {
    const a = performance.now();
    kb = renderToStaticMarkup(element).length / 1024;
    const b = performance.now();
    await streamed(element);
    const c = performance.now();
    if (i >= 5) {
      toString.push(b - a);
      toStream.push(c - b);
    }
  }
  console.log(
    `  ${String(rows).padStart(5)} rows, ${kb.toFixed(0).padStart(4)} KB: renderToStaticMarkup ${(median(toString) / kb).toFixed(3)} ms/KB, renderToPipeableStream ${(median(toStream) / kb).toFixed(3)} ms/KB`,
  );
}
const json = serializePayload({ rows: Array.from({ length: 2000 }, (_, i) => ({ id: `processor-${i}`, name: `Processor ${i}`, cores: i % 64, ghz: 3.5 })) });
const jsonStart = performance.now();
for (let i = 0; i < 20; i++) serializePayload(JSON.parse(json));
console.log(`JSON for comparison: serializePayload ${((performance.now() - jsonStart) / 20 / (json.length / 1024)).toFixed(4)} ms/KB (parse included)`);
