import type { Locale } from '../../../src/shared/locales.js';
import type { MessageKey, Translate } from '../../../src/shared/messages.js';
import type { Processor } from '../../../src/shared/processor.js';
import { unrankedBy } from '../../../src/shared/benchmark.js';
import type { CompareBenchmark, CompareMark, CompareRetail } from '../../../src/shared/page-data/compare.js';
import { formatLaunch, formatNumber, formatScore, formatYuan } from '../../../src/shared/format.js';
import { benchmarkText, rangeText, samplesText } from '../benchmark/benchmark-source.js';
import { powerText } from '../benchmark/power-basis.js';
import { optionalRowsOf, specSections } from '../spec-sections.js';

/**
 * The compare table as data: the detail page's sections and rows (views/parts/spec-sections.ts),
 * one cell per processor, and for rows where more or less is better, the number behind each
 * cell. Which cell is best and how long each bar is follow from that alone, so any row with
 * numbers — a benchmark score, say — is marked and drawn like the rest.
 */
export type Better = 'higher' | 'lower';

export interface CompareCell {
  /** the value as the detail page prints it; null when unknown */
  text: string | null;
  /** said beside it in a smaller voice: how many results a figure rests on, that it is doubtful, what a per-watt value is divided by */
  note?: string;
  /** the note is a warning: a per-watt value divided by the TDP, below what the part may draw */
  noteMarked?: boolean;
  /** the number to rank and draw, on rows that have a better direction */
  value: number | null;
}

export interface CompareRow {
  label: MessageKey;
  /** the row's header when it is not a message of its own (a benchmark's name) */
  labelText?: string;
  /** the best of each cell and its bar, where the row's data decided them (src/catalogue/compare-benchmarks.ts):
   *  a doubtful figure is shown but never wins */
  marks?: CompareMark[];
  cells: CompareCell[];
  /** which way is better; null where neither is (a codename, a socket) */
  better: Better | null;
  /** what an unknown cell says, when not "—" */
  missing?: MessageKey;
}

export interface CompareSection {
  heading: MessageKey;
  rows: CompareRow[];
}

/**
 * Rows where a buyer counts more as better, or less. Power and price count less as better: the
 * same work for fewer watts and less money. Process size is left out: the vendors' node names
 * are not comparable across foundries.
 */
const MEASURES: Partial<Record<MessageKey, { better: Better; value: (p: Processor) => number | null }>> = {
  'field.cores': { better: 'higher', value: (p) => p.cores },
  'field.threads': { better: 'higher', value: (p) => p.threads },
  'field.performanceCores': { better: 'higher', value: (p) => p.performanceCores },
  'field.efficientCores': { better: 'higher', value: (p) => p.efficientCores },
  'field.baseClockGHz': { better: 'higher', value: (p) => p.baseClockGHz },
  'field.boostClockGHz': { better: 'higher', value: (p) => p.boostClockGHz },
  'field.l2CacheMB': { better: 'higher', value: (p) => p.l2CacheMB },
  'field.l3CacheMB': { better: 'higher', value: (p) => p.l3CacheMB },
  'field.memoryChannels': { better: 'higher', value: (p) => p.memory.channels },
  'field.memoryMaxGB': { better: 'higher', value: (p) => p.memory.maxGB },
  'field.memoryBandwidthGBs': { better: 'higher', value: (p) => p.memory.bandwidthGBs ?? null },
  'field.igpuMaxFreqMHz': { better: 'higher', value: (p) => p.igpu?.maxFreqMHz ?? null },
  'field.npuTops': { better: 'higher', value: (p) => p.npuTops },
  'field.tdpW': { better: 'lower', value: (p) => p.tdpW },
  'field.launchPriceUSD': { better: 'lower', value: (p) => p.launchPriceUSD },
};

