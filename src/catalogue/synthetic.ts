import { faker as englishFaker } from '@faker-js/faker/locale/en';
import type { Faker } from '@faker-js/faker';
import { formatLaunchDate } from '../shared/launch-date.js';
import type { MemoryType, Processor, Segment } from '../shared/processor.js';
import { PRODUCT_LINES, SEGMENT_WEIGHTS, SYNTHETIC_VENDORS } from './synthetic-lines.js';
import type { ProductLine, SyntheticVendor } from './synthetic-lines.js';
import { syntheticName } from './synthetic-names.js';

/**
 * A generated catalogue for load tests and demos (`fake:N`). Records are
 * plausible and pass validateProcessor, but every name carries a "-S<n>"
 * suffix and every record says `source: "Synthetic (generated)"`, so nothing
 * generated can be mistaken for a real part. The same count and seed always
 * give the same records: faker is seeded and nothing reads the clock.
 */
export const SYNTHETIC_SOURCE = 'Synthetic (generated)';

const FIRST_YEAR = 2015;
const LAST_YEAR = 2025;
const MAX_BOOST_GHZ = 6.2;

/** rounds to a multiple of 1/per ("per" a whole number), giving the same double as the decimal literal would */
const roundTo = (value: number, per: number): number => Math.round(value * per) / per;

function lineFor(vendor: SyntheticVendor, segment: Segment): ProductLine {
  const line = PRODUCT_LINES.find((l) => l.vendor === vendor && l.segment === segment);
  if (!line) throw new Error(`no synthetic product line for ${vendor} ${segment}`);
  return line;
}

/** Fictional codenames in each vendor's style ("Quiet Ridge", "Amber Lake"), shared by many parts like real ones. */
function codenamePool(faker: Faker, nouns: readonly string[]): string[] {
  const pool = new Set<string>();
  while (pool.size < 24) {
    const word = faker.word.adjective({ length: { min: 4, max: 8 } });
    pool.add(`${word.charAt(0).toUpperCase()}${word.slice(1)} ${faker.helpers.arrayElement(nouns)}`);
  }
  return [...pool];
}

/** sockets are listed oldest first; a part gets the one current in its launch year */
function socketFor(line: ProductLine, year: number): string | null {
  const span = LAST_YEAR - FIRST_YEAR + 1;
  const index = Math.min(line.sockets.length - 1, Math.floor(((year - FIRST_YEAR) * line.sockets.length) / span));
  return line.sockets[index] ?? null;
}

function processNm(vendor: SyntheticVendor, year: number): number {
  if (vendor === 'amd') return year >= 2024 ? 4 : year >= 2022 ? 5 : year >= 2019 ? 7 : year >= 2018 ? 12 : 14;
  return year >= 2024 ? 3 : year >= 2021 ? 10 : 14;
}

/*
 * Facts many synthetic records share are one object each, not one per record: a catalogue never
 * changes while the process runs (src/catalogue/catalogue.ts), so nothing writes to them, and a
 * hundred thousand records stay tens of megabytes lighter.
 */
const types = (...entries: [string, number][]): MemoryType[] => entries.map(([type, speedMTs]) => ({ type, speedMTs }));
const MEMORY = {
  mobileNew: types(['DDR5', 5600], ['LPDDR5', 6400]),
  mobileOld: types(['DDR4', 3200], ['LPDDR4X', 4266]),
  ddr5AndDdr4: types(['DDR5', 4800], ['DDR4', 3200]),
  ddr5: types(['DDR5', 4800]),
  ddr4: types(['DDR4', 3200]),
  ddr4Old: types(['DDR4', 2666]),
};
const INSTRUCTION_SETS = {
  avx512: ['SSE4.1', 'SSE4.2', 'AVX', 'AVX2', 'AVX-512'],
  avx2: ['SSE4.1', 'SSE4.2', 'AVX', 'AVX2'],
  avx: ['SSE4.1', 'SSE4.2', 'AVX'],
};
// every source names a URL or a product id; a generated part's "product id" says it is generated
const SOURCES: Processor['sources'] = { vendor: { name: SYNTHETIC_SOURCE, url: null, productId: 'synthetic' }, secondary: [], corrections: [] };

function memoryTypes(line: ProductLine, year: number): MemoryType[] {
  if (line.segment === 'mobile') return year >= 2022 ? MEMORY.mobileNew : MEMORY.mobileOld;
  if (year >= 2022) return line.vendor === 'intel' && line.segment === 'desktop' && year < 2024 ? MEMORY.ddr5AndDdr4 : MEMORY.ddr5;
  return year >= 2019 ? MEMORY.ddr4 : MEMORY.ddr4Old;
}

function pcieVersion(year: number): string {
  return year >= 2022 ? '5.0' : year >= 2019 ? '4.0' : '3.0';
}

