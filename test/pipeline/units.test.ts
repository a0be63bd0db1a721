import t from 'tap';
import { parseLaunchDate } from '../../src/pipeline/records/dates.js';
import { isMissing, parseGB, parseGHz, parseInteger, parseMB, parseNm, parseUSD, parseWatts, parseYesNo } from '../../src/pipeline/records/units.js';

type Case<T> = [string | undefined, T];

function table<T>(name: string, parse: (value: string | undefined) => T, cases: Case<T>[]): void {
  t.test(name, async (t) => {
    for (const [input, expected] of cases) t.same(parse(input), expected, `${JSON.stringify(input)} → ${JSON.stringify(expected)}`);
  });
}

table('missing values', isMissing, [
  ['N/A', true],
  ['n/a', true],
  ['unknown', true],
  ['Unknown', true],
  ['', true],
  ['  ', true],
  ['-', true],
  [undefined, true],
  ['0', false],
  ['No', false],
  ['4 GHz', false],
]);

table('clocks → GHz', parseGHz, [
  ['4.2 GHz', 4.2],
  ['4200 MHz', 4.2],
  ['up to 3.9 GHz', 3.9],
  ['Up to 4.0GHz', 4],
  ['3.70 GHz', 3.7],
  ['1667 MHz', 1.667],
  ['up to 1333 MHz', 1.333],
  ['N/A', null],
  ['unknown', null],
  ['', null],
  ['4.2', null],
  [undefined, null],
]);

table('cache sizes → MB', parseMB, [
  ['32MB', 32],
  ['512K', 0.5],
  ['1 MB', 1],
  ['19.25 MB Intel® Smart Cache', 19.25],
  ['256K (per core)', 0.25],
  ['8MB (shared)', 8],
  ['512 KB L2 Cache', 0.5],
  ['384KB', 0.375],
  ['8x 512 KB', 4],
  ['2 x 1MB', 2],
  ['1.25MB (per core)', 1.25],
  ['N/A', null],
  ['', null],
  ['lots', null],
]);

table('memory sizes → GB', parseGB, [
  ['4 TB (4400 MT/s only)', 4096],
  ['256 GB', 256],
  ['1.5 TB', 1536],
  ['', null],
  ['N/A', null],
]);

table('power → W', parseWatts, [
  ['65 W', 65],
  ['15W', 15],
  ['24.5 W', 24.5],
  ['9-30W', null],
  ['45W/65WW', 45],
  ['N/A', null],
  ['', null],
]);

table('process → nm', parseNm, [
  ['5 nm', 5],
  ['TSMC 6nm FinFET', 6],
  ['10 nm SuperFin', 10],
  ['32nm SOI', 32],
  ['0.13 µm', 130],
  ['Intel 7', 10],
  ['Intel 4', 7],
  ['Intel 3', null],
  ['unknown', null],
  ['', null],
]);

table('prices → USD', parseUSD, [
  ['$299', 299],
  ['$1,099', 1099],
  ['$583.00', 583],
  ['2,730 USD', 2730],
  ['$230, $290', null],
  ['$583 - $593', null],
  ['', null],
  ['N/A', null],
  ['free', null],
]);

table('whole numbers', parseInteger, [
  ['8', 8],
  ['1,024', 1024],
  [' 16 ', 16],
  ['7.5', null],
  ['8 cores', null],
  ['', null],
  ['N/A', null],
]);

table('yes/no', parseYesNo, [
  ['Yes', true],
  ['No', false],
  ['yes', true],
  ['', null],
  ['Maybe', null],
]);

table('launch dates', parseLaunchDate, [
  ['Jul 31st, 2014', '2014-07-31'],
  ['Sep 1st, 2013', '2013-09-01'],
  ['May 23rd, 2006', '2006-05-23'],
  ['Jun 2nd, 2013', '2013-06-02'],
  ['July 31, 2014', '2014-07-31'],
  ['Jan 2020', '2020-01'],
  ['September 2019', '2019-09'],
  ['2014-07-31', '2014-07-31'],
  ['2014-07', '2014-07'],
  ['11/10/2022', '2022-11-10'],
  ['9/30/19', '2019-09-30'],
  ['9/2019', '2019-09'],
  // a quarter or a bare year has no month: unknown rather than invented
  ["Q4'19", null],
  ['Q1 2019', null],
  ['Q216', null],
  ['2019', null],
  ['Never Released', null],
  ['Unknown', null],
  ['N/A', null],
  ['', null],
  // not real dates
  ['Feb 30th, 2021', null],
  ['2021-13', null],
  ['13/45/2020', null],
  ['Channel: 9/29/2020, OEM: 7/7/2020', null],
]);