/**
 * The table's sections. With benchmarks (each one any of the processors has), a first section
 * holds them: per benchmark its figures, then per watt (each value saying what it is divided by),
 * per launch dollar and per 100 yuan of the China retail price now where any is known, each row
 * marked as the catalogue decided. With China retail prices, the price now follows the launch
 * price: each in its own currency, never one converted into the other.
 */
export function compareSections(
  processors: readonly Processor[],
  locale: Locale,
  t: Translate,
  benchmarks: readonly CompareBenchmark[] = [],
  retail: CompareRetail | null = null,
): CompareSection[] {
  // Every processor gets the same rows (hybrid rows included, and each optional row any of them
  // states: an Apple chip's unified memory beside a Ryzen's "—"), so they line up.
  const optionalRows = new Set(processors.flatMap(optionalRowsOf));
  const sectionsOf = processors.map((p) => specSections(p, locale, t, { hybridRows: true, optionalRows }));
  const first = sectionsOf[0] ?? [];
  const benchmarkSection: CompareSection[] = benchmarks.length
    ? [{ heading: 'score.heading', rows: benchmarks.flatMap((entry) => benchmarkRows(entry, locale, t)) }]
    : [];
  return benchmarkSection.concat(
    first.map((section, s) => ({
      heading: section.heading,
      rows: section.rows.flatMap(([label], r): CompareRow[] => {
        const measure = MEASURES[label];
        const row: CompareRow = {
          label,
          better: measure?.better ?? null,
          cells: processors.map((p, i) => ({ text: sectionsOf[i]![s]!.rows[r]![1], value: measure ? usable(measure.value(p)) : null })),
        };
        return label === 'field.launchPriceUSD' && retail ? [row, retailRow(retail, locale, t)] : [row];
      }),
    })),
  );
}

/** "Price now (¥, China retail)": each price with its month, or since when it has had none; the lowest marked. */
function retailRow({ now, price }: CompareRetail, locale: Locale, t: Translate): CompareRow {
  return {
    label: 'compare.priceNow',
    better: 'lower',
    marks: price,
    cells: now.map((entry) =>
      'yuan' in entry
        ? { text: formatYuan(locale, entry.yuan), note: formatLaunch(locale, entry.month), value: entry.yuan }
        : { text: entry.since ? t('price.noneSince', { month: formatLaunch(locale, entry.since) }) : t('compare.notPricedInChina'), value: null },
    ),
  };
}

