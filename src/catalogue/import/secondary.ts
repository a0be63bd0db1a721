import type { Processor, Vendor } from '../../shared/processor.js';
import { slugify } from '../slug.js';
import { parseLaunchDate } from './dates.js';
import { parseQuarter } from './quarter.js';
import { memoryTypesFrom, parseTempC } from './record-fields.js';
import { techpowerupSocket } from './sockets.js';
import type { Row } from './table.js';
import { parseGenerationCell, parseHybridCores, parseMemory, parsePcie, parseTotalCacheMB } from './techpowerup-fields.js';
import { isMissing, parseGHz, parseInteger, parseNm, parseUSD, parseWatts, parseYesNo } from './units.js';

/*
 * The secondary sources: TechPowerUp's CPU database (as scraped) and PassMark's CPU list. They
 * never override the vendor; they only fill a fact the vendor leaves blank, and the record names
 * them with the fields they filled (docs/record.md, "Sources").
 */

/** the facts a secondary source may fill, by the record's dotted field path */
export const FILLABLE = [
  'launched', 'codename', 'microarchitecture', 'threads', 'socket', 'processNm', 'baseClockGHz', 'boostClockGHz',
  'l2CacheMB', 'l3CacheMB', 'ccds', 'tdpW', 'maxTempC', 'memory.types', 'memory.channels', 'memory.maxGB', 'memory.ecc',
  'pcie.version', 'pcie.lanes', 'igpu', 'launchPriceUSD', 'unlocked',
] as const;
export type FillableField = (typeof FILLABLE)[number];

export interface SecondaryRow {
  /** "TechPowerUp CPU Database", "PassMark CPU list" */
  source: string;
  url: string | null;
  vendor: Vendor;
  /** the processor's name as our records write it, for matching */
  name: string;
  cores: number | null;
  codename: string | null;
  facts: Partial<Record<FillableField, unknown>>;
}

export const TECHPOWERUP_SOURCE = 'TechPowerUp CPU Database';
export const TECHPOWERUP_COLUMNS = ['Name', 'Url', 'Market', 'Release Date', 'Frequency', 'Turbo Clock', '# of Cores', '# of Threads'];
export const PASSMARK_SOURCE = 'PassMark CPU list';
export const PASSMARK_COLUMNS = ['CpuName', 'Cores', 'Threads', 'ClockSpeed', 'TurboSpeed', 'TDP', 'SourceUrl'];

/**
 * One key for a processor whatever the table's spelling: "Intel Core i7-4770 @ 3.40GHz",
 * "AMD Ryzen 5 3600 6-Core Processor" and our "Core i7-4770", "Ryzen 5 3600" meet here.
 */
export function matchKey(vendor: Vendor, name: string): string {
  const plain = name
    .replace(/\((?:R|TM)\)|[®™]/gi, '')
    .replace(/\s+@.*$/, '')
    .replace(/\s+(?:with|w\/)\s+.*$/i, '')
    .replace(/\s+\d+-Core(?:\s+Processor)?$/i, '')
    .replace(/^(?:AMD|Intel)\s+/i, '')
    .replace(/(?<!^)\bProcessor\b/gi, '')
    .replace(/\+/g, ' plus');
  return `${vendor}:${slugify(plain)}`;
}

const TPU_MEMORY_SPEED_COLUMNS: Record<string, string> = {
  DDR3L: 'DDR3L Speed', DDR4: 'DDR4 Speed', DDR5: 'DDR5 Speed', LPDDR3: 'LPDDR3 Speed', LPDDR4: 'LPDDR4 Speed',
  LPDDR4X: 'LPDDR4x Speed', LPDDR5: 'LPDDR5 Speed', LPDDR5X: 'LPDDR5x Speed',
};

