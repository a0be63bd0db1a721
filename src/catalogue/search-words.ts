/**
 * How a search text becomes words, the same for what a visitor types and for the records it is
 * matched against (src/catalogue/search-index.ts). What people have in hand is often the string
 * their operating system shows — "Intel(R) Core(TM) i5-1135G7 @ 2.40GHz", "AMD Ryzen 5 5600X
 * 6-Core Processor", "AMD Ryzen 7 7840HS w/ Radeon 780M Graphics" — or the Chinese names of the
 * brands (锐龙, 酷睿, 至强…): the noise is dropped and the Chinese names become the words our
 * records use, so that both find the part by its own words.
 */

/** The Chinese names of vendors, families and segments, as the vendors' Chinese sites write them. */
const CHINESE_NAMES: readonly (readonly [string, string])[] = [
  ['线程撕裂者', 'threadripper'],
  ['超威', 'amd'],
  ['英特尔', 'intel'],
  // the vendors beside AMD and Intel, and their lines: 苹果 M4, 高通骁龙, 龙芯, 兆芯开先/开胜, 海光
  ['苹果', 'apple'],
  ['高通', 'qualcomm'],
  ['骁龙', 'snapdragon'],
  ['龙芯', 'loongson'],
  ['兆芯', 'zhaoxin'],
  ['开先', 'kaixian'],
  ['开胜', 'kaisheng'],
  ['海光', 'hygon'],
  ['锐龙', 'ryzen'],
  ['酷睿', 'core'],
  ['至强', 'xeon'],
  ['霄龙', 'epyc'],
  ['速龙', 'athlon'],
  ['奔腾', 'pentium'],
  ['赛扬', 'celeron'],
  ['台式机', 'desktop'],
  ['台式', 'desktop'],
  ['桌面', 'desktop'],
  ['笔记本', 'mobile'],
  ['移动', 'mobile'],
  ['服务器', 'server'],
  ['工作站', 'workstation'],
  ['嵌入式', 'embedded'],
  // Xeon's tiers
  ['铂金', 'platinum'],
  ['金牌', 'gold'],
  ['银牌', 'silver'],
  ['铜牌', 'bronze'],
  ['处理器', ' '],
];

/** What Chinese shops and listings add around a name: boxed, tray, genuine, new, chip, computer. */
const CHINESE_NOISE = ['盒装', '散片', '正品', '全新', '国行', '芯片', '电脑', '版', '款', '的'];
/**
 * The word an unknown Chinese word becomes: letters no record's word has, so it matches nothing;
 * one word, without digits, which would be cut off as a word of their own ("3" is Ryzen 3's).
 */
export const UNKNOWN_WORD = 'zzunknownzz';

/**
 * Words that name a vendor or its processors' brand, in the records' spelling (the Chinese names
 * above become these): never noise, whatever else a shop writes beside them — "Apple" is a laptop's
 * brand too, and still the vendor of the M-series.
 */
export const VENDOR_WORDS: ReadonlySet<string> = new Set(['amd', 'intel', 'apple', 'qualcomm', 'snapdragon', 'loongson', 'zhaoxin', 'hygon']);

/** Words that name no processor: what an operating system or a shop adds around the name. */
const NOISE = new Set(['cpu', 'processor', 'processors', 'apu', 'series', 'with', 'w', 'gfx']);

/**
 * Other words for what the records call a segment. A map rather than an object: an object's
 * property is looked up by a string made unique first, which for a word just cut from a text
 * costs more than the hash a map asks for (and NOISE has just asked for that hash).
 */
const SYNONYMS: ReadonlyMap<string, string> = new Map([
  ['laptop', 'mobile'],
  ['notebook', 'mobile'],
]);

/** Shorthands enthusiasts write: "R7 7800X3D" (Ryzen 7), "U7 155H" (Core Ultra 7). */
const SHORTHANDS: readonly (readonly [RegExp, string])[] = [
  [/^r([3579])$/, 'ryzen $1'],
  [/^u([579])$/, 'ultra $1'],
];

