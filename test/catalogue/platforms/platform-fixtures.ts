import { readFileSync } from 'node:fs';
import { validateBoardIndex, validateChipsets, validateSockets, type PlatformFiles } from '../../../src/record/platforms/platform-files.js';
import { NO_POWER_LIMITS } from '../../../src/record/platforms/power-limit-file.js';
import { joinSupport, validateSupport } from '../../../src/record/platforms/support-file.js';
import { BUILDCORES_ATTRIBUTION, BUILDCORES_LICENCE, BUILDCORES_REPOSITORY, type Board } from '../../../src/record/platform-schema.js';
import type { Processor } from '../../../src/shared/processor.js';

/*
 * A small world of sockets, chipsets, boards and processors for the model's tests. The chipset
 * statements here are written for the tests, in the shape the vendors' pages give them (the
 * classic traps of each socket); they are not the shipped data and cite no real page: their
 * source says so. The files go through the same validation the server runs.
 */

const base = JSON.parse(readFileSync(new URL('../../fixtures/processor-ryzen-7-7700x.json', import.meta.url), 'utf8')) as Processor;

export function processor(fields: Partial<Processor> & Pick<Processor, 'id' | 'name' | 'generation' | 'socket'>): Processor {
  return { ...base, codename: null, launchPriceUSD: null, ...fields };
}

const ddr4 = { types: [{ type: 'DDR4', speedMTs: 3200 }], channels: 2, maxGB: 128, ecc: null };
const ddr4and5 = {
  types: [
    { type: 'DDR5', speedMTs: 4800 },
    { type: 'DDR4', speedMTs: 3200 },
  ],
  channels: 2,
  maxGB: 128,
  ecc: null,
};
const ddr5 = { types: [{ type: 'DDR5', speedMTs: 5600 }], channels: 2, maxGB: 192, ecc: null };

// Integrated graphics as AMD's names say: the G parts have it.
const amd = (id: string, name: string, generation: string, codename: string | null, launched: string, extra: Partial<Processor> = {}) =>
  processor({ id, name, generation, codename, launched, socket: 'AM4', memory: ddr4, igpu: /\dGE?$/.test(name) ? base.igpu : null, ...extra });
const intel = (id: string, name: string, generation: string, launched: string, extra: Partial<Processor> = {}) =>
  processor({ id, vendor: 'intel', name, family: name.split('-')[0]!, generation, launched, socket: 'FCLGA1151', memory: ddr4, ...extra });

export const PROCESSORS = {
  r5_1600: amd('ryzen-5-1600', 'Ryzen 5 1600', 'Ryzen 1000', 'Summit Ridge', '2017-04-11', { tdpW: 65, launchPriceUSD: 219 }),
  r5_2600: amd('ryzen-5-2600', 'Ryzen 5 2600', 'Ryzen 2000', 'Pinnacle Ridge', '2018-04-19', { tdpW: 65, launchPriceUSD: 199 }),
  r5_3400g: amd('ryzen-5-3400g', 'Ryzen 5 3400G', 'Ryzen 3000', 'Picasso', '2019-07-07', { tdpW: 65, launchPriceUSD: 149 }),
  r5_3600: amd('ryzen-5-3600', 'Ryzen 5 3600', 'Ryzen 3000', 'Matisse', '2019-07-07', { tdpW: 65, launchPriceUSD: 199 }),
  r7_5700x: amd('ryzen-7-5700x', 'Ryzen 7 5700X', 'Ryzen 5000', 'Vermeer', '2022-04-04', { tdpW: 65, launchPriceUSD: 299 }),
  r7_5800x3d: amd('ryzen-7-5800x3d', 'Ryzen 7 5800X3D', 'Ryzen 5000', 'Vermeer', '2022-04-20', { tdpW: 105, launchPriceUSD: 449 }),
  r9_5950x: amd('ryzen-9-5950x', 'Ryzen 9 5950X', 'Ryzen 5000', 'Vermeer', '2020-11-05', { tdpW: 105, launchPriceUSD: 799 }),
  r5_5600g: amd('ryzen-5-5600g', 'Ryzen 5 5600G', 'Ryzen 5000', 'Cezanne', '2021-04-13', { tdpW: 65, launchPriceUSD: null }),
  i7_6700k: intel('core-i7-6700k', 'Core i7-6700K', '6th gen', '2015-08', { tdpW: 91, launchPriceUSD: 339 }),
  i7_7700k: intel('core-i7-7700k', 'Core i7-7700K', '7th gen', '2017-01', { tdpW: 91, launchPriceUSD: 339 }),
  i7_8700k: intel('core-i7-8700k', 'Core i7-8700K', '8th gen', '2017-10', { tdpW: 95, launchPriceUSD: 359 }),
  i9_9900k: intel('core-i9-9900k', 'Core i9-9900K', '9th gen', '2018-10', { tdpW: 95, launchPriceUSD: 488 }),
  i5_12400: intel('core-i5-12400', 'Core i5-12400', '12th gen', '2022-01', { socket: 'FCLGA1700', memory: ddr4and5, tdpW: 65 }),
  i9_13900k: intel('core-i9-13900k', 'Core i9-13900K', '13th gen', '2022-10', { socket: 'FCLGA1700', memory: ddr4and5, tdpW: 125 }),
  i9_14900k: intel('core-i9-14900k', 'Core i9-14900K', '14th gen', '2023-10', { socket: 'FCLGA1700', memory: ddr4and5, tdpW: 125 }),
  /** a part whose vendor lists DDR5 alone, for the memory trap */
  ddr5Only: intel('core-ddr5-only', 'Core DDR5-Only', '13th gen', '2023-01', { socket: 'FCLGA1700', memory: ddr5, tdpW: 65 }),
  /** a line no chipset statement covers */
  unlisted: intel('pentium-g7400', 'Pentium Gold G7400', 'Pentium Gold', '2022-01', { socket: 'FCLGA1700', memory: ddr4and5, tdpW: 46 }),
  laptopBga: intel('core-i7-1165g7', 'Core i7-1165G7', '11th gen', '2020-09', { segment: 'mobile', socket: 'FCBGA1449' }),
  laptopAmd: amd('ryzen-7-4800u', 'Ryzen 7 4800U', 'Ryzen 4000', 'Renoir', '2020-03-16', { segment: 'mobile', socket: 'FP6' }),
  noSocket: amd('ryzen-x-unknown', 'Ryzen X Unknown', 'Ryzen 5000', null, '2021-01-01', { socket: null }),
  oddSocket: intel('atom-odd', 'Atom Odd', 'Atom', '2012-01', { socket: 'FC-CSP1016' }),
} satisfies Record<string, Processor>;

