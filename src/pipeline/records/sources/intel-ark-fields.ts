import type { Segment } from '../../../shared/processor.js';
import { SEGMENTS } from '../../../shared/processor.js';
import { formatLaunchQuarter } from '../../../shared/launch-date.js';
import type { Facts } from '../facts.js';
import type { Candidate } from '../source.js';
import { cleanName, familyFromName } from '../family.js';
import { generationFromName } from '../generation.js';
import { parseQuarter } from '../quarter.js';
import { highestPcieVersion, instructionSetsFrom, parseMHz, parseTempC } from '../record-fields.js';
import { arkMemoryTypes } from './intel-ark-memory.js';
import { arkSocket } from '../sockets.js';
import { isMissing, parseGB, parseGHz, parseInteger, parseMB, parseNm, parseUSD, parseWatts, parseYesNo } from '../units.js';

/*
 * What Intel ARK states about a processor, whichever copy of ARK it is read from (the 2023 export
 * keyed by ARK's own field names, the comparison exports keyed by the page's labels): each copy
 * maps its cells onto these names and the facts are read here once, by the same rules.
 */
export const INTEL_VENDOR_SOURCE = 'Intel ARK';

export interface ArkCells {
  name: string;
  productGroup: string;
  segment: string;
  launch: string;
  status: string;
  codename: string;
  socket: string;
  lithography: string;
  cores: string;
  threads: string;
  hyperThreading: string;
  performanceCores: string;
  efficientCores: string;
  lowPowerCores: string;
  base: string;
  performanceBase: string;
  /** every "max" frequency ARK lists: Max Turbo, Turbo Boost Max 3.0, Thermal Velocity Boost, P-core turbo, burst */
  boosts: string[];
  cache: string;
  l2: string;
  tdp: string;
  basePower: string;
  maxTurboPower: string;
  ctdpDown: string;
  ctdpUp: string;
  ctdpDownGHz: string;
  ctdpUpGHz: string;
  tjunction: string;
  /** the package's case (heat spreader) limit, kept apart from the junction's */
  tcase: string;
  operatingMax: string;
  memoryTypes: string;
  /** ARK's separate "Maximum Memory Speed", the part's fastest memory ("2933 MHz") */
  memoryMaxSpeed: string;
  memoryChannels: string;
  memoryMax: string;
  ecc: string;
  pcieRevisions: string[];
  pcieLanes: string;
  graphics: string;
  graphicsMax: string;
  graphicsBase: string;
  /** "Intel Turbo Boost Technology": "2.0", "1.0", or "No" where the part has none (the comparison exports only) */
  turboBoost: string;
  instructionSets: string;
  aes: string;
  price: string;
  imageProcessingUnit: string;
}

/**
 * "Intel® Core™ i7-8750H Processor" → "Core i7-8750H",
 * "Intel® Xeon® Processor E5-2680 v4 (35M Cache, 2.40 GHz)" → "Xeon E5-2680 v4",
 * "Intel® Processor N100" → "Processor N100" (the word is the whole brand of those parts).
 */
export function arkProductName(value: string): string {
  return (
    cleanName(value)
      .replace(/\bIntel\s+/g, '')
      .replace(/\bCore2\b/, 'Core 2')
      .replace(/\s*\([^)]*\)/g, '')
      .replace(/,.*$/, '')
      .replace(/\s+includes\s.*$/i, '')
      .replace(/\s+supporting HT Technology$/i, '')
      .replace(/(?<!^)\bProcessor\b/gi, '')
      // "Core i9-10900X X-series", "Core i7-980X Extreme Edition": the model is the name
      .replace(/\s+(?:X-series|Extreme Edition)\s*$/i, '')
      .replace(/\s+/g, ' ')
      .trim()
      // ARK's newest titles write "Intel® Core™ i5 processor 14401E": the model is "i5-14401E" as ever
      .replace(/^Core (i[3579]) (\d)/, 'Core $1-$2')
  );
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
  const core = /^(\d+(?:st|nd|rd|th)) Generation Core\b/.exec(group) ?? /^Core i\d Processors \((\d+(?:st|nd|rd|th)) gen\)/.exec(group);
  if (core) return `${core[1]} gen`;
  const scalable = /^(?:(\d+(?:st|nd|rd|th)) Generation )?Xeon Scalable/.exec(group);
  if (scalable) return `Xeon Scalable ${scalable[1] ?? '1st'} gen`;
  const tidy = group
    .replace(/^Legacy\s+/, '')
    .replace(/\((?:Series \d|\d+(?:st|nd|rd|th) gen)\)/gi, ' ')
    .replace(/\b(?:Processors?|Product|Family|Series|CPU)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return tidy || familyFromName(name);
}

