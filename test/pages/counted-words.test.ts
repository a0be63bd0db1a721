import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { BROWSER_UA, bootApp } from '../helper.js';

/**
 * English pages count in the singular when the count is one ("1 result", never "1 results"), and
 * Chinese pages, which have no plural, say the same either way.
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const app = await bootApp(t, { catalogue });
const page = async (path: string) => (await app.inject({ url: path, headers: { 'user-agent': BROWSER_UA } })).body;

t.test('a figure resting on one result says "1 result" in English, on the processor\'s page', async (t) => {
  const one = catalogue.benchmarks.flatMap((benchmark) =>
    catalogue.processors.filter((processor) => benchmark.figureOf(processor)?.samples === 1).map((processor) => ({ benchmark, processor })),
  );
  t.ok(one.length > 0, 'the shipped catalogue has figures resting on one result');
  for (const { processor } of one.slice(0, 5)) {
    const english = await page(`/en/cpu/${processor.vendor}/${processor.id}`);
    t.match(english, /\b1 (result|submission|published result)\b(?!s)/, `${processor.name}: the singular`);
    t.notMatch(english, /\b1 (results|submissions|published results)\b/, `${processor.name}: no plural after one`);
  }
});

t.test('counts other than one keep the plural', async (t) => {
  const many = catalogue.processors.find((processor) => catalogue.benchmarks.some((benchmark) => (benchmark.figureOf(processor)?.samples ?? 0) > 1))!;
  t.match(await page(`/en/cpu/${many.vendor}/${many.id}`), /\b\d[\d,]* (results|submissions|published results)\b/);
});

t.test('a rank says how many of the others it beats, in words: "faster than all 393 others", not "100% of them"', async (t) => {
  const blender = catalogue.findBenchmark('blender')!;
  const desktop = catalogue.processors
    .filter((p) => p.segment === 'desktop' && blender.figureOf(p)?.ranked)
    .sort((a, b) => blender.figureOf(b)!.score - blender.figureOf(a)!.score);
  const [best] = desktop;
  const others = desktop.length - 1;
  const english = await page(`/en/cpu/${best!.vendor}/${best!.id}`);
  t.match(english, `faster than all ${others.toLocaleString('en')} others`);
  t.notMatch(english, /faster than \d+% of them/);
  t.match(await page(`/cpu/${best!.vendor}/${best!.id}`), `快于其余全部 ${others.toLocaleString('zh-CN')} 款`);
  const middle = desktop[Math.floor(desktop.length / 2)]!;
  t.match(await page(`/en/cpu/${middle.vendor}/${middle.id}`), new RegExp(`faster than [\\d,]+ of the ${others.toLocaleString('en')} others`));
});

t.test('an upgrade\'s counts read "3 results → 1", the count beside its noun', async (t) => {
  const english = await page('/en/upgrade/amd/ryzen-5-3600');
  t.match(english, /\(\d[\d,]* results? → \d[\d,]*\)/, "the count of the owned figure with its noun, then the candidate's");
  t.notMatch(english, /\(\d+ → \d+ results\)/);
});