/** Radeon's R-series graphics, R2 to R8, as A-series APUs name them after their model. */
const RADEON_SERIES = /^r[2-8]$/;
/** A word holding a model number: three digits or more ("9700", "a10-9700" cut as "9700"). */
const MODEL_NUMBER = /\d{3}/;
const ORDINAL = /^(\d{1,2})(?:st|nd|rd|th)$/;
const ALL_DIGITS = /^\d{3,}$/;
/** A model's suffix written apart from its number: "7800 X3D", "12400 F". */
const DETACHED_SUFFIX = /^(?:x3d|[a-z]{1,2})$/;
const NOT_A_SUFFIX = new Set(['ai', 'am', 'amd', 'gen', 'pro']);
/** Ryzen AI's words run into their numbers, as Chinese listings write them: "AI9", "HX370". */
const AI_RUN = /^(ai|hx)(\d{1,3})$/;
/** Letters run into a number ("ryzen5"): three letters or more, so "i7" and "x3d" stay whole. */
const LETTERS_THEN_DIGIT = /^([a-z]{3,})\d/;
const PLUS = 0x2b;
const isDigit = (code: number) => code >= 0x30 && code <= 0x39;
const isLetter = (code: number) => code >= 0x61 && code <= 0x7a;

/**
 * The words of a text: lower case, full-width forms folded, trademarks, clock speeds, core counts
 * ("6-Core Processor") and graphics ("w/ Radeon 780M Graphics") dropped, Chinese brand names in
 * English, "11th Gen" and "第11代" both as the word `gen11`, letters run into a number split apart
 * ("ryzen5" → "ryzen 5"; two letters or fewer stay, so "i7" and "x3d" keep their meaning).
 */
export function searchWords(text: string): string[] {
  const ascii = /^[\x20-\x7e]*$/.test(text);
  // ™ before folding, which would make it "TM".
  let normal = ascii ? text.toLowerCase() : text.replace(/[®™©]/g, ' ').normalize('NFKC').toLowerCase();
  // What an operating system wraps a name in. An APU's graphics always follow its model, so
  // everything from them on goes: "w/ Radeon 780M Graphics", "with Radeon Vega Mobile Gfx",
  // "RADEON R7, 10 COMPUTE CORES 4C+6G" (an A-series as Windows names it), "R7, 12 Compute Cores
  // 4C+8G" (a PRO A-series, whose string leaves out "Radeon").
  if (/[@(®™©]|ghz|-core|with|w\/|radeon|compute|oryon/.test(normal)) {
    normal = normal
      .replace(/\((?:r|tm|c)\)|[®™©]/g, ' ')
      // Windows names a Snapdragon X "Snapdragon(R) X Elite - X1E80100 - Qualcomm(R) Oryon(TM) CPU": the cores' name follows the model
      .replace(/\bqualcomm\s+oryon\b.*$/s, ' ')
      .replace(/@.*$/s, ' ') // "CPU @ 2.40GHz": the clock, and anything after it
      .replace(/\b\d+(?:\.\d+)?\s*ghz\b/g, ' ')
      .replace(/(?:\s|^)(?:w\/|with)\s.*$/s, ' ')
      .replace(/\bradeon\b.*$/s, ' ')
      .replace(/(?:\br\d{1,2}\s*,\s*)?\b\d+\s*compute\s+cores?\b.*$/s, ' ')
      .replace(/\b(?:\d+|dual|quad|six|eight|twelve|sixteen)-cores?\b/g, ' ');
  }
  if (!ascii) {
    // Chinese: "第12代" and "12代" are the 12th generation; brand names become the records' words.
    normal = normal.replace(/(\d+)\s*(?:核|线程)/g, ' ').replace(/第?\s*(\d{1,2})\s*代/g, ' $1th gen ');
    for (const [chinese, english] of CHINESE_NAMES) normal = normal.replaceAll(chinese, ` ${english} `);
  }
  // What a shop adds around a name in Chinese ("盒装", boxed) names no processor, as "CPU" does
  // not; any other Chinese word stays a word, which no record has: "显卡" (graphics card) finds
  // nothing.
  if (!ascii) {
    for (const noise of CHINESE_NOISE) normal = normal.replaceAll(noise, ' ');
    normal = normal.replace(/[\u3400-\u9fff]+/g, ` ${UNKNOWN_WORD} `);
  }
  // Anything else that is neither a letter, a digit nor "+" (Xeon Platinum 8480+) separates words.
  normal = normal.replace(/[^a-z0-9+]+/g, ' ');

  // One loop pushing into one list, each pattern tried only where it can match (a length or a
  // first character every match has is checked before the pattern): every record's name goes
  // through here when a catalogue is built, a hundred thousand of them at fake:100000.
  let afterModel = false;
  const raw: string[] = [];
  for (let word of normal.split(' ')) {
    if (word.charCodeAt(0) === PLUS) word = word.replace(/^\++/, '');
    if (!word) continue;
    // After a model number "R7" is the APU's graphics (Radeon R7: "PRO A10-8770 R7"), not a Ryzen 7.
    if (afterModel && word.length === 2 && RADEON_SERIES.test(word)) continue;
    afterModel ||= word.length >= 3 && MODEL_NUMBER.test(word);
    const short = word.length === 2 ? SHORTHANDS.find(([pattern]) => pattern.test(word)) : undefined;
    const run = word.length >= 3 && word.length <= 5 && (word.charCodeAt(0) === 0x61 || word.charCodeAt(0) === 0x68) ? AI_RUN.exec(word) : null;
    if (short) raw.push(...word.replace(short[0], short[1]).split(' '));
    else if (run) raw.push(run[1]!, run[2]!);
    else {
      const joined = word.length >= 4 && isLetter(word.charCodeAt(0)) ? LETTERS_THEN_DIGIT.exec(word) : null;
      if (joined) raw.push(joined[1]!, word.slice(joined[1]!.length));
      else raw.push(word);
    }
  }

  const words: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    const word = raw[i]!;
    const next = raw[i + 1];
    const digitFirst = isDigit(word.charCodeAt(0));
    const ordinal = digitFirst && (word.length === 3 || word.length === 4) ? ORDINAL.exec(word) : null;
    if (ordinal && (next === 'gen' || next === 'generation')) {
      words.push(`gen${ordinal[1]}`);
      i++;
    } else if (digitFirst && next !== undefined && word.length >= 3 && ALL_DIGITS.test(word) && DETACHED_SUFFIX.test(next) && !NOT_A_SUFFIX.has(next)) {
      words.push(word + next);
      i++;
    } else if (!NOISE.has(word) || VENDOR_WORDS.has(word)) {
      // (a list of noise never drops a vendor's word)
      words.push(SYNONYMS.get(word) ?? word);
    }
  }
  return words;
}

