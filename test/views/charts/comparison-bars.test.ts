import t from 'tap';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import en from '../../../locales/en.json' with { type: 'json' };
import zh from '../../../locales/zh.json' with { type: 'json' };
import { LOCALES } from '../../../src/shared/locales.js';
import { formatUnit } from '../../../src/shared/format.js';
import { ComparisonBars } from '../../../views/parts/charts/index.js';
import type { ComparisonBarsProps } from '../../../views/parts/charts/index.js';
import { BROKEN, number, render, tableRows, tags, withClass } from './markup.js';

const messages = { zh, en };
const items: ComparisonBarsProps['items'] = [
  { key: 'amd:ryzen-7-7700x', label: 'Ryzen 7 7700X', cores: 8, boostClockGHz: 5.4, l3CacheMB: 32, tdpW: 105 },
  { key: 'intel:core-i7-14700k', label: 'Core i7-14700K', cores: 20, boostClockGHz: null, l3CacheMB: 33, tdpW: 125 },
  { key: 'amd:ryzen-9-7950x', label: 'Ryzen 9 7950X', cores: 16, boostClockGHz: 5.7, l3CacheMB: 64, tdpW: null },
];

/** One metric's group, as the markup of each of its rows. */
function metric(markup: string, field: string): string[] {
  const drawing = markup.slice(0, markup.indexOf('<table'));
  const group = drawing.split(' data-metric="').find((part) => part.startsWith(`${field}"`));
  if (group === undefined) throw new Error(`no group for ${field}`);
  return group.split('<div class="chart-compare__row').slice(1);
}
const barWidth = (rowMarkup: string | undefined): number | null => {
  const [rect] = tags(rowMarkup ?? '', 'rect');
  return rect ? number(rect, 'width') : null;
};

for (const locale of LOCALES) {
  t.test(`${locale}: metric names, caption and highlight legend from the locale file`, async (t) => {
    const markup = render(ComparisonBars, { locale, current: 'amd:ryzen-7-7700x', items });
    const m = messages[locale];
    t.match(markup, `<figcaption class="chart__caption">${m['chart.comparisonSimilar']}</figcaption>`);
    for (const key of ['field.cores', 'field.boostClockGHz', 'field.l3CacheMB', 'field.tdpW'] as const) {
      t.match(markup, `<div class="chart-compare__title">${m[key]}</div>`);
    }
    t.match(markup, `${m['chart.currentProcessor']}</li>`);
    for (const pattern of BROKEN) t.notMatch(markup, pattern);
  });

  t.test(`${locale}: the hidden table holds every value with its unit, "—" for the unknown ones`, async (t) => {
    const m = messages[locale];
    t.same(tableRows(render(ComparisonBars, { locale, current: 'amd:ryzen-7-7700x', items })), [
      [m['chart.processor'], m['field.cores'], m['field.boostClockGHz'], m['field.l3CacheMB'], m['field.tdpW']],
      [m['chart.currentRow'].replace('{name}', 'Ryzen 7 7700X'), '8', formatUnit(locale, 5.4, 'GHz'), '32 MB', '105 W'],
      ['Core i7-14700K', '20', '—', '33 MB', '125 W'],
      ['Ryzen 9 7950X', '16', '5.7 GHz', '64 MB', '—'],
    ]);
  });

  t.test(`${locale}: no items shows the empty-state message`, async (t) => {
    const markup = render(ComparisonBars, { locale, current: null, items: [] });
    t.match(markup, messages[locale]['chart.empty']);
    t.notMatch(markup, '<svg');
  });
}

t.test('bar lengths follow the values, the largest in each group filling its track', async (t) => {
  const markup = render(ComparisonBars, { locale: 'en', current: null, items });
  const cores = metric(markup, 'cores').map(barWidth);
  t.same(cores, [40, 100, 80], '8, 20 and 16 cores');
  const cache = metric(markup, 'l3CacheMB').map(barWidth);
  t.equal(cache[2], 100);
  t.equal(cache[0], 50, '32 MB is half of 64 MB');
  for (const svg of tags(markup, 'svg')) {
    t.equal(svg.viewBox, '0 0 100 10');
    t.equal(svg.preserveAspectRatio, 'none', 'a plain rectangle stretches over the track');
  }
});

