import type { Segment } from '../../shared/processor.js';
import { SEGMENTS } from '../../shared/processor.js';
import { slugify } from '../slug.js';
import { parseLaunchDate } from './dates.js';
import { cleanName, familyFromName } from './family.js';
import { generationFromName } from './generation.js';
import { parseMemoryTypes } from './memory-types.js';
import type { Conversion, ImportShape, Row } from './shape.js';
import { arkSocket } from './sockets.js';
import { isMissing, parseGB, parseGHz, parseInteger, parseMB, parseNm, parseWatts } from './units.js';

/**
 * An Intel ARK scrape: one row per ark.intel.com product page, columns named
 * after ARK's internal keys (CpuId, CpuName, CoreCount, ClockSpeed, Cache,
 * MarketSegment, BornOnDate...). The scrape replaced commas inside values with
 * ". ", so lists read "DDR4-2133. LPDDR3-1866".
 */
export const INTEL_ARK_SOURCE = 'Intel ARK';

const REQUIRED_COLUMNS = ['CpuId', 'CpuName', 'CoreCount', 'ThreadCount', 'ClockSpeed', 'MarketSegment'];

/**
 * "Intel® Pentium® 4 Processor 640 supporting HT Technology" → "Pentium 4 640",
 * "Intel® Core™2 Duo Processor E8400" → "Core 2 Duo E8400",
 * "Intel® Pentium® 4 Processor 2.40 GHz, 512K Cache, 400 MHz FSB" → "Pentium 4 2.40 GHz"
 */
function productName(value: string): string {
  return cleanName(value)
    .replace(/\bIntel\s+/g, '')
    .replace(/\bCore2\b/, 'Core 2')
    .replace(/,.*$/, '')
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/\s+supporting HT Technology$/i, '')
    // "Processor N100" is the whole brand of those parts; elsewhere the word is filler
    .replace(/(?<!^)\bProcessor\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** launch year from ARK's "Q4'19"; only used to read what its "Smart Cache" means */
function launchYear(bornOn: string): number | null {
  const match = /'(\d{2})$/.exec(bornOn.trim());
  return match?.[1] ? 2000 + Number(match[1]) : null;
}

/**
 * ARK's single Cache cell names its level: "512 KB L2 Cache", "30 MB L3 Cache",
 * "12 MB Intel® Smart Cache". Smart Cache is the shared last level: the L3 on
 * parts from 2009 (Nehalem) on, the L2 on Core 2 parts before. Without a year
 * or a level the cell is not placed.
 */
function caches(row: Row): { l2: number | null; l3: number | null } {
  const cell = row.get('Cache');
  const amount = parseMB(cell);
  const totalL2 = parseMB(row.get('TotalL2Cache'));
  if (amount === null) return { l2: totalL2, l3: null };
  if (/\bL2\b/i.test(cell)) return { l2: totalL2 ?? amount, l3: null };
  if (/\bL3\b|Last Level/i.test(cell)) return { l2: totalL2, l3: amount };
  if (/Smart Cache/i.test(cell)) {
    const year = launchYear(row.get('BornOnDate'));
    if (year !== null && year >= 2009) return { l2: totalL2, l3: amount };
    if (year !== null) return { l2: totalL2 ?? amount, l3: null };
  }
  return { l2: totalL2, l3: null };
}

function convert(row: Row): Conversion {
  const name = productName(row.get('CpuName'));
  if (name === '') return { ok: false, reason: 'no name' };
  const cores = parseInteger(row.get('CoreCount'));
  if (cores === null || cores === 0) return { ok: false, reason: 'no core count' };
  // ARK leaves the thread count blank on parts without Hyper-Threading
  const threads = parseInteger(row.get('ThreadCount')) ?? (row.get('HyperThreading').trim() === 'No' ? cores : null);
  if (threads === null || threads === 0) return { ok: false, reason: 'no thread count' };
  const market = row.get('MarketSegment').trim().toLowerCase();
  const segment = (SEGMENTS as readonly string[]).includes(market) ? (market as Segment) : null;
  if (segment === null) return { ok: false, reason: `unknown market segment "${row.get('MarketSegment')}"` };

  const performance = parseInteger(row.get('PerfCoreCount'));
  const efficient = parseInteger(row.get('EffCoreCount'));
  const hybrid = performance !== null && efficient !== null && performance > 0 && efficient > 0;
  const codename = row.get('CodeNameText').replace(/^Products formerly\s+/i, '').trim();
  const family = familyFromName(name);
  const { l2, l3 } = caches(row);
  const graphics = cleanName(row.get('ProcessorGraphicsModelId')).replace(/^Intel\s+/, '').replace(/\s+eligible$/, '');
  const sockets = row.get('SocketsSupported').trim();

  return {
    ok: true,
    key: `ark${row.get('CpuId').trim() || `-line-${row.line}`}`,
    record: {
      id: slugify(name),
      vendor: 'intel',
      name,
      family,
      generation: generationFromName(name) ?? (codename || family),
      codename: codename || null,
      microarchitecture: null,
      segment,
      launched: parseLaunchDate(row.get('BornOnDate')),
      socket: isMissing(sockets) ? null : [...new Set(sockets.split(/\.\s+/).map(arkSocket))].join(', '),
      processNm: parseNm(row.get('Lithography')),
      cores,
      threads,
      performanceCores: hybrid ? performance : null,
      efficientCores: hybrid ? efficient : null,
      baseClockGHz: parseGHz(row.get('ClockSpeed')) ?? parseGHz(row.get('PCoreBaseFreq')),
      boostClockGHz:
        parseGHz(row.get('ClockSpeedMax')) ??
        parseGHz(row.get('TurboBoostTech2MaxFreq')) ??
        parseGHz(row.get('PCoreTurboFreq')) ??
        parseGHz(row.get('BurstFrequency')),
      l2CacheMB: l2,
      l3CacheMB: l3,
      tdpW: parseWatts(row.get('MaxTDP')) ?? parseWatts(row.get('ProcessorBasePower')),
      memory: {
        types: parseMemoryTypes(row.get('MemoryTypes')),
        channels: parseInteger(row.get('NumMemoryChannels')),
        maxGB: parseGB(row.get('MaxMem')),
      },
      pcie: {
        version: /(\d+\.\d+)/.exec(row.get('PCIExpressRevision'))?.[1] ?? null,
        lanes: parseInteger(row.get('NumPCIExpressPorts')),
      },
      igpu: isMissing(graphics) ? null : graphics,
      // the scrape has no price column
      launchPriceUSD: null,
      unlocked: null,
      source: INTEL_ARK_SOURCE,
    },
  };
}

export const intelArkShape: ImportShape = {
  name: 'intel-ark',
  description: 'Intel ARK scrape (columns CpuId, CpuName, CoreCount, ClockSpeed, MarketSegment, ...)',
  matches: (header) => REQUIRED_COLUMNS.every((column) => header.includes(column)),
  rowName: (row) => cleanName(row.get('CpuName')),
  convert,
};
