import { readFileSync } from 'node:fs';
import t from 'tap';
import { createCatalogue } from '../../src/catalogue/catalogue.js';
import { ladderEntries, ladderSize, ladderSizesOf, rankingOf, standingsOf, type Standing, everyEntry } from '../../src/catalogue/ladder.js';
import type { Metric, LadderSegment } from '../../src/shared/ladder-query.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { LADDER_PAGE_SIZE, ladderData } from '../../src/pages/ladder.js';
import {
  DEFAULT_LADDER_QUERY,
  LADDER_SEGMENTS,
  METRICS,
  ladderHref,
  ladderQueryString,
  ladderSegmentOf,
  parseLadderQuery,
  tierOf,
  type LadderQuery,
} from '../../src/shared/ladder-query.js';
import { VENDORS, type Processor } from '../../src/shared/processor.js';
import { separation } from '../../src/shared/benchmark.js';
import { benchmarkWith } from './figures.js';

/**
 * The ladder's logic on a catalogue small enough to work out by hand: which processors each
 * segment ranks, by which metric, in which tier, on which row, and what becomes of a marked one.
 */
const base = JSON.parse(readFileSync(new URL('../fixtures/processor-ryzen-7-7700x.json', import.meta.url), 'utf8')) as Processor;
const part = (key: string, changes: Partial<Processor> = {}): Processor => {
  const [vendor, id] = key.split(':') as ['amd' | 'intel', string];
  return { ...base, vendor, id, name: id.toUpperCase(), tdpW: 100, launchPriceUSD: null, ...changes };
};
const PROCESSORS = [
  part('amd:a1', { launchPriceUSD: 500 }),
  part('intel:i1', { tdpW: 200 }),
  part('amd:a2', { tdpW: 50, launchPriceUSD: 200 }),
  part('intel:i2', { tdpW: null }),
  part('amd:a3'),
  part('intel:i3'),
  part('amd:a4'),
  part('amd:a5'),
  part('intel:i4'),
  part('amd:m1', { segment: 'mobile' }),
  part('amd:w1', { segment: 'workstation' }),
  part('intel:s1', { segment: 'server' }),
  part('intel:e1', { segment: 'embedded' }),
];
const SCORES: Record<string, number> = {
  'amd:a1': 1000,
  'intel:i1': 990,
  'amd:a2': 700,
  'intel:i2': 699,
  'amd:a3': 450,
  'intel:i3': 250,
  'amd:a4': 249,
  'amd:a5': 249,
  'amd:m1': 300,
  'amd:w1': 2000,
  'intel:s1': 1500,
  'intel:e1': 100,
};
const blender = benchmarkWith(
  'blender',
  Object.fromEntries(Object.entries(SCORES).map(([key, score]) => [key, { score, samples: key === 'amd:a3' ? 4 : 40 }])),
);
const catalogue = createCatalogue(PROCESSORS, { benchmarks: [blender] });
const find = (key: string) => PROCESSORS.find((p) => `${p.vendor}:${p.id}` === key)!;
const ids = (entries: readonly { processor: Processor }[]) => entries.map((e) => e.processor.id);
const query = (changes: Partial<LadderQuery>): LadderQuery => ({ ...DEFAULT_LADDER_QUERY, ...changes });
const ranking = (segment: LadderSegment, metric: Metric) => rankingOf(catalogue, { benchmark: blender, segment, metric });
const standingOf = (processor: Processor): Standing | null => standingsOf(catalogue, processor).find((s) => s.benchmark.id === 'blender')?.standing ?? null;

t.test('one ranking per segment, never mixed: workstations race servers, embedded parts have no ladder', async (t) => {
  const desktop = ranking('desktop', 'score');
  t.same(ids(everyEntry(desktop)), ['a1', 'i1', 'a2', 'i2', 'a3', 'i3', 'a4', 'a5'], 'best first; i4 has no score and is not ranked');
  t.same(
    everyEntry(desktop).map((e) => e.rank),
    [1, 2, 3, 4, 5, 6, 7, 7],
    'equal scores share a rank',
  );
  t.equal(desktop.best, 1000);
  t.same(ids(everyEntry(ranking('mobile', 'score'))), ['m1']);
  t.same(ids(everyEntry(ranking('server', 'score'))), ['w1', 's1']);
  t.equal(ladderSegmentOf('embedded'), null);
  t.equal(ladderSegmentOf('workstation'), 'server');
});

