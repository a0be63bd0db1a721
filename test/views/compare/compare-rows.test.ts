import t from 'tap';
import { barShares, bestColumns, rowDiffers, visibleSections, type CompareRow } from '../../../views/parts/compare/compare-rows.js';

/** The compare table's marks, from numbers alone: a score row would be marked the same way. */
const row = (better: CompareRow['better'], values: (number | null)[]): CompareRow => ({
  label: 'field.cores',
  better,
  cells: values.map((value) => ({ text: value === null ? null : String(value), value })),
});

t.test('the best is the most on a "higher" row and the least on a "lower" row; ties share it', async (t) => {
  t.same([...bestColumns(row('higher', [8, 24, 16]))], [1]);
  t.same([...bestColumns(row('lower', [120, 125, 170]))], [0]);
  t.same([...bestColumns(row('higher', [32, 16, 32]))], [0, 2], 'a tie marks both');
  t.same([...bestColumns(row('higher', [null, 8, null]))], [], 'one known value is not a contest');
  t.same([...bestColumns(row('higher', [2, 2]))], [], 'all equal: no mark');
  t.same([...bestColumns(row(null, [1, 2]))], [], 'a row with no direction has no best');
});

t.test('bars are each value against the best, unknown values get none', async (t) => {
  t.same(barShares(row('higher', [8, 24, null])), [1 / 3, 1, null]);
  t.same(barShares(row('lower', [120, 240])), [1, 0.5]);
  t.same(barShares(row('higher', [0, 0])), [1, 1], 'zero against zero is not a division by zero');
  t.same(barShares(row(null, [1, 2])), [null, null]);
});

t.test('differences only drops equal rows and the sections they leave empty', async (t) => {
  const equal = row(null, [1, 1]);
  const differs = row('higher', [1, 2]);
  t.notOk(rowDiffers(equal));
  t.ok(rowDiffers(row(null, [1, null])), 'unknown against known differs');
  const sections = [
    { heading: 'section.essentials' as const, rows: [equal] },
    { heading: 'section.cpu' as const, rows: [equal, differs] },
  ];
  t.same(visibleSections(sections, true), [{ heading: 'section.cpu', rows: [differs] }]);
  t.same(visibleSections(sections, false), sections);
});
