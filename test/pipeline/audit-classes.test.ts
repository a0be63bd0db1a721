import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import type { Processor } from '../../src/shared/processor.js';
import { main as auditClasses } from '../../src/pipeline/audit/classes-cli.js';
import { countErrorClasses } from '../../src/pipeline/audit/error-classes.js';
import { parsePublishedIds } from '../../src/pipeline/records/assign-ids.js';
import { runPipeline } from '../../src/pipeline/records/pipeline.js';
import { SOURCES } from '../../src/pipeline/records/sources.js';

/*
 * The error-class counter on the pipeline's fixtures (test/fixtures/pipeline/), whose vendor rows
 * hold a member of every class (Xeon D-1746TER, Celeron 1000M, Core i5-1335U, Xeon E7-8850, Celeron
 * T3500, Atom N550, Ryzen 9 4900H, PRO A10-8770, Xeon Phi 7120X, Core i5-11300H): the records the
 * import makes count none, and each record put back the way the import used to misread it is
 * counted in its class, so a class that comes back shows.
 */
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/pipeline/${name}`, import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));
const ledger = parsePublishedIds((await readFile(fixture('published-ids.txt'), 'utf8')).trim().split('\n'));
const report = await runPipeline({
  sources: SOURCES,
  sourcesDir: fixture('sources'),
  curatedDir: fixture('curated'),
  curatedLabel: 'curated',
  published: ledger,
});
const count = (records: readonly Processor[]) => new Map(countErrorClasses(records, report.rows).map((c) => [c.id, c.records]));
const misread = (id: string, change: (record: Processor) => void): Processor[] =>
  report.records.map((record) => {
    if (record.id !== id) return record;
    const copy = structuredClone(record);
    change(copy);
    return copy;
  });

t.test('the records the import makes count in no error class', async (t) => {
  for (const [id, records] of count(report.records))
    if (!['undated', 'search-page citations', 'memory A, several types', 'memory C, no type', 'vendor page unread'].includes(id)) t.same(records, [], id);
});

const CASES: { id: string; record: string; change: (r: Processor) => void; because: string }[] = [
  {
    id: 'memory A',
    record: 'xeon-d-1746ter',
    change: (r) => {
      r.memory.types = [{ type: 'DDR4', speedMTs: null }];
    },
    because: 'ARK gives its 2667 only as the Maximum Memory Speed',
  },
  {
    id: 'memory B',
    record: 'celeron-1000m',
    change: (r) => {
      r.memory.types = [{ type: 'DDR3', speedMTs: 1600 }];
    },
    because: '"DDR3/L/-RS" names DDR3L too',
  },
  {
    id: 'memory C',
    record: 'core-i5-1335u',
    change: (r) => {
      r.memory.types = r.memory.types.map((m) => ({ ...m, speedMTs: null }));
    },
    because: 'the cell writes its speeds',
  },
  {
    id: 'memory D',
    record: 'xeon-e7-8850',
    change: (r) => {
      r.memory.types = [{ type: 'DDR3', speedMTs: 1333 }];
    },
    because: 'ARK caps it: "(Max Speed 1066 MHz)"',
  },
  {
    id: 'caches',
    record: 'celeron-t3500',
    change: (r) => {
      r.l3CacheMB = 1;
      r.l2CacheMB = null;
    },
    because: 'Penryn has no L3',
  },
  {
    id: 'caches',
    record: 'atom-c5310',
    change: (r) => {
      r.l3CacheMB = 9;
      r.l2CacheMB = null;
    },
    because: "Tremont's server parts have no L3",
  },
  {
    id: 'caches',
    record: 'atom-c5335c1',
    change: (r) => {
      r.l3CacheMB = 13.5;
      r.l2CacheMB = null;
    },
    because: 'no row names its codename; its number is an Atom C5000',
  },
  {
    id: 'iGPU',
    record: 'atom-n550',
    change: (r) => {
      r.igpu = null;
    },
    because: 'ARK lists a 200 MHz graphics clock',
  },
  {
    id: 'TDP range',
    record: 'ryzen-9-4900h',
    change: (r) => {
      r.tdpW = 54;
    },
    because: 'AMD gives "35-54W", which names no default',
  },
  {
    id: 'launch month',
    record: 'pro-a10-8770',
    change: (r) => {
      r.launched = '2016-10';
    },
    because: 'AMD says the third quarter of 2016',
  },
  {
    id: 'Xeon Phi unlocked',
    record: 'xeon-phi-coprocessor-7120x',
    change: (r) => {
      r.unlocked = true;
    },
    because: "the X names the card's form",
  },
  {
    id: 'sockets',
    record: 'core-i5-11300h',
    change: (r) => {
      r.socket = 'BGA1449, LGA1449';
    },
    because: 'one package, one pin count',
  },
  {
    id: 'vendor label',
    record: 'm9-test',
    change: (r) => {
      r.sources.vendor = { name: 'Apple', url: null, productId: r.name };
    },
    because: 'a model name is no product id a reader can look up',
  },
];

for (const { id, record, change, because } of CASES) {
  t.test(`${id}: ${record} put back as the import misread it is counted (${because})`, async (t) => {
    const vendor = report.records.find((r) => r.id === record)?.vendor;
    t.ok(vendor, `the fixtures hold ${record}`);
    t.same(count(misread(record, change)).get(id), [`${vendor}:${record}`]);
  });
}

t.test('npm run audit-classes prints every class and fails while an error class counts a record', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'audit-classes-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const write = async (records: readonly Processor[]) => {
    await mkdir(join(dir, 'intel'), { recursive: true });
    await writeFile(join(dir, 'intel', 'records.json'), JSON.stringify(records.filter((r) => r.vendor === 'intel')));
  };
  const run = async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await auditClasses(
      ['--sources', fixture('sources'), '--curated', 'test/fixtures/pipeline/curated', '--data', dir],
      { out: (s) => out.push(s), err: (s) => err.push(s) },
      root,
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  await write(report.records);
  const clean = await run();
  t.equal(clean.code, 0, clean.err);
  t.match(clean.out, /^\s+0 {2}memory D: /m);
  await write(
    misread('xeon-e7-8850', (r) => {
      r.memory.types = [{ type: 'DDR3', speedMTs: 1333 }];
    }),
  );
  const broken = await run();
  t.equal(broken.code, 1);
  t.match(broken.out, /^\s+1 {2}memory D: .*\(intel 1\)/m);
  t.match(broken.err, 'memory D 1');
});
