import { LANGUAGE_TAGS, type Locale } from './locales.js';
import { launchParts } from './launch-date.js';
import { translate, type Translate } from './messages.js';
import { remembered } from './remembered.js';

/**
 * Numbers, units and dates through Intl for the page's locale. The unit
 * symbols (GHz, MB, W, nm) are international and not translated.
 *
 * Building an Intl formatter costs far more than using one (a detail page
 * formats dozens of values), so each is made once per locale and options; and
 * using one costs about half a microsecond, which a ladder page of a thousand
 * ranks, figures and shares pays over and over for the same few hundred values,
 * so each formatter remembers the text of every value it has written.
 */
type Format = (value: number) => string;

const formatters: Record<Locale, Map<string | number, Format>> = { zh: new Map(), en: new Map() };

/**
 * Values a formatter remembers before it starts again: many pages' worth (a ladder page writes a
 * few hundred), and at most about 6 MB for every formatter of both languages together.
 */
const REMEMBERED = 4096;

// Looked up by locale, then by a name that is a constant or a number: a key spelled per call
// (`number:${locale}:${name}`) cost more than the formatting it saved on pages of a few hundred values.
function cached(locale: Locale, name: string | number, make: () => Intl.NumberFormat | Intl.DateTimeFormat): Format {
  const own = formatters[locale];
  let format = own.get(name);
  if (!format) own.set(name, (format = remembering(make())));
  return format;
}

function remembering(intl: Intl.NumberFormat | Intl.DateTimeFormat): Format {
  const text = remembered((value: number) => intl.format(value), REMEMBERED);
  // -0 is written "-0" but is the same key as 0 in a Map: zero is written afresh each time.
  return (value) => (value === 0 ? intl.format(value) : text(value));
}

const numberFormat = (locale: Locale, name: string | number, options: Intl.NumberFormatOptions) =>
  cached(locale, name, () => new Intl.NumberFormat(LANGUAGE_TAGS[locale], options));

const dateFormat = (locale: Locale, name: string, options: Intl.DateTimeFormatOptions) =>
  cached(locale, name, () => new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], options));

export function formatNumber(locale: Locale, value: number, maximumFractionDigits = 2): string {
  return numberFormat(locale, maximumFractionDigits, { maximumFractionDigits })(value);
}

export function formatUnit(locale: Locale, value: number, unit: string, maximumFractionDigits = 2): string {
  return `${formatNumber(locale, value, maximumFractionDigits)} ${unit}`;
}

/** Clock speeds keep one decimal, as vendors print them: "5.0 GHz", "4.75 GHz". */
export function formatClock(locale: Locale, ghz: number): string {
  return `${numberFormat(locale, 'clock', { minimumFractionDigits: 1, maximumFractionDigits: 2 })(ghz)} GHz`;
}

/**
 * Memory as the vendors print it: "128 GB", and from a terabyte on "6 TB" (6,144 GB), "1.5 TB"
 * (binary terabytes, as AMD's and Intel's tables count them).
 */
export function formatMemorySize(locale: Locale, gb: number): string {
  return gb >= 1024 ? formatUnit(locale, gb / 1024, 'TB', 2) : formatUnit(locale, gb, 'GB', 0);
}

/**
 * "8 核 / 16 线程", "8 cores / 16 threads": never "8C/16T" on a Chinese page. Every processor has
 * at least two cores, so English needs no singular (the detail page's script budget is tight).
 */
export function formatCoresThreads(locale: Locale, t: Translate, cores: number, threads: number | null): string {
  return t('coresThreads', { cores: formatNumber(locale, cores), threads: threads === null ? t('unknown') : formatNumber(locale, threads) });
}

export function formatUSD(locale: Locale, value: number): string {
  return numberFormat(locale, 'usd', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })(value);
}

/** "45%", "45 %": a share as the locale writes it. */
export function formatPercent(locale: Locale, share: number): string {
  return numberFormat(locale, 'percent', { style: 'percent', maximumFractionDigits: 0 })(share);
}