t.test('per watt and per dollar rank only processors with a TDP or a launch price', async (t) => {
  const perWatt = ranking('desktop', 'per-watt');
  t.same(ids(everyEntry(perWatt)), ['a2', 'a1', 'i1', 'a3', 'i3', 'a4', 'a5'], 'a2 (700 / 50 W) leads; i2 has no TDP');
  t.same(
    everyEntry(perWatt).map((e) => e.value),
    [14, 10, 4.95, 4.5, 2.5, 2.49, 2.49],
  );
  const perDollar = ranking('desktop', 'per-dollar');
  t.same(ids(everyEntry(perDollar)), ['a2', 'a1']);
  t.same(
    everyEntry(perDollar).map((e) => e.value),
    [3.5, 2],
  );
});

t.test("tiers by share of the segment's best: 70%, 45%, 25%", async (t) => {
  t.same([1, 0.7, 0.6999, 0.45, 0.4499, 0.25, 0.2499, 0].map(tierOf), [
    'flagship',
    'flagship',
    'high-end',
    'high-end',
    'mainstream',
    'mainstream',
    'entry',
    'entry',
  ]);
});

t.test('rows: an Intel and an AMD entry within 2% share a height; a vendor or a tier never does', async (t) => {
  const data = ladderData(catalogue, query({}));
  const shape = data.tiers.map(({ tier, rows }) => [tier, rows.map((row) => [row.intel?.id ?? null, row.amd?.id ?? null])]);
  t.same(shape, [
    [
      'flagship',
      [
        ['i1', 'a1'],
        [null, 'a2'],
      ],
    ],
    [
      'high-end',
      [
        ['i2', null],
        [null, 'a3'],
      ],
    ],
    ['mainstream', [['i3', null]]],
    [
      'entry',
      [
        [null, 'a4'],
        [null, 'a5'],
      ],
    ],
  ]);
  t.same({ total: data.total, page: data.page, pages: data.pages, best: data.best }, { total: 8, page: 1, pages: 1, best: 1000 });
  t.same(data.sizes, { desktop: 8, mobile: 1, server: 2 });

  const intel = ladderData(catalogue, query({ vendor: 'intel' }));
  t.same(
    intel.tiers.map(({ tier, rows }) => [tier, rows.map((row) => row.intel!.id)]),
    [
      ['flagship', ['i1']],
      ['high-end', ['i2']],
      ['mainstream', ['i3']],
    ],
    'tiers stay measured against the best of both vendors',
  );
  t.equal(intel.best, 1000);
});

t.test("the segment tabs count what each segment's list holds for the metric and vendor shown", async (t) => {
  for (const metric of METRICS) {
    for (const vendor of [null, ...VENDORS]) {
      const sizes = ladderData(catalogue, query({ metric, vendor })).sizes;
      for (const segment of LADDER_SEGMENTS) {
        const { total } = ladderData(catalogue, query({ segment, metric, vendor }));
        t.equal(sizes[segment], total, `${segment}, ${metric}, ${vendor ?? 'both vendors'}: the tab says ${sizes[segment]}, the list holds ${total}`);
      }
    }
  }
  t.same(ladderData(catalogue, query({ metric: 'per-dollar', vendor: 'amd' })).sizes, { desktop: 2, mobile: 0, server: 0 }, 'a1 and a2 have launch prices');
});

t.test('standing: rank, of how many, and the share of the others it is faster than', async (t) => {
  // A figure without a range holds one place: its span is that place alone.
  t.same(standingOf(find('amd:a2')), { segment: 'desktop', rank: 3, worstRank: 3, total: 8, fasterThan: 5, tier: 'flagship' }, 'faster than 5 of the 7 others');
  t.same(standingOf(find('amd:a4')), { segment: 'desktop', rank: 7, worstRank: 7, total: 8, fasterThan: 0, tier: 'entry' }, 'a tie is not faster');
  t.same(standingOf(find('amd:m1')), { segment: 'mobile', rank: 1, worstRank: 1, total: 1, fasterThan: 0, tier: 'flagship' });
  t.equal(standingOf(find('intel:i4')), null, 'no score, no standing');
  t.equal(standingOf(find('intel:e1')), null, 'embedded: no ladder');
});

