import type { Processor } from '../../shared/processor.js';
import { isMissing } from '../records/units.js';
import { refines } from '../records/choice.js';
import { NO_L3_CODENAMES } from '../records/core-caches.js';
import type { Member } from '../records/group-parts.js';

/*
 * The catalogue's known error classes, counted over every record against the rows the import read
 * for it (docs/data.md, "Counting the error classes"). Each test is a plain reading of the vendor's
 * own words, written apart from the parser it checks (ARK's memory cell is read again here by a few
 * regular expressions, not by intel-ark-memory.ts), so a misreading that comes back shows up as a
 * count above zero. Where a rule deliberately leaves a residue, the class says which and why.
 */

export interface ErrorClass {
  id: string;
  /** what the class is, one line */
  title: string;
  /** the records it finds, "vendor:id" */
  records: string[];
  /** why the records it finds are left as they are, where the rule leaves them on purpose */
  residue?: string;
}

type Rows = ReadonlyMap<string, readonly Member[]>;

/** a cell of the first ARK row of the record with a memory cell, most trusted first (the row the record's memory came from) */
function arkCell(rows: readonly Member[], cell: 'memoryTypes' | 'memoryMaxSpeed'): string | null {
  const row = rows.find((m) => m.candidate.arkText !== undefined && !isMissing(m.candidate.arkText.memoryTypes));
  return row?.candidate.arkText?.[cell] ?? null;
}

/** the memory types a cell names, slash forms written out: "DDR3/L" DDR3 and DDR3L, "LPDDR5/x" LPDDR5 and LPDDR5X, "LPDDR2/3" LPDDR2 and LPDDR3 */
function typesNamed(cell: string): Set<string> {
  const types = new Set<string>();
  for (const match of cell.matchAll(/\b(LP)?DDR(\d)(L|X)?((?:\/(?:L|X|\d)\b)*)/gi)) {
    const base = `${(match[1] ?? '').toUpperCase()}DDR${match[2]}`;
    types.add(base + (match[3] ?? '').toUpperCase());
    for (const piece of (match[4] ?? '').split('/').filter((p) => p !== ''))
      types.add(/\d/.test(piece) ? `${(match[1] ?? '').toUpperCase()}DDR${piece}` : base + piece.toUpperCase());
  }
  return types;
}

/** the speeds a cell writes: figures of three to five digits, not sizes, voltages or widths */
function speedsWritten(cell: string): number[] {
  const rest = cell.replace(/\d+(?:\.\d+)?\s*(?:GB|MB|TB|V)\b|\d+x\d+/gi, ' ').replace(/(?:LP)?DDR\d/gi, ' ');
  return [...rest.matchAll(/(?<![\d.])(\d{3,5})(?![\d.])/g)].map((m) => Number(m[1])).filter((n) => n >= 400);
}

const speedOf = (value: string) => /^\s*(\d{3,5})\s*(?:MHz|MT\/s)?\s*$/i.exec(value)?.[1];

/** ARK's memory text misread (classes A–D) */
function memoryClasses(records: readonly Processor[], rows: Rows): ErrorClass[] {
  const found = { A: [] as string[], B: [] as string[], C: [] as string[], D: [] as string[], several: [] as string[], noType: [] as string[] };
  for (const record of records) {
    if (record.vendor !== 'intel') continue;
    const key = `${record.vendor}:${record.id}`;
    const own = rows.get(key) ?? [];
    const cell = arkCell(own, 'memoryTypes');
    if (cell === null) continue;
    const memory = record.memory.types;
    const speeds = memory.map((m) => m.speedMTs).filter((s): s is number => s !== null);
    const named = typesNamed(cell);
    const written = speedsWritten(cell.replace(/\(\s*Max(?:imum)?\s+Speed[^)]*\)/i, ' '));
    const maximum = speedOf(arkCell(own, 'memoryMaxSpeed') ?? '');
    // A: the speed only in the separate field, for a cell of one type
    if (maximum !== undefined && written.length === 0 && speeds.length === 0) (named.size === 1 ? found.A : found.several).push(key);
    // B: a type of a slash form missing from the record
    if (/DDR\d\/(?:L|X|\d)\b/i.test(cell) && [...named].some((type) => !memory.some((m) => m.type === type))) found.B.push(key);
    // C: the cell writes a speed, the record has none (a cell naming no generation, "DDR 1333", apart)
    if (written.length > 0 && speeds.length === 0) (named.size > 0 ? found.C : found.noType).push(key);
    // D: a speed above ARK's own "(Max Speed …)"
    const cap = /\(\s*Max(?:imum)?\s+Speed\s+(\d{3,5})/i.exec(cell)?.[1];
    if (cap !== undefined && speeds.some((s) => s > Number(cap))) found.D.push(key);
  }
  return [
    { id: 'memory A', title: "speed only in ARK's Maximum Memory Speed, record without a speed", records: found.A },
    {
      id: 'memory A, several types',
      title: "ARK's Maximum Memory Speed beside a cell of several types and no speed",
      records: found.several,
      residue:
        "the field is the part's fastest memory and does not say which of the types runs at it (Xeon D-1541: DDR4 and DDR3 beside 2400 MHz; its DDR3 runs slower), so their speeds stay unknown",
    },
    { id: 'memory B', title: 'a type of a slash form lost ("DDR3/L/-RS", "LPDDR5/x")', records: found.B },
    { id: 'memory C', title: 'a speed the type text gives, record null', records: found.C },
    {
      id: 'memory C, no type',
      title: 'a speed beside "DDR" with no generation',
      records: found.noType,
      residue:
        'ARK\'s cell says "DDR 1333" (Atom C2308, C2316, C2516), naming no DDR generation: the record lists no type rather than guess one, and a speed needs a type to belong to',
    },
    { id: 'memory D', title: 'a speed above ARK\'s own "(Max Speed …)"', records: found.D },
  ];
}