/**
 * The cache cell: "Smart Cache" and a bare figure are the shared last level, the L3 on parts from
 * 2010 on (parts with no L3 at all are set right by the pipeline's rules, which know their
 * codenames); a cell that says "L2" is the L2.
 */
function caches(cache: string, totalL2: string): { l2: number | null; l3: number | null } {
  const amount = parseMB(cache);
  const l2 = parseMB(totalL2);
  if (amount === null) return { l2, l3: null };
  if (/\bL2\b/i.test(cache)) return { l2: l2 ?? amount, l3: null };
  return { l2, l3: amount };
}

function status(value: string): 'launched' | 'discontinued' | 'announced' | null {
  const text = value.trim().toLowerCase();
  return text === 'launched' || text === 'discontinued' || text === 'announced' ? text : null;
}

/** "Q3'24" → "2024-Q3": ARK gives quarters, and a quarter is what the record keeps */
export function arkLaunch(value: string): string | null {
  const quarter = parseQuarter(value);
  return quarter === null ? null : formatLaunchQuarter(quarter.year, quarter.quarter);
}

/** ARK's market segment as ours: "Desktop" → desktop, "Server" → server; anything else → null */
export function arkSegment(value: string): Segment | null {
  const text = value.trim().toLowerCase();
  return (SEGMENTS as readonly string[]).includes(text) ? (text as Segment) : null;
}

/**
 * The highest of the maximum frequencies ARK lists: the record's boost is the part's highest
 * (Turbo Boost Max 3.0 and Thermal Velocity Boost included: docs/record.md), where ARK's "Max
 * Turbo Frequency" is on some parts the Turbo Boost 2.0 figure alone (Core i9-10980XE: 4.6 GHz,
 * Turbo Boost Max 3.0: 4.8 GHz).
 */
export function highestBoost(cells: readonly string[]): number | null {
  const values = cells.map((cell) => parseGHz(cell)).filter((v): v is number => v !== null);
  return values.length === 0 ? null : Math.max(...values);
}

/** The facts one ARK page states. */
export function arkFacts(cells: ArkCells): Facts {
  const cores = parseInteger(cells.cores);
  const performance = parseInteger(cells.performanceCores);
  const efficient = (parseInteger(cells.efficientCores) ?? 0) + (parseInteger(cells.lowPowerCores) ?? 0);
  const hybrid = cores !== null && performance !== null && performance > 0 && efficient > 0 && performance + efficient === cores;
  // ARK leaves the thread count blank on parts without Hyper-Threading
  const threads = parseInteger(cells.threads) ?? (cells.hyperThreading.trim() === 'No' ? cores : null);
  const { l2, l3 } = caches(cells.cache, cells.l2);
  const graphics = cleanName(cells.graphics).replace(/\s+eligible$/, '');
  const ctdp = { min: parseWatts(cells.ctdpDown), max: parseWatts(cells.ctdpUp) };
  const extensions = cells.instructionSets.split(/\.\s+|,\s*|\s*\|\s*/);
  if (parseYesNo(cells.aes) === true) extensions.push('AES');
  const sockets = cells.socket.trim();
  const price = /^\$?\s*([\d,.]+)/.exec(cells.price.trim())?.[1];
  const facts: Facts = {
    codename: cells.codename.replace(/^Products formerly\s+/i, '').trim() || null,
    launched: arkLaunch(cells.launch),
    status: status(cells.status),
    socket: isMissing(sockets)
      ? null
      : [
          ...new Set(
            sockets
              .split(/\.\s+|,\s*|\s*\|\s*/)
              .filter((s) => s.trim() !== '')
              .map(arkSocket),
          ),
        ].join(', '),
    processNm: parseNm(cells.lithography),
    cores,
    threads,
    performanceCores: hybrid ? performance : null,
    efficientCores: hybrid ? efficient : null,
    baseClockGHz: parseGHz(cells.base) ?? parseGHz(cells.performanceBase),
    boostClockGHz: highestBoost(cells.boosts),
    l2CacheMB: l2,
    l3CacheMB: l3,
    tdpW: parseWatts(cells.tdp) ?? parseWatts(cells.basePower),
    configurableTdpW: ctdp.min === null && ctdp.max === null ? null : ctdp,
    maxTurboPowerW: parseWatts(cells.maxTurboPower),
    // Tjunction, or the embedded parts' "Max Operating Temperature"; never TCASE
    maxTempC: parseTempC(cells.tjunction) ?? parseTempC(cells.operatingMax),
    caseTempC: parseTempC(cells.tcase),
    'memory.types': arkMemoryTypes(cells.memoryTypes, cells.memoryMaxSpeed),
    'memory.channels': parseInteger(cells.memoryChannels),
    'memory.maxGB': parseGB(cells.memoryMax),
    'memory.ecc': parseYesNo(cells.ecc.replace(/^Yes\b.*$/i, 'Yes')),
    'pcie.version': highestPcieVersion(...cells.pcieRevisions),
    'pcie.lanes': parseInteger(cells.pcieLanes),
    instructionSets: instructionSetsFrom(extensions),
    // the lower bound of a range ("$1689.00-$1699.00"), as the record's price is the lowest listed
    launchPriceUSD: price === undefined ? null : parseUSD(`$${price}`),
  };
  // ARK names the graphics of most parts that have them, but leaves the name blank on some whose
  // graphics clocks it lists (Atom N550, Xeon E3-1258L v4): a graphics clock says the graphics are
  // there, so the row states graphics without a name, which a source that names them completes
  // (choose-facts.ts); a row with neither a name nor a clock says the part has none
  if (!isMissing(graphics)) facts.igpu = { name: graphics, maxFreqMHz: parseMHz(cells.graphicsMax) };
  else if (listsGraphicsClock(cells)) facts.igpu = { name: null, maxFreqMHz: parseMHz(cells.graphicsMax) };
  else facts.igpu = null;
  return facts;
}

