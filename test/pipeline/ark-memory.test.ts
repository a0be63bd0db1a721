import t from 'tap';
import { arkMemoryTypes } from '../../src/pipeline/records/sources/intel-ark-memory.js';

/*
 * Every way ARK writes a part's memory types and speeds, each cell as a copy of ARK gives it
 * (the 2023 export writes a comma as ". ", the comparison exports as " | "), with what the record
 * must say. The pipeline's own cases (test/pipeline/pipeline.test.ts) check the same through whole
 * rows copied from ARK.
 */
const speeds = (types: { type: string; speedMTs: number | null }[]) => types.map(({ type, speedMTs }) => (speedMTs === null ? type : `${type}-${speedMTs}`));

t.test("ARK's memory cells: every type, with the fastest speed ARK gives it", async (t) => {
  const cases: [string, string, string[]][] = [
    ['DDR4-2133. LPDDR3-1866. DDR3L-1600', '', ['DDR4-2133', 'LPDDR3-1866', 'DDR3L-1600']],
    ['DDR4-2133 |  LPDDR3-1866 |  DDR3L-1600', '', ['DDR4-2133', 'LPDDR3-1866', 'DDR3L-1600']],
    ['Up to DDR5 4800 MT/s Up to DDR4 3200 MT/s', '', ['DDR5-4800', 'DDR4-3200']],
    ['DDR3 1066/1333', '', ['DDR3-1333']],
    // slash forms: one speed list for several types
    ['DDR3/L/-RS 1333/1600', '', ['DDR3-1600', 'DDR3L-1600']],
    [
      'Up to DDR5 5200 MT/s Up to DDR4 3200 MT/s Up to LPDDR5/x 6400 MT/s Up to LPDDR4x 4267 MT/s',
      '',
      ['DDR5-5200', 'DDR4-3200', 'LPDDR5-6400', 'LPDDR5X-6400', 'LPDDR4X-4267'],
    ],
    ['1x32 LPDDR2/3 1066 2x16 DDR3L 1333', '', ['LPDDR2-1066', 'LPDDR3-1066', 'DDR3L-1333']],
    ['DDR2/3', '', ['DDR2', 'DDR3']],
    ['4x32 LPDDR4/x 3733MT/s Max (8GB |  16GB @3200MT/s) / 2x64 DDR4 3200MT/s Max 32GB', '', ['LPDDR4-3733', 'LPDDR4X-3733', 'DDR4-3200']],
    // types joined by "/" or "and" share the speeds after the last; "up to", "upto", ":", "@"
    ['DDR3/DDR3L 1333/1600', '', ['DDR3-1600', 'DDR3L-1600']],
    ['DDR3 and DDR3L 1333/1600 at 1.5V', '', ['DDR3-1600', 'DDR3L-1600']],
    ['DDR3L/LPDDR3 up to 1866 MT/s; LPDDR4 up to 2400 MT/s', '', ['DDR3L-1866', 'LPDDR3-1866', 'LPDDR4-2400']],
    ['DDR4/LPDDR4 upto 2400 MT/s', '', ['DDR4-2400', 'LPDDR4-2400']],
    ['DDR3L (ECC and Non ECC) up to 1866 MT/s; LPDDR4 up to 2133 MT/s', '', ['DDR3L-1866', 'LPDDR4-2133']],
    ['DDR4: 2400', '', ['DDR4-2400']],
    ['DDR5 @ 5600 MT/s (1 DPC)', '', ['DDR5-5600']],
    ['DDR4-2133 |  LPDDR3 - 1866 |  DDR3L-1600', '', ['DDR4-2133', 'LPDDR3-1866', 'DDR3L-1600']],
    // a speed list ARK split at a comma: "DDR3L-1333, 1600"
    ['DDR3L-1333. 1600; LPDDR3-1333. 1600', '', ['DDR3L-1600', 'LPDDR3-1600']],
    // ARK's own cap on the speeds it lists
    ['DDR3 800/978/1066/1333 (Max Speed 1066 MHz)', '', ['DDR3-1066']],
    // the separate "Maximum Memory Speed": the one type's speed; a cap; no speed for one of several types
    ['DDR4', '2667 MHz', ['DDR4-2667']],
    ['DDR4 RDIMM', '2933 MHz', ['DDR4-2933']],
    ['DDR5', '6400 MT/s', ['DDR5-6400']],
    ['DDR4. DDR3', '2400 MHz', ['DDR4', 'DDR3']],
    ['DDR4 LPDDR4x', '2933 MHz', ['DDR4', 'LPDDR4X']],
    // a type ARK writes with no generation names none, and takes no other type's speeds
    ['DDR3L 1333  LPDDR 1600', '', ['DDR3L-1333']],
    ['Up to 3200 MT/s', '', []],
    ['', '2933 MHz', []],
  ];
  for (const [cell, maximum, expected] of cases) t.same(speeds(arkMemoryTypes(cell, maximum)), expected, `${cell}${maximum ? ` [${maximum}]` : ''}`);
});