export const ALL_PROCESSORS: Processor[] = Object.values(PROCESSORS);

/** Sources written for the tests, in the shape the vendors' pages take; they cite no real page, and say so. */
const SOURCES = (['amd', 'intel'] as const).map((vendor) => ({
  id: `${vendor}-fixture`,
  kind: 'vendor-page' as const,
  vendor,
  publisher: vendor.toUpperCase(),
  title: 'Test fixture, written in the shape of a vendor statement; cites no real page',
  url: `https://www.${vendor}.com/test-fixture`,
  language: 'en',
  published: null,
}));
type Line = { generation: string | null; codename: string | null; graphics: boolean | null };
const line = (generation: string, codename: string | null = null, graphics: boolean | null = null): Line => ({ generation, codename, graphics });
const STATEMENTS: unknown[] = [];
/** one statement: these lines on these chipsets of the socket */
const says = (
  socket: string,
  chipsets: string[],
  lines: Line[],
  status: 'supported' | 'bios-update' | 'unsupported',
  extra: { someBoards?: boolean; firstBios?: string } = {},
) => {
  const vendor = socket.startsWith('am') ? 'amd' : 'intel';
  const name = lines
    .map((l) => [l.generation, l.codename, l.graphics === null ? null : l.graphics ? 'with graphics' : 'no graphics'].filter(Boolean).join(' '))
    .join(', ');
  STATEMENTS.push({
    socket,
    chipsets,
    lines,
    status,
    firstBios: extra.firstBios ?? null,
    someBoards: extra.someBoards ?? false,
    source: `${vendor}-fixture`,
    text: { en: `${name} on ${chipsets.join(', ')}: ${status}`, zh: `${name}，${chipsets.join('、')}：${status}` },
  });
};
const listedBy = { name: 'Test fixture', url: 'https://example.com/test-fixture' };

const sockets = validateSockets(
  [
    { id: 'am4', name: 'AM4', vendor: 'amd', aliases: [] },
    { id: 'am5', name: 'AM5', vendor: 'amd', aliases: [] },
    { id: 'fp6', name: 'FP6', vendor: 'amd', aliases: [] },
    { id: 'lga1151', name: 'LGA1151', vendor: 'intel', aliases: [] },
    { id: 'lga1700', name: 'LGA1700', vendor: 'intel', aliases: [] },
  ],
  'fixture sockets',
);

