import { readFile } from 'node:fs/promises';
import t from 'tap';
import { indexAbsence } from '../../src/catalogue/index-absence.js';
import { rankingOf, everyEntry } from '../../src/catalogue/ladder.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { RANGE_WIDTH, sharesIndexScale } from '../../src/record/single-thread-index.js';
import { readConfig } from '../../src/config.js';
import { separation, type BenchmarkFigure } from '../../src/shared/benchmark.js';
import { ladderSegmentOf } from '../../src/shared/ladder-query.js';
import { parseProcessorKey, type Processor } from '../../src/shared/processor.js';

/**
 * The counts the docs give about the single-thread index, and the doubt and coverage counts beside
 * them in docs/decisions.md, against the data. Each passage between `<!-- checked: name -->` and
 * `<!-- /checked -->` must be, word for word (spaces and line breaks aside), what this file writes
 * from the shipped data: a new import that moves a figure fails here, and the message holds the
 * text to put in the doc. Everything is computed afresh from the catalogue and the files, never
 * from the code that made the figures' pages.
 */
const root = new URL('../../', import.meta.url);
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const index = catalogue.findBenchmark('single-thread-index')!;
const TESTS = ['sysbench-cpu-single-thread', 'blowfish-single-thread', 'raytracing-single-thread'] as const;
const NAMES: Record<string, string> = {
  'sysbench-cpu-single-thread': 'SysBench',
  'blowfish-single-thread': 'Blowfish',
  'raytracing-single-thread': 'ray tracing',
};
const file = JSON.parse(await readFile(new URL('data/scores/single-thread-index.json', root), 'utf8'));
const reference = file.benchmarks['single-thread-index'].reference as {
  processors: number;
  tests: Record<string, { mean: number; spread: number }>;
  uncertainties: Record<string, number>;
};
const meanSpread = TESTS.reduce((sum, id) => sum + reference.tests[id]!.spread, 0) / TESTS.length;
/** The published single-thread figures the index is held to (test/catalogue/single-thread-reference.test.ts). */
const oracle = JSON.parse(await readFile(new URL('test/fixtures/single-thread-reference.json', root), 'utf8')) as {
  figures: [string, string, number, string][];
};

/** Every checked passage of a doc, by name, its whitespace collapsed. */
async function checkedPassages(path: string): Promise<Map<string, string>> {
  const text = await readFile(new URL(path, root), 'utf8');
  return new Map([...text.matchAll(/<!-- checked: ([a-z0-9-]+) -->([^]*?)<!-- \/checked -->/g)].map(([, name, body]) => [name!, collapse(body!)]));
}
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const en = (value: number, digits = 0) => value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
/** A standing as the docs write it, with a real minus sign. */
const signed = (value: number) => (value < 0 ? `−${Math.abs(value).toFixed(2)}` : value.toFixed(2));
const find = (key: string): Processor => {
  const named = parseProcessorKey(key)!;
  return catalogue.find(named.vendor, named.id)!;
};
const figureIn = (id: string, key: string) => catalogue.findBenchmark(id)!.figureOf(find(key));
/** A test figure's standing on the index's scale, or null where it does not rank. */
const standing = (id: string, key: string) => {
  const figure = figureIn(id, key);
  return figure?.ranked ? (Math.log(figure.score) - Math.log(reference.tests[id]!.mean)) / reference.tests[id]!.spread : null;
};
const rangeText = (figure: BenchmarkFigure) => `${Math.round(figure.range!.low)}–${Math.round(figure.range!.high)}`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const rms = (values: number[]) => Math.sqrt(values.reduce((sum, value) => sum + value * value, 0) / values.length);

/** Per design (AMD's microarchitecture, Intel's codename), the median per GHz of boost clock of its desktop parts' ranked figures in a test. */
function perGigahertz(design: string, id: string): { median: number; count: number } {
  const values = catalogue.processors.flatMap((p) => {
    const named = p.vendor === 'intel' ? p.codename : p.microarchitecture;
    const figure = catalogue.findBenchmark(id)!.figureOf(p);
    return p.segment === 'desktop' && named === design && p.boostClockGHz && figure?.ranked ? [figure.score / p.boostClockGHz] : [];
  });
  return { median: median(values), count: values.length };
}

