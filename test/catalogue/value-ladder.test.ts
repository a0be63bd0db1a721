import { readFileSync } from 'node:fs';
import t from 'tap';
import { createCatalogue } from '../../src/catalogue/catalogue.js';
import { rankingOf, everyEntry } from '../../src/catalogue/ladder.js';
import ladderPage, { ladderData } from '../../src/pages/ladder.js';
import { CC_BY_4_URL, type PriceFile, type PricePoint } from '../../src/record/price-schema.js';
import { DEFAULT_LADDER_QUERY, ladderQueryString, parseLadderQuery, type LadderQuery } from '../../src/shared/ladder-query.js';
import type { LadderEntry } from '../../src/shared/page-data/ladder.js';
import type { Processor } from '../../src/shared/processor.js';
import { benchmarkWith } from './figures.js';

/**
 * The value ladder (性价比天梯) on a catalogue small enough to work out by hand: figures per 100 yuan
 * of the price now, ranked figures only, the index's range divided as its figure is and its rank a
 * span, a budget that keeps ranks, who is left out for want of a price now and why, and the query.
 */
const base = JSON.parse(readFileSync(new URL('../fixtures/processor-ryzen-7-7700x.json', import.meta.url), 'utf8')) as Processor;
const part = (key: string, changes: Partial<Processor> = {}): Processor => {
  const [vendor, id] = key.split(':') as ['amd' | 'intel', string];
  return { ...base, vendor, id, name: id.toUpperCase(), launchPriceUSD: null, ...changes };
};
const PROCESSORS = ['amd:a1', 'intel:i1', 'amd:a2', 'intel:i2', 'amd:a3', 'intel:i3', 'amd:a4', 'amd:a5']
  .map((key) => part(key))
  .concat(part('amd:m1', { segment: 'mobile' }));
const blender = benchmarkWith('blender', {
  'amd:a1': { score: 1000, samples: 40 },
  'intel:i1': { score: 990, samples: 40 },
  'amd:a2': { score: 700, samples: 40 },
  'intel:i2': { score: 699, samples: 40 },
  // a3 rests on too few results: it does not rank, and the value ladder ranks ranked figures only
  'amd:a3': { score: 450, samples: 2 },
  'intel:i3': { score: 250, samples: 40 },
  'amd:a4': { score: 249, samples: 40 },
  'amd:a5': { score: 249, samples: 40 },
  'amd:m1': { score: 300, samples: 40 },
});
const indexFigure = (score: number, low: number, high: number) => ({
  score,
  samples: 10,
  tests: ['sysbench-cpu-single-thread', 'blowfish-single-thread'],
  range: { low, high },
});
const index = benchmarkWith('single-thread-index', {
  'intel:i3': indexFigure(100, 80, 125),
  'intel:i1': indexFigure(150, 120, 190),
  'amd:a1': indexFigure(160, 130, 200),
  'amd:a2': indexFigure(140, 110, 175),
});
const sysbench = benchmarkWith('sysbench-cpu-single-thread', { 'intel:i3': { score: 2000, samples: 10 }, 'amd:a1': { score: 3000, samples: 10 } });

const p = (month: string, yuan: number): PricePoint => ({ month, yuan });
const PRICES: PriceFile = {
  source: { name: 'frocloud · DIYPCmarket', url: 'https://github.com/x1shang/frocloud-DIYPCmarket', file: 'data/cpu-prices.csv', commit: '1'.repeat(40) },
  licence: 'CC-BY-4.0',
  licenceUrl: CC_BY_4_URL,
  credit: { zh: '数据来源：测试', en: 'Prices: test' },
  changes: { zh: '无', en: 'none' },
  lastMonth: '2026-10',
  rules: { doubtfulMarginPercent: 30, nowWithinMonths: 2 },
  matches: {
    RA1: { processor: 'amd:a1', rule: 'name' },
    II1: { processor: 'intel:i1', rule: 'name' },
    RA2: { processor: 'amd:a2', rule: 'name' },
    II2: { processor: 'intel:i2', rule: 'name' },
    RA3: { processor: 'amd:a3', rule: 'name' },
    II3: { processor: 'intel:i3', rule: 'name' },
  },
  series: {
    'amd:a1': [p('2026-10', 2000)],
    // an earlier month within two of the last is still now
    'intel:i1': [p('2026-09', 1100)],
    'amd:a2': [p('2026-08', 1500), p('2026-10', 1400)],
    // four months before the last: no price now, since 2026-06
    'intel:i2': [p('2026-06', 500)],
    'amd:a3': [p('2026-10', 300)],
    'intel:i3': [p('2026-10', 250)],
  },
  unmatched: {},
};
const catalogue = createCatalogue(PROCESSORS, { benchmarks: [blender, index, sysbench], prices: PRICES });
const unpriced = createCatalogue(PROCESSORS, { benchmarks: [blender, index, sysbench] });
const keys = (entries: readonly { processor: Processor }[]) => entries.map(({ processor }) => processor.id);
/** A ladder state as the page reads the URL: unknown and unavailable values to their defaults. */
const asked = (raw: Record<string, string>, of = catalogue): LadderQuery => ladderPage.query!(raw, of);
const listed = (query: LadderQuery, of = catalogue): LadderEntry[] =>
  ladderData(of, query)
    .tiers.flatMap(({ rows }) => rows.flatMap((row) => Object.values(row)))
    .filter((entry) => entry !== undefined);

