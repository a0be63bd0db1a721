import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import type { Test } from 'tap';
import { loadShippedProcessors } from '../../src/record/shipped-records.js';
import { PRICE_FILE } from '../../src/record/price-file.js';
import { main } from '../../src/pipeline/prices/cli.js';
import { readCode } from '../../src/pipeline/prices/model-codes.js';
import { CC_BY_4_URL, type PriceFile } from '../../src/record/price-schema.js';
import { processorKey, type Processor } from '../../src/shared/processor.js';

/**
 * `npm run import-prices` end to end on rows copied from the source (test/fixtures/prices/): the
 * grammar of the author's codes and the rules that place them, the code no rule places stopping the
 * import by name, the carried-forward month, the two 2026-06 prices the source's notes call
 * swapped, and --check. The catalogue is a small one of real records, in a root of the test's own,
 * plus one record made for the test: a Core i5-12490F, which the shipped catalogue lacks.
 */
const repo = fileURLToPath(new URL('../..', import.meta.url));
const sources = fileURLToPath(new URL('../fixtures/prices', import.meta.url));
const shipped = new Map((await loadShippedProcessors(repo)).map((processor) => [processorKey(processor), processor]));
const real = (key: string) => shipped.get(key) ?? (t.fail(`no shipped record ${key}`) as never);
const i512490f: Processor = { ...real('intel:core-i5-12400f'), id: 'core-i5-12490f', name: 'Core i5-12490F', launched: '2022-01' };
const amd = [real('amd:ryzen-7-5700x'), real('amd:ryzen-7-7700')];
const intel = [real('intel:core-i5-12400'), real('intel:core-i5-12400f'), i512490f, real('intel:core-ultra-5-250k-plus')];

/** A root of the test's own (one per test: a second call replaces the first), with `extra` beside data/. */
function rootWith(t: Test, records: { amd: Processor[]; intel: Processor[] } = { amd, intel }, unmatched: unknown[] = [], extra: Record<string, unknown> = {}) {
  return t.testdir({
    ...extra,
    data: {
      amd: { 'a.json': JSON.stringify(records.amd) },
      intel: { 'a.json': JSON.stringify(records.intel) },
      curated: { 'price-codes-unmatched.json': JSON.stringify(unmatched) },
    },
  });
}

async function run(argv: string[], rootDir: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (text) => out.push(text), err: (text) => err.push(text) }, rootDir);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const readPrices = async (root: string) => JSON.parse(await readFile(join(root, PRICE_FILE), 'utf8')) as PriceFile;

t.test("the grammar reads each kind of the author's codes as one name, and the F twin a code without F may mean", async (t) => {
  const cases: [string, string | null, string | null][] = [
    ['R55600', 'Ryzen 5 5600', 'Ryzen 5 5600F'],
    ['R79800X3D', 'Ryzen 7 9800X3D', null],
    ['R99950X3D2', 'Ryzen 9 9950X3D2', null],
    ['i512400', 'Core i5-12400', 'Core i5-12400F'],
    ['i512490', 'Core i5-12490', 'Core i5-12490F'],
    ['i512600K', 'Core i5-12600K', 'Core i5-12600KF'],
    ['i914900KS', 'Core i9-14900KS', null],
    ['U7265K', 'Core Ultra 7 265K', 'Core Ultra 7 265KF'],
    ['U5250K PLUS', 'Core Ultra 5 250K Plus', 'Core Ultra 5 250KF Plus'],
  ];
  for (const [code, name, fTwin] of cases) t.same([readCode(code)?.name, readCode(code)?.fTwin], [name, fTwin], code);
  for (const code of ['R5600', 'i412400', 'Ryzen 5 5600', 'U5250K plus', '']) t.equal(readCode(code), null, `${JSON.stringify(code)} is no code`);
});

