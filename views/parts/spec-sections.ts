import { isaOf, type Configuration, type MemoryType, type Processor } from '../../src/shared/processor.js';
import type { Locale } from '../../src/shared/locales.js';
import { formatClock, formatLaunch, formatMemorySize, formatNumber, formatUSD, formatUnit, generationName } from '../../src/shared/format.js';
import type { MessageKey, Translate } from '../../src/shared/messages.js';

/**
 * A processor's fields as the vendors group them, each value formatted for
 * the locale, null where the fact is unknown. The detail page shows one
 * processor's sections; the compare page lines several up row by row. A row
 * names the record's field it shows, where it shows one, so its source's
 * basis can be marked beside it.
 */
export type SpecRow = [label: MessageKey, value: string | null, field?: string];
export interface SpecSection {
  heading: MessageKey;
  rows: SpecRow[];
}

/**
 * The rows the vendors without a specification table brought (instruction set architecture,
 * configurations, unified memory…). A record shows the ones it states; compare shows one where
 * any of its processors does, so that the rows line up.
 */
export const OPTIONAL_ROWS = [
  'isa',
  'configurations',
  'transistors',
  'memoryBus',
  'memoryBandwidth',
  'memoryUnified',
  'memoryUpgradeable',
  'gpuCores',
] as const;
export type OptionalRow = (typeof OPTIONAL_ROWS)[number];

/** The optional rows a processor has something to show in (its ISA: where it is not plain x86-64 by the rule, or the record says it). */
export function optionalRowsOf(p: Processor): OptionalRow[] {
  const present: Record<OptionalRow, boolean> = {
    isa: p.isa !== undefined || isaOf(p) !== 'x86-64',
    configurations: (p.configurations?.length ?? 0) > 0,
    transistors: p.transistorsBillion != null,
    memoryBus: p.memory.busWidthBits != null,
    memoryBandwidth: p.memory.bandwidthGBs != null,
    memoryUnified: p.memory.unified != null,
    memoryUpgradeable: p.memory.upgradeable != null,
    gpuCores: p.igpu?.cores != null,
  };
  return OPTIONAL_ROWS.filter((row) => present[row]);
}

export function specSections(
  p: Processor,
  locale: Locale,
  t: Translate,
  options: { hybridRows?: boolean; optionalRows?: ReadonlySet<OptionalRow> } = {},
): SpecSection[] {
  const num = (value: number | null) => (value === null ? null : formatNumber(locale, value));
  const unit = (value: number | null, symbol: string, digits = 2) => (value === null ? null : formatUnit(locale, value, symbol, digits));
  const flag = (value: boolean | null) => (value === null ? null : t(value ? 'yes' : 'no'));
  const hybrid = options.hybridRows || p.performanceCores !== null || p.efficientCores !== null;
  const shown = options.optionalRows ?? new Set(optionalRowsOf(p));
  const optional = (row: OptionalRow, rows: SpecRow[]) => (shown.has(row) ? rows : []);
  // What the vendor calls the two kinds of core, where not performance and efficiency (Apple's M5 Pro: "super" and "performance")
  const kind = (count: number | null, name: string | undefined) =>
    count === null ? null : name ? t('coreKindNamed', { count: formatNumber(locale, count), kind: name }) : num(count);
  // the groups of Intel ARK's product pages, which AMD's specification pages roughly share
  return [
    {
      heading: 'section.essentials',
      rows: [
        ['vendor', t(`vendor.${p.vendor}`)],
        ...optional('isa', [['field.isa', isaText(p, t), 'isa']]),
        ['field.family', p.family],
        ['field.generation', generationName(p.generation, t)],
        ['field.codename', p.codename],
        ['segment', t(`segment.${p.segment}`)],
        ['field.launched', p.launched === null ? null : formatLaunch(locale, p.launched)],
        ['field.status', p.status === null ? null : t(`status.${p.status}`)],
        ['field.launchPriceUSD', p.launchPriceUSD === null ? null : formatUSD(locale, p.launchPriceUSD)],
      ],
    },
    {
      heading: 'section.cpu',
      rows: [
        ['field.microarchitecture', p.microarchitecture],
        ['field.cores', num(p.cores), 'cores'],
        ...optional('configurations', [
          ['field.configurations', configurationsText(p.configurations ?? [], p.coreKinds !== undefined, locale, t), 'configurations'],
        ]),
        ['field.threads', num(p.threads), 'threads'],
        ...(hybrid
          ? ([
              ['field.performanceCores', kind(p.performanceCores, p.coreKinds?.performance), 'performanceCores'],
              ['field.efficientCores', kind(p.efficientCores, p.coreKinds?.efficient), 'efficientCores'],
            ] as SpecRow[])
          : []),
        ['field.baseClockGHz', p.baseClockGHz === null ? null : formatClock(locale, p.baseClockGHz), 'baseClockGHz'],
        ['field.boostClockGHz', p.boostClockGHz === null ? null : formatClock(locale, p.boostClockGHz), 'boostClockGHz'],
        ['field.l2CacheMB', unit(p.l2CacheMB, 'MB'), 'l2CacheMB'],
        ['field.l3CacheMB', unit(p.l3CacheMB, 'MB'), 'l3CacheMB'],
        ...(p.vendor === 'amd' || options.hybridRows ? ([['field.ccds', num(p.ccds)]] as SpecRow[]) : []),
        ['field.tdpW', unit(p.tdpW, 'W', 1), 'tdpW'],
        ['field.configurableTdpW', rangeText(p.configurableTdpW, locale, t)],
        ['field.maxTurboPowerW', unit(p.maxTurboPowerW, 'W', 0)],
        ['field.unlocked', flag(p.unlocked)],
      ],
    },
    {
      heading: 'section.memory',
      rows: [
        ['field.memoryTypes', p.memory.types.length ? p.memory.types.map((m) => memoryTypeText(m, locale, t)).join(t('listSeparator')) : null, 'memory.types'],
        ['field.memoryChannels', num(p.memory.channels), 'memory.channels'],
        ...optional('memoryBus', [
          [
            'field.memoryBusWidthBits',
            p.memory.busWidthBits == null ? null : t('bitsValue', { bits: formatNumber(locale, p.memory.busWidthBits) }),
            'memory.busWidthBits',
          ],
        ]),
        ...optional('memoryBandwidth', [['field.memoryBandwidthGBs', unit(p.memory.bandwidthGBs ?? null, 'GB/s', 1), 'memory.bandwidthGBs']]),
        ['field.memoryMaxGB', p.memory.maxGB === null ? null : formatMemorySize(locale, p.memory.maxGB), 'memory.maxGB'],
        ...optional('memoryUnified', [['field.memoryUnified', flag(p.memory.unified ?? null), 'memory.unified']]),
        ...optional('memoryUpgradeable', [['field.memoryUpgradeable', flag(p.memory.upgradeable ?? null), 'memory.upgradeable']]),
        ['field.memoryEcc', flag(p.memory.ecc), 'memory.ecc'],
      ],
    },
    {
      heading: 'section.graphics',
      rows: [
        // Graphics the vendor lists (a clock) that no source names: present, not unknown.
        ['field.igpu', p.igpu === null ? t('none') : (p.igpu.name ?? t('field.igpuUnnamed')), 'igpu'],
        ...optional('gpuCores', [['field.igpuCores', p.igpu?.cores == null ? null : num(p.igpu.cores), 'igpu']]),
        ['field.igpuMaxFreqMHz', p.igpu === null ? null : unit(p.igpu.maxFreqMHz, 'MHz', 0)],
        ['field.npuTops', unit(p.npuTops, 'TOPS', 1), 'npuTops'],
      ],
    },
    { heading: 'section.io', rows: [['field.pcie', pcieText(p, locale, t), 'pcie.version']] },
    {
      heading: 'section.package',
      rows: [
        ['field.socket', p.socket, 'socket'],
        ['field.processNm', unit(p.processNm, 'nm', 0), 'processNm'],
        ...optional('transistors', [
          ['field.transistorsBillion', p.transistorsBillion == null ? null : billions(locale, p.transistorsBillion), 'transistorsBillion'],
        ]),
        ['field.maxTempC', unit(p.maxTempC, '°C', 1)],
        ['field.caseTempC', unit(p.caseTempC ?? null, '°C', 1)],
      ],
    },
    { heading: 'section.advanced', rows: [['field.instructionSets', p.instructionSets.length ? p.instructionSets.join(t('listSeparator')) : null]] },
  ];
}