/** one cache figure filed as L3 on a part whose cores have no L3 */
function cacheClass(records: readonly Processor[]): ErrorClass {
  const found = records.filter((r) => r.vendor === 'intel' && r.l3CacheMB !== null && r.codename !== null && NO_L3_CODENAMES.has(r.codename));
  const atom = records.filter((r) => r.vendor === 'intel' && r.l3CacheMB !== null && /^Atom [CP]5\d{3}/.test(r.name));
  return {
    id: 'caches',
    title: 'an L3 on a part without L3 (Core 2 era, Atom, Atom C5000/P5000)',
    records: [...new Set([...found, ...atom].map((r) => `${r.vendor}:${r.id}`))],
  };
}

/** graphics "none" where ARK lists a graphics clock */
function igpuClass(records: readonly Processor[], rows: Rows): ErrorClass {
  const clock = (text: string) => Number(/^\s*(\d+(?:\.\d+)?)\s*(MHz|GHz)/i.exec(text)?.[1] ?? 0);
  const found = records.filter(
    (r) =>
      r.vendor === 'intel' &&
      r.igpu === null &&
      (rows.get(`${r.vendor}:${r.id}`) ?? []).some(
        (m) => m.candidate.arkText !== undefined && (clock(m.candidate.arkText.graphicsBase) > 0 || clock(m.candidate.arkText.graphicsMax) > 0),
      ),
  );
  return { id: 'iGPU', title: 'graphics "none" where ARK lists a graphics clock above 0 MHz', records: found.map((r) => `${r.vendor}:${r.id}`) };
}

/** AMD's "35-54W" names no default: a TDP at its top end is that end, not the nominal */
function tdpRangeClass(records: readonly Processor[], rows: Rows): ErrorClass {
  const found = records.filter(
    (r) =>
      r.tdpW !== null &&
      (rows.get(`${r.vendor}:${r.id}`) ?? []).some(
        (m) =>
          m.candidate.defaultTdpRange !== undefined &&
          m.candidate.defaultTdpRange.min !== m.candidate.defaultTdpRange.max &&
          r.tdpW === m.candidate.defaultTdpRange.max,
      ),
  );
  return { id: 'TDP range', title: "a TDP at the top of AMD's default TDP range", records: found.map((r) => `${r.vendor}:${r.id}`) };
}

/** a launch month or day outside the quarter a vendor table gives */
function launchMonthClass(records: readonly Processor[], rows: Rows): ErrorClass {
  const found = records.filter(
    (r) =>
      r.launched !== null &&
      (rows.get(`${r.vendor}:${r.id}`) ?? []).some((m) => {
        const quarter = m.source.kind === 'vendor-table' ? m.candidate.facts.launched : undefined;
        return (
          typeof quarter === 'string' &&
          /-Q\d$/.test(quarter) &&
          quarter !== r.launched &&
          !refines(quarter, r.launched!) &&
          r.launched!.slice(0, 4) === quarter.slice(0, 4)
        );
      }),
  );
  return { id: 'launch month', title: "a launch month outside the vendor table's quarter", records: found.map((r) => `${r.vendor}:${r.id}`) };
}