/**
 * A change as a signed percentage: "+35%", and below ten percent with one decimal ("+3.5%",
 * "+2.7%"), so that a gain called faster and one called too close to tell never read the same.
 */
export function formatGain(locale: Locale, share: number): string {
  const digits = Math.abs(share) < 0.1 ? 1 : 0;
  return numberFormat(locale, `gain${digits}`, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: digits })(share);
}

/**
 * "2023-10" → "2023年10月" / "Oct 2023"; "2023-10-17" adds the day; a quarter, as the vendor
 * gives it, "2024-Q3" → "2024年第3季度" / "Q3 2024" (Intl has no quarter, so the words are the
 * locale's message).
 */
export function formatLaunch(locale: Locale, launched: string): string {
  const parts = launchParts(launched);
  if (parts === null) return launched;
  const { year, month, day, quarter } = parts;
  if (quarter !== null) return translate(locale, 'launchQuarter', { year, quarter });
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', timeZone: 'UTC', ...(day ? { day: 'numeric' } : {}) };
  return dateFormat(locale, day ? 'day' : 'month', options)(Date.UTC(year, month - 1, day ?? 1));
}

/**
 * A benchmark value, always with its decimals so a column lines up: scores to one (562.0), per-watt
 * and per-dollar figures to two (3.01), or below a tenth to three significant digits (a SPEC figure
 * per launch dollar is 0.0452, which two decimals would round to nothing).
 */
export function formatScore(locale: Locale, value: number, perUnit = false): string {
  if (perUnit && value > 0 && value < 0.1) return numberFormat(locale, 'small', { minimumSignificantDigits: 3, maximumSignificantDigits: 3 })(value);
  const digits = perUnit ? 2 : 1;
  return numberFormat(locale, perUnit ? 'score2' : 'score1', { minimumFractionDigits: digits, maximumFractionDigits: digits })(value);
}

/**
 * "13th gen" is how Intel's data names a generation; a Chinese page says "第 13 代", and
 * "Xeon Scalable 2nd gen" becomes "Xeon Scalable 第 2 代". Other names are product names
 * ("Ryzen 7000") and stay as they are.
 */
export function generationName(generation: string, t: Translate): string {
  const match = /^(.*?)(\d+)(st|nd|rd|th) gen$/.exec(generation);
  if (!match) return generation;
  const [, series = '', n = '', suffix = ''] = match;
  return t('generationOrdinal', { series, n, ordinal: `${n}${suffix}` });
}

const listFormats: Partial<Record<Locale, Intl.ListFormat>> = {};

/**
 * "A, B, and C" / "A、B 和 C": names joined as the language joins them. Chinese sets a space between
 * its own characters and a Latin name ("7800X3D 和 Core"), which Intl leaves out.
 */
export function formatList(locale: Locale, items: readonly string[]): string {
  const list = (listFormats[locale] ??= new Intl.ListFormat(LANGUAGE_TAGS[locale], { style: 'long', type: 'conjunction' })).format(items);
  return locale === 'zh' ? list.replace(/(?<=[A-Za-z0-9)])(?=[\u3400-\u9fff])|(?<=[\u3400-\u9fff])(?=[A-Za-z0-9(])/g, ' ') : list;
}

/**
 * "¥1,528" / "CN¥1,528": a China retail price in whole yuan. English pages write "CN¥" so that it
 * is never read as yen or confused with a launch price in dollars.
 */
export function formatYuan(locale: Locale, value: number): string {
  return numberFormat(locale, 'cny', { style: 'currency', currency: 'CNY', maximumFractionDigits: 0 })(value);
}

/**
 * Prose as written (a maintainer's reason in English) with each figure kept on one line with its
 * unit: "45 W" and "3.3 GHz" must not break between the number and the unit.
 */
export function unitsKeptWithNumbers(text: string): string {
  return text.replace(/(\d) (GHz|MHz|W|MB|GB|KB|TB|nm)\b/g, '$1\u00a0$2');
}
