import { join } from 'node:path';
import { formatLaunchQuarter } from '../../../shared/launch-date.js';
import type { Segment } from '../../../shared/processor.js';
import { parseLaunchDate } from '../dates.js';
import type { Facts } from '../facts.js';
import { cleanName, familyFromName } from '../family.js';
import { generationFromName } from '../generation.js';
import { parseMemoryTypes } from '../memory-types.js';
import { parseQuarter } from '../quarter.js';
import { instructionSetsFrom, memoryTypesFrom, parseMHz, parseTempC, parseWattRange } from '../record-fields.js';
import type { Candidate, Source, SourceReading } from '../source.js';
import { readTable } from '../table.js';
import type { Row } from '../table.js';
import { isMissing, parseGHz, parseInteger, parseMB, parseNm, parseUSD, parseWatts, parseYesNo } from '../units.js';

/*
 * AMD's processor specification table (amd.com/en/products/specifications/processors), as AMD's
 * site exports it. Three copies are read, newest first (sources.ts): January 2026, 2025 (desktop
 * and laptop, and the server table apart) and 2023. They name their columns two ways — the 2023
 * export "Model", "Line", "Platform"; the later ones "Name", "Series", "Form Factor" — and the
 * reader takes either. Every fact AMD leaves blank stays unstated.
 */
export const AMD_VENDOR_SOURCE = 'AMD product specifications';
/** AMD's own specification table, which lists every part: the page a part with no OPN in any copy leads to */
export const AMD_SPECIFICATIONS_URL = 'https://www.amd.com/en/products/specifications/processors.html';

/** the column each fact is read from, first spelling found wins */
const COLUMNS = {
  name: ['Name', 'Model'],
  line: ['Series', 'Line'],
  platform: ['Form Factor', 'Platform'],
  boost: ['Max. Boost Clock', 'Max. Boost Clock ¹ ²'],
  pcie: ['PCI Express® Version', 'PCI Express Version'],
} as const;

const cell = (row: Row, names: readonly string[]): string => names.map((name) => row.get(name)).find((value) => value.trim() !== '') ?? '';

/** "A10-7870K with Radeon™ R7 Series" → "A10-7870K", "FX-8350 with Wraith cooler" → "FX-8350" */
export function amdProductName(model: string, familyCell: string, lineCell = ''): string {
  let name = cleanName(model)
    .replace(/^AMD\s+/, '')
    .replace(/^\d+(?:st|nd|rd|th) Gen\s+(?:AMD\s+)?/i, '')
    .replace(/\s+with\s+.*$/i, '')
    .replace(/\s*\((?:OEM Only)\)/i, '')
    .replace(/\s+(?:Mobile\s+)?(?:Processor|APU)$/i, '')
    .trim();
  // some rows give only the model ("6376", "X940"): the family column has the brand.
  // Series families ("A-Series") are already the model's prefix.
  const brand =
    cleanName(familyCell)
      .replace(/^AMD\s+/, '')
      .split(' ')[0] ?? '';
  // the 2025 and 2026 tables write "Athlon 860K" and "Athlon 631" in the lines "Athlon X4" and
  // "Athlon II X4": the line names the processor as AMD has always sold it ("Athlon X4 860K")
  const line = cleanName(lineCell).replace(/^AMD\s+/, '');
  // AMD's business-class line calls its B-models "Phenom X2/X3/X4"; they are Phenom II parts
  // (socket AM3, Phenom II's; the first Phenoms were AM2+ and numbered with a hyphen, B-9600)
  const business = /^Business Class - (?:AMD )?Phenom (X\d)\b/.exec(line);
  if (business && /^B\d{2}$/.test(name)) return `Phenom II ${business[1]} ${name}`;
  // the 2026 table writes "Phenom II 840" and "Phenom II 965" in the lines "Phenom II X4" and
  // "Phenom II X4 Black": the core count goes after the series, once ("Phenom II X4 840")
  const numbered = /^((?:Athlon|Phenom|Turion|Sempron)(?: II)? X\d)(?: Black)?$/.exec(line)?.[1];
  if (numbered !== undefined && !name.startsWith(numbered)) {
    const series = numbered.replace(/ X\d$/, '');
    if (name.startsWith(`${series} `)) name = `${numbered} ${name.slice(series.length + 1)}`;
    else if (name.startsWith(`${brand} `)) name = `${numbered} ${name.slice(brand.length + 1)}`;
  }
  if (brand !== '' && brand !== 'AMD' && !brand.endsWith('-Series') && !name.includes(brand)) {
    // "965" in the line "AMD Phenom™ II X4 Black" is the "Phenom II X4 965"; "B57" in "Business
    // Class - AMD Phenom™ II X2" is the "Phenom II X2 B57"
    const line = cleanName(lineCell)
      .replace(/^(?:AMD\s+)?Business Class - /i, '')
      .replace(/^AMD\s+/, '')
      .replace(/\s+(?:Black|Dual-Core|Triple-Core|Quad-Core|Mobile|Processors?|Series|Business)\b.*$/i, '');
    const prefix = /^(?:Phenom|Athlon|Turion|Sempron)\b/.test(line) && line.startsWith(brand) ? line : brand;
    name = `${prefix} ${name}`;
  }
  return name;
}

