import t from 'tap';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import en from '../../../locales/en.json' with { type: 'json' };
import zh from '../../../locales/zh.json' with { type: 'json' };
import { LOCALES } from '../../../src/shared/locales.js';
import { formatNumber } from '../../../src/shared/format.js';
import { LaunchesPerYearChart } from '../../../views/parts/charts/index.js';
import { CHART_TIERS } from '../../../views/parts/charts/chart-tiers.js';
import { layoutLaunches, yearsInOrder } from '../../../views/parts/charts/launches-layout.js';
import { estimateTextWidth } from '../../../views/parts/charts/text-width.js';
import { BROKEN, number, render, tableRows, tags, withClass } from './markup.js';

const messages = { zh, en };
const years = [
  { year: 2021, amd: 10, intel: 20 },
  { year: 2022, amd: 40, intel: 5 },
  { year: 2024, amd: 1234, intel: 617 },
];
const bar = (markup: string, year: number, vendor: string) => {
  const found = tags(markup, 'rect').find((rect) => rect['data-year'] === String(year) && rect['data-vendor'] === vendor);
  if (!found) throw new Error(`no bar for ${vendor} ${year}`);
  return found;
};

for (const locale of LOCALES) {
  t.test(`${locale}: a figure with caption, legend, marks stretched over a plot of a fixed shape and the hidden table`, async (t) => {
    const markup = render(LaunchesPerYearChart, { locale, years });
    t.match(markup, /^<figure class="chart chart--launches">/);
    t.match(markup, `<figcaption class="chart__caption">${messages[locale]['chart.launchesPerYear']}</figcaption>`);
    t.match(markup, `${messages[locale]['vendor.amd']}</li>`);
    t.match(markup, `${messages[locale]['vendor.intel']}</li>`);
    t.match(markup, /<div class="chart__plot" style="aspect-ratio:2.2857">/, '640 × 280 at any width');
    const [svg] = tags(markup, 'svg');
    t.equal(svg?.viewBox, '0 0 4 1234', 'a year across, a launch up');
    t.equal(svg?.preserveAspectRatio, 'none', 'stretched over the plot');
    t.equal(svg?.['aria-hidden'], 'true', 'the table is the text alternative');
    t.notOk(svg?.width ?? svg?.height, 'no fixed size: the plot sizes it');
    t.match(markup, `<caption>${messages[locale]['chart.tableCaption'].replace('{title}', messages[locale]['chart.launchesPerYear'])}</caption>`);
    for (const pattern of BROKEN) t.notMatch(markup, pattern);
  });

  t.test(`${locale}: the hidden table holds every count, formatted for the locale, gap years as zero`, async (t) => {
    const rows = tableRows(render(LaunchesPerYearChart, { locale, years }));
    const m = messages[locale];
    t.same(rows, [
      [m['chart.year'], m['vendor.amd'], m['vendor.intel']],
      ['2021', '10', '20'],
      ['2022', '40', '5'],
      ['2023', '0', '0'],
      ['2024', formatNumber(locale, 1234, 0), formatNumber(locale, 617, 0)],
    ]);
    t.equal(rows[4]?.[1], '1,234', 'grouped digits in both zh-CN and en-US');
  });
}

t.test('bar heights follow the counts; the tallest reaches the plot top; all stand on one baseline', async (t) => {
  const data = [
    { year: 2021, amd: 10, intel: 20 },
    { year: 2022, amd: 47, intel: 5 },
  ];
  const markup = render(LaunchesPerYearChart, { locale: 'en', years: data });
  const height = (year: number, vendor: string) => number(bar(markup, year, vendor), 'height');
  // Coordinates are rounded to 0.01, so lengths agree to a few hundredths.
  t.ok(Math.abs(height(2021, 'intel') - 2 * height(2021, 'amd')) < 0.03, 'twice the count, twice the height');
  t.ok(Math.abs(height(2021, 'intel') - 4 * height(2022, 'intel')) < 0.05, 'four times the count, four times the height');
  t.equal(number(bar(markup, 2022, 'amd'), 'y'), 0, 'the largest count (47, not a tick) reaches the top of the plot');
  t.equal(Math.min(...tags(markup, 'rect').map((rect) => number(rect, 'y'))), 0, 'and nothing goes above it');
  const baselines = new Set(tags(markup, 'rect').map((rect) => number(rect, 'y') + number(rect, 'height')));
  t.same([...baselines], [number(withClass(markup, 'line', 'chart__axis')[0], 'y1')], 'one baseline, the axis');
  t.ok(number(bar(markup, 2021, 'amd'), 'x') < number(bar(markup, 2021, 'intel'), 'x'), 'AMD left of Intel');
  t.ok(number(bar(markup, 2021, 'intel'), 'x') < number(bar(markup, 2022, 'amd'), 'x'), 'years in order');
  for (const rect of tags(markup, 'rect')) t.ok(number(rect, 'x') > 0 && number(rect, 'x') + number(rect, 'width') < 2, 'inside the plot, two years wide');
});

