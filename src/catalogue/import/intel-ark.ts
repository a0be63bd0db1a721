import type { Segment } from '../../shared/processor.js';
import { SEGMENTS } from '../../shared/processor.js';
import { cleanName, familyFromName } from './family.js';
import { generationFromName } from './generation.js';
import { parseQuarter } from './quarter.js';
import { emptyFacts, highestPcieVersion, instructionSetsFrom, parseMemoryCell, parseMHz, parseTempC, parseWattRange } from './record-fields.js';
import { arkSocket } from './sockets.js';
import type { Row, RowResult } from './table.js';
import { isMissing, parseGB, parseGHz, parseInteger, parseMB, parseNm, parseWatts, parseYesNo } from './units.js';

/**
 * An Intel ARK export: one row per ark.intel.com product page, columns named after ARK's own
 * keys (CpuId, CpuName, CoreCount, ClockSpeed, Cache, MarketSegment, BornOnDate, SourceUrl...).
 * The export replaced commas inside values with ". ", so lists read "DDR4-2133. LPDDR3-1866".
 */
export const INTEL_ARK_SOURCE = 'Intel ARK';
export const INTEL_ARK_COLUMNS = ['CpuId', 'CpuName', 'CoreCount', 'ThreadCount', 'ClockSpeed', 'MarketSegment', 'BornOnDate', 'SourceUrl'];

/**
 * "Intel® Core™ i7-8750H Processor" → "Core i7-8750H",
 * "Intel® Xeon® Processor E5-2680 v4 (35M Cache, 2.40 GHz)" → "Xeon E5-2680 v4",
 * "Intel® Processor N100" → "Processor N100" (the word is the whole brand of those parts).
 */
export function arkProductName(value: string): string {
  return cleanName(value)
    .replace(/\bIntel\s+/g, '')
    .replace(/\bCore2\b/, 'Core 2')
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/,.*$/, '')
    .replace(/\s+includes\s.*$/i, '')
    .replace(/\s+supporting HT Technology$/i, '')
    .replace(/(?<!^)\bProcessor\b/g, '')
    // "Core i9-10900X X-series", "Core i7-980X Extreme Edition": the model is the name
    .replace(/\s+(?:X-series|Extreme Edition)\s*$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The line as Intel names it: from the model number where Intel's numbering says it ("Core
 * i7-8750H" → "8th gen"), else from ARK's product group ("Intel® Xeon® Processor E5 v4 Family" →
 * "Xeon E5 v4", "3rd Generation Intel® Xeon® Scalable Processors" → "Xeon Scalable 3rd gen").
 */