/** "Arm", "x86 (32-bit)", "Arm (Armv8.6-A)": the record's ISA, else its vendor's rule */
function isaText(p: Processor, t: Translate): string {
  const isa = t(`isa.${isaOf(p)}`);
  return p.isaVersion ? t('isaVersioned', { isa, version: p.isaVersion }) : isa;
}

/** 28 → "28 billion" / "280亿": Intl's long compact form, as each language counts large numbers */
function billions(locale: Locale, value: number): string {
  return new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US', { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 1 }).format(
    value * 1e9,
  );
}

/**
 * Each configuration in one line, as its sources give it: "12 cores (8P + 4E), 16-core GPU;
 * 14 cores (10P + 4E), 20-core GPU"; a vendor's name for one first ("KH-40000/32: 32 cores").
 */
function configurationsText(configurations: readonly Configuration[], namedKinds: boolean, locale: Locale, t: Translate): string | null {
  if (!configurations.length) return null;
  return configurations
    .map((c) => {
      const split =
        c.performanceCores !== null && c.efficientCores !== null
          ? t(namedKinds ? 'configuration.kinds' : 'configuration.split', {
              performance: formatNumber(locale, c.performanceCores),
              efficient: formatNumber(locale, c.efficientCores),
            })
          : '';
      const parts = [
        `${t('configuration.cores', { cores: formatNumber(locale, c.cores) })}${split}`,
        c.gpuCores === null ? null : t('configuration.gpu', { cores: formatNumber(locale, c.gpuCores) }),
        c.baseClockGHz === null && c.boostClockGHz === null
          ? null
          : [c.baseClockGHz, c.boostClockGHz]
              .filter((ghz) => ghz !== null)
              .map((ghz) => formatClock(locale, ghz!))
              .join('–'),
        c.l3CacheMB === null ? null : `L3 ${formatUnit(locale, c.l3CacheMB, 'MB')}`,
        c.memoryMaxGB === null ? null : t('configuration.memory', { size: formatMemorySize(locale, c.memoryMaxGB) }),
      ].filter((part) => part !== null);
      return `${c.name ? `${c.name}${t('labelSeparator')}` : ''}${parts.join(t('clauseSeparator'))}`;
    })
    .join(t('configuration.separator'));
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
  const path =
    field === 'pcie.version' || field === 'pcie.lanes' ? 'pcie' : field === 'igpu.name' ? 'igpu' : field === 'coreKinds' ? 'performanceCores' : field;
  return `field.${path.replace(/\.(\w)/, (_, c: string) => c.toUpperCase())}` as MessageKey;
}

function pcieText(p: Processor, locale: Locale, t: Translate): string | null {
  const { version, lanes } = p.pcie;
  if (version === null) return null;
  if (lanes === null) return `PCIe ${version}`;
  return t('pcieValue', { version, lanes: formatNumber(locale, lanes) });
}
