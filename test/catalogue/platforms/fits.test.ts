import t from 'tap';
import { buildPlatforms } from '../../../src/catalogue/platforms/platforms.js';
import { ALL_PROCESSORS, BOARDS, FILES, PROCESSORS as P } from './platform-fixtures.js';

/**
 * What fits where, in the fixture world (platform-fixtures.ts), which has every kind of statement
 * a source makes: supported, after a BIOS update (on some boards only, from a named BIOS), not
 * supported, a line narrowed by integrated graphics. The shipped statements, each with its source,
 * are tested in known-facts.test.ts.
 */
const platforms = buildPlatforms(ALL_PROCESSORS, FILES);
const FIXTURE = 'https://www.amd.com/test-fixture';

t.test('B550 and A520 boards do not take Ryzen 1000 or 2000, nor the Ryzen 3000 APUs', async (t) => {
  for (const chipset of ['b550', 'a520']) {
    for (const processor of [P.r5_1600, P.r5_2600]) {
      const fit = platforms.fits(processor, { chipset });
      t.equal(fit.status, 'unsupported', `${processor.name} on ${chipset}`);
      t.equal(fit.group, 'ruled-out');
      t.same(
        fit.caveats.map((c) => [c.kind, c.chipsets, c.statement?.source.url]),
        [['chipset-unsupported', [chipset], FIXTURE]],
      );
    }
  }
  // A statement narrowed by integrated graphics beats one about the whole generation.
  t.equal(platforms.fits(P.r5_3400g, { chipset: 'b550' }).status, 'unsupported');
  t.equal(platforms.fits(P.r5_3600, { chipset: 'b550' }).status, 'supported');
  t.same(
    platforms.fits(P.r5_3600, { chipset: 'b550' }).caveats.map((c) => c.kind),
    ['supported'],
    'a supported line names its source too',
  );
});

t.test('B450 and X470 boards need a BIOS update for Ryzen 5000, the 5800X3D included', async (t) => {
  for (const chipset of ['b450', 'x470']) {
    const fit = platforms.fits(P.r7_5800x3d, { chipset });
    t.equal(fit.status, 'bios-update');
    t.equal(fit.group, 'supported', 'with a chipset chosen, a BIOS update still fits');
    t.equal(fit.caveats[0]?.kind, 'bios-update');
    t.same(fit.caveats[0]?.chipsets, [chipset]);
    t.match(fit.caveats[0]?.statement?.text.en, /Ryzen 5000/);
    t.match(fit.caveats[0]?.statement?.text.zh, /Ryzen 5000/, 'every statement has its Chinese text');
  }
});

t.test('LGA1151 boards of the 100 series do not take 8th or 9th gen Core; 300-series boards do', async (t) => {
  for (const processor of [P.i7_8700k, P.i9_9900k]) t.equal(platforms.fits(processor, { chipset: 'z170' }).status, 'unsupported', processor.name);
  t.equal(platforms.fits(P.i7_6700k, { chipset: 'z170' }).status, 'supported');
  t.equal(platforms.fits(P.i7_8700k, { chipset: 'z370' }).status, 'supported');
  t.equal(platforms.fits(P.i9_9900k, { chipset: 'z370' }).status, 'bios-update');
  t.equal(platforms.fits(P.i7_6700k, { chipset: 'z370' }).status, 'unsupported', 'and the other way round');
  t.equal(platforms.fits(P.i7_7700k, { chipset: 'z170' }).caveats[0]?.statement?.someBoards, true, 'only some boards: those whose maker released a BIOS');
});

t.test('600-series boards need a BIOS update for 13th and 14th gen, from the BIOS the source names', async (t) => {
  t.equal(platforms.fits(P.i5_12400, { chipset: 'z690' }).status, 'supported');
  for (const processor of [P.i9_13900k, P.i9_14900k]) {
    const fit = platforms.fits(processor, { chipset: 'z690' });
    t.equal(fit.status, 'bios-update', processor.name);
    t.equal(fit.caveats[0]?.statement?.source.url, 'https://www.intel.com/test-fixture');
    t.equal(fit.caveats[0]?.statement?.firstBios, 'Fixture BIOS 1.0');
  }
});

