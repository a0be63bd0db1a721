import type { Processor } from '../src/shared/processor.js';
import type { Locale } from '../src/shared/locales.js';
import { formatClock, formatLaunch, formatMemorySize, formatNumber, formatUSD, formatUnit } from './format.js';
import type { MessageKey, Translate } from '../src/shared/messages.js';

/**
 * A processor's fields as the vendors group them, each value formatted for
 * the locale, null where the fact is unknown. The detail page shows one
 * processor's sections; the compare page lines several up row by row.
 */
export type SpecRow = [label: MessageKey, value: string | null];
export interface SpecSection { heading: MessageKey; rows: SpecRow[] }

export function specSections(p: Processor, locale: Locale, t: Translate, options: { hybridRows?: boolean } = {}): SpecSection[] {
  const num = (value: number | null) => (value === null ? null : formatNumber(locale, value));
  const unit = (value: number | null, symbol: string, digits = 2) => (value === null ? null : formatUnit(locale, value, symbol, digits));
  const flag = (value: boolean | null) => (value === null ? null : t(value ? 'yes' : 'no'));
  return [
    { heading: 'section.overview', rows: [
      ['vendor', t(`vendor.${p.vendor}`)],
      ['field.family', p.family],
      ['field.generation', generationName(p.generation, t)],
      ['field.codename', p.codename],
      ['field.microarchitecture', p.microarchitecture],
      ['segment', t(`segment.${p.segment}`)],
    ] },
    { heading: 'section.cores', rows: [
      ['field.cores', num(p.cores)],
      ['field.threads', num(p.threads)],
      ...(options.hybridRows || p.performanceCores !== null || p.efficientCores !== null
        ? ([['field.performanceCores', num(p.performanceCores)], ['field.efficientCores', num(p.efficientCores)]] as SpecRow[])
        : []),
      ['field.baseClockGHz', p.baseClockGHz === null ? null : formatClock(locale, p.baseClockGHz)],
      ['field.boostClockGHz', p.boostClockGHz === null ? null : formatClock(locale, p.boostClockGHz)],
    ] },
    { heading: 'section.cache', rows: [
      ['field.l2CacheMB', unit(p.l2CacheMB, 'MB')],
      ['field.l3CacheMB', unit(p.l3CacheMB, 'MB')],
    ] },
    { heading: 'section.memory', rows: [
      ['field.memoryTypes', p.memory.types.length ? p.memory.types.join(', ') : null],
      ['field.memoryChannels', num(p.memory.channels)],
      ['field.memoryMaxGB', p.memory.maxGB === null ? null : formatMemorySize(locale, p.memory.maxGB)],
    ] },
    { heading: 'section.platform', rows: [
      ['field.socket', p.socket],
      ['field.processNm', unit(p.processNm, 'nm', 0)],
      ['field.pcie', pcieText(p, locale, t)],
    ] },
    { heading: 'section.graphics', rows: [['field.igpu', p.igpu ?? t('none')]] },
    { heading: 'section.power', rows: [['field.tdpW', unit(p.tdpW, 'W', 0)]] },
    { heading: 'section.launch', rows: [
      ['field.launched', p.launched === null ? null : formatLaunch(locale, p.launched)],
      ['field.launchPriceUSD', p.launchPriceUSD === null ? null : formatUSD(locale, p.launchPriceUSD)],
      ['field.unlocked', flag(p.unlocked)],
    ] },
  ];
}

function pcieText(p: Processor, locale: Locale, t: Translate): string | null {
  const { version, lanes } = p.pcie;
  if (version === null) return null;
  if (lanes === null) return `PCIe ${version}`;
  return t('pcieValue', { version, lanes: formatNumber(locale, lanes) });
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
