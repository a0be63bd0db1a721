/**
 * Product family read off a cleaned marketing name, for sources with no
 * family column of their own: "Ryzen 7 7700X" → "Ryzen 7", "Core i7-6650U" →
 * "Core i7", "Xeon Gold 6430" → "Xeon Gold", "A10-9630P" → "A10",
 * "Celeron M 320" → "Celeron M". The family is the words before the model
 * number, except where the vendor's tier digit belongs to the family.
 */
const TIERED_FAMILIES: readonly RegExp[] = [
  /^Ryzen (?:Threadripper(?: PRO)?|Embedded|AI Max|AI [3579]|[3579])\b/,
  // Intel's "Core 5 120U" and "Core m3-7Y30" (and the first "Core M-5Y10") carry their tier like "Core i5"
  /^Core (?:i[3579]|Ultra [3579]|[3579]|m[357]|M|2 (?:Duo|Quad|Extreme|Solo))\b/,
  /^Xeon (?:E\d?|W|D)(?=-)/,
  /^Xeon (?:Platinum|Gold|Silver|Bronze|Max|Phi)\b/,
  /^Athlon (?:Gold|Silver|PRO)\b/,
];

export function familyFromName(fullName: string): string {
  // AMD's business parts put PRO first ("PRO A6-8500B"): the family is the part after it;
  // "Threadripper 7980X" is AMD's "Ryzen Threadripper" line, the handhelds' Z1 and Z2 one "Ryzen Z"
  const name = fullName.replace(/^PRO\s+/, '').replace(/^Threadripper\b/, 'Ryzen Threadripper');
  if (/^Ryzen (?:AI )?Z\d/.test(name)) return 'Ryzen Z';
  // a model number alone ("3015e", "3020e") is one of AMD's parts sold under no brand but its
  // own, the family AMD's table gives them
  if (/^\d/.test(name)) return 'AMD';
  // Intel writes its Sapphire Rapids workstation parts "Xeon w7-2495X": the Xeon W family
  if (/^Xeon w\d-/.test(name)) return 'Xeon W';
  for (const pattern of TIERED_FAMILIES) {
    const match = pattern.exec(name);
    if (match) return match[0];
  }
  const words: string[] = [];
  for (const word of name.split(/\s+/)) {
    if (/\d/.test(word)) {
      // "A10-9630P", "FX-8350": the series letters before the hyphen are the family
      if (words.length === 0) words.push(word.split('-')[0] ?? word);
      break;
    }
    words.push(word);
  }
  return words.join(' ') || fullName;
}

/**
 * Strips trademark signs and invisible characters (vendor pages carry stray
 * zero-width spaces) and collapses spaces: "AMD Ryzen™ 7 7700X" → "AMD Ryzen 7 7700X".
 */
export function cleanName(value: string): string {
  return value
    .replace(/[®™©\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
