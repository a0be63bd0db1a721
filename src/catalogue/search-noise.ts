/**
 * What a shop's listing puts around a processor's name, taken out of a query before it is cut into
 * words (src/catalogue/search-index.ts): "惠普战66 锐龙R5-7530U 16G 512G 14英寸", "ThinkBook 16+
 * 酷睿Ultra5-125H 32G". The laptop's maker and line, its own model, its memory, storage, screen and
 * graphics name no processor, and some of their words are words our records have ("Pro" of a
 * "小新Pro14" is AMD's PRO; "64 GB" holds the "64" of Athlon 64), so they must go before the
 * matcher reads the rest. Whatever this list misses and no record has is let go by the matcher
 * itself, beside a model number it knows.
 *
 * Only the query is read through this, never a record. The lists are data: a line or maker is one
 * entry. A word that names a processor's own maker or brand is never one — "苹果 M4" means Apple's
 * chip, "Surface" is part of "Ryzen 7 3780U Microsoft Surface Edition" — and a test checks that
 * no entry is a word of the catalogue.
 */

/** Laptop and mini-PC makers, in Chinese and in Latin letters: taken out as they are. */
export const LAPTOP_MAKERS: readonly string[] = [
  '惠普',
  'hp',
  '联想',
  'lenovo',
  '华硕',
  'asus',
  '戴尔',
  'dell',
  '宏碁',
  'acer',
  '微星',
  'msi',
  '机械革命',
  'mechrevo',
  '荣耀',
  'honor',
  '华为',
  'huawei',
  '小米',
  'xiaomi',
  '红米',
  'redmi',
  '神舟',
  'hasee',
  '雷神',
  'thunderobot',
  '七彩虹',
  'colorful',
  '火影',
  '机械师',
  'machenike',
  '外星人',
  'alienware',
  '三星',
  'samsung',
  '雷蛇',
  'razer',
  '技嘉',
  'gigabyte',
  '玩家国度',
  '零刻',
  'beelink',
  '铭凡',
  'minisforum',
  '极摩客',
  'gmktec',
  '攀升',
  '清华同方',
  '海尔',
  'haier',
];

/**
 * Product lines: each is taken out with the model that follows it — a size or number ("战66",
 * "ThinkBook 16+", "天选5", "拯救者Y9000P", "ThinkPad T14"), the words "Pro", "Air", "Plus" around
 * it ("小新Pro14", "天选5 Pro") and a year ("2024款").
 */
export const LAPTOP_LINES: readonly string[] = [
  // HP
  '战',
  '星book',
  '光影精灵',
  '暗影精灵',
  'omen',
  'victus',
  'envy',
  'spectre',
  'elitebook',
  'probook',
  'pavilion',
  'zbook',
  // Lenovo
  'thinkbook',
  'thinkpad',
  'ideapad',
  'yoga',
  'legion',
  '小新',
  '拯救者',
  '扬天',
  '昭阳',
  '异能者',
  'lecoo',
  '来酷',
  // ASUS
  '天选',
  '无畏',
  '灵耀',
  'rog',
  '幻',
  '枪神',
  '魔霸',
  '飞行堡垒',
  '破晓',
  '顽石',
  'tuf',
  'vivobook',
  'zenbook',
  'proart',
  'expertbook',
  'zephyrus',
  // Dell
  'xps',
  '灵越',
  'inspiron',
  '游匣',
  'latitude',
  '成就',
  'vostro',
  'precision',
  // Acer
  '非凡',
  '传奇',
  '暗影骑士',
  '掠夺者',
  'predator',
  'nitro',
  'swift',
  'aspire',
  '蜂鸟',
  // MSI
  '绝影',
  '泰坦',
  '雷影',
  '星影',
  '冲锋坦克',
  'stealth',
  'titan',
  'raider',
  'katana',
  'cyborg',
  'prestige',
  // Mechrevo, Honor, Huawei, Xiaomi, Hasee, Thunderobot
  '蛟龙',
  '极光',
  '旷世',
  '无界',
  '翼龙',
  '耀世',
  'magicbook',
  'matebook',
  'redmibook',
  'xiaomibook',
  '战神',
  // mini PCs: Beelink's SER, GMKtec's NucBox, Intel's NUC
  'ser',
  'nucbox',
  'nuc',
  '迷你主机',
];

/**
 * Lines whose word stands for the maker of their processors: Apple's Macs are Apple's chips, so
 * "MacBook Air M3" reads as "apple m3" — Apple's M3 when the catalogue holds it, and no Intel
 * Core m3 meanwhile.
 */
export const MAKER_LINES: readonly (readonly [string, string])[] = [
  ['macbook', 'apple'],
  ['imac', 'apple'],
  ['mac mini', 'apple'],
];