/**
 * One object or string for each distinct value: a generated record's family, generation, launch
 * date, memory, PCIe, graphics and configurable TDP repeat across thousands of records, and a
 * catalogue never changes while the process runs (src/catalogue/catalogue.ts), so records share
 * them as they share MEMORY above: at fake:100000 about 25 MB less heap, and fewer objects for
 * the garbage collector to walk. A text is found by itself; an object by what it is made of: a
 * first part (a list of MEMORY, a PCIe version, a graphics' name, a kind) and a whole number
 * (channels, capacity and ECC together; lanes; a clock; watts). Keys are not made into one text:
 * building and hashing that text for each of 100,000 records took about a third of generating them.
 */
interface Share {
  text(value: string): string;
  object<T>(first: unknown, number: number, value: T): T;
  /**
   * One number object for each fractional value. Only where the field may also hold null does a
   * record refer to the number object it is given; V8 gives a field that always holds a number a
   * box of its own in each record, whatever it is given.
   */
  number(value: number): number;
}

function sharedValues(): Share {
  const texts = new Map<string, string>();
  const numbers = new Map<number, number>();
  const objects = new Map<unknown, Map<number, unknown>>();
  return {
    text(value) {
      const known = texts.get(value);
      if (known !== undefined) return known;
      texts.set(value, value);
      return value;
    },
    number(value) {
      const known = numbers.get(value);
      if (known !== undefined) return known;
      numbers.set(value, value);
      return value;
    },
    object<T>(first: unknown, number: number, value: T): T {
      let byNumber = objects.get(first);
      if (!byNumber) objects.set(first, (byNumber = new Map()));
      const known = byNumber.get(number);
      if (known !== undefined) return known as T;
      byNumber.set(number, value);
      return value;
    },
  };
}

// Channels, capacity in GB (whole numbers, below 500,000) and ECC as one whole number.
const sharedMemory = (share: Share, types: MemoryType[], channels: number, maxGB: number, ecc: boolean): Processor['memory'] =>
  share.object(types, channels * 1_000_000 + maxGB * 2 + (ecc ? 1 : 0), { types, channels, maxGB, ecc });
const pcieOf = (share: Share, version: string, lanes: number): Processor['pcie'] => share.object(`pcie ${version}`, lanes, { version, lanes });
const igpuOf = (share: Share, name: string, maxFreqMHz: number): Processor['igpu'] => share.object(`igpu ${name}`, maxFreqMHz, { name, maxFreqMHz });

