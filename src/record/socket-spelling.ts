import { byNaturalKey } from './natural-key.js';
import { isBallGridKey, isGridSocketKey, socketKey } from './platforms/socket-name.js';

/*
 * One spelling per socket. The sources write one socket many ways — "FM1 uPGA" and "FM1",
 * "WRX8" and AMD's "sWRX8", TechPowerUp's "Socket G2 (988B)" for what ARK calls "PGA988", the
 * packages of one part in three orders ("FP8, FP7, FP7r2") — and a record's socket text is what
 * the library's socket filter offers. The pipeline writes every socket text in the spelling this
 * module gives (docs/record.md, "socket"); the library reads an old spelling in a filter URL the
 * same way and redirects it to the new one. Keys come from src/record/platforms/socket-name.ts,
 * which the socket pages read spellings with; this adds the equivalences a text needs to name the
 * socket a vendor names.
 */

/**
 * The key of one package name, where `known` says which keys the vendors' own spellings give:
 * "Socket G2 (988B)" is the 988-pin PGA package, "pga988"; "WRX8", "TR4" are AMD's "sWRX8",
 * "sTR4" where those are the vendors' keys.
 */
export function spellingKey(name: string, known: (key: string) => boolean): string | null {
  const pins = /\((\d{3,4})[A-Z]?\)\s*$/.exec(name.trim());
  if (pins?.[1]) return `pga${pins[1]}`;
  const key = socketKey(name);
  if (key === null) return null;
  return !known(key) && known(`s${key}`) ? `s${key}` : key;
}

/** A grid array's name is its package and pin count: "BGA1744", "LGA2011-3", whatever a table prefixes to it ("VF2BGA361"). */
function gridSpelling(key: string): string | null {
  return isBallGridKey(key) || isGridSocketKey(key) ? key.toUpperCase() : null;
}

export interface SocketSpellings {
  /** the one spelling of a socket text, its packages in natural order; null when it names none */
  canonical(text: string): string | null;
  /** the keys a text names */
  keys(text: string): string[];
}

/**
 * The spellings the vendors' own tables use, by key: a grid array as its package and pins, any
 * other socket as the vendors write it most often ("sWRX8", "FP7r2", "FM2+"), without the
 * package-type words some copies add ("Socket ", " uPGA").
 */
export function socketSpellings(vendorTexts: Iterable<string>): SocketSpellings {
  const counts = new Map<string, Map<string, number>>();
  const tidy = (name: string) =>
    name
      .trim()
      .replace(/^Socket\s+/i, '')
      .replace(/\s+uPGA$/i, '')
      .replace(/\s+/g, ' ');
  for (const text of vendorTexts) {
    for (const part of text.split(',')) {
      const key = socketKey(part);
      if (key === null) continue;
      const byName = counts.get(key) ?? new Map<string, number>();
      byName.set(tidy(part), (byName.get(tidy(part)) ?? 0) + 1);
      counts.set(key, byName);
    }
  }
  const spelling = new Map<string, string>();
  for (const [key, byName] of counts) {
    const best = [...byName].sort((a, b) => b[1] - a[1] || byNaturalKey(a[0], b[0]))[0]![0];
    spelling.set(key, gridSpelling(key) ?? best);
  }
  const known = (key: string) => spelling.has(key);
  const keys = (text: string) => {
    const out: string[] = [];
    for (const part of text.split(',')) {
      const key = spellingKey(part, known);
      if (key !== null && !out.includes(key)) out.push(key);
    }
    return out;
  };
  return {
    keys,
    canonical(text) {
      const names = keys(text).map(
        (key) =>
          spelling.get(key) ??
          gridSpelling(key) ??
          text
            .split(',')
            .map(tidy)
            .find((part) => socketKey(part) === key) ??
          key,
      );
      return names.length === 0 ? null : [...new Set(names)].sort(byNaturalKey).join(', ');
    },
  };
}
