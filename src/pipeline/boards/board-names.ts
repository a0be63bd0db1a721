/**
 * A board's name as a person reads it: the maker first, then the model, without the shop-title
 * noise BuildCores keeps from its retail sources ("ASRock B450 Steel Legend Socket AM4/ AMD
 * Promontory B450/ DDR4/ …/ATX Motherboard" is the "ASRock B450 Steel Legend"). The socket, chipset,
 * memory and form factor have columns of their own, so a name that repeats them at its end loses
 * them; a chipset written before a model that names it again goes ("Gigabyte H610 H610I" is the
 * "Gigabyte H610I"). And a key under which two listings of one model meet, whatever their word
 * order or letter case.
 */

/** Where the model's name ends and the listing's description begins: the earliest of these, after the maker. */
const TAIL_STARTS: readonly RegExp[] = [
  /\s+Motherboard\b/i,
  /\s+Supports?\s/i,
  /\s+with\s/i,
  /\s+-\s/,
  /,\s/,
  /\/\s/,
  /\s+SATA\b/i,
  /\s+Chip\s?[Ss]et\b/,
  /\s+(?:AMD|Intel)\s+(?:Ryzen|Core|AM\d|LGA|Socket|\d+(?:th|nd|rd|st)\b)/i,
  /\s+(?:AMD|Intel)\s+(?=[A-Z]*\d{2,3}[A-Z]?\b)/,
  /\s+Socket\s/i,
  /\s+(?:LGA\s?\d{3,4}|FCLGA\d{4})\b/i,
  /\s+(?:AM[2-5]\+?|sTRX4|sTR[45]|TRX4|TR4|sWRX8|FM[12]\+?|SP[356])(?=[\s/(,]|$)/,
  /\s+DDR[2-5]\b/i,
  /\s+(?:E-?ATX|EEB|XL-ATX|Extended\s+ATX|Micro[- ]?ATX|mATX|Mini[- ]?ITX|Mini[- ]?DTX|SSI\s+CEB|ATX)(?=[\s/,)]|$)/i,
];

/** Words a description leaves at the end of a model once its tail is cut. */
const TRAILING = /\s+(?:Intel|AMD|Desktop|Gaming\s+Motherboard|Commercial)$/i;

/** A chipset's model number as names write it: "B450", "Z690", "X570S", "TRX40", "785G", "C246". */
const CHIPSET_WORD = /^(?:[ABCGHPQXZ]\d{2,3}[A-Z]?|TRX\d0|WRX\d0|\d{3,4}[A-Z]{0,2})$/;

/** A parenthesis that describes rather than names ("(LGA1200/Intel/B460/…)", "(Intel® 11th/10th Gen)"); "(Wi-Fi)" and "(rev.1.0)" name a variant. */
const describes = (inside: string) => /[/,®™]/.test(inside) || inside.length > 20;

/** The model's words up to its description, which starts after its first word at the earliest. */
function cutTail(text: string, makerLength: number): string {
  // The first word after the maker is the model's, even when it reads "AMD" or "Intel" before a chipset.
  const from = text.indexOf(' ', makerLength + 1) === -1 ? text.length : text.indexOf(' ', makerLength + 1);
  let end = text.length;
  for (const pattern of TAIL_STARTS) {
    const found = pattern.exec(text.slice(from));
    if (found && from + found.index < end) end = from + found.index;
  }
  for (const found of text.slice(from).matchAll(/\s\(([^()]*)\)?/g)) {
    if (describes(found[1] ?? '')) {
      end = Math.min(end, from + found.index);
      break;
    }
  }
  let model = text.slice(0, end).trim();
  while (TRAILING.test(model)) model = model.replace(TRAILING, '').trim();
  return model;
}

/** The chipset's number in BuildCores' chipset text ("Intel B760" → "B760"), when it has one. */
export function chipsetWord(chipsetText: string | null): string | null {
  const word = chipsetText?.trim().split(/\s+/).at(-1) ?? '';
  return CHIPSET_WORD.test(word.toUpperCase()) ? word.toUpperCase() : null;
}

/**
 * The board's name, cleaned: `raw` is BuildCores' name, `maker` its manufacturer (whose spelling
 * wins: "Asus" is "ASUS"), `chipsetText` BuildCores' chipset ("AMD B450").
 */
export function cleanBoardName(raw: string, maker: string | null, chipsetText: string | null): string {
  let text = raw.replace(/\s+/g, ' ').trim();
  // The maker first, as the maker spells itself.
  let makerLength = 0;
  if (maker !== null) {
    if (text.toLowerCase().startsWith(`${maker.toLowerCase()} `)) text = `${maker}${text.slice(maker.length)}`;
    else text = `${maker} ${text}`;
    makerLength = maker.length;
  }
  const model = cutTail(text, makerLength);
  const chipset = chipsetWord(chipsetText);
  let rest = model.slice(makerLength).trim();
  // A listing that puts the model after "Motherboard" ("… ATX Motherboard (B450 GAMING PLUS Max)",
  // "… Chip Set ATX Motherboard X470 Taichi") when what precedes it names no model of the chipset.
  const after = /\bMotherboard\b\s*(?:\(([^()]+)\)\s*$|(?:Model\s+)?([^()]+)$)/i.exec(text);
  const named = (words: string) => chipset !== null && words.toUpperCase().includes(chipset);
  const bare = rest.replace(/^(?:AMD|Intel)\s+/i, '').trim();
  if (after && (!named(rest) || bare.toUpperCase() === chipset)) {
    const candidate = (after[1] ?? after[2] ?? '').trim();
    if (named(candidate) && !describes(candidate)) rest = candidate;
  }
  // "Intel Z370 A Pro" from a maker other than Intel is the "Z370 A Pro".
  if (maker !== null && !/^(?:AMD|Intel)$/i.test(maker)) rest = rest.replace(/^(?:AMD|Intel)\s+(?=\S*\d)/i, '');
  // A chipset the model names again goes: "H610 H610I" → "H610I", "X99 GA-X99-UD5 WIFI" → "GA-X99-UD5 WIFI".
  if (chipset !== null) {
    const [first, ...others] = rest.split(' ');
    if (first?.toUpperCase() === chipset && others.join(' ').toUpperCase().includes(chipset)) rest = others.join(' ');
  }
  const name = [maker ?? '', rest].join(' ').trim();
  return name === '' ? raw.trim() : name;
}

/** Two names of one model meet on this: lower case, "Wi-Fi" as "wifi", the words in order. */
export function modelKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/wi-fi/g, 'wifi')
    .split(/[\s\-/()]+/)
    .filter(Boolean)
    .sort()
    .join(' ');
}
