import t from 'tap';
import { compareBenchmarks } from '../../src/catalogue/compare-benchmarks.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { translator } from '../../src/shared/messages.js';
import { parseProcessorKey, type Processor } from '../../src/shared/processor.js';
import { verdictAnswer } from '../../src/shared/verdict.js';
import { BROWSER_UA, bootApp } from '../helper.js';

/**
 * The single-thread answers buyers asked about, each against what published measurements say (the
 * faster first, with the figures: PassMark's single-thread rating and Cinebench R23 single-core, as
 * in test/fixtures/single-thread-reference.json). Compare's verdict may name the faster one, or say
 * the open data cannot tell or that they are too close; it must never name the slower one, in
 * either language, and it never rests on one of the narrow tests the index is made of.
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const app = await bootApp(t, { catalogue });
const find = (key: string): Processor => {
  const { vendor, id } = parseProcessorKey(key)!;
  return catalogue.find(vendor, id)!;
};

const CASES: [faster: string, slower: string, measured: string][] = [
  ['intel:core-i9-14900k', 'amd:ryzen-7-7800x3d', 'Cinebench R23 single-core 2,358 against 1,817'],
  ['intel:core-i9-14900k', 'amd:ryzen-7-5800x', 'Cinebench R23 single-core 2,358 against 1,596'],
  ['intel:core-i5-12400f', 'amd:ryzen-5-5600', 'PassMark single-thread 3,544 against 3,259'],
  ['intel:core-i9-10900k', 'amd:ryzen-7-3700x', 'PassMark single-thread 3,150 against 2,664'],
  ['apple:m2', 'apple:m1', 'PassMark single-thread 3,994 against 3,716; Cinebench R23 1,701 against 1,513'],
  ['amd:ryzen-5-3600x', 'amd:ryzen-5-3600', 'PassMark single-thread 2,658 against 2,569'],
];

for (const [faster, slower, measured] of CASES) {
  t.test(`${faster} is faster on one thread than ${slower} (${measured}): compare never says the opposite`, async (t) => {
    for (const order of [
      [faster, slower],
      [slower, faster],
    ]) {
      const processors = order.map(find);
      const line = compareBenchmarks(catalogue, processors).verdict.lines.find((entry) => entry.goal === 'single-thread')!;
      t.not(line.benchmark, 'sysbench-cpu-single-thread');
      t.ok(line.benchmark === null || line.benchmark === 'single-thread-index', `rests on the index, or on nothing: ${line.benchmark}`);
      if (line.answer.kind === 'best') t.equal(processors[line.answer.processor], find(faster), 'the one it names is the faster');
      for (const locale of ['en', 'zh'] as const) {
        const page = (await app.inject({ url: `${locale === 'en' ? '/en' : ''}/compare?ids=${order.join(',')}`, headers: { 'user-agent': BROWSER_UA } })).body;
        const said = verdictAnswer(
          line,
          processors.map((p) => p.name),
          locale,
          translator(locale),
        );
        t.ok(page.includes(said.replaceAll('&', '&amp;').replaceAll("'", '&#x27;')), `${locale}: ${said}`);
        t.notOk(said.startsWith(find(slower).name) || said.startsWith(`the ${find(slower).name}`), `${locale}: the slower one is not named`);
      }
    }
  });
}