t.test('mark=vendor:id: shown where it is, or why it is not', async (t) => {
  const mark = (changes: Partial<LadderQuery>) => ladderData(catalogue, query(changes)).mark;
  t.match(mark({ mark: 'amd:a3' }), { status: 'shown', rank: 5, name: 'A3', segment: 'desktop' });
  t.match(mark({ mark: 'amd:m1' }), { status: 'other-segment', segment: 'mobile' });
  t.match(mark({ mark: 'intel:i4' }), { status: 'no-score' });
  t.match(mark({ mark: 'intel:i1', vendor: 'amd' }), { status: 'filtered' });
  t.match(mark({ mark: 'intel:i2', metric: 'per-watt' }), { status: 'no-metric' });
  t.match(mark({ mark: 'intel:e1' }), { status: 'no-ladder', segment: null });
  t.match(mark({ mark: 'amd:nope' }), { status: 'unknown', name: null });
  t.equal(mark({}), null);
});

t.test("pages: the marked processor's page opens unless a page is asked for", async (t) => {
  const big = await loadCatalogue('fake:4000', readConfig({}).rootDir);
  const entries = everyEntry(rankingOf(big, { benchmark: big.findBenchmark('blender')!, segment: 'desktop', metric: 'score' }));
  t.ok(entries.length > LADDER_PAGE_SIZE, `${entries.length} desktop entries: more than a page`);
  const target = entries[LADDER_PAGE_SIZE + 5]!.processor;
  const marked = ladderData(big, query({ mark: `${target.vendor}:${target.id}` }));
  t.equal(marked.page, 2, 'the page holding it');
  t.equal(marked.query.page, null, 'the URL still names no page');
  const onPage = marked.tiers.flatMap((tier) => tier.rows.flatMap((row) => [row.intel, row.amd])).filter(Boolean);
  t.ok(
    onPage.some((entry) => entry!.id === target.id),
    'and it is on it',
  );
  t.equal(onPage.length, Math.min(LADDER_PAGE_SIZE, entries.length - LADDER_PAGE_SIZE));
  t.equal(ladderData(big, query({ mark: `${target.vendor}:${target.id}`, page: 1 })).page, 1, 'an asked-for page wins');
  const last = ladderData(big, query({ page: 9999 }));
  t.equal(last.page, last.pages, 'past the end: the last page');
});

t.test("a ladder's size, counted before it is ranked or read from its ranking, is what it lists", async (t) => {
  // A catalogue of its own, so that no ranking is made before the first count.
  const fresh = await loadCatalogue('fake:4000', readConfig({}).rootDir);
  const benchmarks = fresh.benchmarks.slice(0, 3);
  const cases = benchmarks.flatMap((benchmark) =>
    LADDER_SEGMENTS.flatMap((segment) =>
      METRICS.flatMap((metric) =>
        [false, true].flatMap((unranked) => [null, ...VENDORS].map((vendor) => ({ query: { benchmark, segment, metric, unranked }, vendor }))),
      ),
    ),
  );
  const counted = cases.map(({ query, vendor }) => ladderSize(fresh, query, vendor));
  const listed = cases.map(({ query, vendor }) => ladderEntries(fresh, query, vendor).length);
  t.same(counted, listed, `${cases.length} ladders`);
  t.ok(
    listed.some((size) => size > 100),
    'some of them long',
  );
  t.ok(
    listed.some((size, i) => size !== listed[i - (i % 3)]),
    'vendors counted apart',
  );
  const later = await loadCatalogue('fake:4000', readConfig({}).rootDir);
  const rankedFirst = cases.map(({ query, vendor }) => {
    const own = { ...query, benchmark: later.findBenchmark(query.benchmark.info.id)! };
    ladderEntries(later, own, vendor);
    return ladderSize(later, own, vendor);
  });
  t.same(rankedFirst, listed, 'counted after ranking, the same');
});

