import t from 'tap';
import { estimateTextWidth } from '../../../views/parts/charts/text-width.js';

const cases: ReadonlyArray<readonly [string, number]> = [
  ['', 0],
  ['2024', 4 * 0.6 * 12],
  ['Workstation', 11 * 0.6 * 12],
  ['台式机', 3 * 12],
  ['核心数（对数刻度）', 9 * 12],
  ['1,000', 5 * 0.6 * 12],
];

for (const [text, width] of cases) {
  t.test(`estimateTextWidth(${JSON.stringify(text)}, 12)`, async (t) => {
    t.ok(Math.abs(estimateTextWidth(text, 12) - width) < 1e-9);
  });
}
