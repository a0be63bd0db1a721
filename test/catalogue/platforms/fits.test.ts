import { fileURLToPath } from 'node:url';
import t from 'tap';
import { loadShippedProcessors } from '../../../src/catalogue/load.js';
import { readPlatformFiles } from '../../../src/catalogue/platforms/platform-files.js';
import { buildPlatforms } from '../../../src/catalogue/platforms/platforms.js';
import { isVendorUrl } from '../../../src/shared/platform-schema.js';
import { ALL_PROCESSORS, BOARDS, FILES, PROCESSORS as P } from './platform-fixtures.js';

/**
 * What fits where. First the shipped chipset statements, each with the AMD page it rests on;
 * then the classic traps of each socket in the fixture world (platform-fixtures.ts), which has
 * every kind of statement a vendor page makes.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const platforms = buildPlatforms(ALL_PROCESSORS, FILES);
const shipped = Promise.all([loadShippedProcessors(root), readPlatformFiles(root)]).then(([processors, files]) => ({ processors, platforms: buildPlatforms(processors, files) }));

t.test('shipped: B450 and X470 boards may need a BIOS update for 3rd Gen Ryzen (AMD PA-100)', async (t) => {
  const catalogue = await shipped;
  const matisse = catalogue.processors.filter((p) => p.generation === 'Ryzen 3000' && p.codename === 'Matisse');
  t.ok(matisse.length > 0);
  for (const chipset of ['b450', 'x470']) {
    for (const processor of matisse) {
      const fit = catalogue.platforms.fits(processor, { chipset });
      t.equal(fit.status, 'bios-update', `${processor.name} on ${chipset}`);
      t.equal(fit.caveats[0]?.source?.url, 'https://www.amd.com/en/support/kb/faq/pa-100');
    }
  }
  // The page speaks of 3rd Gen Ryzen: the Ryzen 3000 APUs (Picasso) are another line, not stated.
  const picasso = catalogue.processors.find((p) => p.generation === 'Ryzen 3000' && p.codename === 'Picasso')!;
  t.equal(catalogue.platforms.fits(picasso, { chipset: 'b450' }).status, 'not-stated');
});

t.test('shipped: Socket AM4 300-series boards may need a BIOS update for 2nd Gen Ryzen (AMD PA-100, German edition)', async (t) => {
  const catalogue = await shipped;
  const ryzen2000 = catalogue.processors.filter((p) => p.generation === 'Ryzen 2000' && p.socket === 'AM4');
  t.ok(ryzen2000.length > 0);
  for (const chipset of ['a320', 'b350', 'x370']) {
    for (const processor of ryzen2000) {
      const fit = catalogue.platforms.fits(processor, { chipset });
      t.equal(fit.status, 'bios-update', `${processor.name} on ${chipset}`);
      t.equal(fit.caveats[0]?.source?.url, 'https://www.amd.com/de/support/kb/faq/pa-100');
    }
  }
});

t.test('shipped: every chipset statement cites a page on the vendor\'s own site', async (t) => {
  const catalogue = await shipped;
  const statements = catalogue.platforms.chipsets.flatMap((chipset) => chipset.support.map((s) => ({ chipset, s })));
  t.ok(statements.length > 0);
  for (const { chipset, s } of statements) t.ok(isVendorUrl(s.source.url) && s.source.url.includes(`${chipset.vendor}.com`), `${chipset.id}: ${s.source.url}`);
});

t.test('B550 and A520 boards do not take Ryzen 1000 or 2000, nor the Ryzen 3000 APUs', async (t) => {
  for (const chipset of ['b550', 'a520']) {
    for (const processor of [P.r5_1600, P.r5_2600]) {
      const fit = platforms.fits(processor, { chipset });
      t.equal(fit.status, 'unsupported', `${processor.name} on ${chipset}`);
      t.same(fit.caveats.map((c) => [c.kind, c.chipsets, c.source?.url]), [['chipset-unsupported', [chipset], 'https://www.amd.com/test-fixture']]);
    }
  }
  // A statement about one codename beats one about its whole generation.
  t.equal(platforms.fits(P.r5_3400g, { chipset: 'b550' }).status, 'unsupported');
  t.equal(platforms.fits(P.r5_3600, { chipset: 'b550' }).status, 'supported');
  t.same(platforms.fits(P.r5_3600, { chipset: 'b550' }).caveats, []);
});

t.test('B450 and X470 boards need a BIOS update for Ryzen 5000, the 5800X3D included', async (t) => {
  for (const chipset of ['b450', 'x470']) {
    const fit = platforms.fits(P.r7_5800x3d, { chipset });
    t.equal(fit.status, 'bios-update');
    t.equal(fit.caveats[0]?.kind, 'bios-update');
    t.same(fit.caveats[0]?.chipsets, [chipset]);
    t.match(fit.caveats[0]?.statement, /Ryzen 5000/);
  }
});

t.test('LGA1151 boards of the 100 series do not take 8th or 9th gen Core; 300-series boards do', async (t) => {
  for (const processor of [P.i7_8700k, P.i9_9900k]) t.equal(platforms.fits(processor, { chipset: 'z170' }).status, 'unsupported', processor.name);
  t.equal(platforms.fits(P.i7_6700k, { chipset: 'z170' }).status, 'supported');
  t.equal(platforms.fits(P.i7_8700k, { chipset: 'z370' }).status, 'supported');
  t.equal(platforms.fits(P.i9_9900k, { chipset: 'z370' }).status, 'bios-update');
  t.equal(platforms.fits(P.i7_6700k, { chipset: 'z370' }).status, 'unsupported', 'and the other way round');
});

t.test('600-series boards need a BIOS update for 13th and 14th gen', async (t) => {
  t.equal(platforms.fits(P.i5_12400, { chipset: 'z690' }).status, 'supported');
  for (const processor of [P.i9_13900k, P.i9_14900k]) {
    const fit = platforms.fits(processor, { chipset: 'z690' });
    t.equal(fit.status, 'bios-update', processor.name);
    t.equal(fit.caveats[0]?.source?.url, 'https://www.intel.com/test-fixture');
  }
});

t.test('a board gives its chipset and its memory type', async (t) => {
  t.equal(platforms.fits(P.i9_13900k, { board: 'z690-ddr4-board' }).status, 'bios-update', 'the chipset comes from the board');
  const mismatch = platforms.fits(P.ddr5Only, { board: BOARDS.z690ddr4 });
  t.equal(mismatch.status, 'memory-mismatch');
  const memory = mismatch.caveats.find((c) => c.kind === 'memory-type');
  t.same(memory?.memory, { board: 'DDR4', processor: ['DDR5'] });
  t.equal(memory?.source?.url, BOARDS.z690ddr4.buildcores.url, 'the board\'s own document says its memory');
  t.match(mismatch.caveats.map((c) => c.kind), ['bios-update', 'memory-type'], 'the chipset\'s caveat stays');
  t.equal(platforms.fits(P.ddr5Only, { board: BOARDS.z690ddr5 }).status, 'bios-update');
  t.equal(platforms.fits(P.i9_13900k, { board: BOARDS.z690ddr4 }).status, 'bios-update', 'a part listing DDR4 and DDR5 fits either board');
});

t.test('a chipset that says nothing of a line leaves it "not stated", never "supported"', async (t) => {
  const fit = platforms.fits(P.unlisted, { chipset: 'z690' });
  t.equal(fit.status, 'not-stated');
  t.same(fit.caveats.map((c) => [c.kind, c.chipsets, c.source]), [['not-stated', ['z690'], null]]);
});

t.test('a chipset or board of another socket does not fit', async (t) => {
  t.equal(platforms.fits(P.i9_13900k, { chipset: 'b450' }).status, 'other-socket');
  t.equal(platforms.fits(P.i9_13900k, { board: 'am4-board-00' }).status, 'other-socket');
  t.equal(platforms.fits(P.r5_3600, { board: BOARDS.am5 }).status, 'other-socket');
});

t.test('without a chipset, the socket\'s answer lists where its vendor says otherwise', async (t) => {
  const fit = platforms.fits(P.r5_2600);
  t.equal(fit.status, 'socket-only');
  // one caveat for the two chipsets whose statements read alike and cite one page
  t.same(fit.caveats.map((c) => [c.kind, c.chipsets]), [['chipset-unsupported', ['b550', 'a520']]]);
  t.same(platforms.fits(P.r9_5950x).caveats.map((c) => [c.kind, c.chipsets]), [['bios-update', ['b450', 'x470']]]);
  t.same(platforms.fits(P.r5_3600, { chipset: 'no-such-chipset' }).caveats.map((c) => c.kind), ['bios-update'], 'an unknown id counts as not given');
});

t.test('"fits these boards": the boards not ruled out by chipset or memory, chipset by chipset', async (t) => {
  const am4Boards = FILES.boards!.boards.filter((b) => b.socket === 'am4');
  const count = (chipset: string) => am4Boards.filter((b) => b.chipset === chipset).length;
  const ryzen2000 = platforms.boardsFitting(P.r5_2600)!;
  t.equal(ryzen2000.socket.id, 'am4');
  t.equal(ryzen2000.boards, am4Boards.length - count('b550') - count('a520'));
  t.same(ryzen2000.chipsets.map((c) => [c.chipset.id, c.status, c.boards]),
    [['b450', 'not-stated', count('b450')], ['x470', 'not-stated', count('x470')], ['b550', 'unsupported', count('b550')], ['a520', 'unsupported', count('a520')]]);
  const ddr5Only = platforms.boardsFitting(P.ddr5Only)!;
  t.equal(ddr5Only.boards, 1, 'the DDR4 board is ruled out by memory');
  t.same(ddr5Only.chipsets.map((c) => [c.chipset.id, c.status, c.boards, c.otherMemory]), [['z690', 'bios-update', 2, 1]]);
  t.equal(platforms.boardsFitting(P.i9_13900k)!.boards, 2);
  t.equal(platforms.boardsFitting(P.laptopBga), null, 'no board is sold for a soldered part');
  t.equal(platforms.boardsFitting(P.laptopAmd), null);
});