t.test("the query string: aliases, defaults, the mark's shape, round trips", async (t) => {
  t.same(parseLadderQuery({}), DEFAULT_LADDER_QUERY);
  t.match(parseLadderQuery({ segment: 'laptop' }), { segment: 'mobile' });
  t.match(parseLadderQuery({ segment: 'Workstation' }), { segment: 'server' });
  t.match(parseLadderQuery({ segment: 'phone', vendor: 'arm', metric: 'speed', mark: '<script>', page: '0' }), DEFAULT_LADDER_QUERY);
  t.match(parseLadderQuery({ segment: ['server', 'desktop'], metric: 'per-dollar', vendor: 'intel', mark: 'intel:xeon-w9-3495x', page: '3' }), {
    segment: 'server',
    metric: 'per-dollar',
    vendor: 'intel',
    mark: 'intel:xeon-w9-3495x',
    page: 3,
  });
  const full = parseLadderQuery({ segment: 'mobile', metric: 'per-watt', vendor: 'amd', mark: 'amd:ryzen-7-7840hs', page: '2' });
  t.equal(ladderQueryString(full), '?segment=mobile&vendor=amd&metric=per-watt&mark=amd%3Aryzen-7-7840hs&page=2');
  t.same(parseLadderQuery(Object.fromEntries(new URLSearchParams(ladderQueryString(full)))), full, 'round-trips');
  t.equal(ladderQueryString(DEFAULT_LADDER_QUERY), '?segment=desktop', 'the segment is always named');
  t.equal(
    ladderHref('en', full, { page: null }),
    '/en/ladder?segment=mobile&vendor=amd&metric=per-watt&mark=amd%3Aryzen-7-7840hs#ladder-mark',
    "a marked ladder's link ends in the marked entry's fragment",
  );
  t.equal(ladderHref('zh', DEFAULT_LADDER_QUERY, { segment: 'server' }), '/ladder?segment=server');
});

t.test('a ladder per benchmark: ranked by its own figures, tiers from the figure whatever the metric', async (t) => {
  const sysbench = benchmarkWith('sysbench-cpu-single-thread', {
    'amd:a1': { score: 2000, samples: 3 },
    'intel:i1': { score: 4000, samples: 2 },
    'amd:a2': { score: 3000, samples: 1 }, // one result: shown, not ranked
    'amd:a3': { score: 1000, samples: 5, doubt: { cause: 'reduced-clock', side: 'below', sibling: 'amd:a1', ratio: 2 } },
    'intel:i3': { score: 900, samples: 4 },
  });
  const both = createCatalogue(PROCESSORS, { benchmarks: [blender, sysbench] });
  const single = rankingOf(both, { benchmark: sysbench, segment: 'desktop', metric: 'score' });
  t.same(ids(everyEntry(single)), ['i1', 'a1', 'i3'], 'one result or a doubt: not ranked by default');
  t.same(
    everyEntry(single).map((e) => e.tier),
    ['flagship', 'high-end', 'entry'],
    '4000; 2000 is 50% of it; 900, 22.5%',
  );
  t.equal(single.benchmark?.id, 'sysbench-cpu-single-thread');
  t.same(
    ids(everyEntry(rankingOf(both, { benchmark: sysbench, segment: 'desktop', metric: 'score', unranked: true }))),
    ['i1', 'a2', 'a1', 'a3', 'i3'],
    'on request, all',
  );

  // Per watt: a2 has 50 W, a1 100 W, i1 200 W. a2's per-watt value leads the Blender ladder, yet its tier is its figure's.
  const perWatt = rankingOf(both, { benchmark: blender, segment: 'desktop', metric: 'per-watt' });
  t.equal(everyEntry(perWatt)[0]!.processor.id, 'a2');
  t.equal(everyEntry(perWatt)[0]!.tier, 'flagship', '700 of 1000 is 70%: flagship by the figure');
  t.equal(everyEntry(perWatt).find((e) => e.processor.id === 'i3')!.tier, 'mainstream', '250 of 1000: mainstream, whatever its per-watt rank');
  t.same(everyEntry(perWatt)[0]!.power, { watts: 50, basis: 'tdp' }, 'per watt says what it divides by: a record with a TDP alone, its TDP');
  t.equal(everyEntry(rankingOf(both, { benchmark: blender, segment: 'desktop', metric: 'per-dollar' }))[0]!.power, null, 'per dollar divides by no watts');
  t.same(ladderSizesOf(both, sysbench), { desktop: 3, mobile: 0, server: 0 });
});

