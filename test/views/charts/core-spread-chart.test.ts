import t from 'tap';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import en from '../../../locales/en.json' with { type: 'json' };
import zh from '../../../locales/zh.json' with { type: 'json' };
import { LOCALES } from '../../../src/shared/locales.js';
import { CoreSpreadChart } from '../../../views/parts/charts/index.js';
import type { CoreSpreadChartProps } from '../../../views/parts/charts/index.js';
import { layoutSpread, spreadAspect } from '../../../views/parts/charts/core-spread-layout.js';
import { BROKEN, number, render, tableRows, tags, withClass } from './markup.js';

const messages = { zh, en };
type Segments = CoreSpreadChartProps['segments'];
// Given out of order: the chart shows the catalogue's order.
const segments: Segments = [
  { segment: 'server', min: 8, q1: 16, median: 32, q3: 64, max: 192, count: 40 },
  { segment: 'desktop', min: 4, q1: 6, median: 8, q3: 16, max: 24, count: 1200 },
  { segment: 'mobile', min: 2, q1: 4, median: 7.5, q3: 12.25, max: 24, count: 300 },
];

/** The marks in one segment's row. */
function row(markup: string, segment: string): string {
  const match = new RegExp(`<g data-segment="${segment}">(.*?)</g>`, 's').exec(markup);
  if (match?.[1] === undefined) throw new Error(`no row for ${segment}`);
  return match[1];
}

/** The rows' labels, top to bottom as drawn, with where each sits. */
function rowLabels(markup: string): { label: string; top: number }[] {
  return [...markup.matchAll(/<span class="chart__row-label" style="top:([\d.]+)%">([^<]*)<\/span>/g)].map(([, top, label]) => ({
    label: label!,
    top: Number(top),
  }));
}

for (const locale of LOCALES) {
  t.test(`${locale}: caption, segment names, axis title and key from the locale file`, async (t) => {
    const markup = render(CoreSpreadChart, { locale, segments });
    const m = messages[locale];
    t.match(markup, `<figcaption class="chart__caption">${m['chart.coreSpread']}</figcaption>`);
    for (const key of ['segment.desktop', 'segment.mobile', 'segment.server', 'chart.coresLogScale'] as const) t.match(markup, `>${m[key]}</span>`);
    t.notMatch(markup, m['segment.workstation'], 'only the segments given');
    t.match(markup, `<p class="chart__note">${m['chart.coreSpreadKey']}</p>`);
    t.match(markup, `<div class="chart__plot" style="aspect-ratio:${Math.round(spreadAspect(3) * 10000) / 10000}">`, 'a fixed shape at any width');
    const [svg] = tags(markup, 'svg');
    t.equal(svg?.viewBox, '0 0 7 3', 'seven doublings (2 to 256) across, three rows down');
    t.equal(svg?.preserveAspectRatio, 'none');
    t.equal(svg?.['aria-hidden'], 'true');
    for (const pattern of BROKEN) t.notMatch(markup, pattern);
  });

  t.test(`${locale}: the hidden table holds every statistic, formatted, in segment order`, async (t) => {
    const m = messages[locale];
    t.same(tableRows(render(CoreSpreadChart, { locale, segments })), [
      [m.segment, m['chart.count'], m['chart.min'], m['chart.q1'], m['chart.median'], m['chart.q3'], m['chart.max']],
      [m['segment.desktop'], '1,200', '4', '6', '8', '16', '24'],
      [m['segment.mobile'], '300', '2', '4', '7.5', '12.25', '24'],
      [m['segment.server'], '40', '8', '16', '32', '64', '192'],
    ]);
  });

  t.test(`${locale}: no segments shows the empty-state message`, async (t) => {
    const markup = render(CoreSpreadChart, { locale, segments: [] });
    t.match(markup, messages[locale]['chart.empty']);
    t.notMatch(markup, '<svg');
  });
}

