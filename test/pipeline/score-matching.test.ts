import t from 'tap';
import { readDeviceName } from '../../src/pipeline/scores/device-name.js';
import { matchRows, type CatalogueRecord } from '../../src/pipeline/scores/match.js';
import type { ScoreRow } from '../../src/pipeline/scores/tsv.js';

/**
 * Matching Blender Open Data's device names to our records: exact after normalisation, both ways.
 * Every tricky name the operating systems write is read to the record it names, and every near
 * miss (a 5600 beside a 5600X, an i5-12400 beside a 12400F) is refused with its reason.
 */
const record = (key: string, name: string): CatalogueRecord => {
  const [vendor, id] = key.split(':') as ['amd' | 'intel', string];
  return { vendor, id, name };
};

const CATALOGUE: CatalogueRecord[] = [
  record('amd:ryzen-7-5800x3d', 'Ryzen 7 5800X3D'),
  record('amd:ryzen-5-5600x', 'Ryzen 5 5600X'),
  record('amd:ryzen-7-7840hs', 'Ryzen 7 7840HS'),
  record('amd:ryzen-7-7840u', 'Ryzen 7 7840U'),
  record('amd:ryzen-5-3500u', 'Ryzen 5 3500U'),
  record('amd:ryzen-ai-max-plus-395', 'Ryzen AI Max+ 395'),
  record('amd:ryzen-ai-9-hx-370', 'Ryzen AI 9 HX 370'),
  record('amd:ryzen-threadripper-pro-7995wx', 'Ryzen Threadripper PRO 7995WX'),
  record('amd:ryzen-threadripper-7980x', 'Ryzen Threadripper 7980X'),
  record('amd:epyc-9654', 'EPYC 9654'),
  record('amd:fx-8350', 'FX-8350'),
  record('amd:athlon-x4-860k', 'Athlon X4 860K'),
  record('amd:a12-9720p', 'A12-9720P'),
  record('amd:ryzen-5-6600hs', 'Ryzen 5 6600HS'),
  record('amd:ryzen-z2-extreme', 'Ryzen Z2 Extreme'),
  record('intel:core-i5-12400f', 'Core i5-12400F'),
  record('intel:core-i7-8650u', 'Core i7-8650U'),
  record('intel:core-i5-4460', 'Core i5-4460'),
  record('intel:core-i7-920', 'Core i7-920'),
  record('intel:core-i9-13900k', 'Core i9-13900K'),
  record('intel:core-i9-14900k', 'Core i9-14900K'),
  record('intel:core-ultra-7-265k', 'Core Ultra 7 265K'),
  record('intel:core-i5-12450h', 'Core i5-12450H'),
  record('intel:xeon-e5-1620', 'Xeon E5-1620'),
  record('intel:xeon-e5-2697-v4', 'Xeon E5-2697 v4'),
  record('intel:xeon-x5670', 'Xeon X5670'),
  record('intel:xeon-w-3275', 'Xeon W-3275'),
  record('intel:xeon-w5-3435x', 'Xeon w5-3435X'),
  record('intel:processor-n100', 'Processor N100'),
  // Two records with one name, neither the model's own (its id would be the name): no row may pick one.
  record('intel:xeon-gold-6130-sr3b9', 'Xeon Gold 6130'),
  record('intel:xeon-gold-6130-sr3ba', 'Xeon Gold 6130'),
  // A model and its variant under the same name (Intel's "with IPU" part): the model's own record scores.
  record('intel:core-i5-1135g7', 'Core i5-1135G7'),
  record('intel:core-i5-1135g7-ark-208922', 'Core i5-1135G7'),
];

let line = 1;
const row = (name: string, samples = 20): ScoreRow => ({ line: ++line, id: `t${line}`, name, score: 100, samples });
const matchOne = (name: string) => matchRows([row(name)], CATALOGUE);

