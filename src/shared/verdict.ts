import { DIFFERENCE_THAT_MATTERS } from './benchmark.js';
import { formatLaunch, formatList, formatPercent, formatScore, formatYuan } from './format.js';
import type { Locale } from './locales.js';
import type { MessageKey, Translate } from './messages.js';

/**
 * Compare's answer to "which should I buy", goal by goal: for each thing a buyer may want the
 * processor for, the one the open data says is best, or that they are too close to tell, or that
 * the open data cannot tell — and for games always the last, since no open source measures them.
 * Each answer names what it rests on ("Blender", "the single-thread index"); the data comes from
 * src/catalogue/compare-benchmarks.ts, the words from the locale files (`verdict.*`, and each
 * benchmark's `benchmarks.<id>.basis`). Safe to import in the browser.
 */
export const VERDICT_GOALS = ['multi-thread', 'single-thread', 'efficiency', 'games', 'price'] as const;
export type VerdictGoal = (typeof VERDICT_GOALS)[number];

export type GoalAnswer =
  /**
   * one processor is ahead of every other measured one: by `share` over the next best (`over`),
   * or, for a benchmark whose ratios are no speed ratios (the single-thread index), with the two
   * figures instead of a share
   */
  | { kind: 'best'; processor: number; over: number; share: number; figures?: undefined }
  | { kind: 'best'; processor: number; over: number; share: null; figures: [best: number, over: number] }
  /** the best and these others cannot be told apart (ranges overlap, or under 3% apart) */
  | { kind: 'too-close'; processors: number[] }
  /** fewer than two have a figure the answer may rest on */
  | { kind: 'cannot-tell' }
  /** nothing open measures this goal at all (games) */
  | { kind: 'no-open-data' };

export interface VerdictLine {
  goal: VerdictGoal;
  /** the benchmark the answer rests on, or null (games, the launch price, or no benchmark measures them) */
  benchmark: string | null;
  answer: GoalAnswer;
  /** the compared processors without a figure the answer may rest on (places in the comparison) */
  missing: number[];
  /**
   * the price line only: each processor's China retail price now, in order, when every one has one
   * and the line rests on them; absent, the line rests on the vendors' US launch prices
   */
  retail?: { yuan: number; month: string }[];
}

export interface Verdict {
  lines: VerdictLine[];
}

/**
 * Chinese sets no space between two of its own characters, a full-width bracket or comma among
 * them; a space belongs beside Latin letters and digits only. The messages put a space around
 * each name, right beside "Ryzen 7" and wrong beside "单线程指数" or "（双芯片）".
 */
const SPACE_BETWEEN_HAN = /(?<=[\u3001-\u3011\u3400-\u9fff\uff08\uff09\uff0c])\s+(?=[\u3400-\u9fff])/g;

/** One goal's answer in one language, without the goal's own name; `names` are the compared processors' names in order. */
export function verdictAnswer(line: VerdictLine, names: readonly string[], locale: Locale, t: Translate): string {
  const basis = line.benchmark ? t(`benchmarks.${line.benchmark}.basis` as MessageKey) : '';
  const list = (places: readonly number[]) =>
    formatList(
      locale,
      places.map((place) => names[place]!),
    );
  const { answer } = line;
  let text: string;
  switch (answer.kind) {
    case 'no-open-data':
      text = t('verdict.noOpenData');
      break;
    case 'cannot-tell':
      text = line.goal === 'price' ? t('verdict.noPrices') : line.benchmark ? t('verdict.cannotTell', { benchmark: basis }) : t('verdict.cannotTellAny');
      break;
    case 'too-close':
      text =
        line.goal === 'price'
          ? pricesClose(line, list(answer.processors), answer.processors, locale, t)
          : t('verdict.tooClose', { names: list(answer.processors), benchmark: basis });
      break;
    case 'best': {
      const named = { name: names[answer.processor]!, other: names[answer.over]!, benchmark: basis };
      if (line.retail) {
        text = cheaperInChina(line.retail, answer.processor, answer.over, { ...named, percent: formatPercent(locale, answer.share ?? 0) }, locale, t);
        break;
      }
      if (answer.share === null) {
        text = t('verdict.clearlyFaster', { ...named, best: formatScore(locale, answer.figures[0]), over: formatScore(locale, answer.figures[1]) });
        break;
      }
      text = t(line.goal === 'price' ? 'verdict.cheapest' : line.goal === 'efficiency' ? 'verdict.mostEfficient' : 'verdict.fastest', {
        ...named,
        percent: formatPercent(locale, answer.share),
      });
      break;
    }
  }
  if (line.missing.length && answer.kind !== 'no-open-data') text += t('verdict.missing', { names: list(line.missing) });
  return text.replace(SPACE_BETWEEN_HAN, '');
}

/** "the A, 12% cheaper than the B in China in Aug 2026 (¥…  against ¥…)": the months named once when they are one. */
function cheaperInChina(
  retail: NonNullable<VerdictLine['retail']>,
  best: number,
  over: number,
  named: Record<string, string>,
  locale: Locale,
  t: Translate,
): string {
  const [a, b] = [retail[best]!, retail[over]!];
  const prices = { ...named, best: formatYuan(locale, a.yuan), over: formatYuan(locale, b.yuan) };
  return a.month === b.month
    ? t('verdict.cheaperInChina', { ...prices, month: formatLaunch(locale, a.month) })
    : t('verdict.cheaperInChinaMonths', { ...prices, bestMonth: formatLaunch(locale, a.month), overMonth: formatLaunch(locale, b.month) });
}

/** Prices under DIFFERENCE_THAT_MATTERS apart: too close to call cheaper, said of yuan with each price, or of launch prices. */
function pricesClose(line: VerdictLine, names: string, places: readonly number[], locale: Locale, t: Translate): string {
  const percent = formatPercent(locale, DIFFERENCE_THAT_MATTERS);
  if (!line.retail) return t('verdict.launchPricesClose', { names, percent });
  // Not formatList: it spaces digits from Han characters, and would write "2026 年 10 月".
  const prices = places
    .map((place) => t('price.atMonth', { price: formatYuan(locale, line.retail![place]!.yuan), month: formatLaunch(locale, line.retail![place]!.month) }))
    .join(t('listSeparator'));
  return t('verdict.retailPricesClose', { names, percent, prices });
}

/** The goal's name, as the verdict's list labels it: the price line says which prices it rests on. */
export function verdictGoalName(line: Pick<VerdictLine, 'goal' | 'retail'>, t: Translate): string {
  return line.retail ? t('verdict.goal.retailPrice') : t(`verdict.goal.${line.goal}`);
}

/**
 * The whole verdict as one paragraph, for a summary (the page's description, a test): "Goal:
 * answer. Goal: answer." Chinese sentences follow one another without a space.
 */
export function verdictText(verdict: Verdict, names: readonly string[], locale: Locale, t: Translate): string {
  return verdict.lines
    .map((line) => t('verdict.line', { goal: verdictGoalName(line, t), answer: verdictAnswer(line, names, locale, t) }))
    .join(locale === 'zh' ? '' : ' ');
}
