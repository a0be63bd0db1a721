import type { PcieSupport } from '../../shared/processor.js';
import { isMissing, parseGB, parseMB } from './units.js';

/*
 * Readers for the TechPowerUp cells that pack several facts into one string.
 * Each returns null (or an empty list) for anything it cannot read with
 * confidence; none of them guesses.
 */

export interface HybridCores {
  performance: number;
  efficient: number;
}

/** "P-Cores: 6 E-Cores: 8" → { performance: 6, efficient: 8 }; blank → null */
export function parseHybridCores(value: string): HybridCores | null {
  const match = /P-Cores:\s*(\d+)\s*E-Cores:\s*(\d+)/i.exec(value);
  if (!match?.[1] || !match[2]) return null;
  return { performance: Number(match[1]), efficient: Number(match[2]) };
}

/** Intel groups efficient cores in modules of four that share one L2 */
const EFFICIENT_CORES_PER_MODULE = 4;

/**
 * Cache cells → total MB for the chip. TechPowerUp writes:
 *   "256K (per core)"   per core: multiplied by the core count
 *   "8MB (shared)"      the total
 *   "1MB"               no qualifier: the figure as printed, taken as the total
 *                       (how the site presents it; for a few old dual cores it
 *                       is really per core, which the data cannot tell us)
 *   "8MB (per die)"     the die count is not in the data: null
 * On hybrid parts "(per core)" describes the performance cores only; the
 * efficient cores' L2 is in its own column, per module of four. Without that
 * column the total is unknown.
 */
export function parseTotalCacheMB(value: string, cores: number, hybrid: HybridCores | null, efficientModuleL2: string | null): number | null {
  if (isMissing(value)) return null;
  const amount = parseMB(value);
  if (amount === null) return null;
  const qualifier = /\(([^)]*)\)/.exec(value)?.[1]?.trim().toLowerCase() ?? '';
  let total: number | null;
  if (qualifier === '' || qualifier === 'shared') total = amount;
  else if (qualifier === 'per core') {
    if (hybrid === null) total = amount * cores;
    else {
      const perModule = efficientModuleL2 === null ? null : parseMB(efficientModuleL2);
      total = perModule === null ? null : amount * hybrid.performance + perModule * Math.ceil(hybrid.efficient / EFFICIENT_CORES_PER_MODULE);
    }
  } else total = null;
  // sums of binary fractions can carry float noise; six decimals is below any real cache size
  return total === null ? null : Math.round(total * 1e6) / 1e6;
}

const CHANNEL_WORDS: Record<string, number> = {
  single: 1,
  dual: 2,
  triple: 3,
  quad: 4,
  six: 6,
  eight: 8,
  twelve: 12,
};

/**
 * "DDR4-3200 MHz Dual-channel" → types ["DDR4-3200"], 2 channels;
 * "DDR4, DDR5 Dual-channel" → ["DDR4", "DDR5"];
 * "DDR2, DDR31333 MHz" (the site glues a speed to the last type and we cannot
 * tell which types it applies to) → ["DDR2", "DDR3"] without speeds;
 * "unknown Dual-channel" → no types, 2 channels.
 */
export function parseMemory(support: string, maxMemory: string): { types: string[]; channels: number | null; maxGB: number | null } {
  const channelMatch = /\b([A-Za-z]+)-channel\b/i.exec(support);
  const channels = channelMatch?.[1] ? (CHANNEL_WORDS[channelMatch[1].toLowerCase()] ?? null) : null;
  const list = support.replace(/\b[A-Za-z]+-channel\b/i, '').trim();
  const types: string[] = [];
  for (const token of list.split(/\s*,\s*/)) {
    const clean = /^((?:LP)?DDR\d[A-Z]?)(?:-(\d{3,5}))?(?:\s*MHz)?$/i.exec(token.trim());
    if (clean?.[1]) {
      types.push(clean[2] ? `${clean[1].toUpperCase()}-${clean[2]}` : clean[1].toUpperCase());
      continue;
    }
    const glued = /^((?:LP)?DDR\d)\d{3,5}\s*MHz$/i.exec(token.trim());
    if (glued?.[1]) types.push(glued[1].toUpperCase());
  }
  return { types: [...new Set(types)], channels, maxGB: parseGB(maxMemory) };
}

/** "Gen 3, 16 Lanes(CPU only)" → { version: "3.0", lanes: 16 }; "Gen 2" → lanes unknown */
export function parsePcie(value: string): PcieSupport {
  if (isMissing(value)) return { version: null, lanes: null };
  const gen = /\bGen\s*(\d+)(?:\.(\d+))?/i.exec(value);
  const lanes = /(\d+)\s*Lanes?\b/i.exec(value);
  return {
    version: gen?.[1] ? `${gen[1]}.${gen[2] ?? '0'}` : null,
    lanes: lanes?.[1] ? Number(lanes[1]) : null,
  };
}

/**
 * "Core i5 (Ivy Bridge)" → family "Core i5", rest "Ivy Bridge";
 * "Ryzen 7 (Zen 4 (Raphael))" → family "Ryzen 7", microarchitecture "Zen 4",
 * rest "Zen 4 (Raphael)".
 */
export function parseGenerationCell(value: string): { family: string; detail: string | null; microarchitecture: string | null } {
  const text = value.trim();
  const open = text.indexOf(' (');
  if (open === -1 || !text.endsWith(')')) return { family: text, detail: null, microarchitecture: null };
  const detail = text.slice(open + 2, -1).trim();
  const nested = /^(.+?) \((.+)\)$/.exec(detail);
  return { family: text.slice(0, open).trim(), detail: detail || null, microarchitecture: nested?.[1]?.trim() ?? null };
}