t.test('an unknown value is "—" with no bar, and the others keep their scale', async (t) => {
  const markup = render(ComparisonBars, { locale: 'en', current: null, items });
  const boost = metric(markup, 'boostClockGHz');
  t.equal(barWidth(boost[1]), null);
  t.notMatch(boost[1] ?? '', '<svg');
  t.match(boost[1] ?? '', '<span class="chart-compare__value">—</span>');
  t.equal(barWidth(boost[2]), 100);
  t.ok(Math.abs((barWidth(boost[0]) ?? 0) - (5.4 / 5.7) * 100) < 0.01);
  const tdp = metric(markup, 'tdpW');
  t.same(tdp.map(barWidth), [84, 100, null]);

  const allUnknown = render(ComparisonBars, { locale: 'zh', current: null, items: items.map((item) => ({ ...item, l3CacheMB: null })) });
  t.same(metric(allUnknown, 'l3CacheMB').map(barWidth), [null, null, null]);
  for (const pattern of BROKEN) t.notMatch(allUnknown, pattern);
});

t.test('NaN and negative values count as unknown, never as bars', async (t) => {
  const markup = render(ComparisonBars, {
    locale: 'en',
    current: null,
    items: [{ key: 'x', label: 'X', cores: Number.NaN, boostClockGHz: -1, l3CacheMB: 0, tdpW: Number.POSITIVE_INFINITY }],
  });
  for (const pattern of BROKEN) t.notMatch(markup, pattern);
  t.same(tableRows(markup)[1], ['X', '—', '—', '0 MB', '—']);
  t.equal(tags(markup, 'rect').length, 1, 'a known zero is a zero-length bar');
});

t.test('the current processor is highlighted in every group; on the compare page nothing is', async (t) => {
  const detail = render(ComparisonBars, { locale: 'en', current: 'intel:core-i7-14700k', items });
  t.equal(withClass(detail, 'div', 'chart-compare__row--current').length, 4, 'one row per metric');
  for (const field of ['cores', 'l3CacheMB']) {
    t.match(metric(detail, field)[1] ?? '', /^ chart-compare__row--current">.*chart__bar--current/);
  }
  t.equal(withClass(detail, 'rect', 'chart__bar--current').length, 3, 'no bar for its unknown boost clock');

  const compare = render(ComparisonBars, { locale: 'en', current: null, items: items.slice(0, 2) });
  t.match(compare, `<figcaption class="chart__caption">${en['chart.comparisonSideBySide']}</figcaption>`);
  t.notMatch(compare, 'chart-compare__row--current');
  t.notMatch(compare, 'chart__legend');
  t.notMatch(compare, en['chart.currentRow'].replace('{name}', ''));

  const stranger = render(ComparisonBars, { locale: 'en', current: 'amd:not-listed', items });
  t.notMatch(stranger, 'chart-compare__row--current');
  t.notMatch(stranger, 'chart__legend', 'no key for a highlight that is not there');
});

t.test('the drawing is hidden from assistive technology; the table is its text alternative', async (t) => {
  const markup = render(ComparisonBars, { locale: 'en', current: null, items });
  t.match(markup, '<div class="chart-compare" aria-hidden="true">');
  t.match(markup, '<table class="visually-hidden">');
});

t.test('rendering twice gives identical markup', async (t) => {
  const once = renderToString(createElement(ComparisonBars, { locale: 'zh', current: 'amd:ryzen-9-7950x', items }));
  t.equal(renderToString(createElement(ComparisonBars, { locale: 'zh', current: 'amd:ryzen-9-7950x', items })), once);
});