const chipsetRecords = validateChipsets(
  [
    { id: 'b450', name: 'AMD B450', vendor: 'amd', sockets: ['am4'], listedBy },
    { id: 'x470', name: 'AMD X470', vendor: 'amd', sockets: ['am4'], listedBy },
    { id: 'b550', name: 'AMD B550', vendor: 'amd', sockets: ['am4'], listedBy },
    { id: 'a520', name: 'AMD A520', vendor: 'amd', sockets: ['am4'], listedBy },
    { id: 'z170', name: 'Intel Z170', vendor: 'intel', sockets: ['lga1151'], listedBy },
    { id: 'z370', name: 'Intel Z370', vendor: 'intel', sockets: ['lga1151'], listedBy },
    { id: 'z690', name: 'Intel Z690', vendor: 'intel', sockets: ['lga1700'], listedBy },
  ],
  sockets,
  'fixture chipsets',
);

// The classic traps of each socket, as the vendors' pages give them.
says('am4', ['b450', 'x470'], [line('Ryzen 1000'), line('Ryzen 2000')], 'supported');
says('am4', ['b450', 'x470'], [line('Ryzen 3000', 'Matisse'), line('Ryzen 5000')], 'bios-update');
says('am4', ['b550', 'a520'], [line('Ryzen 1000'), line('Ryzen 2000')], 'unsupported');
says('am4', ['b550'], [line('Ryzen 3000'), line('Ryzen 5000')], 'supported');
says('am4', ['b550'], [line('Ryzen 3000', null, true)], 'unsupported');
says('lga1151', ['z170'], [line('6th gen')], 'supported');
says('lga1151', ['z170'], [line('7th gen')], 'bios-update', { someBoards: true });
says('lga1151', ['z170'], [line('8th gen'), line('9th gen')], 'unsupported');
says('lga1151', ['z370'], [line('6th gen'), line('7th gen')], 'unsupported');
says('lga1151', ['z370'], [line('8th gen')], 'supported');
says('lga1151', ['z370'], [line('9th gen')], 'bios-update');
says('lga1700', ['z690'], [line('12th gen')], 'supported');
says('lga1700', ['z690'], [line('13th gen'), line('14th gen')], 'bios-update', { firstBios: 'Fixture BIOS 1.0' });
const support = validateSupport({ sources: SOURCES, statements: STATEMENTS }, sockets, chipsetRecords, 'fixture support');
const joined = joinSupport(chipsetRecords, support);
const chipsets = joined.chipsets;

const FORM_FACTORS = ['ATX', 'Micro ATX', 'Mini-ITX'];
const AM4_CHIPSETS = ['b450', 'x470', 'b550', 'a520'];

function board(id: string, socket: string, chipset: string | null, memory: string, formFactor: string): Board {
  return {
    id,
    name: id.toUpperCase(),
    manufacturer: 'Fixture',
    socket,
    socketText: socket.toUpperCase(),
    socketCount: 1,
    chipset,
    chipsetText: chipset,
    formFactor,
    memory: { type: memory, slots: 4, maxGB: 128 },
    releaseYear: null,
    biosFlashback: null,
    flashbackDisputed: false,
    makerUrl: null,
    aliases: [],
    buildcores: { id: `fixture-${id}`, url: `${BUILDCORES_REPOSITORY}/blob/0000000000000000000000000000000000000000/open-db/Motherboard/fixture-${id}.json` },
  };
}

/** 30 AM4 boards: chipsets in turn, form factors in turn, so every filter has a known count */
export const AM4_BOARDS: Board[] = Array.from({ length: 30 }, (_, index) =>
  board(`am4-board-${String(index).padStart(2, '0')}`, 'am4', AM4_CHIPSETS[index % AM4_CHIPSETS.length]!, 'DDR4', FORM_FACTORS[index % FORM_FACTORS.length]!),
);

export const BOARDS = {
  z170: board('z170-board', 'lga1151', 'z170', 'DDR4', 'ATX'),
  z690ddr4: board('z690-ddr4-board', 'lga1700', 'z690', 'DDR4', 'ATX'),
  z690ddr5: board('z690-ddr5-board', 'lga1700', 'z690', 'DDR5', 'ATX'),
  am5: board('am5-board', 'am5', null, 'DDR5', 'ATX'),
};

const boards = validateBoardIndex(
  {
    attribution: BUILDCORES_ATTRIBUTION,
    licence: BUILDCORES_LICENCE,
    source: { name: 'BuildCores OpenDB', url: BUILDCORES_REPOSITORY, commit: '0'.repeat(40), date: '2026-01-01' },
    boards: [...AM4_BOARDS, ...Object.values(BOARDS)],
  },
  sockets,
  chipsetRecords,
  'fixture boards',
);

export const FILES: PlatformFiles = { sockets, chipsets, socketWide: joined.socketWide, sources: joined.sources, boards, powerLimits: NO_POWER_LIMITS };
