import { LANGUAGE_TAGS, type Locale } from '../src/locales.js';

/**
 * Numbers, units and dates through Intl for the page's locale. The unit
 * symbols (GHz, MB, W, nm) are international and not translated.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale}:${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAGS[locale], { maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format;
}

export function formatNumber(locale: Locale, value: number, maximumFractionDigits = 2): string {
  return numberFormat(locale, maximumFractionDigits).format(value);
}

export function formatUnit(locale: Locale, value: number, unit: string, maximumFractionDigits = 2): string {
  return `${formatNumber(locale, value, maximumFractionDigits)} ${unit}`;
}

/** Clock speeds keep one decimal, as vendors print them: "5.0 GHz", "4.75 GHz". */
export function formatClock(locale: Locale, ghz: number): string {
  return `${new Intl.NumberFormat(LANGUAGE_TAGS[locale], { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(ghz)} GHz`;
}

export function formatUSD(locale: Locale, value: number): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[locale], {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(value);
}

/** "2023-10" → "2023年10月" / "Oct 2023"; "2023-10-17" adds the day. */
export function formatLaunch(locale: Locale, launched: string): string {
  const [year, month, day] = launched.split('-').map(Number);
  if (!year || !month) return launched;
  const date = new Date(Date.UTC(year, month - 1, day ?? 1));
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    year: 'numeric',
    month: 'short',
    day: day ? 'numeric' : undefined,
    timeZone: 'UTC',
  }).format(date);
}