t.test('a figure that results contradict is not ranked by default, nor sets the tiers; the ladder lists it on request', async (t) => {
  const doubtful = benchmarkWith('blender', {
    ...Object.fromEntries(Object.entries(SCORES).map(([key, score]) => [key, { score, samples: 40 }])),
    'amd:a1': { score: 1000, samples: 40, doubt: { cause: 'part-of-cores', side: 'below', sibling: 'intel:i1', ratio: 1.6 } },
  });
  const flagged = createCatalogue(PROCESSORS, { benchmarks: [doubtful] });
  t.notOk(ids(everyEntry(rankingOf(flagged, { benchmark: doubtful, segment: 'desktop', metric: 'score' }))).includes('a1'));
  t.equal(
    everyEntry(rankingOf(flagged, { benchmark: doubtful, segment: 'desktop', metric: 'score', unranked: true }))[0]!.processor.id,
    'a1',
    'unranked: true lists it, in its place',
  );
  t.equal(rankingOf(flagged, { benchmark: doubtful, segment: 'desktop', metric: 'score' }).bestFigure, 990, 'a doubtful figure never sets the tiers');
});

t.test('standings: every benchmark that has the processor, with its rank, or why it has none', async (t) => {
  const sysbench = benchmarkWith('sysbench-cpu-single-thread', {
    'amd:a2': { score: 3000, samples: 1 },
    'amd:a1': { score: 2000, samples: 3 },
    'intel:e1': { score: 900, samples: 3 },
    'amd:a3': { score: 1000, samples: 5, doubt: { cause: 'reduced-clock', side: 'below', sibling: 'amd:a1', ratio: 2 } },
  });
  const both = createCatalogue(PROCESSORS, { benchmarks: [blender, sysbench] });
  const a2 = standingsOf(both, find('amd:a2'));
  t.same(
    a2.map((s) => s.benchmark.id),
    ['blender', 'sysbench-cpu-single-thread'],
    "in the catalogue's order",
  );
  t.match(a2[0], { segment: 'desktop', standing: { rank: 3, total: 8, tier: 'flagship' }, unranked: null, perWatt: 14, perDollar: 3.5 });
  t.match(a2[1], { figure: { score: 3000, samples: 1 }, standing: null, unranked: 'few-samples' });
  t.match(standingsOf(both, find('amd:a3'))[1], { standing: null, unranked: 'doubtful', figure: { doubt: { sibling: 'amd:a1' } } });
  t.match(standingsOf(both, find('intel:e1'))[1], { segment: null, standing: null, unranked: 'no-ladder' });
  t.same(standingsOf(both, find('intel:i4')), [], 'no figure anywhere: no standing at all');
});