t.test('a board gives its chipset and its memory type', async (t) => {
  t.equal(platforms.fits(P.i9_13900k, { board: 'z690-ddr4-board' }).status, 'bios-update', 'the chipset comes from the board');
  const mismatch = platforms.fits(P.ddr5Only, { board: BOARDS.z690ddr4 });
  t.equal(mismatch.status, 'memory-mismatch');
  t.equal(mismatch.group, 'ruled-out');
  const memory = mismatch.caveats.find((c) => c.kind === 'memory-type');
  t.same(memory?.memory, { board: 'DDR4', processor: ['DDR5'] });
  t.equal(memory?.document?.url, BOARDS.z690ddr4.buildcores.url, "the board's own document says its memory");
  t.match(
    mismatch.caveats.map((c) => c.kind),
    ['bios-update', 'memory-type'],
    "the chipset's caveat stays",
  );
  t.equal(platforms.fits(P.ddr5Only, { board: BOARDS.z690ddr5 }).status, 'bios-update');
  t.equal(platforms.fits(P.i9_13900k, { board: BOARDS.z690ddr4 }).status, 'bios-update', 'a part listing DDR4 and DDR5 fits either board');
});

t.test('a chipset that says nothing of a line leaves it "not stated", never "supported"', async (t) => {
  const fit = platforms.fits(P.unlisted, { chipset: 'z690' });
  t.equal(fit.status, 'not-stated');
  t.equal(fit.group, 'not-stated');
  t.same(
    fit.caveats.map((c) => [c.kind, c.chipsets, c.statement]),
    [['not-stated', ['z690'], null]],
  );
});

t.test('a chipset or board of another socket does not fit', async (t) => {
  t.equal(platforms.fits(P.i9_13900k, { chipset: 'b450' }).status, 'other-socket');
  t.equal(platforms.fits(P.i9_13900k, { board: 'am4-board-00' }).status, 'other-socket');
  t.equal(platforms.fits(P.r5_3600, { board: BOARDS.am5 }).status, 'other-socket');
});

t.test('without a chipset: weighed on the chipsets that run the processor owned, grouped', async (t) => {
  // A Ryzen 5 2600 runs on B450 and X470 (stated); B550 and A520 refuse it.
  const owner = P.r5_2600;
  const on = (candidate: typeof owner) => platforms.fits(candidate, { owner });
  t.same([on(P.r5_1600).status, on(P.r5_1600).group], ['socket-only', 'every-board'], 'every chipset that runs the 2600 runs a 1600');
  t.equal(on(P.r9_5950x).group, 'bios-update', 'after a BIOS update on B450 and X470');
  t.same(
    on(P.r9_5950x).caveats.map((c) => [c.kind, c.chipsets]),
    [['bios-update', ['b450', 'x470']]],
    'one caveat for the chipsets citing one statement',
  );
  // Without an owner, every chipset of the socket counts: the 2600 itself fits some of them only.
  t.equal(platforms.fits(P.r5_2600).group, 'some-chipsets');
  t.same(
    platforms.fits(P.r5_2600).caveats.map((c) => [c.kind, c.chipsets]),
    [
      ['supported', ['b450', 'x470']],
      ['chipset-unsupported', ['b550', 'a520']],
    ],
  );
  // The 6700K owner's board is a Z170 (stated): what no chipset running it takes is ruled out.
  t.equal(platforms.fits(P.i9_9900k, { owner: P.i7_6700k }).group, 'ruled-out');
  t.equal(platforms.fits(P.i7_7700k, { owner: P.i7_6700k }).group, 'bios-update');
  t.same(
    platforms.fits(P.r5_3600, { chipset: 'no-such-chipset', owner }).caveats.map((c) => c.kind),
    ['bios-update'],
    'an unknown id counts as not given',
  );
});

t.test('"fits these boards": the boards not ruled out by chipset or memory, chipset by chipset', async (t) => {
  const am4Boards = FILES.boards!.boards.filter((b) => b.socket === 'am4');
  const count = (chipset: string) => am4Boards.filter((b) => b.chipset === chipset).length;
  const ryzen2000 = platforms.boardsFitting(P.r5_2600)!;
  t.equal(ryzen2000.socket.id, 'am4');
  t.equal(ryzen2000.boards, am4Boards.length - count('b550') - count('a520'));
  t.same(
    ryzen2000.chipsets.map((c) => [c.chipset.id, c.status, c.boards]),
    [
      ['b450', 'supported', count('b450')],
      ['x470', 'supported', count('x470')],
      ['b550', 'unsupported', count('b550')],
      ['a520', 'unsupported', count('a520')],
    ],
  );
  const ddr5Only = platforms.boardsFitting(P.ddr5Only)!;
  t.equal(ddr5Only.boards, 1, 'the DDR4 board is ruled out by memory');
  t.same(
    ddr5Only.chipsets.map((c) => [c.chipset.id, c.status, c.boards, c.otherMemory]),
    [['z690', 'bios-update', 2, 1]],
  );
  t.equal(platforms.boardsFitting(P.i9_13900k)!.boards, 2);
  t.equal(platforms.boardsFitting(P.laptopBga), null, 'no board is sold for a soldered part');
  t.equal(platforms.boardsFitting(P.laptopAmd), null);
});
