import t from 'tap';
import { cleanName, familyFromName } from '../../src/pipeline/records/family.js';
import { memorySizeMeant } from '../../src/pipeline/records/memory-size.js';
import { socketSpellings } from '../../src/record/socket-spelling.js';
import { generationFromName } from '../../src/pipeline/records/generation.js';
import { parseMemoryTypes } from '../../src/pipeline/records/memory-types.js';
import { arkSocket, techpowerupSocket } from '../../src/pipeline/records/sockets.js';
import { slugify } from '../../src/record/slug.js';

t.test('slugs', async (t) => {
  const cases: [string, string][] = [
    ['Core i7-13700K', 'core-i7-13700k'],
    ['Ryzen 7 PRO 7840U', 'ryzen-7-pro-7840u'],
    ['Athlon 64 3200+', 'athlon-64-3200'],
    ['Core™ i5-1235U (IPU)', 'core-i5-1235u-ipu'],
    ['Phénom II X4 940', 'phenom-ii-x4-940'],
  ];
  for (const [name, slug] of cases) t.equal(slugify(name), slug, name);
  const long = slugify('word '.repeat(40));
  t.ok(long.length <= 80 && !long.endsWith('-'), 'long names are cut at a hyphen');
});

t.test('generations from model numbers', async (t) => {
  const cases: [string, string | null][] = [
    ['Core i7-920', '1st gen'],
    ['Core i5-2500K', '2nd gen'],
    ['Core i7-1065G7', '10th gen'],
    ['Core i9-13900K', '13th gen'],
    ['Core i3-10100', '10th gen'],
    ['Core Ultra 7 155H', 'Core Ultra 100'],
    ['Core Ultra 9 285K', 'Core Ultra 200S'],
    ['Core Ultra 5 225F', 'Core Ultra 200S'],
    ['Core Ultra 7 255HX', 'Core Ultra 200HX'],
    ['Core Ultra 7 270K Plus', 'Core Ultra 200S Plus'],
    ['Core Ultra 7 365', 'Core Ultra 300'],
    ['Core 5 120U', 'Core 100U'],
    ['Core 3 201TE', 'Core 200E'],
    ['Xeon W-2495X', 'Xeon W-2400/3400'],
    ['Xeon W-3495X', 'Xeon W-2400/3400'],
    ['Xeon W-3375', 'Xeon W-3300'],
    ['Xeon w7-2495X', 'Xeon W-2400/3400'],
    ['Core i3-N305', 'N-series'],
    ['Xeon 6741P', 'Xeon 6'],
    ['Xeon 6780E', 'Xeon 6'],
    ['Ryzen AI 9 HX 370', 'Ryzen AI 300'],
    ['Ryzen AI 7 PRO 450G', 'Ryzen AI 400'],
    ['Ryzen AI Max+ 395', 'Ryzen AI Max 300'],
    ['Ryzen AI Z2 Extreme', 'Ryzen Z2'],
    ['Ryzen 5 220', 'Ryzen 200'],
    ['Phenom II X2 B57', 'Phenom II X2'],
    ['Ryzen 7 7700X', 'Ryzen 7000'],
    ['Ryzen 5 PRO 4650G', 'Ryzen 4000'],
    ['Ryzen Threadripper PRO 5995WX', 'Ryzen Threadripper PRO 5000 WX'],
    ['Ryzen Threadripper 3990X', 'Ryzen Threadripper 3000'],
    ['Threadripper PRO 9995WX', 'Ryzen Threadripper PRO 9000 WX'],
    ['Ryzen Embedded V1605B', 'Ryzen Embedded V1000'],
    ['EPYC 7763', 'EPYC 7003'],
    ['EPYC 73F3', 'EPYC 7003'],
    ['EPYC 9754S', 'EPYC 9004'],
    ['Athlon 64 3200+', null],
    ['Xeon Gold 6430', null],
  ];
  for (const [name, generation] of cases) t.equal(generationFromName(name), generation, name);
});

