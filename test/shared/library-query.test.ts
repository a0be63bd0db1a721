import t from 'tap';
import { DEFAULT_QUERY, isFiltered, libraryQueryString, parseLibraryQuery } from '../../src/shared/library-query.js';

t.test('parseLibraryQuery reads every control', async (t) => {
  const query = parseLibraryQuery({
    q: '  ryzen 7 ',
    vendor: 'amd',
    segment: 'desktop',
    socket: 'AM5',
    cores_min: '8',
    cores_max: '16',
    year_min: '2020',
    year_max: '2024',
    cny_min: '500',
    cny_max: '1500',
    sort: '-boost',
    page: '3',
    per: '48',
  });
  t.same(query, {
    q: 'ryzen 7',
    vendor: 'amd',
    segment: 'desktop',
    socket: 'AM5',
    coresMin: 8,
    coresMax: 16,
    yearMin: 2020,
    yearMax: 2024,
    scored: false,
    cnyMin: 500,
    cnyMax: 1500,
    sort: 'boost',
    descending: true,
    page: 3,
    per: 48,
  });
});

t.test('scored=1 keeps processors with an open benchmark score; sort=score sorts by it', async (t) => {
  const query = parseLibraryQuery({ scored: '1', sort: '-score' });
  t.match(query, { scored: true, sort: 'score', descending: true });
  t.equal(libraryQueryString(query), '?scored=1&sort=-score');
  t.same(parseLibraryQuery(Object.fromEntries(new URLSearchParams(libraryQueryString(query)))), query, 'round-trips');
  for (const value of ['0', 'yes', 'true', '', '11']) t.equal(parseLibraryQuery({ scored: value }).scored, false, `scored=${value} is not on`);
  t.equal(isFiltered(query), true, 'a filter, so the empty state offers to clear it');
});

t.test('unknown or malformed values fall back to defaults and never throw', async (t) => {
  const hostile: Record<string, string | string[]>[] = [
    { vendor: 'arm', segment: 'phone', sort: 'speed', per: '13', page: '0', cores_min: '-4', year_min: '19999' },
    { page: '1e3', per: '24.0', cores_max: '0x10', year_max: 'NaN', sort: '--cores' },
    { q: 'x'.repeat(5000), socket: 's'.repeat(500) },
    { vendor: ['intel', 'amd'], page: ['2', '9'] },
    { page: '99999999999', cores_min: '１６' },
  ];
  for (const raw of hostile) {
    const query = parseLibraryQuery(raw);
    t.ok(query.page >= 1 && Number.isInteger(query.page), 'page is a positive integer');
    t.ok([12, 24, 48, 96].includes(query.per), 'per is allowed');
    t.ok(query.q.length <= 100, 'search text is capped');
  }
  // A sort of a benchmark id's shape is kept here: whether the catalogue has that benchmark is the
  // server's question (src/catalogue/library-request.ts, tested through the app in test/pages/benchmark-pages.test.ts).
  t.match(parseLibraryQuery(hostile[0]!), { vendor: null, segment: null, sort: 'speed', descending: false, per: 24, page: 1, coresMin: null, yearMin: null });
  t.match(parseLibraryQuery({ sort: '-<b>' }), { sort: 'launched', descending: true }, "a sort of no id's shape: the default");
  t.match(parseLibraryQuery(hostile[3]!), { vendor: 'intel', page: 2 }, 'a repeated parameter: the first wins');
});

t.test('reversed ranges are swapped rather than emptying the results', async (t) => {
  t.match(parseLibraryQuery({ cores_min: '16', cores_max: '8', year_min: '2024', year_max: '2019' }), {
    coresMin: 8,
    coresMax: 16,
    yearMin: 2019,
    yearMax: 2024,
  });
});

t.test('libraryQueryString leaves defaults out and round-trips', async (t) => {
  t.equal(libraryQueryString(DEFAULT_QUERY), '');
  const query = parseLibraryQuery({ q: 'core i9', vendor: 'intel', sort: 'name', page: '2', per: '96' });
  const search = libraryQueryString(query);
  t.equal(search, '?q=core+i9&vendor=intel&sort=name&per=96&page=2');
  t.same(parseLibraryQuery(Object.fromEntries(new URLSearchParams(search))), query);
  t.equal(libraryQueryString(query, { page: 1 }), '?q=core+i9&vendor=intel&sort=name&per=96');
});