/** What docs/single-thread-index.md must say, passage by passage. */
function indexDoc(): Record<string, string> {
  const [sysbench, blowfish, raytracing] = TESTS.map((id) => reference.tests[id]!);
  const month = new Date(`${catalogue.findBenchmark(TESTS[0])!.info.snapshot}T00:00:00Z`).toLocaleString('en', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const percent = (u: number) =>
    `+${Math.round((Math.exp(meanSpread * RANGE_WIDTH * u) - 1) * 100)}% / −${Math.round((1 - Math.exp(-meanSpread * RANGE_WIDTH * u)) * 100)}%`;
  const mixes: [string, string][] = [
    ['all three', TESTS.join('+')],
    ['SysBench and ray tracing', `${TESTS[0]}+${TESTS[2]}`],
    ['Blowfish and ray tracing', `${TESTS[1]}+${TESTS[2]}`],
    ['SysBench and Blowfish', `${TESTS[0]}+${TESTS[1]}`],
    ['SysBench alone', TESTS[0]],
    ['Blowfish alone', TESTS[1]],
    ['ray tracing alone', TESTS[2]],
  ];
  // A one-test "index": the test's standing taken back to a figure.
  const alone = (id: string, key: string) => (100 * Math.exp(meanSpread * standing(id, key)!)).toFixed(1);
  const rankedIn = (key: string) =>
    TESTS.filter((id) => figureIn(id, key)?.ranked)
      .map((id) => NAMES[id])
      .join(' and ');
  const r3700x = index.figureOf(find('amd:ryzen-7-3700x'))!;
  const designs = ['Zen 2', 'Zen 3', 'Zen 4', 'Coffee Lake', 'Rocket Lake', 'Alder Lake', 'Raptor Lake'];
  const cell = (design: string, id: string, digits: number) => {
    const { median: value, count } = perGigahertz(design, id);
    return `${en(value, digits)} (${count})`;
  };
  const zen = (id: string) => (perGigahertz('Zen 3', id).median / perGigahertz('Zen 2', id).median).toFixed(2);
  const gap = (a: string, b: string) => {
    const gaps = catalogue.processors.filter(sharesIndexScale).flatMap((p) => {
      const key = `${p.vendor}:${p.id}`;
      const [x, y] = [standing(a, key), standing(b, key)];
      return x === null || y === null ? [] : [x - y];
    });
    return `${rms(gaps).toFixed(2)}`;
  };
  const gapCount = (a: string, b: string) =>
    catalogue.processors.filter((p) => sharesIndexScale(p) && standing(a, `${p.vendor}:${p.id}`) !== null && standing(b, `${p.vendor}:${p.id}`) !== null)
      .length;
  const [m2s, m2r, m1b, m1r] = [
    standing(TESTS[0], 'apple:m2')!,
    standing(TESTS[2], 'apple:m2')!,
    standing(TESTS[1], 'apple:m1')!,
    standing(TESTS[2], 'apple:m1')!,
  ];

  // The oracle: published figures, pairs more than 10% apart where both have an index.
  const byMetric = new Map<string, [BenchmarkFigure, number][]>();
  for (const [key, metric, value] of oracle.figures) {
    const named = parseProcessorKey(key);
    const processor = named && catalogue.find(named.vendor, named.id);
    const figure = processor && index.figureOf(processor);
    if (figure?.ranked) byMetric.set(metric, [...(byMetric.get(metric) ?? []), [figure, value]]);
  }
  let [pairs, same, apart, wrong] = [0, 0, 0, 0];
  for (const figures of byMetric.values()) {
    for (let i = 0; i < figures.length; i++) {
      for (let j = i + 1; j < figures.length; j++) {
        const [[a, x], [b, y]] = figures[i]![1] >= figures[j]![1] ? [figures[i]!, figures[j]!] : [figures[j]!, figures[i]!];
        if (!(x > y * 1.1)) continue;
        pairs++;
        if (a.score > b.score) same++;
        const said = separation('higher', a, b);
        if (said === 'better') apart++;
        if (said === 'worse') wrong++;
      }
    }
  }
  const perMetric = (metric: string) => oracle.figures.filter(([, named]) => named === metric).length;

  const having = catalogue.processors.filter((p) => index.figureOf(p));
  const onTests = (count: number) => having.filter((p) => index.figureOf(p)!.tests!.length === count).length;
  const mix = (...ids: string[]) => having.filter((p) => index.figureOf(p)!.tests!.join('+') === ids.join('+')).length;
  const ladders = (['desktop', 'mobile', 'server'] as const).map((segment) => rankingOf(catalogue, { benchmark: index, segment, metric: 'score' }));
  const absences = catalogue.processors.map((p) => indexAbsence(catalogue, p)).filter((absence) => absence !== null);
  const count = (reason: string) => absences.filter((absence) => absence.reason === reason).length;
  const desktop = ladders[0]!;
  const example = (key: string) => {
    const entry = everyEntry(desktop).find((candidate) => candidate.processor === find(key))!;
    return `| ${entry.processor.name} | ${entry.figure.score.toFixed(1)} | ${rangeText(entry.figure)} | ${entry.rank}–${entry.worstRank} |`;
  };
  const i9 = indexAbsence(catalogue, find('intel:core-i9-14900k'));
  const r3600 = indexAbsence(catalogue, find('amd:ryzen-5-3600'));
  const m1 = indexAbsence(catalogue, find('apple:m1'));

  return {
    reference:
      `On the ${month} data the reference set holds ${reference.processors} processors. ` +
      `SysBench's geometric mean is ${en(sysbench!.mean)} events per second with a spread of ${sysbench!.spread.toFixed(2)}; ` +
      `Blowfish's ${en(blowfish!.mean, 1)} with ${blowfish!.spread.toFixed(2)}; ray tracing's ${en(raytracing!.mean)} points with ${raytracing!.spread.toFixed(2)}.`,
    uncertainties: collapse(
      [
        '| tests behind an index | uncertainty (standings) | range at the least |',
        '|---|---:|---:|',
        ...mixes.map(([label, key]) => `| ${label} | ${reference.uncertainties[key]!.toFixed(2)} | ${percent(reference.uncertainties[key]!)} |`),
      ].join(' '),
    ),
    'one-test':
      `the Ryzen 5 3600, ranked only in ${rankedIn('amd:ryzen-5-3600')}, would read ${alone(TESTS[1], 'amd:ryzen-5-3600')} from it alone, and the Ryzen 5 3600X, ` +
      `of the same Zen 2 cores and clocked higher, ${alone(TESTS[0], 'amd:ryzen-5-3600x')} from ${rankedIn('amd:ryzen-5-3600x')} alone; ` +
      `the Ryzen 7 3700X, ranked in ${rankedIn('amd:ryzen-7-3700x') === 'SysBench and Blowfish' ? 'both' : rankedIn('amd:ryzen-7-3700x')}, ` +
      `reads ${r3700x.score.toFixed(1)} (${rangeText(r3700x)}), its range wide because its two tests disagree about it.`,
    leanings: collapse(
      [
        '| design | SysBench per GHz | Blowfish per GHz | ray tracing per GHz |',
        '|---|---:|---:|---:|',
        ...designs.map((design) => `| ${design} | ${cell(design, TESTS[0], 0)} | ${cell(design, TESTS[1], 2)} | ${cell(design, TESTS[2], 0)} |`),
      ].join(' '),
    ),
    zen: `Zen 3 runs it ${zen(TESTS[0])} times as fast per clock as Zen 2, where Blowfish sees ${zen(TESTS[1])} times and ray tracing ${zen(TESTS[2])}.`,
    arm:
      `In standings: the M2's SysBench figure is ${signed(m2s)}, its ray tracing ${signed(m2r)}, ${(m2s - m2r).toFixed(2)} apart; ` +
      `the M1's Blowfish is ${signed(m1b)}, its ray tracing ${signed(m1r)}, ${(m1r - m1b).toFixed(2)} apart. ` +
      `Over the x86 processors with both figures ranked, SysBench and ray tracing sit ${gap(TESTS[0], TESTS[2])} apart (root mean square, ${gapCount(TESTS[0], TESTS[2])} processors), ` +
      `Blowfish and ray tracing ${gap(TESTS[1], TESTS[2])} (${gapCount(TESTS[1], TESTS[2])}).`,
    oracle:
      `The fixture holds ${en(oracle.figures.length)} figures of ${en(new Set(oracle.figures.map(([key]) => key)).size)} processors: ` +
      `PassMark ${en(perMetric('passmark-single-thread'))}, Cinebench R23 ${en(perMetric('cinebench-r23-single'))}, Geekbench 6 ${en(perMetric('geekbench6-single'))}. ` +
      `Of ${en(pairs)} pairs more than 10% apart, the index orders ${en(same)} (${((100 * same) / pairs).toFixed(1)}%) the same way by its figures; ` +
      `it tells ${en(apart)} of them apart by its ranges, every one the right way, and calls ${wrong} faster the wrong way.`,
    coverage:
      `${having.length} processors have an index, every one ranked: ${onTests(2)} on two tests (${mix(TESTS[0], TESTS[1])} SysBench and Blowfish, ` +
      `${mix(TESTS[0], TESTS[2])} SysBench and ray tracing, ${mix(TESTS[1], TESTS[2])} Blowfish and ray tracing) and ${onTests(3)} on all three. ` +
      `The desktop ladder lists ${ladders[0]!.length}, the laptop ladder ${ladders[1]!.length}, the server ladder ${ladders[2]!.length}; ` +
      `a tier is named for ${ladders
        .map((ladder) => everyEntry(ladder).filter((entry) => entry.tier).length)
        .join(', ')
        .replace(/, (\d+)$/, ' and $1')} of them.`,
    absent:
      `Of the processors without one, ${en(count('one-test'))} x86 processors have one test that ranks them, ${en(count('one-result'))} have test figures that rest on one result each, ` +
      `${en(count('doubtful'))} have none that ranks and some doubtful, ${en(count('no-test'))} have no test figure yet, and ${en(count('not-x86'))} are Arm or LoongArch processors ` +
      `(${absences.filter((absence) => absence.reason === 'not-x86' && absence.measured).length} of them with test figures).`,
    examples: collapse(
      [
        '| processor | index | range | desktop rank |',
        '|---|---:|---:|---:|',
        ...['amd:ryzen-9-9900x', 'amd:ryzen-7-7800x3d', 'intel:core-i7-13700kf', 'amd:ryzen-5-5600x', 'intel:core-i5-12400f', 'amd:ryzen-7-3700x'].map(example),
      ].join(' '),
    ),
    none:
      `The Core i9-14900K has no index: its ${i9?.reason === 'one-result' ? i9.figures : '?'} test figures rest on one result each. ` +
      `The Ryzen 5 3600 has none: only ${r3600?.reason === 'one-test' ? NAMES[r3600.test] : '?'} ranks it. ` +
      `The Apple M1 has none: it is an ${m1?.reason === 'not-x86' ? m1.isa : '?'} processor.`,
  };
}

/** What docs/decisions.md must say of the doubt rule's findings and of coverage. */
function decisionsDoc(): Record<string, string> {
  const doubted = (id: string) => catalogue.processors.filter((p) => catalogue.findBenchmark(id)!.figureOf(p)?.doubt).length;
  const spec = catalogue.benchmarks
    .filter((benchmark) => benchmark.info.source === 'spec-cpu2017')
    .reduce((sum, benchmark) => sum + doubted(benchmark.info.id), 0);
  const any = catalogue.processors.filter((p) => catalogue.benchmarks.some((benchmark) => benchmark.figureOf(p))).length;
  const server = catalogue.processors.filter(
    (p) => ladderSegmentOf(p.segment) === 'server' && catalogue.benchmarks.some((benchmark) => benchmark.figureOf(p)?.ranked),
  ).length;
  const tests = catalogue.benchmarks.filter((benchmark) => benchmark.info.scope === 'single-thread' && !benchmark.info.derivedFrom);
  const tested = catalogue.processors.filter((p) => tests.some((benchmark) => benchmark.figureOf(p)));
  const indexed = catalogue.processors.filter((p) => index.figureOf(p));
  const allRanked = indexed.every((p) => index.figureOf(p)!.ranked);
  return {
    'blender-doubts': `${doubted('blender')} Blender figures`,
    'spec-doubts': spec === 0 ? 'no SPEC figure' : spec === 1 ? 'one SPEC figure' : `${spec} SPEC figures`,
    'hardinfo2-doubts': `${doubted(TESTS[0])}, ${doubted(TESTS[1])} and ${doubted(TESTS[2])}`,
    coverage:
      `${en(any)} of ${en(catalogue.processors.length)} processors have at least one figure; ${en(server)} server and workstation processors ` +
      `rank on the server ladder of at least one benchmark; ${en(tested.length)} have a single-thread test figure ` +
      `(${en(tested.filter((p) => tests.some((benchmark) => benchmark.figureOf(p)?.ranked)).length)} of them ranked); ` +
      `${en(indexed.length)} have a single-thread index, ${allRanked ? 'every one ranked' : `${en(indexed.filter((p) => index.figureOf(p)!.ranked).length)} of them ranked`}`,
  };
}

for (const [path, expected] of [
  ['docs/single-thread-index.md', indexDoc],
  ['docs/decisions.md', decisionsDoc],
] as const) {
  t.test(`${path}: every checked passage says what the data gives`, async (t) => {
    const passages = await checkedPassages(path);
    const wanted = expected();
    t.same([...passages.keys()].sort(), Object.keys(wanted).sort(), 'the passages this file checks, no more, no fewer');
    for (const [name, text] of Object.entries(wanted)) t.equal(passages.get(name), text, `${path}, "${name}"`);
  });
}
