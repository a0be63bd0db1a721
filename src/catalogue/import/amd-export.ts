import type { Segment } from '../../shared/processor.js';
import { parseLaunchDate } from './dates.js';
import { cleanName, familyFromName } from './family.js';
import { generationFromName } from './generation.js';
import { parseQuarter } from './quarter.js';
import { emptyFacts, instructionSetsFrom, memoryTypesFrom, parseMHz, parseTempC, parseWattRange } from './record-fields.js';
import { parseMemoryTypes } from './memory-types.js';
import type { Row, RowResult } from './table.js';
import { isMissing, parseGHz, parseInteger, parseMB, parseNm, parseUSD, parseWatts, parseYesNo } from './units.js';

/**
 * The CSV AMD's processor specification pages export (amd.com/en/products/specifications/
 * processors): a UTF-8 BOM, two empty checkbox columns, then Model, Family, Line, Platform,
 * Product ID Tray, Launch Date, # of CPU Cores, ...
 */
export const AMD_EXPORT_SOURCE = 'AMD product specifications';
export const AMD_EXPORT_COLUMNS = ['Model', 'Family', 'Line', 'Platform', '# of CPU Cores', '# of Threads', 'Base Clock'];

/** "A10-7870K with Radeon™ R7 Series" → "A10-7870K", "FX-8350 with Wraith cooler" → "FX-8350" */
export function amdProductName(model: string, familyCell: string, lineCell = ''): string {
  let name = cleanName(model)
    .replace(/^AMD\s+/, '')
    .replace(/^\d+(?:st|nd|rd|th) Gen\s+(?:AMD\s+)?/i, '')
    .replace(/\s+with\s+.*$/i, '')
    .replace(/\s*\((?:OEM Only)\)/i, '')
    .replace(/\s+(?:Processor|APU)$/i, '')
    .trim();
  // some rows give only the model ("6376", "X940"): the family column has the brand.
  // Series families ("A-Series") are already the model's prefix.
  const brand = cleanName(familyCell).replace(/^AMD\s+/, '').split(' ')[0] ?? '';
  if (brand !== '' && brand !== 'AMD' && !brand.endsWith('-Series') && !name.includes(brand)) {
    // "965" in the line "AMD Phenom™ II X4 Black" is the "Phenom II X4 965"
    const line = cleanName(lineCell).replace(/^AMD\s+/, '').replace(/\s+(?:Black|Dual-Core|Triple-Core|Quad-Core|Mobile|Processors?|Series|Business)\b.*$/i, '');
    const prefix = /^(?:Phenom|Athlon|Turion|Sempron)\b/.test(line) && line.startsWith(brand) ? line : brand;
    name = `${prefix} ${name}`;
  }
  return name;
}

function segmentFor(platform: string, name: string): Segment | null {
  if (/\bEmbedded\b/i.test(name)) return 'embedded';
  if (/\bThreadripper\b/.test(name)) return 'workstation';
  const p = platform.toLowerCase();
  if (p.includes('server')) return 'server';
  if (p.includes('laptop') || p.includes('handheld') || p.includes('tablet')) return 'mobile';
  if (p.includes('desktop') || p.includes('boxed processor') || p.includes('all-in-one')) return 'desktop';
  return null;
}

/** "AMD EPYC™ 7002 Series" → "EPYC 7002", "AMD A10-Series APU for Desktops" → "A10-Series" */
function lineName(line: string): string {
  return cleanName(line)
    .replace(/^AMD\s+/, '')
    .replace(/^Business Class - (?:AMD )?/i, '')
    .replace(/\s+(?:APU|Processors?)\b.*$/i, '')
    .replace(/\s+(?:Desktop|Mobile|Laptop)$/i, '')
    .replace(/\s+Series$/i, '')
    .replace(/\s+with\s+.*$/i, '')
    .trim();
}

/**
 * "7/21/2020" → "2020-07-21"; "Channel: 7/27/2017, OEM: 9/5/2016" → the first launch,
 * "2016-09-05"; a quarter alone ("Q1 2019", "Q216") gives no date but its year.
 */
function launch(cell: string): { date: string | null; quarter: { year: number; quarter: number } | null; year: number | null } {
  const dates = cell.split(/,\s*/).map((part) => parseLaunchDate(part.replace(/^[A-Za-z ]+:\s*/, ''))).filter((d): d is string => d !== null).sort();
  const date = dates[0] ?? null;
  const quarter = date === null ? parseQuarter(cell) : null;
  return { date, quarter, year: date !== null ? Number(date.slice(0, 4)) : (quarter?.year ?? null) };
}

/** "AMD Radeon™ 680M", "Radeon™  Graphics", "R7" → "AMD Radeon 680M", "AMD Radeon Graphics", "AMD Radeon R7 Graphics" */
function graphicsName(cell: string): string | null {
  const name = cleanName(cell).replace(/^AMD\s+/, '');
  if (isMissing(name) || /discrete graphics card required|not listed/i.test(name)) return null;
  if (/^R\d+$/.test(name)) return `AMD Radeon ${name} Graphics`;
  return `AMD ${name.startsWith('Radeon') ? name : `Radeon ${name}`}`;
}