t.test('a ladder page of another benchmark: its tiers, its left-out figures, its marks and its choices', async (t) => {
  const sysbench = benchmarkWith('sysbench-cpu-single-thread', {
    'amd:a1': { score: 2000, samples: 3 },
    'intel:i1': { score: 4000, samples: 2 },
    'amd:a2': { score: 3000, samples: 1 },
    'amd:a3': { score: 1000, samples: 5, doubt: { cause: 'reduced-clock', side: 'below', sibling: 'amd:a1', ratio: 2 } },
    'intel:i3': { score: 900, samples: 4 },
  });
  const both = createCatalogue(PROCESSORS, { benchmarks: [blender, sysbench] });
  const page = (changes: Partial<LadderQuery>) => ladderData(both, query({ benchmark: 'sysbench-cpu-single-thread', ...changes }));
  const ranked = page({});
  t.equal(ranked.benchmark?.id, 'sysbench-cpu-single-thread');
  t.same(
    ranked.tiers.map((tier) => tier.tier),
    ['flagship', 'high-end', 'entry'],
    'tiers from the figures: 4000, 2000, 900',
  );
  t.same(
    { total: ranked.total, unrankedCount: ranked.unrankedCount },
    { total: 3, unrankedCount: 2 },
    'a2 (one result) and a3 (doubtful) are left out, and counted',
  );
  t.same(
    ranked.benchmarks,
    [
      { id: 'blender', size: 8 },
      { id: 'sysbench-cpu-single-thread', size: 3 },
    ],
    'each benchmark with its count in this segment',
  );

  const all = page({ unranked: true });
  t.same({ total: all.total, unrankedCount: all.unrankedCount }, { total: 5, unrankedCount: 2 });
  const listed = all.tiers.flatMap((tier) => tier.rows.flatMap((row) => [row.intel, row.amd])).filter((entry) => entry !== undefined);
  t.same(
    listed.filter((entry) => entry.unranked).map((entry) => [entry.id, entry.unranked]),
    [
      ['a2', 'few-samples'],
      ['a3', 'doubtful'],
    ],
    'each says why',
  );
  t.same(
    all.tiers.map((tier) => [tier.tier, tier.rows.flatMap((row) => [row.intel?.id, row.amd?.id]).filter(Boolean)]),
    [
      ['flagship', ['i1', 'a2']],
      ['high-end', ['a1']],
      ['mainstream', ['a3']],
      ['entry', ['i3']],
    ],
    'a listed unranked figure takes its tier against the best ranked one: 3000 of 4000 is flagship, 1000 is 25%',
  );

  t.match(page({ mark: 'amd:a2' }).mark, { status: 'unranked' }, 'a figure that does not rank: the mark says so');
  t.match(page({ mark: 'amd:a2', unranked: true }).mark, { status: 'shown', rank: 2 });
  t.match(page({ mark: 'intel:i2' }).mark, { status: 'no-score', elsewhere: 'blender' }, 'no figure here: where it ranks instead');
  t.notOk('elsewhere' in page({ mark: 'intel:i4' }).mark!, 'no figure anywhere: nowhere to send');

  // Per watt the order is not by tier: one group, each entry keeping the tier of its figure.
  const perWatt = ladderData(both, query({ metric: 'per-watt' }));
  t.same(
    perWatt.tiers.map((tier) => tier.tier),
    [null],
  );
  const entries = perWatt.tiers[0]!.rows.flatMap((row) => [row.intel, row.amd])
    .filter((entry) => entry !== undefined)
    .sort((a, b) => a.rank - b.rank);
  t.same(entries.map((entry) => [entry.id, entry.tier]).slice(0, 3), [
    ['a2', 'flagship'],
    ['a1', 'flagship'],
    ['i1', 'flagship'],
  ]);
  t.equal(entries.find((entry) => entry.id === 'i3')!.tier, 'mainstream', '250 of 1000: mainstream by the figure, whatever its per-watt place');
});

t.test('benchmark= in the query: its shape here, whether the catalogue has it on the server', async (t) => {
  t.match(parseLadderQuery({ benchmark: 'SPECrate2017-int-base-1chip' }), { benchmark: 'specrate2017-int-base-1chip' });
  t.match(parseLadderQuery({ benchmark: '<b>' }), { benchmark: 'blender' });
  t.equal(
    ladderQueryString(query({ benchmark: 'raytracing-single-thread', unranked: true })),
    '?benchmark=raytracing-single-thread&segment=desktop&unranked=1',
  );
  t.equal(ladderQueryString(query({ benchmark: 'blender' })), '?segment=desktop', 'the default benchmark is not written');
  const full = query({ benchmark: 'blowfish-single-thread', segment: 'mobile', unranked: true, page: 2 });
  t.same(parseLadderQuery(Object.fromEntries(new URLSearchParams(ladderQueryString(full)))), full, 'round-trips');
});

