import { fileURLToPath } from 'node:url';
import t from 'tap';
import { readPlatformFiles } from '../../../src/record/platforms/platform-files.js';
import { buildPlatforms } from '../../../src/catalogue/platforms/platforms.js';
import { slugify } from '../../../src/record/slug.js';
import { ALL_PROCESSORS, AM4_BOARDS, FILES } from './platform-fixtures.js';

/** A socket's motherboards, filtered by chipset and form factor, a page at a time. */
const platforms = buildPlatforms(ALL_PROCESSORS, FILES);
const root = fileURLToPath(new URL('../../..', import.meta.url));

t.test('pages cover every board once, in index order', async (t) => {
  const seen: string[] = [];
  const first = platforms.boardsOn('am4', { perPage: 12 });
  t.equal(first.total, AM4_BOARDS.length);
  t.equal(first.pages, Math.ceil(AM4_BOARDS.length / 12));
  for (let page = 1; page <= first.pages; page++) seen.push(...platforms.boardsOn('am4', { perPage: 12, page }).boards.map((b) => b.id));
  t.same(
    seen,
    AM4_BOARDS.map((b) => b.id),
  );
  t.same(platforms.boardsOn('am4', { perPage: 12, page: first.pages + 1 }).boards, [], 'a page past the end is empty');
});

t.test('filters narrow the list; each facet counts under the other filter', async (t) => {
  const b450 = platforms.boardsOn('am4', { chipset: 'b450', perPage: 96 });
  const expected = AM4_BOARDS.filter((b) => b.chipset === 'b450');
  t.same(
    b450.boards.map((b) => b.id),
    expected.map((b) => b.id),
  );
  t.same(
    b450.formFactors.map((f) => [f.id, f.count]).sort(),
    [...new Set(expected.map((b) => b.formFactor!))].map((name) => [slugify(name), expected.filter((b) => b.formFactor === name).length]).sort(),
  );
  const both = platforms.boardsOn('am4', { chipset: 'b450', formFactor: 'micro-atx', perPage: 96 });
  t.same(
    both.boards.map((b) => b.id),
    expected.filter((b) => b.formFactor === 'Micro ATX').map((b) => b.id),
  );
  const miniItx = platforms.boardsOn('am4', { formFactor: 'mini-itx' });
  t.same(
    miniItx.chipsets.map((c) => [c.id, c.count]),
    ['b450', 'x470', 'b550', 'a520'].map((id) => [id, AM4_BOARDS.filter((b) => b.chipset === id && b.formFactor === 'Mini-ITX').length]),
  );
  t.equal(platforms.boardsOn('lga1851').total, 0, 'a socket without boards has none');
});

t.test('shipped: every board on a socket is listed under it', async (t) => {
  const catalogue = { platforms: buildPlatforms([], await readPlatformFiles(root)) };
  const index = catalogue.platforms.boardIndex!;
  for (const id of ['am4', 'lga1700']) {
    const all = catalogue.platforms.boardsOn(id, { perPage: 96 });
    t.equal(all.total, index.boards.filter((b) => b.socket === id).length, id);
    t.equal(catalogue.platforms.socket(id)!.boardCount, all.total);
  }
});