/** Intel's letter on a Xeon Phi card names its form (7120X: passive cooling), not an unlock */
function phiClass(records: readonly Processor[]): ErrorClass {
  return {
    id: 'Xeon Phi unlocked',
    title: 'a Xeon Phi "X" taken as unlocked',
    records: records.filter((r) => /^Xeon Phi/.test(r.name) && r.unlocked === true).map((r) => `${r.vendor}:${r.id}`),
  };
}

/** one package named as two sockets: one pin count as two kinds of grid array, or two land grid sockets */
function socketClass(records: readonly Processor[]): ErrorClass {
  const found = records.filter((r) => {
    const sockets = (r.socket ?? '').split(/,\s*/);
    const pins = sockets.map((s) => /^(?:BGA|LGA|PGA)(\d+)$/.exec(s)?.[1]).filter((p) => p !== undefined);
    const lands = sockets.filter((s) => /^(?:FC)?LGA\d+/.test(s));
    return (
      new Set(pins).size < pins.length ||
      (r.vendor === 'intel' &&
        lands.length > 1 &&
        new Set(lands.map((s) => s.replace(/^FC/, ''))).size > 1 &&
        lands.every((s) => /^(?:FC)?LGA(?:1151|2011)/.test(s)))
    );
  });
  return { id: 'sockets', title: 'one package named as two sockets (the 2024 ARK export)', records: found.map((r) => `${r.vendor}:${r.id}`) };
}

/** a URL's site, its host's last two labels ("intel.com" for ark.intel.com), as the processor's page tells the vendor's own pages */
const siteOf = (url: string | null) => (url === null ? null : (/^https?:\/\/([^/?#:]+)/i.exec(url)?.[1]?.toLowerCase().split('.').slice(-2).join('.') ?? null));

/**
 * A vendor cited as the source of facts it does not state. Counted as an error: a vendor without a
 * table named with its model as a "product id" no reader could look up. Counted as a residue: a
 * vendor page no fact was read from (no copy of the vendor's table and no fact citing the vendor's
 * site: BuildCores' Ryzen 7 7700X3D), which the processor's page lists as the vendor's product page
 * "no fact on this page was read from", never under "vendor specifications".
 */
function vendorLabelClasses(records: readonly Processor[]): ErrorClass[] {
  const bare = records.filter((r) => r.sources.vendor !== null && r.sources.vendor.url === null && r.sources.vendor.productId === r.name);
  const unread = records.filter((r) => {
    const vendor = r.sources.vendor;
    // a vendor without a table shows each fact's basis instead (vendors.md), never a vendor heading
    if (vendor === null || (vendor.tables ?? []).length > 0 || r.sources.basis !== undefined) return false;
    const site = siteOf(vendor.url);
    return site !== null && !r.sources.secondary.some((entry) => entry.reportedBy === undefined && siteOf(entry.url) === site);
  });
  return [
    { id: 'vendor label', title: 'a vendor without a table cited by its model name as a product id', records: bare.map((r) => `${r.vendor}:${r.id}`) },
    {
      id: 'vendor page unread',
      title: "a vendor's product page cited with no fact read from it",
      records: unread.map((r) => `${r.vendor}:${r.id}`),
      residue:
        "the product's own page is kept as the record's link to it; the processor's page lists it as the vendor's page no fact was read from, never under \"vendor specifications\", and each fact names the source that states it",
    },
  ];
}

function undatedClass(records: readonly Processor[]): ErrorClass {
  return { id: 'undated', title: 'records without a launch date', records: records.filter((r) => r.launched === null).map((r) => `${r.vendor}:${r.id}`) };
}

/** a vendor source that is ARK's search for the name or AMD's whole table, not the product's page or id */
export const SEARCH_PAGE = /ark\.intel\.com\/content\/www\/us\/en\/ark\/search|amd\.com\/en\/products\/specifications\/processors(?:\.html)?$/;

function searchPageClass(records: readonly Processor[]): ErrorClass {
  const found = records.filter((r) => r.sources.vendor !== null && r.sources.vendor.productId === null && SEARCH_PAGE.test(r.sources.vendor.url ?? ''));
  return { id: 'search-page citations', title: "a vendor source that is ARK's search or AMD's whole table", records: found.map((r) => `${r.vendor}:${r.id}`) };
}

/** Every class, counted over the records against the rows the import read for each. */
export function countErrorClasses(records: readonly Processor[], rows: Rows): ErrorClass[] {
  return [
    ...memoryClasses(records, rows),
    cacheClass(records),
    igpuClass(records, rows),
    tdpRangeClass(records, rows),
    launchMonthClass(records, rows),
    phiClass(records),
    socketClass(records),
    ...vendorLabelClasses(records),
    undatedClass(records),
    searchPageClass(records),
  ];
}