t.test('marks sit on a log₂ axis: each doubling is the same distance', async (t) => {
  const markup = render(CoreSpreadChart, { locale: 'en', segments });
  const server = row(markup, 'server');
  const [whisker, lowCap, highCap] = withClass(server, 'line', 'chart__whisker');
  const [box] = withClass(server, 'rect', 'chart__box');
  const [median] = withClass(server, 'line', 'chart__median');
  const min = number(lowCap, 'x1');
  const q1 = number(box, 'x');
  const q3 = q1 + number(box, 'width');
  const doubling = q1 - min; // 8 → 16
  t.ok(doubling > 0);
  t.ok(Math.abs(number(median, 'x1') - q1 - doubling) < 0.02, '16 → 32');
  t.ok(Math.abs(q3 - number(median, 'x1') - doubling) < 0.02, '32 → 64');
  t.ok(Math.abs(number(highCap, 'x1') - q3 - doubling * Math.log2(3)) < 0.02, '64 → 192 is log₂ 3 doublings');
  t.equal(number(whisker, 'x1'), min);
  t.equal(number(whisker, 'x2'), number(highCap, 'x1'));
  const ticks = [...markup.matchAll(/<span class="chart__tick-label"[^>]*>([\d,]+)<\/span>/g)].map(([, label]) => label);
  t.same(ticks, ['2', '4', '8', '16', '32', '64', '128', '256'], 'powers of two from the smallest minimum to past the largest maximum');
});

t.test('rows follow the catalogue order, top to bottom', async (t) => {
  const markup = render(CoreSpreadChart, { locale: 'en', segments });
  t.same(
    rowLabels(markup).map(({ label }) => label),
    ['Desktop', 'Laptop', 'Server'],
  );
  t.same(
    rowLabels(markup).map(({ top }) => top),
    [16.67, 50, 83.33],
    'each in the middle of its row',
  );
  t.same(
    [...markup.matchAll(/data-segment="(\w+)"/g)].map(([, segment]) => segment),
    ['desktop', 'mobile', 'server'],
  );
});

t.test('a segment without processors or with a broken number keeps its label but draws no marks', async (t) => {
  const markup = render(CoreSpreadChart, {
    locale: 'en',
    segments: [
      { segment: 'desktop', min: 4, q1: 6, median: 8, q3: 16, max: 24, count: 10 },
      { segment: 'embedded', min: 0, q1: 0, median: 0, q3: 0, max: 0, count: 0 },
      { segment: 'workstation', min: 12, q1: Number.NaN, median: 24, q3: 32, max: -1, count: 5 },
    ],
  });
  t.same(
    rowLabels(markup).map(({ label }) => label),
    ['Desktop', 'Workstation', 'Embedded'],
  );
  t.equal(row(markup, 'embedded'), '');
  t.notMatch(row(markup, 'workstation'), '<line');
  for (const pattern of BROKEN) t.notMatch(markup, pattern);
  t.same(tableRows(markup).slice(2), [
    ['Workstation', '5', '—', '—', '—', '—', '—'],
    ['Embedded', '0', '—', '—', '—', '—', '—'],
  ]);
});

t.test('rendering twice gives identical markup', async (t) => {
  const once = renderToString(createElement(CoreSpreadChart, { locale: 'zh', segments }));
  t.equal(renderToString(createElement(CoreSpreadChart, { locale: 'zh', segments })), once);
});

t.test('a narrow chart thins the ticks to every other power of two, keeping the top one', async (t) => {
  const layout = layoutSpread(segments, ['Desktop', 'Mobile', 'Server'], String);
  const at = (tier: number) => layout.ticks.filter((tick) => tick.tiers.includes(tier as never)).map((tick) => tick.value);
  t.same(at(640), [2, 4, 8, 16, 32, 64, 128, 256]);
  t.same(at(280), [4, 16, 64, 256]);
  t.same(
    layout.ticks.map((tick) => tick.x),
    [0, 1, 2, 3, 4, 5, 6, 7],
    'a doubling apart',
  );
});
