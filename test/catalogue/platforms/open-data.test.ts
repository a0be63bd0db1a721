import t from 'tap';
import { boardsOpenData, chipsetsOpenData, socketsOpenData } from '../../../src/catalogue/platforms/open-data.js';
import { buildPlatforms } from '../../../src/catalogue/platforms/platforms.js';
import { BUILDCORES_ATTRIBUTION, BUILDCORES_REPOSITORY, isVendorUrl } from '../../../src/record/platform-schema.js';
import { ALL_PROCESSORS, FILES, PROCESSORS as P } from './platform-fixtures.js';

/** The open data files: each carries BuildCores' attribution and says what it is made of. */
const platforms = buildPlatforms(ALL_PROCESSORS, FILES);

t.test('every file carries the ODC-By attribution and the link to BuildCores OpenDB', async (t) => {
  for (const file of [socketsOpenData(platforms), chipsetsOpenData(platforms), boardsOpenData(platforms)!]) {
    t.equal(file.attribution, BUILDCORES_ATTRIBUTION);
    t.match(JSON.stringify(file), BUILDCORES_REPOSITORY);
    t.match(file.licence.name, /ODC-By/);
  }
});

t.test('sockets.json: every socket, with what is derived from its processors and boards', async (t) => {
  const file = socketsOpenData(platforms);
  t.same(
    file.sockets.map((s) => s.id),
    platforms.sockets.map((s) => s.id),
  );
  const am4 = file.sockets.find((s) => s.id === 'am4')!;
  const onAm4 = ALL_PROCESSORS.filter((p) => p.socket === 'AM4');
  const years = onAm4.map((p) => Number(p.launched!.slice(0, 4)));
  t.same(am4.years, { first: Math.min(...years), last: Math.max(...years) });
  t.same(am4.memoryTypes, ['DDR4']);
  t.same(am4.chipsets, ['b450', 'x470', 'b550', 'a520']);
  t.equal(am4.processors, onAm4.length);
  t.equal(am4.boards, FILES.boards!.boards.filter((b) => b.socket === 'am4').length);
  t.same([am4.soldered, am4.solderedBasis], [false, 'boards']);
  const bga = file.sockets.find((s) => s.id === 'bga1449');
  t.same([bga?.soldered, bga?.solderedBasis, bga?.processors], [true, 'package-name', 1], `known from ${P.laptopBga.name}'s record alone`);
  t.same(file.sockets.find((s) => s.id === 'fp6')!.soldered, null, 'nothing says whether FP6 is soldered');
});

t.test('chipsets.json: the records with their board counts and statements, and the sources they cite with their kind', async (t) => {
  const file = chipsetsOpenData(platforms);
  t.same(
    file.chipsets.map((c) => c.id),
    FILES.chipsets.map((c) => c.id),
  );
  t.equal(file.chipsets.find((c) => c.id === 'z690')!.boards, 2);
  const z690 = file.chipsets.find((c) => c.id === 'z690')!.support;
  t.same(
    z690.map((s) => [s.line.generation, s.status, s.source]),
    [
      ['12th gen', 'supported', 'intel-fixture'],
      ['13th gen', 'bios-update', 'intel-fixture'],
      ['14th gen', 'bios-update', 'intel-fixture'],
    ],
  );
  t.ok(
    z690.every((s) => s.text.en && s.text.zh),
    'each statement in both languages',
  );
  t.ok(file.sources.length > 0 && file.sources.every((source) => source.kind !== 'vendor-page' || isVendorUrl(source.url)));
  const cited = new Set(file.chipsets.flatMap((c) => c.support.map((s) => s.source)));
  t.ok(
    [...cited].every((id) => file.sources.some((source) => source.id === id)),
    'every source a statement names is in the file',
  );
  t.equal(new Set(file.sources.map((s) => s.id)).size, file.sources.length, 'each source once');
});