t.test("writes every code's prices under the processor its rule names, with the source, licence and credit", async (t) => {
  const root = rootWith(t);
  const result = await run(['--sources', sources], root);
  t.equal(result.code, 0, result.err);
  const file = await readPrices(root);
  t.same(file.source, {
    name: 'frocloud · DIYPCmarket',
    url: 'https://github.com/x1shang/frocloud-DIYPCmarket',
    file: 'data/cpu-prices.csv',
    commit: '15919cbb8f8cd205cd839baf727aa1ba1c073c9c',
  });
  t.same([file.licence, file.licenceUrl, file.lastMonth], ['CC-BY-4.0', CC_BY_4_URL, '2026-09']);
  t.equal(
    file.credit.zh,
    '数据来源：frocloud · DIYPCmarket（https://github.com/x1shang/frocloud-DIYPCmarket），采用 CC BY 4.0 许可。数据截止 2026-09。',
    "the credit in the author's words, to the data's last month",
  );
  t.equal(file.credit.en, 'Prices: frocloud · DIYPCmarket (https://github.com/x1shang/frocloud-DIYPCmarket), CC BY 4.0, to 2026-09.');
  t.match(file.changes.en, /No price was altered/);
  t.same(
    file.matches,
    {
      R75700X: { processor: 'amd:ryzen-7-5700x', rule: 'name' },
      R77700: { processor: 'amd:ryzen-7-7700', rule: 'name' },
      'U5250K PLUS': { processor: 'intel:core-ultra-5-250k-plus', rule: 'name' },
      i512400: { processor: 'intel:core-i5-12400', rule: 'name' },
      i512490: { processor: 'intel:core-i5-12490f', rule: 'f-twin-only' },
    },
    'i512490 is the 12490F: there is no part without F; i512400 is the 12400, though the 12400F fits too',
  );
  t.same(Object.keys(file.series), ['amd:ryzen-7-5700x', 'amd:ryzen-7-7700', 'intel:core-i5-12400', 'intel:core-i5-12490f', 'intel:core-ultra-5-250k-plus']);
  t.same(
    file.series['intel:core-i5-12490f']!.map((point) => [point.month, point.yuan]),
    [
      ['2025-04', 663],
      ['2025-05', 699],
      ['2025-06', 699],
      ['2025-07', 659],
      ['2025-12', 859],
      ['2026-01', 839],
      ['2026-06', 750],
    ],
    'every price, oldest first, unchanged',
  );
  t.same(file.unmatched, {});
  t.match(result.out, /i512400\s+→ intel:core-i5-12400 \(Core i5-12400\), rule name, .*Core i5-12400F fits too, the part without F is taken/);
  t.match(result.out, /Codes matched to a processor: 5 of 5\./);
});

t.test('a month that repeats the month before in full is carried forward, each of its prices', async (t) => {
  const root = rootWith(t);
  t.equal((await run(['--sources', sources], root)).code, 0);
  const file = await readPrices(root);
  for (const [key, series] of Object.entries(file.series)) {
    for (const point of series) t.equal(point.carriedForward === true, point.month === '2025-06', `${key} ${point.month}`);
  }
});

t.test('a price more than 30% above or below both neighbours is doubtful, kept, with what it was compared with', async (t) => {
  const root = rootWith(t);
  const result = await run(['--sources', sources], root);
  const file = await readPrices(root);
  const point = (key: string, month: string) => file.series[key]!.find((candidate) => candidate.month === month)!;
  t.same(
    point('amd:ryzen-7-5700x', '2026-06'),
    {
      month: '2026-06',
      yuan: 1250,
      doubtful: {
        direction: 'above',
        neighbours: [
          { month: '2026-01', yuan: 919 },
          { month: '2025-12', yuan: 939 },
        ],
      },
    },
    'the last of its series: judged against the two before it',
  );
  t.same(point('amd:ryzen-7-7700', '2026-06'), {
    month: '2026-06',
    yuan: 719,
    doubtful: {
      direction: 'below',
      neighbours: [
        { month: '2026-01', yuan: 1329 },
        { month: '2026-09', yuan: 1195 },
      ],
    },
  });
  t.same(point('amd:ryzen-7-7700', '2026-09'), { month: '2026-09', yuan: 1195 }, 'above the doubtful 719 but not above 1329: not doubtful');
  const doubtful = Object.values(file.series)
    .flat()
    .filter((candidate) => candidate.doubtful);
  t.equal(doubtful.length, 2, 'no other price of the rows');
  t.match(result.out, /Doubtful prices \(more than 30% above or below both neighbours; kept, never "now"\): 2\./);
});