export function techpowerupRow(row: Row): SecondaryRow | null {
  const fullName = row.get('Name').trim();
  const vendor: Vendor | null = fullName.startsWith('AMD ') ? 'amd' : fullName.startsWith('Intel ') ? 'intel' : null;
  if (vendor === null) return null;
  const cores = parseInteger(row.get('# of Cores'));
  const hybrid = parseHybridCores(row.get('Hybrid Cores'));
  const eCoreL2 = row.get('E-Core L2');
  const memory = parseMemory(row.get('Memory Support'), row.get('Max. Memory'));
  // a speed TechPowerUp puts in its own column ("DDR5 Speed": "4800 MT/s") belongs to that type
  const speedOf = (type: string) => /^(\d{3,5})\s*MT\/s$/.exec(row.get(TPU_MEMORY_SPEED_COLUMNS[type] ?? '').trim())?.[1];
  const types = memoryTypesFrom(memory.types).map(({ type, speedMTs }) => {
    const column = speedOf(type);
    return { type, speedMTs: speedMTs ?? (column === undefined ? null : Number(column)) };
  });
  const pcie = parsePcie(row.get('PCI-Express'));
  const codename = isMissing(row.get('Codename')) ? null : row.get('Codename').trim();
  const usd = parseUSD(row.get('Launch Price')) ?? parseUSD(row.get('MSRP'));
  const graphics = row.get('Integrated Graphics').trim();
  const facts: Partial<Record<FillableField, unknown>> = {
    launched: parseLaunchDate(row.get('Release Date')),
    codename,
    microarchitecture: parseGenerationCell(row.get('Generation')).microarchitecture,
    threads: parseInteger(row.get('# of Threads')),
    socket: isMissing(row.get('Socket')) ? null : techpowerupSocket(row.get('Socket')),
    processNm: parseNm(row.get('Process Size')),
    baseClockGHz: parseGHz(row.get('Frequency')),
    boostClockGHz: parseGHz(row.get('Turbo Clock')),
    l2CacheMB: cores === null ? null : parseTotalCacheMB(row.get('Cache L2'), cores, hybrid, isMissing(eCoreL2) ? null : eCoreL2),
    l3CacheMB: cores === null ? null : parseTotalCacheMB(row.get('Cache L3'), cores, hybrid, null),
    ccds: parseInteger(row.get('# of CCDs')),
    tdpW: parseWatts(row.get('TDP')),
    maxTempC: parseTempC(row.get('tJMax')),
    'memory.types': types.length > 0 ? types : null,
    'memory.channels': memory.channels,
    'memory.maxGB': memory.maxGB,
    'memory.ecc': parseYesNo(row.get('ECC Memory')),
    'pcie.version': pcie.version,
    'pcie.lanes': pcie.lanes,
    igpu: isMissing(graphics) ? null : { name: `${vendor === 'amd' ? 'AMD' : 'Intel'} ${graphics}`, maxFreqMHz: null },
    // TechPowerUp lists "$1" for a few parts with no public price
    launchPriceUSD: usd !== null && usd >= 10 ? usd : null,
    unlocked: parseYesNo(row.get('Multiplier Unlocked')),
  };
  const url = row.get('Url').trim();
  return { source: TECHPOWERUP_SOURCE, url: /^https?:\/\//.test(url) ? url : null, vendor, name: fullName, cores, codename, facts };
}

/** PassMark's clock cells are often garbled ("2.112.0 GHz"): only a clean figure counts */
function cleanGHz(value: string): number | null {
  return /^\s*\d+(?:\.\d+)?\s*GHz\s*$/i.test(value) ? parseGHz(value) : null;
}

export function passmarkRow(row: Row): SecondaryRow | null {
  const fullName = row.get('CpuName').trim();
  const vendor: Vendor | null = /^AMD\s/.test(fullName) ? 'amd' : /^Intel\s/.test(fullName) ? 'intel' : null;
  if (vendor === null) return null;
  const url = row.get('SourceUrl').trim();
  return {
    source: PASSMARK_SOURCE,
    url: /^https?:\/\/\S+$/.test(url) ? url : url.startsWith('http') ? encodeURI(url) : null,
    vendor,
    name: fullName,
    cores: parseInteger(row.get('Cores')),
    codename: null,
    facts: {
      threads: parseInteger(row.get('Threads')),
      baseClockGHz: cleanGHz(row.get('ClockSpeed')),
      boostClockGHz: cleanGHz(row.get('TurboSpeed')),
      tdpW: parseWatts(row.get('TDP')),
    },
  };
}

/** PassMark's release quarter, for the report's "launch year" of parts no one else dates */
export function passmarkYear(row: Row): number | null {
  return parseQuarter(row.get('ReleaseDate'))?.year ?? null;
}

/**
 * Known faults of the secondary tables, applied the same way to every record (docs/record.md,
 * "Conventions"). Each says which source's which field it refuses, for which parts, and why;
 * test/catalogue/pipeline.test.ts holds one case for each.
 */
export interface DistrustRule {
  source: string;
  field: FillableField;
  applies(record: Processor, row: SecondaryRow): boolean;
  reason: string;
}

export const DISTRUST_RULES: readonly DistrustRule[] = [
  {
    source: TECHPOWERUP_SOURCE,
    field: 'l3CacheMB',
    applies: (_record, row) => /\b(?:Renoir|Lucienne)\b/i.test(row.codename ?? ''),
    reason: 'TechPowerUp gives Renoir parts 11–12 MB of L3 (it adds the L2); AMD states 8 MB (4 MB on the 4-core parts)',
  },
  {
    source: TECHPOWERUP_SOURCE,
    field: 'tdpW',
    applies: (record) => record.vendor === 'intel' && record.segment === 'mobile' && /\d{3,5}U\d?$|-\d+Y\d+$/.test(record.name),
    reason: "TechPowerUp gives some 15 W U-series parts their 25 W configurable-TDP-up point as the TDP",
  },
  {
    source: PASSMARK_SOURCE,
    field: 'tdpW',
    applies: (record) => record.vendor === 'intel' && (record.performanceCores !== null || /^(?:1[2-9])th gen$|^Core Ultra/.test(record.generation)),
    reason: "PassMark lists Alder Lake's and later hybrid parts' Maximum Turbo Power (PL2) as their TDP",
  },
];

/** the value of a dotted field path in a record */
export function getField(record: Processor, field: string): unknown {
  const [head = '', tail] = field.split('.');
  const value = (record as unknown as Record<string, unknown>)[head];
  return tail === undefined ? value : (value as Record<string, unknown> | null)?.[tail];
}

/** a copy of the record with a dotted field path set */
export function setField(record: Processor, field: string, value: unknown): Processor {
  const [head = '', tail] = field.split('.');
  const copy = { ...record } as unknown as Record<string, unknown>;
  if (tail === undefined) copy[head] = value;
  else copy[head] = { ...(copy[head] as Record<string, unknown>), [tail]: value };
  return copy as unknown as Processor;
}

/** whether the field holds no fact: null, an empty list, or a thread count of 0 (AMD's blank) */
export function isBlank(record: Processor, field: string): boolean {
  const value = getField(record, field);
  return value === null || value === undefined || (Array.isArray(value) && value.length === 0) || (field === 'threads' && value === 0);
}
