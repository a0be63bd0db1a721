import type { MemoryType } from '../../../shared/processor.js';
import { isMissing } from '../units.js';

/*
 * ARK's memory cells, read the same way whichever copy of ARK they come from. ARK writes the
 * types a part takes and their speeds in many ways (docs/data.md, "Memory types and speeds"):
 *   "DDR4-2133 | LPDDR3-1866 | DDR3L-1600"             each type with its own speeds
 *   "Up to DDR5 4800 MT/s Up to DDR4 3200 MT/s"         "up to", "upto", "@", ":" before a speed
 *   "DDR3/L/-RS 1333/1600", "LPDDR5/x 6400", "LPDDR2/3" a slash form: several types, one speed list
 *   "DDR3L/LPDDR3 up to 1866", "DDR3 and DDR3L 1600"    types joined by "/", "and" or "&" share the speeds after the last
 *   "DDR3 800/978/1066/1333 (Max Speed 1066 MHz)"       the speeds listed, capped by ARK's own maximum
 * and some parts give the speed only in the separate "Maximum Memory Speed" field ("DDR4" beside
 * "2933 MHz"). That field is the part's fastest memory: it caps every type's speed, and it is the
 * speed of the type where the cell names one type only. Where the cell names several types with no
 * speed ("DDR4, DDR3" beside 2133 MHz on the Xeon D-1500 parts, whose DDR3 runs slower), the field
 * does not say which type runs at it, and their speeds stay unknown.
 */

/** a memory type ARK names, with what may follow it: "DDR3L", "LPDDR4x", "DDR3L-RS"; a bare "LPDDR" names none */
const TYPE = /\b(?:(LP)?DDR(\d)(L|X)?(?:-RS\b)?|(?:LP)?DDR\b(?!\d))/gi;
/** a cell's own cap: "(Max Speed 1066 MHz)" */
const CAP = /\(\s*Max(?:imum)?\s+Speed\s+(\d{3,5})\s*(?:MHz|MT\/s)?\s*\)/i;
/** figures that are no speed: sizes, voltages, widths ("Max 16GB", "@ 1.35V", "2x64", "1DPC") */
const NOT_SPEED = /\d+(?:\.\d+)?\s*(?:GB|MB|TB|V)\b|\d+x\d+|\d\s*DPC\b/gi;
/** what joins types that share the speeds after them: "DDR3/DDR3L", "DDR3 and DDR3L", "LPDDR4/x & DDR4" */
const JOINER = /^\s*(?:\/|&|and)\s*$/i;

/**
 * ARK's slash forms written out: "LPDDR5/x" → "LPDDR5/LPDDR5X", "DDR3/L/-RS" → "DDR3/DDR3L/DDR3L-RS",
 * "DDR3/L" → "DDR3/DDR3L", "LPDDR2/3" → "LPDDR2/LPDDR3".
 */
export function expandSlashForms(text: string): string {
  return text
    .replace(/\b((?:LP)?DDR\d)\/x\b/gi, '$1/$1X')
    .replace(/\b(DDR\d)\/L\/-RS\b/gi, '$1/$1L/$1L-RS')
    .replace(/\b(DDR\d)\/L\b/gi, '$1/$1L')
    .replace(/\b((?:LP)?DDR)(\d)\/(\d)(?![\d.])/gi, '$1$2/$1$3');
}

/** the fastest speed a piece of the cell gives, under its own cap; null where it gives none */
function speedIn(text: string): number | null {
  const cap = CAP.exec(text);
  const rest = text.replace(CAP, ' ').replace(NOT_SPEED, ' ');
  // whole figures only: the 2023 export writes a comma as ". " ("DDR4-3200. LPDDR4x-4267")
  const speeds = [...rest.matchAll(/(?<!\d|\d\.)(\d{3,5})(?!\d|\.\d)/g)].map((m) => Number(m[1])).filter((n) => n >= 100);
  if (speeds.length === 0) return null;
  const fastest = Math.max(...speeds);
  return cap ? Math.min(fastest, Number(cap[1])) : fastest;
}

/** "2933 MHz", "6400 MT/s" → 2933, 6400; anything else → null */
export function parseMemorySpeed(value: string): number | null {
  if (isMissing(value)) return null;
  const match = /^\s*(\d{3,5})\s*(?:MHz|MT\/s)?\s*$/i.exec(value);
  return match ? Number(match[1]) : null;
}

/** ARK's memory types cell and its "Maximum Memory Speed" → every type, with its fastest speed where ARK states it */
export function arkMemoryTypes(typesCell: string, maxSpeedCell = ''): MemoryType[] {
  if (isMissing(typesCell)) return [];
  const text = expandSlashForms(typesCell);
  const found = [...text.matchAll(TYPE)].map((match) => ({
    type: match[2] === undefined ? null : `${(match[1] ?? '').toUpperCase()}DDR${match[2]}${(match[3] ?? '').toUpperCase()}`,
    start: match.index,
    end: match.index + match[0].length,
  }));
  const speeds = new Map<string, number | null>();
  found.forEach((entry, index) => {
    if (entry.type === null) return;
    // the speeds after this type, or after the last of the types it is joined to
    let last = index;
    while (last + 1 < found.length && found[last + 1]!.type !== null && JOINER.test(text.slice(found[last]!.end, found[last + 1]!.start))) last++;
    const speed = speedIn(text.slice(found[last]!.end, found[last + 1]?.start ?? text.length));
    const known = speeds.get(entry.type);
    speeds.set(entry.type, known === undefined || known === null ? speed : speed === null ? known : Math.max(known, speed));
  });
  const maximum = parseMemorySpeed(maxSpeedCell);
  const types = [...speeds].map(([type, speedMTs]) => ({ type, speedMTs }));
  if (maximum === null) return types;
  return types.map(({ type, speedMTs }) => ({
    type,
    speedMTs: speedMTs === null ? (types.length === 1 ? maximum : null) : Math.min(speedMTs, maximum),
  }));
}