t.test('families from names', async (t) => {
  const cases: [string, string][] = [
    ['Ryzen 7 7700X', 'Ryzen 7'],
    ['Ryzen 5 PRO 4650G', 'Ryzen 5'],
    ['Ryzen Threadripper PRO 5995WX', 'Ryzen Threadripper PRO'],
    ['Threadripper PRO 9995WX', 'Ryzen Threadripper PRO'],
    ['Ryzen AI 9 HX 370', 'Ryzen AI 9'],
    ['Ryzen AI Max+ 395', 'Ryzen AI Max'],
    ['Ryzen Z2 Extreme', 'Ryzen Z'],
    ['Phenom II X2 B57', 'Phenom II'],
    ['Xeon w9-3495X', 'Xeon W'],
    ['Xeon E-2488', 'Xeon E'],
    ['Core i7-6650U', 'Core i7'],
    ['Core 2 Duo E8400', 'Core 2 Duo'],
    ['Xeon Gold 6430', 'Xeon Gold'],
    ['Xeon E5-2643 v4', 'Xeon E5'],
    ['A10-9630P', 'A10'],
    ['PRO A6-8500B', 'A6'],
    ['FX-8350', 'FX'],
    ['Celeron M 320', 'Celeron M'],
    ['Athlon Gold 7220C', 'Athlon Gold'],
    ['EPYC 9654', 'EPYC'],
    // the tier belongs to the family, as in "Core i5"; a bare model number is AMD's own line
    ['Core 5 120U', 'Core 5'],
    ['Core 7 250H', 'Core 7'],
    ['Core m3-7Y30', 'Core m3'],
    ['Core M-5Y10', 'Core M'],
    ['3015Ce', 'AMD'],
  ];
  for (const [name, family] of cases) t.equal(familyFromName(name), family, name);
  t.equal(cleanName('AMD Ryzen™ 9 6900HS\u200b'), 'AMD Ryzen 9 6900HS');
});

t.test('memory type lists', async (t) => {
  const cases: [string, string[]][] = [
    ['DDR4-2933', ['DDR4-2933']],
    ['DDR4-2133. LPDDR3-1866. DDR3L-1600', ['DDR4-2133', 'LPDDR3-1866', 'DDR3L-1600']],
    ['Up to DDR5 4800 MT/s Up to DDR4 3200 MT/s', ['DDR5-4800', 'DDR4-3200']],
    ['DDR3 1066/1333', ['DDR3-1333']],
    ['DDR5 (FP7r2), LPDDR5/x (FP7, FP8)', ['DDR5', 'LPDDR5']],
    ['Up to LPDDR4x 4267 MT/s', ['LPDDR4X-4267']],
    ['Not Listed', []],
  ];
  for (const [text, types] of cases) t.same(parseMemoryTypes(text), types, text);
});

t.test('socket names', async (t) => {
  const tpu: [string, string][] = [
    ['Intel Socket 1700', 'LGA1700'],
    ['Intel Socket 2011-3', 'LGA2011-3'],
    ['Intel BGA 1744', 'BGA1744'],
    ['Intel Socket 478', 'Socket 478'],
    ['Intel Socket G2 (988B)', 'Socket G2 (988B)'],
    ['Intel Slot 2', 'Slot 2'],
    ['AMD Socket AM4', 'AM4'],
    ['AMD Socket FM2+', 'FM2+'],
    ['AMD Socket 754', 'Socket 754'],
    ['AMD Socket A', 'Socket A'],
    ['PCIe x16', 'PCIe x16'],
  ];
  for (const [cell, socket] of tpu) t.equal(techpowerupSocket(cell), socket, cell);
  const ark: [string, string][] = [
    ['FCLGA1700', 'LGA1700'],
    ['FCLGA2011-3', 'LGA2011-3'],
    ['PLGA775', 'LGA775'],
    ['PPGA478', 'PGA478'],
    ['H-PBGA479', 'BGA479'],
    ['UTFCBGA592', 'BGA592'],
    ['Socket P', 'Socket P'],
  ];
  for (const [cell, socket] of ark) t.equal(arkSocket(cell), socket, cell);
});

t.test("one spelling per socket, the vendors' own (src/record/socket-spelling.ts)", async (t) => {
  const spellings = socketSpellings(['FM1 uPGA', 'FM1 uPGA', 'sWRX8', 'PGA988, BGA1023', 'FP8, FP7r2, FP7', 'FCLGA1700', 'S1']);
  const cases: [string, string | null][] = [
    ['FM1 uPGA', 'FM1'],
    ['FP8, FP7, FP7r2', 'FP7, FP7r2, FP8'],
    ['FP7r2, FP8, FP7', 'FP7, FP7r2, FP8'],
    ['WRX8', 'sWRX8'],
    ['Socket G2 (988B)', 'PGA988'],
    ['PGA988, BGA1023', 'BGA1023, PGA988'],
    ['VF2BGA361', 'BGA361'],
    ['LGA1700', 'LGA1700'],
    ['', null],
  ];
  for (const [text, canonical] of cases) t.equal(spellings.canonical(text), canonical, text);
  t.same(spellings.keys('FP8, FP7r2'), ['fp8', 'fp7r2']);
});

t.test('memory maxima: a fractional figure stands for the size an ARK conversion explains, or for nothing', async (t) => {
  const cases: [number, number | undefined][] = [
    [16.38, 16],
    [32.77, 32],
    [1146.88, 1152],
    [1157.12, 1152],
    [8.01, undefined],
    [16.6, undefined],
    [2.93, undefined],
    [64.23, undefined],
  ];
  for (const [stated, meant] of cases) t.equal(memorySizeMeant(stated), meant, String(stated));
});
