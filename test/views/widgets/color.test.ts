import t from 'tap';
import { darken, fade, lighten, parseColor, toHex, toRgbString } from '../../../views/widgets/color.js';
import type { Rgba } from '../../../views/widgets/color.js';
import { NAMED_COLORS } from '../../../views/widgets/named-colors.js';

const accepted: ReadonlyArray<readonly [string, Rgba]> = [
  ['#fff', { r: 255, g: 255, b: 255, a: 1 }],
  ['#FFF', { r: 255, g: 255, b: 255, a: 1 }],
  ['#a1C', { r: 0xaa, g: 0x11, b: 0xcc, a: 1 }],
  ['#3080E8', { r: 48, g: 128, b: 232, a: 1 }],
  ['#3080e8', { r: 48, g: 128, b: 232, a: 1 }],
  ['#000000', { r: 0, g: 0, b: 0, a: 1 }],
  ['rgb(1,2,3)', { r: 1, g: 2, b: 3, a: 1 }],
  ['rgb( 1 , 2 ,3 )', { r: 1, g: 2, b: 3, a: 1 }],
  ['RGB(255, 255, 255)', { r: 255, g: 255, b: 255, a: 1 }],
  ['  rgb(0,0,0)\n', { r: 0, g: 0, b: 0, a: 1 }],
  ['rgba(1,2,3,0.5)', { r: 1, g: 2, b: 3, a: 0.5 }],
  ['rgba( 1, 2, 3, .25 )', { r: 1, g: 2, b: 3, a: 0.25 }],
  ['rgba(0,0,0,0)', { r: 0, g: 0, b: 0, a: 0 }],
  ['rgba(255,255,255,1)', { r: 255, g: 255, b: 255, a: 1 }],
  ['rgba(3,166,224,1.0)', { r: 3, g: 166, b: 224, a: 1 }],
  ['RGBA(3,166,224,0.8)', { r: 3, g: 166, b: 224, a: 0.8 }],
  ['red', { r: 255, g: 0, b: 0, a: 1 }],
  ['Red', { r: 255, g: 0, b: 0, a: 1 }],
  [' RED ', { r: 255, g: 0, b: 0, a: 1 }],
  ['rebeccapurple', { r: 0x66, g: 0x33, b: 0x99, a: 1 }],
  ['gray', { r: 128, g: 128, b: 128, a: 1 }],
  ['grey', { r: 128, g: 128, b: 128, a: 1 }],
  ['slategrey', { r: 0x70, g: 0x80, b: 0x90, a: 1 }],
  ['transparent', { r: 0, g: 0, b: 0, a: 0 }],
  ['Transparent', { r: 0, g: 0, b: 0, a: 0 }],
];

for (const [input, expected] of accepted) {
  t.test(`parseColor(${JSON.stringify(input)})`, async (t) => {
    t.same(parseColor(input), expected);
  });
}

const rejected = [
  'rgbfoo',
  'rgb(300,0,0)',
  '#12',
  'hsl(0 0% 0%)',
  '',
  '#1234',
  'rgba(0,0,0,2)',
  'Rgb(',
  'toString',
  'constructor',
  '__proto__',
  'hasOwnProperty',
  '#12345678',
  '#ggg',
  'fff',
  '123456',
  'rgb(1,2)',
  'rgb(1,2,3,0.5)',
  'rgba(1,2,3)',
  'rgb(1.5,2,3)',
  'rgb(-1,0,0)',
  'rgb(1 2 3)',
  'rgba(0,0,0,-0.1)',
  'rgba(0,0,0,50%)',
  'redd',
  'blue green',
  'currentColor',
];

for (const input of rejected) {
  t.test(`parseColor(${JSON.stringify(input)}) throws`, async (t) => {
    t.throws(() => parseColor(input), { message: `Color: Invalid Input: ${JSON.stringify(input)}` });
  });
}

t.test('a value that is not a string throws the same error, naming it', async (t) => {
  for (const value of [undefined, null, 42, {}, Object.create(null) as object]) {
    t.throws(() => parseColor(value as unknown as string), { message: /^Color: Invalid Input: / }, String(typeof value));
  }
  t.throws(() => parseColor(undefined as unknown as string), { message: 'Color: Invalid Input: undefined' });
});