const MATCHED: [string, string][] = [
  ['AMD Ryzen 7 5800X3D 8-Core Processor', 'amd:ryzen-7-5800x3d'],
  ['AMD RYZEN 7 5800X3D 8-CORE PROCESSOR', 'amd:ryzen-7-5800x3d'],
  ['12th Gen Intel Core i5-12400F', 'intel:core-i5-12400f'],
  ['Intel(R) Core(TM) i7-8650U CPU @ 1.90GHz', 'intel:core-i7-8650u'],
  ['AMD Ryzen 7 7840HS w/ Radeon 780M Graphics', 'amd:ryzen-7-7840hs'],
  ['AMD Ryzen 7 7840HS with Radeon 780M Graphics', 'amd:ryzen-7-7840hs'],
  ['AMD Ryzen 7 7840U w/ Radeon  780M Graphics', 'amd:ryzen-7-7840u'],
  ['AMD Ryzen 5 3500U with Radeon Vega Mobile Gfx', 'amd:ryzen-5-3500u'],
  ['AMD RYZEN AI MAX+ 395 w/ Radeon 8060S', 'amd:ryzen-ai-max-plus-395'],
  ['AMD Ryzen AI 9 HX 370 w/ Radeon 890M', 'amd:ryzen-ai-9-hx-370'],
  ['AMD Ryzen Threadripper PRO 7995WX 96-Cores', 'amd:ryzen-threadripper-pro-7995wx'],
  ['AMD Ryzen Threadripper 7980X 64-Cores', 'amd:ryzen-threadripper-7980x'],
  ['AMD EPYC 9654 96-Core Processor', 'amd:epyc-9654'],
  ['AMD FX(tm)-8350 Eight-Core Processor', 'amd:fx-8350'],
  ['AMD Athlon(tm) X4 860K Quad Core Processor', 'amd:athlon-x4-860k'],
  ['AMD A12-9720P RADEON R7, 12 COMPUTE CORES 4C+8G', 'amd:a12-9720p'],
  ['Intel Core i5-4460  CPU @ 3.20GHz', 'intel:core-i5-4460'],
  ['Intel Core i7 CPU         920  @ 2.67GHz', 'intel:core-i7-920'],
  ['13th Gen Intel(R) Core(TM) i9-13900K', 'intel:core-i9-13900k'],
  ['Intel(R) Core(TM) Ultra 7 265K', 'intel:core-ultra-7-265k'],
  ['Intel Xeon CPU E5-1620 0 @ 3.60GHz', 'intel:xeon-e5-1620'],
  ['Intel(R) Xeon(R) CPU E5-2697 v4 @ 2.30GHz', 'intel:xeon-e5-2697-v4'],
  ['Intel Xeon CPU           X5670  @ 2.93GHz', 'intel:xeon-x5670'],
  ['Intel Xeon w5-3435X', 'intel:xeon-w5-3435x'],
  ['Intel N100', 'intel:processor-n100'],
  ['Intel Core i9-14900K @ 3.20 GHz', 'intel:core-i9-14900k'],
  ['11th Gen Intel(R) Core(TM) i5-1135G7 @ 2.40GHz', 'intel:core-i5-1135g7'],
];

t.test('names the operating systems write are read to the record they name', async (t) => {
  for (const [name, key] of MATCHED) {
    const { matched, refused } = matchOne(name);
    t.same(
      matched.map((m) => `${m.record.vendor}:${m.record.id}`),
      [key],
      JSON.stringify(name),
    );
    t.same(refused, [], `${JSON.stringify(name)} is not refused`);
  }
});