export function arkGeneration(name: string, productGroup: string): string {
  const fromName = generationFromName(name);
  if (fromName) return fromName;
  const group = cleanName(productGroup).replace(/\bIntel\s+/g, '');
  const core = /^(\d+(?:st|nd|rd|th)) Generation Core\b/.exec(group);
  if (core) return `${core[1]} gen`;
  const scalable = /^(?:(\d+(?:st|nd|rd|th)) Generation )?Xeon Scalable/.exec(group);
  if (scalable) return `Xeon Scalable ${scalable[1] ?? '1st'} gen`;
  const tidy = group
    .replace(/^Legacy\s+/, '')
    .replace(/\b(?:Processors?|Product|Family|Series|CPU)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return tidy || familyFromName(name);
}

function caches(row: Row): { l2: number | null; l3: number | null } {
  const cell = row.get('Cache');
  const amount = parseMB(cell);
  const totalL2 = parseMB(row.get('TotalL2Cache'));
  if (amount === null) return { l2: totalL2, l3: null };
  if (/\bL2\b/i.test(cell)) return { l2: totalL2 ?? amount, l3: null };
  // "Smart Cache" and a bare figure are the shared last level: the L3 on every part from 2010 on
  return { l2: totalL2, l3: amount };
}

function status(value: string): 'launched' | 'discontinued' | 'announced' | null {
  const text = value.trim().toLowerCase();
  return text === 'launched' || text === 'discontinued' || text === 'announced' ? text : null;
}

export function convertArkRow(row: Row, file: string): RowResult {
  const name = arkProductName(row.get('CpuName'));
  if (name === '') return { ok: false, name: row.get('CpuName'), reason: 'no name' };
  const cores = parseInteger(row.get('CoreCount'));
  if (cores === null || cores === 0) return { ok: false, name, reason: 'no core count' };
  // ARK leaves the thread count blank on parts without Hyper-Threading
  // (blank otherwise: 0 until a secondary source states it)
  const threads = parseInteger(row.get('ThreadCount')) ?? (row.get('HyperThreading').trim() === 'No' ? cores : 0);
  const market = row.get('MarketSegment').trim().toLowerCase();
  const segment = (SEGMENTS as readonly string[]).includes(market) ? (market as Segment) : null;
  if (segment === null) return { ok: false, name, reason: `market segment "${row.get('MarketSegment')}" is not one of ours` };

  const performance = parseInteger(row.get('PerfCoreCount'));
  const efficient = parseInteger(row.get('EffCoreCount'));
  const hybrid = performance !== null && efficient !== null && performance > 0 && efficient > 0 && performance + efficient === cores;
  const codename = row.get('CodeNameText').replace(/^Products formerly\s+/i, '').trim();
  const { l2, l3 } = caches(row);
  const graphics = cleanName(row.get('ProcessorGraphicsModelId')).replace(/\s+eligible$/, '');
  const sockets = row.get('SocketsSupported').trim();
  const quarter = parseQuarter(row.get('BornOnDate'));
  const ctdp = { min: parseWatts(row.get('ConfigTDPMin')), max: parseWatts(row.get('ConfigTDPMax')) };
  const extensions = row.get('InstructionSetExtensions').split(/\.\s+|,\s*/);
  if (parseYesNo(row.get('AESTech')) === true) extensions.push('AES');
  const url = row.get('SourceUrl').trim();
  const id = row.get('CpuId').trim();

  return {
    ok: true,
    candidate: {
      key: `ark-${id || `line-${row.line}`}`,
      year: quarter?.year ?? null,
      quarter,
      // ARK names the graphics of every part that has them
      graphicsUnknown: false,
      where: `${file}:${row.line}`,
      record: {
        id: '',
        vendor: 'intel',
        name,
        family: familyFromName(name),
        generation: arkGeneration(name, row.get('ProductGroup')),
        segment,
        cores,
        threads,
        ...emptyFacts(),
        codename: codename || null,
        // ARK gives only a quarter ("Q2'21"), which is not a month: a finer date may come from elsewhere
        launched: null,
        status: status(row.get('StatusCodeText')),
        socket: isMissing(sockets) ? null : [...new Set(sockets.split(/\.\s+/).map(arkSocket))].join(', '),
        processNm: parseNm(row.get('Lithography')),
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
        configurableTdpW: ctdp.min === null && ctdp.max === null ? null : ctdp,
        maxTurboPowerW: parseWatts(row.get('MaxTurboPower')),
        // Tjunction, or the embedded parts' "Max Operating Temperature"; never TCASE
        maxTempC: parseTempC(row.get('ThermalJunctionRateCode')) ?? parseTempC(row.get('OperatingTemperatureMax')),
        memory: {
          types: parseMemoryCell(row.get('MemoryTypes')),
          channels: parseInteger(row.get('NumMemoryChannels')),
          maxGB: parseGB(row.get('MaxMem')),
          ecc: parseYesNo(row.get('ECCMemory')),
        },
        pcie: {
          version: highestPcieVersion(row.get('MicroprocessorPCIeRevision'), row.get('PCIExpressRevision')),
          lanes: parseInteger(row.get('NumPCIExpressPorts')),
        },
        igpu: isMissing(graphics)
          ? null
          : { name: graphics, maxFreqMHz: parseMHz(row.get('GraphicsMaxFreq')) ?? parseMHz(row.get('GraphicsBurstFrequency')) },
        instructionSets: instructionSetsFrom(extensions),
        sources: {
          vendor: { name: INTEL_ARK_SOURCE, url: /^https?:\/\//.test(url) ? url : null, productId: id || null },
          secondary: [],
          corrections: [],
        },
      },
    },
  };
}