/** Sizes, screens, graphics and colours: patterns over the lower-case, NFKC-folded text. */
const SPECIFICATIONS: readonly RegExp[] = [
  // memory and storage: "16G", "512GB", "1TB", "16G+512G", "LPDDR5X-7500", "DDR5 5600MHz"
  // (not after a hyphen: Hygon's "C86-4G" is a generation)
  /(?<![a-z0-9-])(?:4|8|12|16|18|24|32|36|48|64|96|128|256|512)\s*(?:gb|g)(?![a-z0-9])/g,
  /(?<![a-z0-9])[1248]\s*(?:tb|t)(?![a-z0-9])/g,
  /(?<![a-z0-9])(?:lp)?ddr\d[a-z]?(?:[\s-]*\d{4}(?:\s*(?:mhz|mt\/s))?)?(?![a-z0-9])/g,
  /(?<![a-z0-9])\d{4}\s*(?:mhz|mt\/s)(?![a-z0-9])/g,
  /(?<![a-z0-9])(?:ssd|nvme|emmc)(?![a-z0-9])/g,
  // screens: "14英寸", "15.6"", "16 inch", "2.5K", "165Hz", "OLED" (but not "2K": Loongson's 2K chips)
  /(?<![a-z0-9.])\d{1,2}(?:\.\d)?\s*(?:英寸|寸|吋|"|''|″|inch(?:es)?)/g,
  /(?<![a-z0-9.])(?:\d\.\d|[3-8])k(?![a-z0-9])/g,
  /(?<![a-z0-9])\d{2,3}\s*hz(?![a-z0-9])/g,
  /(?<![a-z0-9])(?:oled|ips|fhd|qhd|uhd|wuxga|mini-?led)(?![a-z0-9])/g,
  // graphics cards: "RTX4060", "RTX 4060 Ti", "GTX1650", "RX 7600S", "Arc A370M", "MX550"
  /(?<![a-z0-9])(?:geforce\s*)?(?:rtx|gtx|mx)\s*\d{3,4}\s*(?:ti|super)?(?![a-z0-9])/g,
  /(?<![a-z0-9])rx\s*\d{4}\s*(?:xtx|xt|s|m)?(?![a-z0-9])/g,
  /(?<![a-z0-9])arc\s*a\d{3}m?(?![a-z0-9])/g,
  // colours: "深空灰色", "银色", a title's last word "Silver" (but Xeon, Pentium and Athlon's Gold
  // and Silver are tiers, Silver Butte a codename, and "Black" is AMD's Black Edition)
  /[\u3400-\u9fff]{1,3}色/g,
  /(?<![a-z0-9])(?:white|grey|gray|blue|pink|green|purple)(?![a-z0-9])/g,
  /(?<![a-z0-9]|(?:xeon|pentium|athlon)\s*)(?:silver|gold)\s*$/g,
  // how it is sold: "boxed", "tray", the shop's own words for a new laptop
  /(?<![a-z0-9])(?:boxed|box|tray|oem|retail|new)(?![a-z0-9])/g,
];

/** What follows a line's word: "Pro", "Air", "Plus" and "+" around one model, then a year. */
const LINE_WORD = String.raw`(?:(?:pro|air|plus|duo|slim)(?![a-z])|\+)`;
/**
 * A line's own model: a size or number with a letter or "+" ("14", "16+", "14s", "7i", "66"), a
 * letter alone ("Nitro V", "战X"), or a letter before two or four digits ("T14", "Z13", "Y9000P").
 * Never a letter and one or three digits, which processors are ("M3", "i7", "N100").
 */
const LINE_MODEL = String.raw`(?:\d{1,3}(?:\.\d)?(?:\+|[a-z]{1,2})?|x\d{0,2}|[a-z]|[a-z]\d{2}[a-z]?|[a-z]\d{4}[a-z]?)(?![a-z0-9])`;
/** A model number of the laptop after its size: Dell's "Inspiron 15 3530", "Latitude 14 5440". */
const LINE_NUMBER = String.raw`\d{4}(?![a-z0-9+])`;
/** A year ("2024", "2024款": 款 goes with the shop's other words) or a generation ("6代", "Gen 4") of the line. */
const YEAR = String.raw`(?:20\d{2}(?![a-z0-9])|第?[\d一二三四五六七八九十]{1,2}代|gen\s*\d{1,2}(?![a-z0-9]))`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A Latin word must stand alone; a Chinese one is usually run into what follows ("战66", "天选5"). */
const standing = (word: string) => (/^[a-z0-9 ]+$/.test(word) ? String.raw`(?<![a-z0-9])${escape(word)}(?![a-z])` : escape(word));

function alternation(words: readonly string[]): string {
  // Longest first, so that "机械革命" goes before any shorter word it holds.
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map(standing)
    .join('|');
}

const MAKERS = new RegExp(alternation(LAPTOP_MAKERS), 'g');
const LINES = new RegExp(
  String.raw`(?:${alternation(LAPTOP_LINES)})(?:\s*${LINE_WORD})*(?:\s*${LINE_MODEL})?(?:\s*${LINE_WORD})*(?:\s*${LINE_NUMBER})?(?:\s*${YEAR})?`,
  'g',
);
const MAKER_LINE_PATTERNS = MAKER_LINES.map(
  ([line, maker]) =>
    [
      new RegExp(String.raw`${standing(line)}(?:\s*${LINE_WORD})*(?:\s*\d{1,2}(?:\.\d)?(?![a-z0-9]))?(?:\s*${LINE_WORD})*(?:\s*${YEAR})?`, 'g'),
      ` ${maker} `,
    ] as const,
);

/** The text without what a shop adds around a processor's name; folded to lower case. */
export function withoutShopWords(text: string): string {
  // ™ before folding, which would make it "tm" (as src/catalogue/search-words.ts does).
  let normal = text.replace(/[®™©]/g, ' ').normalize('NFKC').toLowerCase();
  for (const pattern of SPECIFICATIONS) normal = normal.replace(pattern, ' ');
  for (const [pattern, maker] of MAKER_LINE_PATTERNS) normal = normal.replace(pattern, maker);
  return normal.replace(LINES, ' ').replace(MAKERS, ' ');
}
