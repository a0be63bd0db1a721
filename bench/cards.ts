/**
 * What drawing a link-preview card costs (src/cards/): each page type's example page in both
 * languages (bench/page-examples.ts), its card asked of the app in-process with the response
 * cache off, so every request draws; and the ladder's tall image. Wall time is what a chat app
 * waits for a card nobody asked for before; CPU time is what the drawing costs, and stays honest
 * on a machine busy with other work. The first picture also loads the renderer and the fonts:
 * it is reported apart, as what the first card after start-up costs once. Prints JSON for
 * bench/main.ts (its report: bench/report.ts).
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { loadCatalogue } from '../src/catalogue/load.js';
import { readConfig } from '../src/config.js';
import { readBuildManifest } from '../src/render/build-manifest.js';
import { CARD_SUFFIX, LADDER_IMAGE_SUFFIX, pictureUrl, type PictureSuffix } from '../src/shared/card-url.js';
import { benchPages } from './page-examples.js';
import type { CardTiming } from './report.js';

const ROUNDS = 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const config = readConfig({ ...process.env, LOG_LEVEL: 'silent' });
const catalogue = await loadCatalogue(config.catalogue, config.rootDir);
const manifest = readBuildManifest(config.rootDir);
const app = await buildApp({ config: { ...config, cacheMB: 0 }, catalogue, manifest });
const { targets } = await benchPages(catalogue, manifest.buildId, 0);

const pictureOf = (url: string, suffix: PictureSuffix) => {
  const { pathname, search } = new URL(url, 'http://bench');
  return pictureUrl(pathname, search, suffix);
};
const pages = targets.filter((target) => target.form === 'page');
const pictures = [
  ...pages.map((target) => ({ type: target.type, locale: target.locale, url: pictureOf(target.url, CARD_SUFFIX), kind: 'card' as const })),
  ...pages
    .filter((target) => target.type === 'ladder')
    .map((target) => ({ type: target.type, locale: target.locale, url: pictureOf(target.url, LADDER_IMAGE_SUFFIX), kind: 'image' as const })),
];

async function timed(url: string): Promise<{ wallMs: number; cpuMs: number; bytes: number }> {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const response = await app.inject({ url });
  const used = process.cpuUsage(cpuStart);
  if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
  return { wallMs: performance.now() - start, cpuMs: (used.user + used.system) / 1000, bytes: response.rawPayload.length };
}

const first = { url: pictures[0]!.url, ...(await timed(pictures[0]!.url)) };
const timings: CardTiming[] = [];
for (const picture of pictures) {
  await timed(picture.url);
  const runs = [];
  for (let i = 0; i < (picture.kind === 'image' ? 3 : ROUNDS); i++) runs.push(await timed(picture.url));
  timings.push({ ...picture, bytes: runs[0]!.bytes, wallMs: median(runs.map((run) => run.wallMs)), cpuMs: median(runs.map((run) => run.cpuMs)) });
}
await app.close();
console.log(JSON.stringify({ first, timings }));