t.test(
  'figures with ranges: each rank is the span of places separation() leaves, the range divided per dollar, a tier only where the range sits in one band',
  async (t) => {
    // Worked by hand. x1 and x2 overlap; both are clearly ahead of x3, x4 and x5; x3 and x4 overlap; x5 is clearly last.
    const range = (score: number, low: number, high: number) => ({
      score,
      samples: 4,
      tests: ['sysbench-cpu-single-thread', 'raytracing-single-thread'],
      range: { low, high },
    });
    const index = benchmarkWith('single-thread-index', {
      'amd:x1': range(200, 180, 220),
      'intel:x2': range(190, 185, 195),
      'amd:x3': range(150, 140, 160),
      'intel:x4': range(150, 100, 175),
      'amd:x5': range(80, 70, 88),
    });
    const processors = [part('amd:x1', { launchPriceUSD: 400 }), part('intel:x2'), part('amd:x3', { launchPriceUSD: 100 }), part('intel:x4'), part('amd:x5')];
    const ranged = createCatalogue(processors, { benchmarks: [index] });
    t.ok(index.info.ranged, "the index's figures are placed by their ranges");
    const ladder = rankingOf(ranged, { benchmark: index, segment: 'desktop', metric: 'score' });
    t.same(ids(everyEntry(ladder)), ['x1', 'x2', 'x3', 'x4', 'x5'], 'listed by the figure');
    t.same(
      everyEntry(ladder).map((e) => [e.rank, e.worstRank]),
      [
        [1, 2],
        [1, 2],
        [3, 4],
        [3, 4],
        [5, 5],
      ],
      'each the span of places it could hold',
    );
    // Tiers by shares of the best figure (200): x1 0.9–1.1 and x3 0.70–0.80 are flagship, x4 0.5–0.875 crosses a floor, x5 0.35–0.44 is mainstream.
    t.same(
      everyEntry(ladder).map((e) => e.tier),
      ['flagship', 'flagship', 'flagship', null, 'mainstream'],
    );
    t.same(
      standingsOf(ranged, processors[2]!).find((s) => s.benchmark.id === 'single-thread-index')!.standing,
      { segment: 'desktop', rank: 3, worstRank: 4, total: 5, fasterThan: 1, tier: 'flagship' },
      'x3: clearly faster than x5 alone, too close to x4, clearly slower than x1 and x2',
    );
    // Per dollar: x1 0.5 (0.45–0.55), x3 1.5 (1.4–1.6): apart.
    const perDollar = rankingOf(ranged, { benchmark: index, segment: 'desktop', metric: 'per-dollar' });
    t.same(
      everyEntry(perDollar).map((e) => [e.processor.id, e.range, e.rank, e.worstRank]),
      [
        ['x3', { low: 1.4, high: 1.6 }, 1, 1],
        ['x1', { low: 0.45, high: 0.55 }, 2, 2],
      ],
    );
    // The page: one list, each entry its span, its range and the tier its range holds.
    const data = ladderData(ranged, query({ benchmark: 'single-thread-index', mark: 'intel:x4' }));
    t.same(
      data.tiers.map((tier) => tier.tier),
      [null],
      'no tier sections',
    );
    const x4 = data.tiers[0]!.rows.flatMap((row) => Object.values(row)).find((entry) => entry!.id === 'x4')!;
    t.match(x4, { rank: 3, worstRank: 4, range: [100, 175], tier: null });
    t.match(data.mark, { status: 'shown', rank: 3, worstRank: 4 }, 'the mark says the span');
    const x5 = data.tiers[0]!.rows.flatMap((row) => Object.values(row)).find((entry) => entry!.id === 'x5')!;
    t.equal(x5.worstRank, undefined, 'one place: no span to write');
  },
);

t.test('at any size, the spans counted from sorted ends are the ones separation() gives pair by pair', async (t) => {
  const big = await loadCatalogue('fake:3000', readConfig({}).rootDir);
  const index = big.findBenchmark('single-thread-index')!;
  for (const segment of LADDER_SEGMENTS) {
    for (const metric of ['score', 'per-dollar'] as const) {
      const entries = everyEntry(rankingOf(big, { benchmark: index, segment, metric }));
      const figure = (entry: (typeof entries)[number]) => ({ score: entry.value, range: entry.range! });
      const wrong = entries.filter((entry) => {
        const ahead = entries.filter((other) => separation('higher', figure(other), figure(entry)) === 'better').length;
        const behind = entries.filter((other) => separation('higher', figure(entry), figure(other)) === 'better').length;
        return entry.rank !== ahead + 1 || entry.worstRank !== entries.length - behind;
      });
      t.equal(wrong.length, 0, `${segment}, ${metric}: ${entries.length} entries, every span as separation() has it`);
    }
  }
});