t.test('per yuan: the figure per 100 yuan of the price now, best first, ranked figures with a price only', async (t) => {
  const ranking = rankingOf(catalogue, { benchmark: blender, segment: 'desktop', metric: 'per-yuan' });
  t.same(keys(everyEntry(ranking)), ['i3', 'i1', 'a1', 'a2'], 'i3 (250 for ¥250), i1 (990 for ¥1,100), then a1 and a2 at 50 each, by name');
  t.same(
    everyEntry(ranking).map((entry) => entry.value),
    [100, 90, 50, 50],
  );
  t.same(
    everyEntry(ranking).map((entry) => entry.rank),
    [1, 2, 3, 3],
    'equal values share a rank',
  );
  t.same(
    everyEntry(ranking).map((entry) => entry.tier),
    ['mainstream', 'flagship', 'flagship', 'flagship'],
    'tiers still come from the figure (250 is 25% of the best, 1,000)',
  );
  t.same(keys(everyEntry(rankingOf(catalogue, { benchmark: blender, segment: 'mobile', metric: 'per-yuan' }))), [], 'm1 has no price');
  t.same(
    keys(everyEntry(rankingOf(unpriced, { benchmark: blender, segment: 'desktop', metric: 'per-yuan' }))),
    [],
    'a catalogue without prices ranks nothing per yuan',
  );
});

t.test('the single-thread index per yuan: its range divided as the figure is, its rank the span of places', async (t) => {
  const entries = everyEntry(rankingOf(catalogue, { benchmark: index, segment: 'desktop', metric: 'per-yuan' }));
  t.same(keys(entries), ['i3', 'i1', 'a2', 'a1']);
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  t.same(
    entries.map((entry) => round(entry.value)),
    [40, 13.636364, 10, 8],
    '100 for ¥250, 150 for ¥1,100, 140 for ¥1,400, 160 for ¥2,000',
  );
  t.same(
    entries.map((entry) => [round(entry.range!.low), round(entry.range!.high)]),
    [
      [32, 50],
      [10.909091, 17.272727],
      [7.857143, 12.5],
      [6.5, 10],
    ],
  );
  // i3 is clearly ahead of all; i1 of a1 only (10.9 above 10); a2 overlaps both i1 and a1.
  t.same(
    entries.map((entry) => [entry.rank, entry.worstRank]),
    [
      [1, 1],
      [2, 3],
      [2, 4],
      [3, 4],
    ],
  );
});

t.test('the page offers per yuan for the headline benchmarks only, ranked figures only, and its budget with it', async (t) => {
  t.same(asked({ metric: 'per-yuan' }).metric, 'per-yuan');
  t.same(asked({ metric: 'per-yuan', benchmark: 'single-thread-index' }).metric, 'per-yuan');
  t.same(asked({ metric: 'per-yuan', benchmark: 'sysbench-cpu-single-thread' }).metric, 'score', 'one of the tests the index is made of: the figure itself');
  t.same(asked({ metric: 'per-yuan', unranked: '1' }).unranked, false, 'the value ladder ranks ranked figures only');
  t.same(asked({ metric: 'per-watt', cny_max: '1000' }).cnyMax, null, 'a budget in yuan belongs to the ladder per yuan');
  t.same(
    ladderData(catalogue, asked({ metric: 'per-yuan' })).benchmarks.map((choice) => choice.id),
    ['blender', 'single-thread-index'],
    'the benchmark choice per yuan',
  );
  t.same(ladderData(catalogue, asked({})).metrics, ['score', 'per-watt', 'per-dollar', 'per-yuan'], 'the metric choice offers it');
  t.same(ladderData(unpriced, asked({}, unpriced)).metrics, ['score', 'per-watt', 'per-dollar'], 'not without prices');
  t.same(asked({ metric: 'per-yuan' }, unpriced).metric, 'per-yuan', 'but its URL still answers, saying why it ranks nothing');
  t.same(ladderData(unpriced, asked({ metric: 'per-yuan' }, unpriced)).value, {
    month: null,
    withinMonths: 0,
    budgets: [800, 1000, 1500, 2000, 3000],
    ranked: 0,
    unpriced: { unsourced: 0, stale: 0 },
  });
});

