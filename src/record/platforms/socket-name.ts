import type { Vendor } from '../processor.js';
import { slugify } from '../slug.js';

/*
 * One way to read a socket's name, so that a processor's socket (as its vendor writes it: ARK's
 * "FCLGA1700", AMD's "AM4") and a board's socket (as BuildCores writes it: "LGA 1700", "2 x LGA
 * 2011-3") meet on one key. The key is also the socket's URL slug: "lga1700", "am4", "str4",
 * "lga2011-3", "fm2-plus". A socket record's aliases cover the spellings these rules do not
 * (src/catalogue/platforms/platforms.ts resolves a key to a record).
 */

/** Intel writes the package in front of the count: FC (flip chip), P (plastic), UTFC, H-P, VF2… */
const PACKAGE = /^(?:[a-z0-9]{0,4}-)?[a-z0-9]{0,4}?(lga|bga|pga)(\d+(?:-\d+)?)(?:v\d)?$/;

/**
 * The key of one socket name, or null for an empty one:
 * "LGA 1700" = "FCLGA1700" = "LGA1700" → "lga1700"; "Socket AM4" = "AMD Socket AM4" = "AM4" → "am4";
 * "LGA 1151v2" → "lga1151" (the board table's name for boards of the 300-series chipsets: the same
 * socket, told apart by chipset); "LGA 2011-3 Narrow" → "lga2011-3" (a narrower retention frame
 * for the same socket); "FM1 uPGA" → "fm1"; "AM3+" → "am3-plus".
 */
export function socketKey(name: string): string | null {
  const bare = name
    .trim()
    .replace(/^(?:AMD|Intel)\s+/i, '')
    .replace(/^Socket\s+/i, '')
    .replace(/\s+(?:Narrow|uPGA)$/i, '')
    .replace(/\s+/g, '')
    .toLowerCase();
  if (bare === '') return null;
  const packaged = PACKAGE.exec(bare);
  if (packaged) return `${packaged[1]}${packaged[2]}`;
  return slugify(bare.replace(/\+/g, '-plus')) || null;
}

/** "bga1744", "bga1190-loongson": a ball grid array, soldered to the board by its own name */
export function isBallGridKey(key: string): boolean {
  return /^bga\d+(?:-[a-z]+)?$/.test(key);
}

/**
 * The id of a ball grid array no socket record holds, for a processor of a vendor. AMD's and
 * Intel's keep the package's name ("bga1744"), as they have since the socket pages began; another
 * vendor's package of the same ball count is another package, never theirs (Loongson's BGA1283 is
 * not Intel's Atom C2000 BGA1283), so its id names the vendor: "bga1283-loongson".
 */
export function ballGridId(key: string, vendor: Vendor): string {
  return vendor === 'amd' || vendor === 'intel' ? key : `${key}-${vendor}`;
}

/** "lga1700", "pga988": a land or pin grid array, which sits in a socket by its own name */
export function isGridSocketKey(key: string): boolean {
  return /^(?:lga|pga)\d+(?:-\d+)?$/.test(key);
}

/**
 * A processor's socket text can name several packages it was sold in ("PGA988, BGA1023",
 * "FP7, FP7r2, FP8"): each one's key, in the vendor's order, without repeats.
 */
export function socketKeys(text: string): string[] {
  const keys: string[] = [];
  for (const part of text.split(',')) {
    const key = socketKey(part);
    if (key !== null && !keys.includes(key)) keys.push(key);
  }
  return keys;
}

/** A board's socket: "2 x LGA 2011-3" is two LGA2011-3 sockets. */
export function boardSocketKey(text: string): { key: string | null; count: number } {
  const counted = /^(\d+)\s*x\s+(.*)$/i.exec(text.trim());
  return counted ? { key: socketKey(counted[2] ?? ''), count: Number(counted[1]) } : { key: socketKey(text), count: 1 };
}

/** A chipset's key: "AMD B450" → "b450", "Intel Z790" → "z790", "B850" → "b850", "AMD A620A" → "a620a". */
export function chipsetKey(name: string): string | null {
  return slugify(name.trim().replace(/^(?:AMD|Intel)\s+/i, '')) || null;
}