/** the record's segment from AMD's platform or form factor ("Laptops, Desktops" on an FP8 part is a laptop part) */
function segmentFor(platform: string, name: string, server: boolean, line: string): Segment | null {
  if (/\bEmbedded\b/i.test(name)) return 'embedded';
  // a row with no form factor names its market in its line: "A10-Series APU for AIOs"
  if (platform.trim() === '' && /\bfor (?:AIOs|Desktops)\b/i.test(line)) return 'desktop';
  if (platform.trim() === '' && /\bfor Laptops\b/i.test(line)) return 'mobile';
  if (/\bThreadripper\b/.test(name)) return 'workstation';
  if (server || /\bEPYC\b/.test(name)) return 'server';
  const p = platform.toLowerCase();
  if (p.includes('server')) return 'server';
  if (p.includes('laptop') || p.includes('handheld') || p.includes('tablet') || p.includes('mobile')) return 'mobile';
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
 * "2016-09-05"; a quarter alone ("Q1 2019", "Q216", "2Q18", "3Q 2016") is the quarter, "2019-Q1".
 */
function launch(cellText: string): string | null {
  const dates = cellText
    .split(/,\s*/)
    .map((part) => parseLaunchDate(part.replace(/^[A-Za-z ]+:\s*/, '')))
    .filter((d): d is string => d !== null)
    .sort();
  if (dates[0] !== undefined) return dates[0];
  const quarter = parseQuarter(cellText.trim().replace(/^(\d)Q\s*(\d{2}|\d{4})$/, 'Q$1 $2'));
  return quarter === null ? null : formatLaunchQuarter(quarter.year, quarter.quarter);
}

/** "AMD Radeon™ 680M", "Radeon™  Graphics", "R7" → "AMD Radeon 680M", "AMD Radeon Graphics", "AMD Radeon R7 Graphics" */
function graphicsName(cellText: string): string | null {
  // the 2026 table writes "AMD Radeon™ 860M graphics" where earlier ones wrote "AMD Radeon™ 860M"
  const name = cleanName(cellText)
    .replace(/^AMD\s+/, '')
    .replace(/(\d{3}M)\s+graphics$/i, '$1');
  if (isMissing(name) || /discrete graphics card required|not listed/i.test(name)) return null;
  if (/^R\d+$/.test(name)) return `AMD Radeon ${name} Graphics`;
  return `AMD ${name.startsWith('Radeon') ? name : `Radeon ${name}`}`;
}

/** memory types with the speed column given to a type only when the cells say which */
function memoryTypes(typeCell: string, specCell: string) {
  if (/not listed/i.test(typeCell)) return [];
  const types = parseMemoryTypes(typeCell.replace(/\s+-\s+Up to\s+(\d+)\s*(?:MHz|MT\/s)?/gi, '-$1').replace(/LPDDR(\d)\/x/gi, 'LPDDR$1, LPDDR$1X'));
  const speeds = [...specCell.matchAll(/(\d{3,5})\s*(?:MHz|MT\/s)/gi)].map((m) => Number(m[1]));
  const only = types.length === 1 ? types[0] : undefined;
  if (only !== undefined && !only.includes('-') && speeds.length > 0) return memoryTypesFrom([`${only}-${Math.max(...speeds)}`]);
  return memoryTypesFrom(types);
}

/** the OPNs a row lists, tray first, then boxed, then MPK: "100-000000910", "YD180XBCM88AE" */
function productIds(row: Row): string[] {
  const ids: string[] = [];
  for (const column of ['Product ID Tray', 'Product ID Boxed', 'Product ID MPK']) {
    for (const match of row.get(column).matchAll(/[0-9A-Z][0-9A-Z-]{5,}/g)) if (!ids.includes(match[0])) ids.push(match[0]);
  }
  return ids;
}

/**
 * AMD's OPNs for its A-series APUs spell the model's first three digits after the two-letter
 * prefix (AM6410ITJ44JB is the A8-6410, AD786KYBJCSBX the A10-7860K). A row whose OPN spells
 * another model describes no one product — the 2023 export's "A8-6410" AIO row carries
 * AM7410JBY44JBD, the A8-7410's number, and that part's clocks — and is set aside (the reason).
 */
export function opnNamingAnother(name: string, opns: readonly string[]): string | null {
  const model = /^(?:PRO )?A\d+-(\d{3})\d/.exec(name)?.[1];
  if (model === undefined) return null;
  const other = opns.find((opn) => /^A[DM]\d{3}/.test(opn) && opn.slice(2, 5) !== model);
  return other === undefined ? null : `its OPN ${other} is another model's (${other.slice(2, 5)}…), not the ${name}'s: the row mixes two products`;
}

/**
 * "155W / 170W" in "Default TDP" beside "2400 MT/s / 2666 MT/s" in the memory specification: AMD's
 * TDP at each memory speed, paired in order and sorted by speed; null for any other cell.
 */
export function tdpByMemorySpeed(tdpCell: string | undefined, memoryCell: string | undefined): { tdpW: number; speedMTs: number }[] | null {
  const tdps = /^\s*(\d+(?:\.\d+)?)\s*W?\s*\/\s*(\d+(?:\.\d+)?)\s*W\s*$/i.exec(tdpCell ?? '');
  const speeds = /^\s*(\d{3,5})\s*(?:MT\/s|MHz)\s*\/\s*(\d{3,5})\s*(?:MT\/s|MHz)\s*$/i.exec(memoryCell ?? '');
  if (!tdps || !speeds) return null;
  const pairs = [1, 2].map((i) => ({ tdpW: Number(tdps[i]), speedMTs: Number(speeds[i]) }));
  return pairs[0]!.speedMTs === pairs[1]!.speedMTs ? null : pairs.sort((a, b) => a.speedMTs - b.speedMTs);
}

/** A row of AMD's table as a candidate, or the reason it is left out. */
export function amdRow(row: Row, where: string, options: { server: boolean }): Candidate | { name: string; reason: string } {
  const name = amdProductName(cell(row, COLUMNS.name), row.get('Family'), cell(row, COLUMNS.line));
  if (name === '') return { name: cell(row, COLUMNS.name), reason: 'no name' };
  const cores = parseInteger(row.get('# of CPU Cores'));
  if (cores === null || cores === 0) return { name, reason: 'no core count' };
  const segment = segmentFor(cell(row, COLUMNS.platform), name, options.server, cell(row, COLUMNS.line));
  if (segment === null) return { name, reason: `platform "${cell(row, COLUMNS.platform)}" is not one of ours` };

  const pcie = cell(row, COLUMNS.pcie);
  const lanes = /\bx(\d+)\b/.exec(pcie)?.[1];
  const graphicsCell = row.get('Graphics Model');
  const graphics = graphicsName(graphicsCell);
  const technologies = row.get('Supported Technologies');
  const zen = numberedZen(technologies);
  // two TDPs beside two memory speeds ("155W / 170W", "2400 MT/s / 2666 MT/s") are one TDP per speed
  const byMemory = tdpByMemorySpeed(row.get('Default TDP'), row.get('System Memory Specification'));
  // any other range in "Default TDP" ("35-54W") names no default: it is the configurable range
  const defaultRange = byMemory ? null : parseWattRange(row.get('Default TDP'));
  const ctdp = parseWattRange(row.get('AMD Configurable TDP (cTDP)')) ?? defaultRange;
  const opns = productIds(row);
  const socket = row.get('CPU Socket');

  const facts: Facts = {
    cores,
    threads: parseInteger(row.get('# of Threads')),
    microarchitecture: zen,
    launched: launch(row.get('Launch Date')),
    socket: isMissing(socket) || /not listed/i.test(socket) ? null : cleanName(socket).replace(/,\s*(?:[AXB]\d{3}[A-Z]?\b.*)$/, ''),
    processNm: parseNm(row.get('Processor Technology for CPU Cores')),
    baseClockGHz: parseGHz(row.get('Base Clock')),
    boostClockGHz: parseGHz(cell(row, COLUMNS.boost)),
    // AMD's pages give totals for the chip
    l2CacheMB: parseMB(row.get('L2 Cache')),
    l3CacheMB: parseMB(row.get('L3 Cache')),
    // "Default TDP" is AMD's nominal; a range there ("35-54W") names no default (docs/record.md)
    tdpW: byMemory ? byMemory[byMemory.length - 1]!.tdpW : defaultRange === null ? parseWatts(row.get('Default TDP')) : null,
    configurableTdpW: ctdp,
    maxTempC: parseTempC(row.get('Max. Operating Temperature (Tjmax)')),
    'memory.types': memoryTypes(row.get('System Memory Type'), row.get('System Memory Specification')),
    'memory.channels': parseInteger(row.get('Memory Channels')),
    'pcie.version': /(\d+\.\d+)/.exec(pcie)?.[1] ?? null,
    'pcie.lanes': lanes === undefined ? null : Number(lanes),
    instructionSets: instructionSetsFrom(technologies.split(/\s*,\s*/)),
    launchPriceUSD: parseUSD(row.get('1kU Pricing')),
    unlocked: parseYesNo(row.get('Unlocked for Overclocking')),
  };
  // a blank graphics cell says nothing; "Discrete Graphics Card Required" says there are none
  if (graphics !== null) facts.igpu = { name: graphics, maxFreqMHz: parseMHz(row.get('Graphics Frequency')) };
  else if (/discrete graphics card required/i.test(graphicsCell)) facts.igpu = null;

  const mislabelled = opnNamingAnother(name, opns);
  return {
    vendor: 'amd',
    name,
    ...(mislabelled === null ? {} : { mislabelled }),
    productKeys: opns.map((opn) => opn.toLowerCase()),
    variant: null,
    line: cleanName(cell(row, COLUMNS.line)),
    segment,
    family: familyFromName(name),
    generation: generationFromName(name) ?? (lineName(cell(row, COLUMNS.line)) || familyFromName(name)),
    facts,
    provenance: { name: AMD_VENDOR_SOURCE, kind: 'vendor-table', url: null, productId: opns[0] ?? null },
    ...(byMemory ? { tdpByMemorySpeed: byMemory } : {}),
    ...(defaultRange ? { defaultTdpRange: defaultRange } : {}),
    where,
  };
}

/** One copy of AMD's table as a source: its name, the file under --sources and whether it is the server table. */
export function amdSpecifications(options: { name: string; file: string; server?: boolean }): Source {
  return {
    name: options.name,
    kind: 'vendor-table',
    files: [options.file],
    async read(context): Promise<SourceReading> {
      const rows = await readTable(join(context.sourcesDir, options.file), ['# of CPU Cores', '# of Threads', 'Base Clock'], options.name, options.file);
      const reading: SourceReading = { rows: rows.length, candidates: [], skipped: [] };
      for (const row of rows) {
        const where = `${options.file}:${row.line}`;
        const result = amdRow(row, where, { server: options.server ?? false });
        if ('reason' in result) reading.skipped.push({ source: options.name, where, name: result.name, reason: result.reason });
        else reading.candidates.push(result);
      }
      return reading;
    },
  };
}

/**
 * The microarchitecture AMD's technology list names, when it names one. The list says
 * "AMD Zen Core Architecture" for the whole family up to Zen 2 (Ryzen 1000 to 3000, Threadripper
 * 1000 to 3000 and PRO 3000 WX: Zen, Zen+ and Zen 2 alike) and a numbered name ("Zen 2", "Zen 3")
 * only from some lines on: the bare family name says which generation no more than "Core" would,
 * so it is not taken (a Threadripper PRO 3975WX is Zen 2, not Zen), and a secondary source fills it.
 */
function numberedZen(technologies: string): string | null {
  const named = /"(Zen[^"]*)" Core Architecture/i.exec(technologies)?.[1]?.trim() ?? null;
  return named !== null && /^Zen\s*\d/i.test(named) ? named : null;
}
