import t from 'tap';
import { boardSocketKey, chipsetKey, isBallGridKey, socketKey, socketKeys } from '../../../src/record/platforms/socket-name.js';

/**
 * The socket name rules: a processor's socket as its vendor writes it and a board's socket as
 * BuildCores writes it must meet on one key, or the board would never be offered for the processor.
 */

t.test('the spellings of one socket read as one key', async (t) => {
  const same: [string, string[]][] = [
    ['lga1700', ['LGA 1700', 'FCLGA1700', 'LGA1700', 'Intel LGA 1700']],
    ['am4', ['AM4', 'Socket AM4', 'AMD Socket AM4', ' am4 ']],
    ['lga1151', ['FCLGA1151', 'LGA 1151', 'LGA1151', 'LGA 1151v2']],
    ['lga2011-3', ['LGA2011-3', 'LGA 2011-3', 'LGA 2011-3 Narrow', 'FCLGA2011-3']],
    ['bga1744', ['BGA1744', 'FCBGA1744']],
    ['pga988', ['PGA988', 'rPGA988', 'FCPGA988']],
    ['str4', ['sTR4', 'Socket sTR4']],
    ['fm2-plus', ['FM2+', 'Socket FM2+']],
    ['am3-plus', ['AM3+']],
    ['fm1', ['FM1 uPGA', 'FM1']],
  ];
  for (const [key, spellings] of same) {
    for (const spelling of spellings) t.equal(socketKey(spelling), key, JSON.stringify(spelling));
  }
});

t.test('different sockets keep different keys', async (t) => {
  const keys = [
    'LGA1150',
    'LGA1151',
    'LGA1155',
    'LGA1156',
    'LGA2011',
    'LGA2011-3',
    'AM4',
    'AM5',
    'AM3',
    'AM3+',
    'sTR4',
    'sTRX4',
    'sTR5',
    'SP3',
    'SP5',
    'FP7',
    'FP7r2',
  ].map(socketKey);
  t.equal(new Set(keys).size, keys.length, keys.join(' '));
  t.equal(socketKey(''), null);
  t.equal(socketKey('   '), null);
});

t.test("a processor sold in several packages names each, in the vendor's order, once", async (t) => {
  t.same(socketKeys('PGA988, BGA1023'), ['pga988', 'bga1023']);
  t.same(socketKeys('FP7, FP7r2, FP8'), ['fp7', 'fp7r2', 'fp8']);
  t.same(socketKeys('LGA1700, FCLGA1700'), ['lga1700']);
  t.same(socketKeys('AM5'), ['am5']);
});

t.test("a board's socket count is read off its socket text", async (t) => {
  t.same(boardSocketKey('2 x LGA 2011-3 Narrow'), { key: 'lga2011-3', count: 2 });
  t.same(boardSocketKey('2 x G34'), { key: 'g34', count: 2 });
  t.same(boardSocketKey('LGA 1700'), { key: 'lga1700', count: 1 });
});

t.test('ball grid arrays are told by their name alone', async (t) => {
  t.ok(isBallGridKey('bga1744'));
  t.notOk(isBallGridKey('lga1700'));
  t.notOk(isBallGridKey('fp6'), 'AMD names its mobile packages without saying BGA');
});

t.test('chipsets read the same with or without the vendor', async (t) => {
  t.equal(chipsetKey('AMD B450'), 'b450');
  t.equal(chipsetKey('B450'), 'b450');
  t.equal(chipsetKey('Intel Z790'), 'z790');
  t.equal(chipsetKey('AMD A620A'), 'a620a');
  t.not(chipsetKey('AMD A620A'), chipsetKey('AMD A620'));
});
