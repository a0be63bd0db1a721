import { isBallGridKey, isGridSocketKey } from '../../record/platforms/socket-name.js';
import { socketSpellings } from '../../record/socket-spelling.js';
import type { Candidate, Source } from './source.js';

/**
 * Socket names in the shipped catalogue's style ("LGA1700", "BGA1744", "AM5"),
 * so imported records facet the same way as hand-written ones.
 */

/** Intel sockets named by pin count that are land grid arrays (Socket 478 and 604 are pin grids) */
const INTEL_LGA = new Set([
  '771',
  '775',
  '1150',
  '1151',
  '1155',
  '1156',
  '1200',
  '1356',
  '1366',
  '1567',
  '1700',
  '1851',
  '2011',
  '2011-1',
  '2011-3',
  '2066',
  '3647',
  '4189',
  '4677',
  '4710',
  '7529',
]);

/**
 * TechPowerUp: "Intel Socket 1700" → "LGA1700", "Intel BGA 1744" → "BGA1744",
 * "AMD Socket AM4" → "AM4". Anything else keeps its words without the vendor
 * ("Socket 478", "Socket 754", "Socket A", "Slot 2"): a bare "478" or "A" would
 * not read as a socket.
 */
export function techpowerupSocket(value: string): string {
  const name = value.trim().replace(/^(AMD|Intel)\s+/, '');
  const numbered = /^Socket\s+(\d+(?:-\d+)?)$/.exec(name);
  if (numbered?.[1] && INTEL_LGA.has(numbered[1])) return `LGA${numbered[1]}`;
  const array = /^(BGA|LGA|PGA)\s+(\d+)$/.exec(name);
  if (array?.[1] && array[2]) return `${array[1]}${array[2]}`;
  if (/^Socket\s+[A-Za-z][A-Za-z0-9+]+$/.test(name) && /\d/.test(name)) return name.replace(/^Socket\s+/, '');
  return name;
}

/**
 * Intel ARK writes package variants: "FCLGA1700", "PLGA775", "PPGA478",
 * "H-PBGA479", "UTFCBGA592" → "LGA1700", "LGA775", "PGA478", "BGA479", "BGA592".
 */
export function arkSocket(value: string): string {
  const match = /^(?:[A-Z]{0,4}-)?[A-Z]{0,4}?(LGA|BGA|PGA)(\d+(?:-\d+)?)$/.exec(value.trim());
  return match?.[1] && match[2] ? `${match[1]}${match[2]}` : value.trim();
}

/**
 * Whether a socket list names one package twice: one pin count as two kinds of grid array
 * ("BGA1449, LGA1449": no LGA1449 socket exists for the part), or two land grid sockets of different
 * pin counts ("LGA1151, LGA2011"), which no one package fits. A part sold in two packages names two
 * kinds and two pin counts ("BGA1224, PGA988"); a socket's revision ("LGA2011-3") is the socket.
 */
export function namesOnePackageTwice(text: string): boolean {
  const arrays = text.split(/\s*,\s*/).flatMap((socket) => {
    const match = /^(LGA|BGA|PGA)(\d+)(?:-\d+)?$/.exec(socket);
    return match ? [{ kind: match[1], pins: match[2] }] : [];
  });
  return arrays.some((a, i) =>
    arrays.slice(i + 1).some((b) => (a.pins === b.pins && a.kind !== b.kind) || (a.kind === 'LGA' && b.kind === 'LGA' && a.pins !== b.pins)),
  );
}

/**
 * Every candidate's socket in the one spelling the vendors' own tables give each socket
 * (src/record/socket-spelling.ts): "FM1 uPGA" is "FM1", "FP8, FP7, FP7r2" is "FP7, FP7r2, FP8",
 * TechPowerUp's "WRX8" is AMD's "sWRX8". A secondary source's socket that names no socket any
 * vendor table names ("AM2+/AM3", "LGA2011-v3") is no fact about the part and is dropped, unless
 * it is a grid array named by its package and pin count: "BGA5903" is a socket in itself, the
 * one the Xeon Platinum 9200 parts are soldered in, though ARK leaves their socket blank. Returns
 * how many were respelt and dropped, for the report.
 */
export function spellSockets(readings: readonly { source: Source; candidates: readonly Candidate[] }[]): { respelt: number; dropped: number } {
  const vendorTexts = readings
    .filter((r) => r.source.kind === 'vendor-table')
    .flatMap((r) => r.candidates.map((c) => c.facts.socket))
    .filter((s): s is string => typeof s === 'string');
  const spellings = socketSpellings(vendorTexts);
  const known = new Set(vendorTexts.flatMap((text) => spellings.keys(text)));
  let respelt = 0;
  let dropped = 0;
  for (const { source, candidates } of readings) {
    for (const candidate of candidates) {
      const text = candidate.facts.socket;
      if (typeof text !== 'string') continue;
      if (source.kind === 'secondary' && !spellings.keys(text).every((key) => known.has(key) || isBallGridKey(key) || isGridSocketKey(key))) {
        delete candidate.facts.socket;
        dropped++;
        continue;
      }
      const canonical = spellings.canonical(text);
      if (canonical !== text) respelt++;
      candidate.facts.socket = canonical;
    }
  }
  return { respelt, dropped };
}