function makeProcessor(faker: Faker, line: ProductLine, serial: number, codenames: Record<SyntheticVendor, string[]>, share: Share): Processor {
  const year = faker.number.int({ min: FIRST_YEAR, max: LAST_YEAR });
  const month = faker.number.int({ min: 1, max: 12 });
  const launched = faker.datatype.boolean() ? formatLaunchDate(year, month, faker.number.int({ min: 1, max: 28 })) : formatLaunchDate(year, month);
  const naming = syntheticName(faker, line.vendor, line.segment, year);
  const name = `${naming.model}-S${serial}`;

  const hybrid = line.hybridFrom !== null && year >= line.hybridFrom && faker.datatype.boolean(0.85);
  let cores: number;
  let threads: number;
  let performanceCores: number | null = null;
  let efficientCores: number | null = null;
  if (hybrid) {
    performanceCores = faker.helpers.arrayElement([2, 4, 6, 8]);
    efficientCores = faker.helpers.arrayElement([4, 8, 12, 16]);
    cores = performanceCores + efficientCores;
    // only performance cores run two threads
    threads = performanceCores * 2 + efficientCores;
  } else {
    cores = faker.helpers.arrayElement(line.cores);
    threads = faker.datatype.boolean(line.smtShare) ? cores * 2 : cores;
  }

  const baseClockGHz = roundTo(faker.number.float({ min: line.baseGHz[0], max: line.baseGHz[1] }), 20);
  const boostClockGHz = faker.datatype.boolean(0.95)
    ? Math.max(
        baseClockGHz,
        Math.min(MAX_BOOST_GHZ, roundTo(baseClockGHz + faker.number.float({ min: line.boostHeadroomGHz[0], max: line.boostHeadroomGHz[1] }), 20)),
      )
    : null;

  const l2PerCore = line.vendor === 'amd' ? (year >= 2022 ? 1 : 0.5) : year >= 2022 ? 2 : year >= 2019 ? 1.25 : 0.25;
  const l2CacheMB =
    hybrid && performanceCores !== null && efficientCores !== null
      ? performanceCores * l2PerCore + (efficientCores / 4) * (year >= 2023 ? 4 : 2)
      : cores * l2PerCore;
  const l3PerCore = line.vendor === 'amd' ? faker.helpers.arrayElement([2, 4, 4]) : faker.helpers.arrayElement([1.5, 1.875, 2, 2.5]);
  const l3CacheMB = roundTo(cores * l3PerCore * (line.segment === 'mobile' ? 0.5 : 1), 4);

  const price =
    line.priceUSD !== null && faker.datatype.boolean(0.8)
      ? Math.max(line.priceUSD[0], Math.round(faker.number.int({ min: line.priceUSD[0], max: line.priceUSD[1] }) / 10) * 10 - 1)
      : null;

  const processor: Processor = {
    // names are built from letters, digits, spaces and hyphens, so this is
    // slugify(name) without its general-purpose (and, at 100,000 names, costly) cleaning. Joined,
    // not replaceAll'd: V8 makes replaceAll's answer a tree of pieces (about 140 bytes an id, 14 MB
    // at fake:100000, kept for the catalogue's lifetime), join one flat string, as JSON.parse gives
    // a real catalogue's ids.
    id: name.toLowerCase().split(' ').join('-'),
    vendor: line.vendor,
    name,
    family: share.text(naming.family),
    generation: share.text(naming.generation),
    codename: faker.helpers.arrayElement(codenames[line.vendor]),
    microarchitecture: naming.microarchitecture && share.text(naming.microarchitecture),
    segment: line.segment,
    launched: launched && share.text(launched),
    status: year >= 2022 ? 'launched' : 'discontinued',
    socket: socketFor(line, year),
    processNm: processNm(line.vendor, year),
    cores,
    threads,
    performanceCores,
    efficientCores,
    baseClockGHz,
    // about 90,000 number objects less at fake:100000 (1.4 MB)
    boostClockGHz: boostClockGHz === null ? null : share.number(boostClockGHz),
    l2CacheMB: roundTo(l2CacheMB, 1000),
    l3CacheMB,
    ccds: line.vendor === 'amd' && line.segment !== 'mobile' ? Math.max(1, Math.ceil(cores / 8)) : null,
    tdpW: faker.helpers.arrayElement(line.tdpW),
    // the deeper facts come from the serial, not from faker, so the sequence of random draws (and
    // with it every generated catalogue) stays what it was before the record had them
    configurableTdpW: null,
    maxTurboPowerW: null,
    maxTempC: [89, 95, 100, 105][serial % 4] ?? null,
    memory: sharedMemory(
      share,
      memoryTypes(line, year),
      faker.helpers.arrayElement(line.memoryChannels),
      faker.helpers.arrayElement(line.memoryMaxGB),
      line.segment === 'server' || line.segment === 'workstation' ? true : serial % 5 === 0,
    ),
    pcie: pcieOf(share, pcieVersion(year), faker.helpers.arrayElement(line.pcieLanes)),
    igpu:
      line.igpus.length > 0 && faker.datatype.boolean(line.igpuShare)
        ? igpuOf(share, faker.helpers.arrayElement(line.igpus), 1000 + (serial % 19) * 100)
        : null,
    npuTops: line.segment === 'mobile' && year >= 2023 ? ([10, 16, 48, 50][serial % 4] ?? null) : null,
    instructionSets: year >= 2022 ? INSTRUCTION_SETS.avx512 : year >= 2017 ? INSTRUCTION_SETS.avx2 : INSTRUCTION_SETS.avx,
    launchPriceUSD: price,
    unlocked: naming.unlocked,
    sources: SOURCES,
  };
  if (processor.tdpW !== null) {
    if (line.segment === 'mobile')
      processor.configurableTdpW = share.object('tdp', processor.tdpW, { min: Math.max(1, processor.tdpW - 10), max: processor.tdpW + 10 });
    if (line.vendor === 'intel') processor.maxTurboPowerW = Math.round(processor.tdpW * 1.9);
  }
  return processor;
}

export function generateCatalogue(count: number, seed = 1): Processor[] {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`count must be a whole number ≥ 0, got ${count}`);
  // The English instance of faker's own "locale/en" entry, the same definitions (English over the
  // base) that new Faker({ locale: [en, base] }) gets: the package's root entry loads its seventy-odd
  // locales, about a tenth of a second of every start-up, the shipped catalogue's too (this module
  // is always loaded). Seeded here, it draws the same sequence as a new instance would.
  const faker = englishFaker;
  faker.seed(seed);
  const codenames: Record<SyntheticVendor, string[]> = {
    amd: codenamePool(faker, ['Ridge', 'Peak', 'Point', 'Range']),
    intel: codenamePool(faker, ['Lake', 'Rapids', 'Forest', 'Canyon']),
  };
  const share = sharedValues();
  const weights = Object.entries(SEGMENT_WEIGHTS).map(([value, weight]) => ({ value: value as Segment, weight }));

  const processors: Processor[] = [];
  for (let i = 0; i < count; i++) {
    // the first records walk every product line once, so even a tiny catalogue
    // has both vendors and all segments; after that the mix is weighted
    const line = PRODUCT_LINES[i] ?? lineFor(faker.helpers.arrayElement(SYNTHETIC_VENDORS), faker.helpers.weightedArrayElement(weights));
    processors.push(makeProcessor(faker, line, i + 1, codenames, share));
  }
  return processors;
}