t.test('a code no rule places stops the import, named; listed with a reason, it is kept apart, unmatched', async (t) => {
  const withoutTwin = { amd, intel: intel.filter((processor) => processor !== i512490f) };
  const stopped = await run(['--sources', sources], rootWith(t, withoutTwin));
  t.equal(stopped.code, 1);
  t.match(stopped.err, /i512490 reads as "Core i5-12490" \(or "Core i5-12490F"\), which no Intel record of the catalogue is named/);
  t.match(stopped.err, /the import stops rather than guess/);

  const root = rootWith(t, withoutTwin, [{ code: 'i512490', reason: 'no record of the Core i5-12490F yet' }]);
  const listed = await run(['--sources', sources], root);
  t.equal(listed.code, 0, listed.err);
  const file = await readPrices(root);
  t.notOk('i512490' in file.matches);
  t.equal(file.unmatched['i512490']!.reason, 'no record of the Core i5-12490F yet');
  t.equal(file.unmatched['i512490']!.prices.length, 7, 'no row is dropped');

  const stale = await run(['--sources', sources], rootWith(t, { amd, intel }, [{ code: 'i512490', reason: 'no record yet' }]));
  t.equal(stale.code, 1, 'a listed code that now matches stops the import: the list hides nothing');
  t.match(stale.err, /i512490 is listed as unmatched in data\/curated\/, but now matches "Core i5-12490F"/);
});

t.test('a code two records answer to stops the import as ambiguous', async (t) => {
  const edition = { ...real('amd:ryzen-7-7700'), id: 'ryzen-7-7700-dual-edition', name: 'Ryzen 7 7700 Dual Edition' };
  const result = await run(['--sources', sources], rootWith(t, { amd: [...amd, edition], intel }));
  t.equal(result.code, 1);
  t.match(result.err, /R77700 is ambiguous: "Ryzen 7 7700" and "Ryzen 7 7700 Dual Edition" both answer to "Ryzen 7 7700"/);
});

t.test("a part launched after the code's first price is not what was priced: its F twin launched by then is", async (t) => {
  const late = { ...real('intel:core-i5-12400'), launched: '2025-09-16' };
  const root = rootWith(t, { amd, intel: intel.map((processor) => (processor.id === 'core-i5-12400' ? late : processor)) });
  t.equal((await run(['--sources', sources], root)).code, 0);
  t.same((await readPrices(root)).matches['i512400'], { processor: 'intel:core-i5-12400f', rule: 'f-twin-earlier' });
});

t.test('--check writes nothing, passes on the file the inputs give and fails once it differs', async (t) => {
  const root = rootWith(t);
  const missing = await run(['--sources', sources, '--check'], root);
  t.equal(missing.code, 1, 'no file yet: it would change');
  await t.rejects(readFile(join(root, PRICE_FILE)), 'and --check wrote none');
  t.equal((await run(['--sources', sources], root)).code, 0);
  const fresh = await run(['--sources', sources, '--check'], root);
  t.equal(fresh.code, 0, fresh.err);
  t.match(fresh.out, /is what these inputs give/);
  const path = join(root, PRICE_FILE);
  const written = await readFile(path, 'utf8');
  await writeFile(path, written.replace('{"month":"2026-06","yuan":719,', '{"month":"2026-06","yuan":720,'));
  const stale = await run(['--sources', sources, '--check'], root);
  t.equal(stale.code, 1);
  t.match(stale.out, /would change/);
  t.not(await readFile(path, 'utf8'), written, 'and it left the stale file as it was');
});

t.test('a price table that is not the file SOURCE.txt describes is refused', async (t) => {
  const root = rootWith(t, { amd, intel }, [], {
    sources: {
      'frocloud-prices': {
        'SOURCE.txt': await readFile(join(sources, 'frocloud-prices/SOURCE.txt'), 'utf8'),
        'cpu-prices.csv': (await readFile(join(sources, 'frocloud-prices/cpu-prices.csv'), 'utf8')).replace(',719,', ',720,'),
      },
    },
  });
  const result = await run(['--sources', join(root, 'sources')], root);
  t.equal(result.code, 1);
  t.match(result.err, /is not the file SOURCE\.txt describes/);
});
