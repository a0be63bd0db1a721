import { readFileSync } from 'node:fs';
import t from 'tap';
import { createCatalogue } from '../../src/catalogue/catalogue.js';
import { indexAbsence } from '../../src/catalogue/index-absence.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import type { Processor } from '../../src/shared/processor.js';
import { benchmarkWith } from './figures.js';

/**
 * Why a processor has no single-thread index, one reason per rule of the index, in the order they
 * apply: not x86; one test alone ranks it; no test figure ranks (one result each, or doubtful); no
 * test names it. On the shipped data, every processor without an index gets a reason.
 */
const base = JSON.parse(readFileSync(new URL('../fixtures/processor-ryzen-7-7700x.json', import.meta.url), 'utf8')) as Processor;
const part = (key: string, changes: Partial<Processor> = {}): Processor => {
  const [vendor, id] = key.split(':') as ['amd', string];
  return { ...base, vendor, id, name: id.toUpperCase(), ...changes };
};
const doubt = { cause: 'reduced-clock', side: 'below', sibling: 'amd:p1', ratio: 2 } as const;
const processors = [
  part('amd:indexed'),
  part('apple:m9', { vendor: 'apple', family: 'M' }),
  part('amd:blowfish'),
  part('amd:single'),
  part('amd:singles'),
  part('amd:doubted'),
  part('amd:none'),
];
const catalogue = createCatalogue(processors, {
  benchmarks: [
    benchmarkWith('single-thread-index', {
      'amd:indexed': { score: 100, samples: 4, tests: ['sysbench-cpu-single-thread', 'blowfish-single-thread'], range: { low: 80, high: 120 } },
    }),
    benchmarkWith('sysbench-cpu-single-thread', {
      'amd:indexed': { score: 2000, samples: 2 },
      'apple:m9': { score: 9000, samples: 3 },
      'amd:single': { score: 2000, samples: 1 },
      'amd:singles': { score: 2000, samples: 1 },
      'amd:doubted': { score: 2000, samples: 3, doubt },
      'amd:blowfish': { score: 2000, samples: 1 },
    }),
    benchmarkWith('blowfish-single-thread', {
      'amd:indexed': { score: 20, samples: 2 },
      'apple:m9': { score: 10, samples: 3 },
      'amd:blowfish': { score: 20, samples: 3 },
      'amd:singles': { score: 20, samples: 1 },
    }),
    benchmarkWith('raytracing-single-thread', { 'amd:doubted': { score: 3000, samples: 1 } }),
  ],
});
const reason = (key: string) => indexAbsence(catalogue, processors.find((p) => `${p.vendor}:${p.id}` === key)!);

t.test("each reason, in the order the index's rules apply", async (t) => {
  t.equal(reason('amd:indexed'), null, 'an index: nothing to explain');
  t.same(reason('apple:m9'), { reason: 'not-x86', isa: 'Arm', measured: true }, 'Arm, whatever its tests: not on the x86 scale');
  t.same(reason('amd:blowfish'), { reason: 'one-test', test: 'blowfish-single-thread' }, "Blowfish ranks it; SysBench's one result does not");
  t.same(reason('amd:single'), { reason: 'one-result', figures: 1 });
  t.same(reason('amd:singles'), { reason: 'one-result', figures: 2 });
  t.same(reason('amd:doubted'), { reason: 'doubtful' }, 'none ranks, and one is doubted');
  t.same(reason('amd:none'), { reason: 'no-test' });
  t.equal(indexAbsence(createCatalogue(processors, { benchmarks: [] }), processors[6]!), null, 'no index in the catalogue: nothing to explain');
});

t.test('the shipped catalogue: every processor without an index has its reason, and an Arm, a one-test and a one-result case among them', async (t) => {
  const shipped = await loadCatalogue(undefined, readConfig({}).rootDir);
  const index = shipped.findBenchmark('single-thread-index')!;
  const without = shipped.processors.filter((p) => !index.figureOf(p));
  const reasons = new Map<string, number>();
  for (const p of without) {
    const absence = indexAbsence(shipped, p);
    if (!absence) t.fail(`${p.vendor}:${p.id} has neither an index nor a reason`);
    else reasons.set(absence.reason, (reasons.get(absence.reason) ?? 0) + 1);
  }
  t.ok(
    ['not-x86', 'one-test', 'one-result', 'doubtful', 'no-test'].every((key) => reasons.get(key)),
    JSON.stringify(Object.fromEntries(reasons)),
  );
  t.match(indexAbsence(shipped, shipped.find('apple', 'm1')!), { reason: 'not-x86', isa: 'Arm', measured: true });
  t.same(indexAbsence(shipped, shipped.find('amd', 'ryzen-5-3600')!), { reason: 'one-test', test: 'blowfish-single-thread' });
  t.same(indexAbsence(shipped, shipped.find('intel', 'core-i9-14900k')!), { reason: 'one-result', figures: 2 });
});