/** the cells the audits read again, as ARK writes them (source.ts, `arkText`) */
export function arkText(cells: ArkCells): NonNullable<Candidate['arkText']> {
  const { memoryTypes, memoryMaxSpeed, graphicsBase, graphicsMax, boosts } = cells;
  return { memoryTypes, memoryMaxSpeed, graphicsBase, graphicsMax, boosts };
}

/** whether ARK gives a graphics clock (base or maximum; "0 MHz" is none) for a part whose graphics it does not name */
function listsGraphicsClock(cells: ArkCells): boolean {
  return (parseMHz(cells.graphicsBase) ?? parseMHz(cells.graphicsMax)) !== null;
}

/**
 * Whether ARK says the part runs at no clock above its base: "Intel Turbo Boost Technology: No",
 * and a title that names no "up to" clock. Intel's Atom, Celeron and Pentium parts with burst
 * frequency say "No" to Turbo Boost too, but their titles and addresses name the burst ("Atom
 * x5-E8000 … up to 2.00 GHz"), so those are not taken for parts without a boost.
 */
export function arkStatesNoTurbo(cells: ArkCells): boolean {
  return cells.turboBoost.trim() === 'No' && !namesUpTo(cells.name);
}

/** an ARK title or product address that names a maximum clock: "(6M Cache, up to 2.00 GHz)", "…-up-to-2-00-ghz.html" */
export function namesUpTo(text: string): boolean {
  return /\bup[\s-]to[\s-]\d/i.test(text);
}

/** the base frequencies ARK gives at the configurable-TDP points */
export function arkConfigurableTdpGHz(cells: ArkCells): { min: number | null; max: number | null } | undefined {
  const min = parseGHz(cells.ctdpDownGHz);
  const max = parseGHz(cells.ctdpUpGHz);
  return min === null && max === null ? undefined : { min, max };
}

/** whether ARK lists Intel's image processing unit for the part */
export function hasImageProcessingUnit(cells: ArkCells): boolean {
  return !isMissing(cells.imageProcessingUnit) && !/^no$/i.test(cells.imageProcessingUnit.trim());
}

/**
 * ARK lists some parts twice under one name, once "with IPU" (Intel's image processing unit, for
 * laptops with a camera pipeline). Many parts have the unit without a twin; only where one copy of
 * ARK lists the name both with and without it is "with IPU" what tells the two apart.
 */
export function markIpuTwins(rows: readonly { candidate: { name: string; variant: string | null }; ipu: boolean }[]): void {
  const byName = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) byName.set(row.candidate.name, [...(byName.get(row.candidate.name) ?? []), row]);
  for (const group of byName.values()) {
    if (!group.some((row) => row.ipu) || !group.some((row) => !row.ipu)) continue;
    for (const row of group) if (row.ipu) row.candidate.variant = 'with IPU';
  }
}

/**
 * ARK's search for a processor's name, which opens that processor's page: the address a record
 * gives where no copy of ARK we read names the page itself (parts newer than the 2023 export).
 */
export function arkSearchUrl(processorNumber: string): string {
  return `${ARK_SEARCH_URL}?_charset_=UTF-8&q=${encodeURIComponent(processorNumber)}`;
}
export const ARK_SEARCH_URL = 'https://ark.intel.com/content/www/us/en/ark/search.html';
