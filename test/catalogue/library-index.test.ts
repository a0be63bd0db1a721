import t from 'tap';
import { createCatalogue } from '../../src/catalogue/catalogue.js';
import { DEFAULT_QUERY } from '../../src/shared/library-query.js';
import type { Processor } from '../../src/shared/processor.js';
import { generateCatalogue } from '../../src/catalogue/synthetic.js';

/*
 * The library's year filter and launch sort with dates of every precision: a quarter ("2024-Q3",
 * ARK's precision) is placed in its year and sorted with its first day, and the processors no
 * year can place are counted, not dropped silently.
 */
const [base] = generateCatalogue(1, 3);
const make = (id: string, launched: string | null): Processor => ({ ...base!, id, name: `Test ${id}`, launched });
const catalogue = createCatalogue([
  make('q3', '2024-Q3'),
  make('aug', '2024-08-15'),
  make('jun', '2024-06'),
  make('old', '2021-Q1'),
  make('none', null),
  make('none-too', null),
]);
const query = (changes: Partial<typeof DEFAULT_QUERY>) => catalogue.library.search({ ...DEFAULT_QUERY, per: 96, ...changes });

t.test('a quarter is placed in its year', async (t) => {
  const result = query({ yearMin: 2024, yearMax: 2024 });
  t.same(result.results.map((p) => p.id).sort(), ['aug', 'jun', 'q3']);
});

t.test('the processors a year filter cannot place are counted', async (t) => {
  t.equal(query({ yearMin: 2022 }).undated, 2);
  t.equal(query({ yearMin: 2022 }).matched, 3, 'and are not among the matches');
  t.equal(query({}).undated, 0, 'without a year filter nothing is left out');
  t.equal(query({ yearMin: 2022, q: 'q3' }).undated, 0, 'the other filters apply to the count');
});

t.test('the launch sort puts a quarter with its first day, and undated parts last', async (t) => {
  t.same(
    query({ sort: 'launched', descending: true }).results.map((p) => p.id),
    ['aug', 'q3', 'jun', 'old', 'none', 'none-too'],
  );
  t.same(
    query({ sort: 'launched', descending: false })
      .results.map((p) => p.id)
      .slice(0, 4),
    ['old', 'jun', 'q3', 'aug'],
  );
});
