/**
 * Turns the free-text quantities of spec sheets ("up to 3.9 GHz", "512K",
 * "19.25 MB Intel® Smart Cache", "TSMC 6nm FinFET", "$1,099") into numbers in
 * the units our record uses. Anything that does not clearly say a value gives
 * null: an unknown fact is better than a guessed one.
 */

const MISSING = new Set(['', 'n/a', 'na', 'n.a.', 'unknown', '-', '–', '—', '?', 'tbd', 'tba', 'none']);

/** "N/A", "unknown", "-", "" and friends: the source says it does not know */
export function isMissing(value: string | undefined): boolean {
  return value === undefined || MISSING.has(value.trim().toLowerCase());
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;

function toNumber(text: string): number {
  return Number(text.replace(/,/g, ''));
}

/** a whole number, allowing thousands separators ("1,024"); null for anything else */
export function parseInteger(value: string | undefined): number | null {
  if (value === undefined || isMissing(value)) return null;
  const text = value.trim();
  if (!/^\d{1,3}(,\d{3})*$|^\d+$/.test(text)) return null;
  return toNumber(text);
}

/** "Yes"/"No" (and true/false) → boolean, anything else → null */
export function parseYesNo(value: string | undefined): boolean | null {
  const text = value?.trim().toLowerCase();
  if (text === 'yes' || text === 'true') return true;
  if (text === 'no' || text === 'false') return false;
  return null;
}

/** "4.2 GHz", "4200 MHz", "up to 3.9 GHz", "3.70GHz" → GHz; a bare number has no unit and gives null */
export function parseGHz(value: string | undefined): number | null {
  if (value === undefined || isMissing(value)) return null;
  const match = new RegExp(`${NUMBER}\\s*(GHz|MHz)\\b`, 'i').exec(value);
  if (!match?.[1] || !match[2]) return null;
  const amount = toNumber(match[1]);
  const ghz = match[2].toLowerCase() === 'mhz' ? amount / 1000 : amount;
  return ghz > 0 ? ghz : null;
}

const CACHE_UNIT_TO_MB: Record<string, number> = { k: 1 / 1024, kb: 1 / 1024, kib: 1 / 1024, m: 1, mb: 1, mib: 1, g: 1024, gb: 1024, gib: 1024 };

/**
 * Cache sizes → MB (binary: 512 KB = 0.5 MB, as vendors count cache).
 * "32MB", "512K", "1 MB", "19.25 MB Intel® Smart Cache", "8x 512 KB" (eight
 * slices: 4 MB). What the figure covers (per core, shared...) is the caller's
 * business; this only reads the quantity.
 */
export function parseMB(value: string | undefined): number | null {
  if (value === undefined || isMissing(value)) return null;
  const match = new RegExp(`^\\s*(?:(\\d+)\\s*[x×]\\s*)?${NUMBER}\\s*(KiB|KB|K|MiB|MB|M|GiB|GB|G)\\b`, 'i').exec(value);
  if (!match?.[2] || !match[3]) return null;
  const count = match[1] === undefined ? 1 : Number(match[1]);
  const factor = CACHE_UNIT_TO_MB[match[3].toLowerCase()];
  if (factor === undefined) return null;
  return count * toNumber(match[2]) * factor;
}

/** memory sizes ("4 TB", "256 GB", "1.5 TB") → GB, counted in binary as memory is (4 TB = 4096 GB) */
export function parseGB(value: string | undefined): number | null {
  if (value === undefined || isMissing(value)) return null;
  const match = new RegExp(`${NUMBER}\\s*(TB|GB|MB)\\b`, 'i').exec(value);
  if (!match?.[1] || !match[2]) return null;
  const amount = toNumber(match[1]);
  const unit = match[2].toUpperCase();
  const gb = unit === 'TB' ? amount * 1024 : unit === 'MB' ? amount / 1024 : amount;
  return gb > 0 ? gb : null;
}

/** "65 W", "65W" → 65. A range ("9-30W", a configurable TDP) has no single default, so null. */
export function parseWatts(value: string | undefined): number | null {
  if (value === undefined || isMissing(value)) return null;
  if (new RegExp(`${NUMBER}\\s*W?\\s*[-–~]\\s*${NUMBER}\\s*W`, 'i').test(value)) return null;
  const match = new RegExp(`${NUMBER}\\s*W\\b`, 'i').exec(value);
  if (!match?.[1]) return null;
  const watts = toNumber(match[1]);
  return watts > 0 ? watts : null;
}

/**
 * Intel's process names since 2021 are marketing names, not nanometres. Two are
 * the renamed nodes whose nanometre names Intel itself used before: Intel 7 was
 * "10nm Enhanced SuperFin", Intel 4 was "7nm". Later names have no such
 * history, so they give null rather than an invented number.
 */
const INTEL_NODE_NM: Record<string, number> = { '7': 10, '4': 7 };

/** "5 nm", "TSMC 6nm FinFET", "10 nm SuperFin", "0.13 µm", "Intel 7" → nm */
export function parseNm(value: string | undefined): number | null {
  if (value === undefined || isMissing(value)) return null;
  const nm = new RegExp(`${NUMBER}\\s*nm\\b`, 'i').exec(value);
  if (nm?.[1]) return toNumber(nm[1]) || null;
  const micron = new RegExp(`${NUMBER}\\s*(?:µm|μm|um|micron)`, 'i').exec(value);
  if (micron?.[1]) return Math.round(toNumber(micron[1]) * 1000) || null;
  const intel = /^\s*Intel\s+(\d+)\s*$/i.exec(value);
  if (intel?.[1]) return INTEL_NODE_NM[intel[1]] ?? null;
  return null;
}

/**
 * "$299", "$1,099", "$583.00", "2,730 USD" → USD. Several prices or a range
 * ("$230, $290", "$583 - $593") have no single answer: null.
 */
export function parseUSD(value: string | undefined): number | null {
  if (value === undefined || isMissing(value)) return null;
  const amounts = value.match(/\$\s*\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s*USD\b/gi);
  if (!amounts || amounts.length !== 1 || !amounts[0]) return null;
  const usd = toNumber(amounts[0].replace(/[$\s]|USD/gi, ''));
  return usd > 0 ? usd : null;
}
