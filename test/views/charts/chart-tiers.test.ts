import { readFile } from 'node:fs/promises';
import t from 'tap';
import { CHART_TIERS, percent, tieredTicks, tiersAttribute } from '../../../views/parts/charts/chart-tiers.js';

t.test('a tick is kept once, with every tier a layout at that width keeps it in', async (t) => {
  const widths: number[][] = [];
  const merged = tieredTicks(
    (narrowest, middle) => {
      widths.push([narrowest, middle]);
      return narrowest < 440 ? [0, 100] : [0, 50, 100];
    },
    (value) => value,
  );
  t.same(
    widths.map(([narrowest]) => narrowest),
    [...CHART_TIERS],
    "laid out at each tier's narrowest width",
  );
  t.ok(
    widths.every(([narrowest, middle], index) => middle! > narrowest! && middle! < (CHART_TIERS[index + 1] ?? Infinity)),
    'and at its middle one',
  );
  t.same(merged, [
    { tick: 0, tiers: [...CHART_TIERS] },
    { tick: 50, tiers: [440, 540, 640, 800] },
    { tick: 100, tiers: [...CHART_TIERS] },
  ]);
  t.equal(tiersAttribute(merged[0]!.tiers), undefined, 'shown at every width: no attribute');
  t.equal(tiersAttribute(merged[1]!.tiers), '440 540 640 800');
  t.equal(percent(1 / 3), '33.33%');
});

t.test("charts.css shows each tier's ticks between its width and the next tier's", async (t) => {
  // read with its whitespace as single spaces, so a rule reads the same however the file is laid out
  const css = (await readFile(new URL('../../../views/parts/charts/charts.css', import.meta.url), 'utf8')).replace(/\s+/g, ' ');
  const rules = [...css.matchAll(/@container \(([^)]*)\) \{\s*\.chart__plot \[data-tiers~="(\d+)"\] \{ display: inline; \}/g)].map(([, query, tier]) => [
    tier,
    query,
  ]);
  t.same(
    rules,
    CHART_TIERS.map((tier, index) => {
      const next = CHART_TIERS[index + 1];
      const query = index === 0 ? `width < ${next}px` : next ? `${tier}px <= width < ${next}px` : `width >= ${tier}px`;
      return [String(tier), query];
    }),
  );
  t.match(css, /\.chart__plot \[data-tiers\] \{ display: none; \}/, 'hidden elsewhere');
});