/** Qualcomm's product numbers, "X1E-80-100": written whole by operating systems ("X1E80100") */
const HYPHENED_NUMBER = /\b[a-z]\d[a-z]?-\d{2}-\d{3}\b/gi;

/**
 * The words of a record's field; for "LGA1700" the unsplit "lga1700" as well, and for a product
 * number written with hyphens ("X1E-80-100") the number whole ("x1e80100"), as people copy it from
 * Windows.
 */
export function recordWords(text: string): string[] {
  const words = searchWords(text);
  const whole = /[a-z]{3}\d/i.test(text) ? (text.toLowerCase().match(/[a-z]{3,}\d[a-z0-9]*/g) ?? []) : [];
  const numbers = text.includes('-') ? (text.match(HYPHENED_NUMBER) ?? []).map((number) => number.toLowerCase().replaceAll('-', '')) : [];
  return whole.length || numbers.length ? [...words, ...whole, ...numbers] : words;
}

/** The letters after a model number ("x3d" of "7800x3d", "k" of "14900k", "+" of "8480+"), or null. */
export function modelSuffix(word: string): string | null {
  const match = /^\d{3,}([a-z+][a-z0-9+]*)$/.exec(word);
  return match ? match[1]! : null;
}

/** True when `a` becomes `b` by one insertion, deletion, substitution or swap of neighbours (or none). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let start = 0;
  while (start < short.length && short[start] === long[start]) start++;
  if (short.length === long.length) {
    if (short.slice(start + 1) === long.slice(start + 1)) return true; // substitution
    return short[start] === long[start + 1] && short[start + 1] === long[start] && short.slice(start + 2) === long.slice(start + 2);
  }
  return short.slice(start) === long.slice(start + 1); // insertion
}

/** True when `typed` is within one edit of the start of `word`: a typo made while still typing it. */
export function withinOneEditOfStart(typed: string, word: string): boolean {
  for (let length = typed.length - 1; length <= typed.length + 1; length++) {
    if (length > 0 && length <= word.length && withinOneEdit(typed, word.slice(0, length))) return true;
  }
  return false;
}