/** memory types with the speed column given to a type only when the cells say which */
function memoryTypes(typeCell: string, specCell: string) {
  const types = parseMemoryTypes(typeCell.replace(/\s+-\s+Up to\s+(\d+)\s*MHz/gi, '-$1').replace(/LPDDR(\d)\/x/gi, 'LPDDR$1, LPDDR$1X'));
  const speeds = [...specCell.matchAll(/(\d{3,5})\s*MHz/gi)].map((m) => Number(m[1]));
  const only = types.length === 1 ? types[0] : undefined;
  if (only !== undefined && !only.includes('-') && speeds.length > 0) return memoryTypesFrom([`${only}-${Math.max(...speeds)}`]);
  return memoryTypesFrom(types);
}

/** the tray OPN, else the boxed one: "100-000000910", "YD180XBCM88AE" */
function productId(row: Row): string | null {
  for (const column of ['Product ID Tray', 'Product ID Boxed', 'Product ID MPK']) {
    const opn = /[0-9A-Z][0-9A-Z-]{5,}/.exec(row.get(column))?.[0];
    if (opn) return opn;
  }
  return null;
}

export function convertAmdRow(row: Row, file: string): RowResult {
  const name = amdProductName(row.get('Model'), row.get('Family'), row.get('Line'));
  if (name === '') return { ok: false, name: row.get('Model'), reason: 'no name' };
  const cores = parseInteger(row.get('# of CPU Cores'));
  if (cores === null || cores === 0) return { ok: false, name, reason: 'no core count' };
  const segment = segmentFor(row.get('Platform'), name);
  if (segment === null) return { ok: false, name, reason: `platform "${row.get('Platform')}" is not one of ours` };

  const pcie = row.get('PCI Express® Version') || row.get('PCI Express Version');
  const lanes = /\bx(\d+)\b/.exec(pcie)?.[1];
  const graphics = graphicsName(row.get('Graphics Model'));
  const technologies = row.get('Supported Technologies');
  const zen = /"(Zen[^"]*)" Core Architecture/i.exec(technologies)?.[1] ?? null;
  const when = launch(row.get('Launch Date'));
  // a range in "Default TDP" ("35-54W", "155/170W") names no default: it is the configurable range
  const defaultRange = parseWattRange(row.get('Default TDP'));
  const ctdp = parseWattRange(row.get('AMD Configurable TDP (cTDP)')) ?? defaultRange;
  const opn = productId(row);
  // AMD leaves the thread count blank on some parts; it stays unknown (0) for a secondary source to fill
  const threads = parseInteger(row.get('# of Threads')) ?? 0;

  return {
    ok: true,
    candidate: {
      key: opn === null ? `amd-line-${row.line}` : opn.toLowerCase(),
      year: when.year,
      quarter: when.quarter,
      graphicsUnknown: isMissing(cleanName(row.get('Graphics Model'))),
      where: `${file}:${row.line}`,
      record: {
        id: '',
        vendor: 'amd',
        name,
        family: familyFromName(name),
        generation: generationFromName(name) ?? (lineName(row.get('Line')) || familyFromName(name)),
        segment,
        cores,
        threads,
        ...emptyFacts(),
        microarchitecture: zen,
        launched: when.date,
        socket: isMissing(row.get('CPU Socket')) || /not listed/i.test(row.get('CPU Socket')) ? null : cleanName(row.get('CPU Socket')),
        processNm: parseNm(row.get('Processor Technology for CPU Cores')),
        baseClockGHz: parseGHz(row.get('Base Clock')),
        boostClockGHz: parseGHz(row.get('Max. Boost Clock ¹ ²') || row.get('Max. Boost Clock')),
        // AMD's pages give totals for the chip
        l2CacheMB: parseMB(row.get('L2 Cache')),
        l3CacheMB: parseMB(row.get('L3 Cache')),
        // "Default TDP" is AMD's nominal; a range there ("35-54W") names no default (docs/record.md)
        tdpW: defaultRange === null ? parseWatts(row.get('Default TDP')) : null,
        configurableTdpW: ctdp,
        maxTempC: parseTempC(row.get('Max. Operating Temperature (Tjmax)')),
        memory: {
          types: memoryTypes(row.get('System Memory Type'), row.get('System Memory Specification')),
          channels: parseInteger(row.get('Memory Channels')),
          maxGB: null,
          ecc: null,
        },
        pcie: {
          version: /(\d+\.\d+)/.exec(pcie)?.[1] ?? null,
          lanes: lanes === undefined ? null : Number(lanes),
        },
        igpu: graphics === null ? null : { name: graphics, maxFreqMHz: parseMHz(row.get('Graphics Frequency')) },
        instructionSets: instructionSetsFrom(technologies.split(/,\s*/)),
        launchPriceUSD: parseUSD(row.get('1kU Pricing')),
        unlocked: parseYesNo(row.get('Unlocked for Overclocking')),
        sources: {
          vendor: { name: AMD_EXPORT_SOURCE, url: null, productId: opn },
          secondary: [],
          corrections: [],
        },
      },
    },
  };
}