t.test('the named table holds the 148 CSS Color 4 names, transparent apart', async (t) => {
  t.equal(NAMED_COLORS.size, 148);
  t.notOk(NAMED_COLORS.has('transparent'));
  for (const [name, hex] of NAMED_COLORS) {
    t.match(name, /^[a-z]+$/, `${name} is lower-case`);
    t.match(hex, /^#[0-9a-f]{6}$/, `${name} is #rrggbb`);
    t.equal(toHex(name), hex, `${name} parses to its table value`);
    t.equal(toHex(name.toUpperCase()), hex, `${name} is case-insensitive`);
  }
  // Every gray has its grey, as CSS has.
  const grays = [...NAMED_COLORS.keys()].filter((name) => name.includes('gray'));
  t.equal(grays.length, 7, `CSS's seven grays (${grays.join(', ')})`);
  for (const name of grays) t.equal(NAMED_COLORS.get(name.replace('gray', 'grey')), NAMED_COLORS.get(name), name);
});

const conversions: ReadonlyArray<readonly [string, () => string, string]> = [
  ['toRgbString of hex', () => toRgbString('#3080E8'), 'rgb(48,128,232)'],
  ['toRgbString keeps alpha', () => toRgbString('rgba(1,2,3,0.5)'), 'rgba(1,2,3,0.5)'],
  ['toRgbString of transparent', () => toRgbString('transparent'), 'rgba(0,0,0,0)'],
  ['toRgbString of channels', () => toRgbString({ r: 1, g: 2, b: 3, a: 1 / 3 }), 'rgba(1,2,3,0.333)'],
  ['toHex doubles short hex', () => toHex('#FFF'), '#ffffff'],
  ['toHex of rgb', () => toHex('rgb(48,128,232)'), '#3080e8'],
  ['toHex drops alpha', () => toHex('rgba(255,0,0,0.3)'), '#ff0000'],
  ['toHex of a name', () => toHex('RebeccaPurple'), '#663399'],
  ['toHex pads channels', () => toHex({ r: 1, g: 2, b: 3, a: 1 }), '#010203'],
  ['darken by a percent of 255', () => darken('#3080E8', 20), 'rgb(0,77,181)'],
  ['lighten by a percent of 255', () => lighten('#3080E8', 20), 'rgb(99,179,255)'],
  ['darken keeps alpha', () => darken('rgba(100,100,100,0.5)', 10), 'rgba(74,74,74,0.5)'],
  ['darken 0 is the colour', () => darken('teal', 0), 'rgb(0,128,128)'],
  ['lighten clamps at 255', () => lighten('white', 50), 'rgb(255,255,255)'],
  ['darken clamps at 0', () => darken('black', 50), 'rgb(0,0,0)'],
  ['fade sets alpha percent/100', () => fade('#fff', 30), 'rgba(255,255,255,0.3)'],
  ['fade replaces alpha', () => fade('rgba(3,166,224,0.5)', 30), 'rgba(3,166,224,0.3)'],
  ['fade 100 is opaque', () => fade('rgba(1,2,3,0.8)', 100), 'rgb(1,2,3)'],
  ['fade 0 is clear', () => fade('red', 0), 'rgba(255,0,0,0)'],
  ['fade clamps the percent', () => fade('red', 150), 'rgb(255,0,0)'],
];

for (const [title, convert, expected] of conversions) {
  t.test(title, async (t) => {
    t.equal(convert(), expected);
  });
}

t.test('converters reject what the parser rejects', async (t) => {
  for (const convert of [toRgbString, toHex, (c: string) => darken(c, 10), (c: string) => lighten(c, 10), (c: string) => fade(c, 10)]) {
    t.throws(() => convert('rgbfoo'), { message: 'Color: Invalid Input: "rgbfoo"' });
  }
});

t.test('a percent that is not a number throws', async (t) => {
  t.throws(() => fade('red', Number.NaN), RangeError);
  t.throws(() => darken('red', Number.POSITIVE_INFINITY), RangeError);
});
