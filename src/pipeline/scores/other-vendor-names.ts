import type { DeviceReading } from './device-reading.js';

/*
 * Processor names of the vendors beside AMD and Intel, as operating systems report them to Blender
 * Open Data and hardinfo2, read as our records write them. As for AMD and Intel, only decoration
 * goes (trademarks, the clock, "N-core", "Qualcomm Oryon CPU"); what is left is the model, compared
 * exactly. A name that names a line rather than one model, or a chip outside the catalogue's scope
 * (a phone's or a development board's), is read as such, so the row is refused with its reason.
 * docs/vendors.md has the table of every such row and what became of it.
 */

/**
 * Apple's SoC ids, as Linux reports them ("Apple T8103 (M1)"), and the chip each is, from the
 * Asahi Linux documentation's list of SoC codenames (https://github.com/AsahiLinux/docs, the page
 * "SoC Codenames"). The id names the chip; the name in brackets after it must be that chip's, or
 * the row is not read as either.
 */
const APPLE_SOC_IDS: Readonly<Record<string, string>> = {
  T8103: 'M1',
  T6000: 'M1 Pro',
  T6001: 'M1 Max',
  T6002: 'M1 Ultra',
  T8112: 'M2',
  T6020: 'M2 Pro',
  T6021: 'M2 Max',
  T6022: 'M2 Ultra',
  T8122: 'M3',
  T6030: 'M3 Pro',
  T6032: 'M3 Ultra',
  T8132: 'M4',
  T6040: 'M4 Pro',
  T6041: 'M4 Max',
  T8142: 'M5',
};

const APPLE_M = /^M\d+(?: (?:Pro|Max|Ultra))?$/;

function apple(text: string): DeviceReading {
  if (APPLE_M.test(text)) return { kind: 'named', vendor: 'apple', name: text };
  const soc = /^(T\d{4}) \((.+)\)$/.exec(text);
  if (soc) {
    const chip = APPLE_SOC_IDS[soc[1]!];
    // "T8103 (M1 A14X)": the id is the M1's, and the bracket begins with its name
    const bracket = soc[2]!;
    if (chip !== undefined && (bracket === chip || bracket.startsWith(`${chip} `)) && !APPLE_M.test(bracket.slice(chip.length + 1))) {
      return { kind: 'named', vendor: 'apple', name: chip };
    }
    return { kind: 'unidentifiable', why: `SoC id ${soc[1]} and "${bracket}" do not name one chip we know` };
  }
  // "Apple A18 Pro": the A-series is Apple's iPhone and iPad chip, outside the catalogue
  if (/^A\d+\b/.test(text)) return { kind: 'outside-scope', why: 'an iPhone or iPad chip (Apple A-series): the catalogue holds computer processors' };
  // "Apple Silicon" and the like name the family, not a chip
  if (!/\d/.test(text)) return { kind: 'unidentifiable', why: 'names Apple silicon, not one chip' };
  return { kind: 'named', vendor: 'apple', name: text };
}

/** "X1E80100", "X1E-80-100", "X126100" → "X1E-80-100", "X1-26-100": Qualcomm's product number */
const SNAPDRAGON_NUMBER = /\b(X\d[EP]?)-?(\d{2})-?(\d{3})\b/;

function qualcomm(text: string): DeviceReading {
  const number = SNAPDRAGON_NUMBER.exec(text);
  if (/\bSnapdragon X\b/.test(text) || number) {
    if (number) return { kind: 'named', vendor: 'qualcomm', model: `${number[1]}-${number[2]}-${number[3]}` };
    // "Qualcomm Snapdragon X Elite": a line of several models, none named
    return { kind: 'unidentifiable', why: 'names a Snapdragon X line, not one product number' };
  }
  return { kind: 'outside-scope', why: 'a Qualcomm phone, tablet or embedded chip: the catalogue holds Snapdragon X computer processors' };
}

/**
 * The readings of the makers beside AMD and Intel, by the maker's word that starts the name, or
 * null when the name is none of theirs.
 */
export function readOtherVendor(text: string): DeviceReading | null {
  const apples = /^Apple\s+(.+)$/i.exec(text);
  if (apples) return apple(apples[1]!.replace(/\s+CPU$/i, ''));
  if (/^(?:Qualcomm?\b|Snapdragon\b)/i.test(text)) {
    return qualcomm(text.replace(/\s*-?\s*Qualcomm Oryon CPU$/i, '').replace(/\s+\d+-core\b/i, ''));
  }
  // "Loongson-3A6000-HV": the model after the maker's name and a hyphen
  const loongson = /^Loongson[- ](\S+)$/i.exec(text);
  if (loongson) return { kind: 'named', vendor: 'loongson', name: loongson[1]! };
  // "ZHAOXIN KaiXian KX-6000G/4": the line's name (KaiXian, KaiSheng), then the model, then after a
  // slash its core count, as Zhaoxin writes it ("KX-7000/8"): checked against the record's
  const zhaoxin = /^Zhaoxin\s+(?:KaiXian|KaiSheng)\s+(\S+?)(?:\/(\d+))?$/i.exec(text);
  if (zhaoxin) return { kind: 'named', vendor: 'zhaoxin', name: zhaoxin[1]!, ...(zhaoxin[2] ? { cores: Number(zhaoxin[2]) } : {}) };
  // "Hygon C86 3250 8-core Processor" names a model; "Hygon C86-3G" a generation of several
  const hygon = /^Hygon\s+C86\b\s*(.*)$/i.exec(text);
  if (hygon) {
    const model = hygon[1]!.replace(/\s+\d+-core(?: Processor)?$/i, '').trim();
    if (/^-\dG$/i.test(model) || model === '') return { kind: 'unidentifiable', why: 'names a Hygon C86 generation, not one model' };
    return { kind: 'named', vendor: 'hygon', name: `C86 ${model.replace(/^-\dG\s+/i, '')}` };
  }
  return null;
}