t.test('y axis labels are nice whole numbers through Intl', async (t) => {
  const markup = render(LaunchesPerYearChart, { locale: 'en', years: [{ year: 2020, amd: 2500, intel: 1 }] });
  for (const label of ['0', '500', '1,000', '1,500', '2,000', '2,500']) t.match(markup, `>${label}</span>`);
  const small = render(LaunchesPerYearChart, { locale: 'en', years: [{ year: 2020, amd: 3, intel: 1 }] });
  t.notMatch(small, /\.5<\/span>/, 'no half launches on the axis');
});

t.test('zero, negative and NaN counts draw no bar and print no NaN or minus sign', async (t) => {
  const markup = render(LaunchesPerYearChart, {
    locale: 'zh',
    years: [
      { year: 2020, amd: 0, intel: Number.NaN },
      { year: 2021, amd: -3, intel: 4 },
    ],
  });
  t.equal(tags(markup, 'rect').length, 1);
  for (const pattern of BROKEN) t.notMatch(markup, pattern);
  t.same(tableRows(markup).slice(1), [
    ['2020', '0', '—'],
    ['2021', '—', '4'],
  ]);
});

t.test('all-zero years draw axes without bars', async (t) => {
  const markup = render(LaunchesPerYearChart, { locale: 'en', years: [{ year: 2020, amd: 0, intel: 0 }] });
  t.equal(tags(markup, 'rect').length, 0);
  for (const pattern of BROKEN) t.notMatch(markup, pattern);
});

for (const locale of LOCALES) {
  t.test(`${locale}: no years shows the empty-state message, not an empty chart`, async (t) => {
    const markup = render(LaunchesPerYearChart, { locale, years: [] });
    t.match(markup, messages[locale]['chart.empty']);
    t.match(markup, messages[locale]['chart.launchesPerYear']);
    t.notMatch(markup, '<svg');
    t.notMatch(markup, '<table');
  });
}

t.test('rendering twice gives identical markup (hydration has nothing to disagree with)', async (t) => {
  const many = Array.from({ length: 26 }, (_, index) => ({ year: 2000 + index, amd: (index * 7) % 23, intel: (index * 11) % 31 }));
  const once = renderToString(createElement(LaunchesPerYearChart, { locale: 'zh', years: many }));
  t.equal(renderToString(createElement(LaunchesPerYearChart, { locale: 'zh', years: many })), once);
});

t.test('yearsInOrder sorts, merges duplicates and fills gap years', async (t) => {
  t.same(
    yearsInOrder([
      { year: 2022, amd: 1, intel: 2 },
      { year: 2020, amd: 3, intel: 0 },
      { year: 2022, amd: 1, intel: 1 },
      { year: 20.5, amd: 9, intel: 9 },
    ]),
    [
      { year: 2020, amd: 3, intel: 0 },
      { year: 2021, amd: 0, intel: 0 },
      { year: 2022, amd: 2, intel: 3 },
    ],
  );
  t.equal(
    yearsInOrder([
      { year: 1800, amd: 1, intel: 0 },
      { year: 2020, amd: 1, intel: 0 },
    ]).length,
    2,
    'no century of filler',
  );
});

t.test('a narrow chart labels fewer years, none overlapping at the narrowest width of its tier', async (t) => {
  const many = yearsInOrder(Array.from({ length: 26 }, (_, index) => ({ year: 2000 + index, amd: index, intel: 1 })));
  const layout = layoutLaunches(many, String);
  const shown = (tier: number) => layout.xTicks.filter((tick) => tick.tiers.includes(tier as never));
  const room = estimateTextWidth('2000', 12) + 8;
  for (const tier of CHART_TIERS) {
    const plot = tier - layout.margin.left - layout.margin.right;
    const gaps = shown(tier)
      .slice(1)
      .map((tick, index) => (tick.at - shown(tier)[index]!.at) * plot);
    t.ok(Math.min(...gaps) >= room - 0.01, `${tier} px: room for a four-digit year between labels`);
  }
  t.ok(shown(280).length < shown(800).length, `${shown(280).length} years labelled on a phone, ${shown(800).length} on a wide plot`);
  t.equal(layout.bars.length, 26 * 2 - 1, 'every year drawn, whatever is labelled');
});

t.test('gridlines keep their room as the plot narrows: a tick shows only where it has it', async (t) => {
  const layout = layoutLaunches([{ year: 2020, amd: 150, intel: 10 }], String);
  const at = (tier: number) => layout.yTicks.filter((tick) => tick.tiers.includes(tier as never)).map((tick) => tick.value);
  t.same(at(280), [0, 100]);
  t.same(at(800), [0, 20, 40, 60, 80, 100, 120, 140]);
  const markup = render(LaunchesPerYearChart, { locale: 'en', years: [{ year: 2020, amd: 150, intel: 10 }] });
  t.match(markup, /<span class="chart__tick-label" style="top:100%">0<\/span>/, 'a tick every width shows has no tiers');
  t.match(markup, /<span class="chart__tick-label" data-tiers="(\d+ )*800" style="top:6.67%">140<\/span>/, 'one for wide plots says so');
});