const REFUSED: [name: string, reason: string, detail: RegExp][] = [
  // Near misses: one letter or suffix apart is another processor.
  ['AMD Ryzen 5 5600 6-Core Processor', 'not-in-catalogue', /read as AMD "Ryzen 5 5600"; the catalogue has "Ryzen 5 5600X"/],
  ['AMD Ryzen 5 5600X3D 6-Core Processor', 'not-in-catalogue', /"Ryzen 5 5600X3D"; the catalogue has "Ryzen 5 5600X"/],
  ['12th Gen Intel Core i5-12400', 'not-in-catalogue', /"Core i5-12400"; the catalogue has "Core i5-12400F"/],
  ['12th Gen Intel Core i5-12450HX', 'not-in-catalogue', /"Core i5-12450HX"; the catalogue has "Core i5-12450H"/],
  ['AMD Ryzen 5 6600HS Creator Edition', 'not-in-catalogue', /"Ryzen 5 6600HS Creator Edition"/],
  ['AMD Ryzen AI Z2 Extreme', 'not-in-catalogue', /"Ryzen AI Z2 Extreme"/],
  ['Intel(R) Xeon(R) W-3275M CPU @ 2.50GHz', 'not-in-catalogue', /"Xeon W-3275M"; the catalogue has "Xeon W-3275"/],
  ['AMD Ryzen 7 7840H w/ Radeon 780M Graphics', 'not-in-catalogue', /"Ryzen 7 7840H"; the catalogue has "Ryzen 7 7840HS"/],
  // An Intel name never matches an AMD record, whatever the digits.
  ['Intel Core 7840HS', 'not-in-catalogue', /read as Intel "Core 7840HS"/],
  ['Intel Xeon Gold 6130 CPU @ 2.10GHz', 'ambiguous', /intel:xeon-gold-6130-sr3b9, intel:xeon-gold-6130-sr3ba/],
  ['Genuine Intel 0000', 'unidentifiable', /no model number/],
  ['Genuine Intel CPU 0000 @ 2.60GHz', 'unidentifiable', /no model number/],
  ['Intel Xeon Platinum', 'unidentifiable', /no model number/],
  ['AMD Eng Sample: 100-000000870-32_Y', 'unidentifiable', /no model number/],
  // A maker the catalogue does not hold; the other vendors' rows: test/pipeline/vendor-matching.test.ts
  ['Broadcom BCM2711', 'other-vendor', /made by Broadcom/],
  // Apple and Qualcomm are vendors of the catalogue, but this one holds no M4 Pro: not in the catalogue
  ['Apple M4 Pro', 'not-in-catalogue', /read as Apple "M4 Pro"/],
];

t.test('near misses and names of nothing are refused, each with its reason', async (t) => {
  for (const [name, reason, detail] of REFUSED) {
    const { matched, refused } = matchOne(name);
    t.same(matched, [], `${JSON.stringify(name)} matches nothing`);
    t.equal(refused[0]?.reason, reason, JSON.stringify(name));
    t.match(refused[0]?.detail, detail, JSON.stringify(name));
  }
});

t.test('two spellings of one processor: the row with more submissions is kept, whichever comes first', async (t) => {
  for (const order of ['fewer first', 'more first'] as const) {
    const fewer = row('Intel(R) Core(TM) i9-14900K', 3);
    const more = row('Intel Core i9-14900K', 272);
    const { matched, refused } = matchRows(order === 'fewer first' ? [fewer, more] : [more, fewer], CATALOGUE);
    t.same(
      matched.map((m) => m.row.name),
      ['Intel Core i9-14900K'],
      order,
    );
    t.equal(refused.length, 1);
    t.equal(refused[0]!.reason, 'duplicate');
    t.equal(refused[0]!.row, fewer, 'the row with fewer submissions is the one refused');
    t.match(refused[0]!.detail, /272 submissions against 3/);
  }
  const tie = matchRows([row('AMD Ryzen 7 7840HS w/ Radeon 780M Graphics', 9), row('AMD Ryzen 7 7840HS with Radeon 780M Graphics', 9)], CATALOGUE);
  t.equal(tie.matched[0]!.row.name, 'AMD Ryzen 7 7840HS w/ Radeon 780M Graphics', 'a tie keeps the row read first');
});

t.test('readDeviceName says what a name is read as', async (t) => {
  t.same(readDeviceName('Intel(R) Core(TM) i7-8650U CPU @ 1.90GHz'), { kind: 'named', vendor: 'intel', name: 'Core i7-8650U' });
  t.same(readDeviceName('AMD Ryzen 9 7945HX3D with Radeon Graphics'), { kind: 'named', vendor: 'amd', name: 'Ryzen 9 7945HX3D' });
  t.same(readDeviceName('Apple Silicon'), { kind: 'unidentifiable', why: 'names Apple silicon, not one chip' });
  t.same(readDeviceName('Broadcom BCM2711'), { kind: 'other-vendor', maker: 'Broadcom' });
  t.same(readDeviceName('Genuine Intel 0000 @ 1.80GHz'), { kind: 'unidentifiable' });
  t.same(readDeviceName('AMD Custom APU 0405'), { kind: 'named', vendor: 'amd', name: 'Custom APU 0405' }, 'a real (if unlisted) product keeps its number');
});