/** One benchmark's rows: its figures with their counts, then per watt and per dollar when any processor has them. */
function benchmarkRows({ benchmark, figures, score, perWatt, power, perDollar, perHundredYuan }: CompareBenchmark, locale: Locale, t: Translate): CompareRow[] {
  const short = benchmarkText(t, benchmark, 'short');
  const row = (
    labelText: string,
    marks: CompareMark[],
    text: (mark: CompareMark, i: number) => string | null,
    note?: (i: number) => string | undefined,
    noteMarked?: (i: number) => boolean,
  ): CompareRow => ({
    label: 'score.heading',
    labelText,
    better: benchmark.direction,
    missing: 'compare.noScore',
    marks,
    cells: marks.map((mark, i) => ({ text: text(mark, i), value: mark.value, note: note?.(i), ...(noteMarked?.(i) ? { noteMarked: true } : {}) })),
  });
  const rows = [
    row(
      t('compare.figureRow', { name: benchmarkText(t, benchmark, 'name'), unit: benchmarkText(t, benchmark, 'unit') }),
      score,
      // A figure that states a range shows it: two whose ranges overlap are too close to tell.
      (_, i) => {
        const figure = figures[i];
        if (!figure) return null;
        return (
          formatScore(locale, figure.score) + (figure.range ? t('score.aside', { text: rangeText(t, locale, [figure.range.low, figure.range.high]) }) : '')
        );
      },
      (i) => {
        const figure = figures[i];
        if (!figure) return undefined;
        const count = samplesText(t, locale, benchmark, figure);
        const why = unrankedBy(benchmark, figure);
        return why === null ? count : `${count} · ${t(why === 'doubtful' ? 'doubt.label' : 'score.fewSamples')}`;
      },
    ),
  ];
  // A system figure is divided by the system's watts and price (src/shared/figure-metrics.ts), and the row says so.
  const system = benchmark.chips > 1;
  const per = (metric: 'per-watt' | 'per-dollar' | 'per-100-yuan', marks: CompareMark[]) => {
    const labelKey =
      metric === 'per-100-yuan'
        ? 'compare.perHundredYuan'
        : metric === 'per-watt'
          ? system
            ? 'compare.perWattSystem'
            : 'compare.perWatt'
          : system
            ? 'compare.perDollarSystem'
            : 'compare.perDollar';
    const label = t(labelKey, { benchmark: short, chips: formatNumber(locale, benchmark.chips) });
    // A processor with a figure but no value says why: its figure is doubtful (the catalogue does
    // not divide it), or the record has no power rating or launch price, or it has no price in China now; not "no result yet".
    const divisorMissing = t(metric === 'per-watt' ? 'compare.noTdp' : metric === 'per-dollar' ? 'compare.noPrice' : 'compare.noPriceNow');
    const missing = (i: number) => (figures[i]?.doubt ? t('compare.doubtfulNotDivided') : figures[i] ? divisorMissing : null);
    // Per watt, each value says what it is divided by ("253 W max turbo"); a TDP is marked.
    const divisor = (i: number) => (metric === 'per-watt' && marks[i]!.value !== null ? power[i] : null);
    if (marks.some((mark) => mark.value !== null)) {
      rows.push(
        row(
          label,
          marks,
          (mark, i) => (mark.value !== null ? formatScore(locale, mark.value, true) : missing(i)),
          (i) => {
            const by = divisor(i);
            return by ? powerText(t, locale, by) : undefined;
          },
          (i) => divisor(i)?.basis === 'tdp',
        ),
      );
    }
  };
  per('per-watt', perWatt);
  per('per-dollar', perDollar);
  per('per-100-yuan', perHundredYuan);
  return rows;
}

function usable(value: number | null): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** The processors' values differ (unknown counts as a value of its own). */
export function rowDiffers(row: CompareRow): boolean {
  return new Set(row.cells.map((cell) => cell.text)).size > 1;
}

/** The columns holding the best value, ties included; none when fewer than two are known or all known are equal. */
export function bestColumns(row: CompareRow): Set<number> {
  if (row.marks) return new Set(row.marks.flatMap((mark, i) => (mark.best ? [i] : [])));
  const known = row.cells.map((cell) => cell.value).filter((value): value is number => value !== null);
  if (!row.better || known.length < 2) return new Set();
  const best = row.better === 'higher' ? Math.max(...known) : Math.min(...known);
  if (known.every((value) => value === best)) return new Set();
  return new Set(row.cells.flatMap((cell, i) => (cell.value === best ? [i] : [])));
}

/** Each cell's bar as a share of the best (the best is 1; on a "lower" row, best ÷ value); null where unknown. */
export function barShares(row: CompareRow): (number | null)[] {
  if (row.marks) return row.marks.map((mark) => mark.relative);
  const known = row.cells.map((cell) => cell.value).filter((value): value is number => value !== null);
  if (!row.better || !known.length) return row.cells.map(() => null);
  const best = row.better === 'higher' ? Math.max(...known) : Math.min(...known);
  return row.cells.map(({ value }) => {
    if (value === null) return null;
    if (row.better === 'higher') return best > 0 ? value / best : 1;
    return value > 0 ? best / value : 1;
  });
}

/** The rows to show: all, or only those that differ; sections left empty are dropped. */
export function visibleSections(sections: readonly CompareSection[], differencesOnly: boolean): CompareSection[] {
  if (!differencesOnly) return [...sections];
  return sections.map((section) => ({ ...section, rows: section.rows.filter(rowDiffers) })).filter((section) => section.rows.length > 0);
}