t.test('the value ladder lists each price with its month, and counts who has no price now and why', async (t) => {
  const data = ladderData(catalogue, asked({ metric: 'per-yuan' }));
  t.same(
    listed(asked({ metric: 'per-yuan' })).map((entry) => [entry.id, entry.price]),
    [
      ['i3', { yuan: 250, month: '2026-10' }],
      ['i1', { yuan: 1100, month: '2026-09' }],
      ['a1', { yuan: 2000, month: '2026-10' }],
      ['a2', { yuan: 1400, month: '2026-10' }],
    ],
  );
  t.same(
    data.value,
    { month: '2026-10', withinMonths: 2, budgets: [800, 1000, 1500, 2000, 3000], ranked: 4, unpriced: { unsourced: 2, stale: 1 } },
    'a4 and a5 are not priced by the source, i2 not since 2026-06; a3, unranked, is not counted',
  );
  t.same(ladderData(catalogue, asked({ metric: 'per-yuan', vendor: 'amd' })).value!.unpriced, { unsourced: 2, stale: 0 }, 'of the vendor shown');
  t.notOk(
    listed(asked({})).some((entry) => entry.price),
    'the other metrics show no price',
  );
  t.equal(ladderData(catalogue, asked({})).value, null);
});

t.test('a budget keeps the processors priced within it, each at its rank on the whole ladder', async (t) => {
  const within = (cny_max: string) => listed(asked({ metric: 'per-yuan', cny_max })).map((entry) => [entry.id, entry.rank]);
  t.same(
    within('1500'),
    [
      ['i3', 1],
      ['i1', 2],
      ['a2', 3],
    ],
    'a1 at ¥2,000 is over',
  );
  t.same(within('1000'), [['i3', 1]]);
  t.same(within('250'), [['i3', 1]], 'a price equal to the budget is within it');
  t.same(within('100'), []);
  const data = ladderData(catalogue, asked({ metric: 'per-yuan', cny_max: '1000' }));
  t.same([data.total, data.value!.ranked], [1, 4], 'one within, of four ranked');
  t.match(ladderData(catalogue, asked({ metric: 'per-yuan', cny_max: '1000', mark: 'amd:a1' })).mark, { status: 'over-budget', yuan: 2000 });
  t.match(ladderData(catalogue, asked({ metric: 'per-yuan', mark: 'intel:i2' })).mark, { status: 'no-metric', priceSince: '2026-06' });
  t.match(ladderData(catalogue, asked({ metric: 'per-yuan', mark: 'amd:a4' })).mark, { status: 'no-metric', priceSince: undefined });
  t.match(ladderData(catalogue, asked({ metric: 'per-yuan', cny_max: '1500', mark: 'amd:a2' })).mark, { status: 'shown', rank: 3 });
});

t.test('cny_max: whole yuan in the URL, written only on the value ladder; every older URL reads as before', async (t) => {
  t.equal(parseLadderQuery({ cny_max: '1000' }).cnyMax, 1000);
  for (const bad of ['', '0', '-5', '1e3', '99999999', 'abc', '1000.5']) t.equal(parseLadderQuery({ cny_max: bad }).cnyMax, null, `"${bad}" is no budget`);
  t.equal(ladderQueryString({ ...DEFAULT_LADDER_QUERY, metric: 'per-yuan', cnyMax: 1000 }), '?segment=desktop&metric=per-yuan&cny_max=1000');
  t.equal(ladderQueryString({ ...DEFAULT_LADDER_QUERY, metric: 'per-dollar', cnyMax: 1000 }), '?segment=desktop&metric=per-dollar');
  t.same(parseLadderQuery({ metric: 'per-dollar', segment: 'mobile' }), { ...DEFAULT_LADDER_QUERY, metric: 'per-dollar', segment: 'mobile' });
});
