import type { MemoryType, Processor } from '../../src/shared/processor.js';
import type { Locale } from '../../src/shared/locales.js';
import { formatClock, formatLaunch, formatMemorySize, formatNumber, formatUSD, formatUnit, generationName } from '../../src/shared/format.js';
import type { MessageKey, Translate } from '../../src/shared/messages.js';

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
  const hybrid = options.hybridRows || p.performanceCores !== null || p.efficientCores !== null;
  // the groups of Intel ARK's product pages, which AMD's specification pages roughly share
  return [
    { heading: 'section.essentials', rows: [
      ['vendor', t(`vendor.${p.vendor}`)],
      ['field.family', p.family],
      ['field.generation', generationName(p.generation, t)],
      ['field.codename', p.codename],
      ['segment', t(`segment.${p.segment}`)],
      ['field.launched', p.launched === null ? null : formatLaunch(locale, p.launched)],
      ['field.status', p.status === null ? null : t(`status.${p.status}`)],
      ['field.launchPriceUSD', p.launchPriceUSD === null ? null : formatUSD(locale, p.launchPriceUSD)],
    ] },
    { heading: 'section.cpu', rows: [
      ['field.microarchitecture', p.microarchitecture],
      ['field.cores', num(p.cores)],
      ['field.threads', num(p.threads)],
      ...(hybrid ? ([['field.performanceCores', num(p.performanceCores)], ['field.efficientCores', num(p.efficientCores)]] as SpecRow[]) : []),
      ['field.baseClockGHz', p.baseClockGHz === null ? null : formatClock(locale, p.baseClockGHz)],
      ['field.boostClockGHz', p.boostClockGHz === null ? null : formatClock(locale, p.boostClockGHz)],
      ['field.l2CacheMB', unit(p.l2CacheMB, 'MB')],
      ['field.l3CacheMB', unit(p.l3CacheMB, 'MB')],
      ...(p.vendor === 'amd' || options.hybridRows ? ([['field.ccds', num(p.ccds)]] as SpecRow[]) : []),
      ['field.tdpW', unit(p.tdpW, 'W', 1)],
      ['field.configurableTdpW', rangeText(p.configurableTdpW, locale, t)],
      ['field.maxTurboPowerW', unit(p.maxTurboPowerW, 'W', 0)],
      ['field.unlocked', flag(p.unlocked)],
    ] },
    { heading: 'section.memory', rows: [
      ['field.memoryTypes', p.memory.types.length ? p.memory.types.map((m) => memoryTypeText(m, locale, t)).join(t('listSeparator')) : null],
      ['field.memoryChannels', num(p.memory.channels)],
      ['field.memoryMaxGB', p.memory.maxGB === null ? null : formatMemorySize(locale, p.memory.maxGB)],
      ['field.memoryEcc', flag(p.memory.ecc)],
    ] },
    { heading: 'section.graphics', rows: [
      ['field.igpu', p.igpu === null ? t('none') : p.igpu.name],
      ['field.igpuMaxFreqMHz', p.igpu === null ? null : unit(p.igpu.maxFreqMHz, 'MHz', 0)],
      ['field.npuTops', unit(p.npuTops, 'TOPS', 1)],
    ] },
    { heading: 'section.io', rows: [['field.pcie', pcieText(p, locale, t)]] },
    { heading: 'section.package', rows: [
      ['field.socket', p.socket],
      ['field.processNm', unit(p.processNm, 'nm', 0)],
      ['field.maxTempC', unit(p.maxTempC, '°C', 1)],
      ['field.caseTempC', unit(p.caseTempC ?? null, '°C', 1)],
    ] },
    { heading: 'section.advanced', rows: [['field.instructionSets', p.instructionSets.length ? p.instructionSets.join(t('listSeparator')) : null]] },
  ];
}

/** "DDR5 · 5,600 MT/s"; a type without a stated speed is the type alone */
function memoryTypeText(m: MemoryType, locale: Locale, t: Translate): string {
  return m.speedMTs === null ? m.type : t('memoryTypeSpeed', { type: m.type, speed: formatNumber(locale, m.speedMTs, 0) });
}

/** "12–28 W", or one end alone when the other is not stated */
function rangeText(range: Processor['configurableTdpW'], locale: Locale, t: Translate): string | null {
  if (range === null) return null;
  if (range.min !== null && range.max !== null) return t('rangeValue', { min: formatNumber(locale, range.min, 1), max: formatUnit(locale, range.max, 'W', 1) });
  const one = range.min ?? range.max;
  return one === null ? null : formatUnit(locale, one, 'W', 1);
}

/**
 * The label of a record field named by its dotted path, as the sources list names it:
 * "memory.maxGB" → field.memoryMaxGB; a part of the PCIe or graphics facts → the whole row's label.
 */
export function fieldLabel(field: string, t: Translate): string {
  try {
    return t(fieldLabelKey(field));
  } catch {
    return field;
  }
}

/** the label key of the row a dotted field path is shown in: "memory.maxGB" → field.memoryMaxGB, "segment" → segment */
export function fieldLabelKey(field: string): MessageKey {
  if (field === 'segment') return 'segment';
  const path = field === 'pcie.version' || field === 'pcie.lanes' ? 'pcie' : field === 'igpu.name' ? 'igpu' : field;
  return `field.${path.replace(/\.(\w)/, (_, c: string) => c.toUpperCase())}` as MessageKey;
}

function pcieText(p: Processor, locale: Locale, t: Translate): string | null {
  const { version, lanes } = p.pcie;
  if (version === null) return null;
  if (lanes === null) return `PCIe ${version}`;
  return t('pcieValue', { version, lanes: formatNumber(locale, lanes) });
}
