import { formatPercent } from './format.js';
import type { Locale } from './locales.js';
import type { MessageKey, Translate } from './messages.js';

/**
 * The one sentence compare says about 2–4 processors: the first against each other one, the
 * differences that matter, each clause naming what it rests on ("in multi-thread rendering
 * (Blender)", "in the single-thread index", "at launch"), what one of them lacks (any figure, or a
 * ranked one in a headline benchmark the other has), and once, at the end, that no open source
 * measures games. The data comes from src/catalogue/compare-benchmarks.ts; the words from the
 * locale files (`verdict.*`, and each benchmark's basis, `benchmarks.<id>.basis`). Safe to import
 * in the browser.
 */
export type VerdictDifference =
  /** in a benchmark: by how much (a share: 0.12 is 12%), and whether the subject is the faster */
  | { kind: 'benchmark'; benchmark: string; share: number; better: boolean; samples: [number, number] }
  /** at launch price: whether the subject is the cheaper */
  | { kind: 'price'; share: number; better: boolean };

/** What one of a pair lacks: no figure at all (`benchmarks` empty), or no ranked figure in these, where the other has one. */
export interface VerdictMissing {
  /** the processor's place in the comparison */
  processor: number;
  benchmarks: string[];
}

export interface Verdict {
  /** the processor the sentence is about: the first compared */
  subject: number;
  against: { other: number; differences: VerdictDifference[]; missing: VerdictMissing[] }[];
}

/**
 * Chinese sets no space between two of its own characters, a full-width bracket or comma among
 * them; a space belongs beside Latin letters and digits only. The messages put one after the
 * benchmark's name ("{benchmark} 快"), right after "Blender" and wrong after "单线程" or "（双芯片）".
 */
const SPACE_BETWEEN_HAN = /(?<=[\u3001-\u3011\u3400-\u9fff\uff08\uff09\uff0c])\s+(?=[\u3400-\u9fff])/g;

/** The sentence in one language; `names` are the compared processors' names, in the compare order. */
export function verdictSentence(verdict: Verdict, names: readonly string[], locale: Locale, t: Translate): string {
  const basis = (benchmark: string) => t(`benchmarks.${benchmark}.basis` as MessageKey);
  const clauses = verdict.against.map(({ other, differences, missing }, index) => {
    const values = { subject: names[verdict.subject]!, other: names[other]! };
    const listed = differences.map((difference) => {
      const amount = formatPercent(locale, difference.share);
      if (difference.kind === 'price') return t(difference.better ? 'verdict.cheaper' : 'verdict.dearer', { percent: amount });
      return t(difference.better ? 'verdict.faster' : 'verdict.slower', { percent: amount, benchmark: basis(difference.benchmark) }).replace(SPACE_BETWEEN_HAN, '');
    });
    const lacking = missing.map(({ processor, benchmarks }) => benchmarks.length
      ? t('verdict.notRanked', { name: names[processor]!, benchmarks: benchmarks.map(basis).join(t('verdict.enumerationSeparator')) }).replace(SPACE_BETWEEN_HAN, '')
      : t('verdict.noFigures', { name: names[processor]! }));
    if (!listed.length && !lacking.length) return t(index ? 'verdict.nextSame' : 'verdict.firstSame', values);
    // The benchmarks first, then what is missing, then the price.
    const price = differences.findIndex((difference) => difference.kind === 'price');
    const clause = price === -1 ? [...listed, ...lacking] : [...listed.slice(0, price), ...lacking, ...listed.slice(price)];
    return t(index ? 'verdict.next' : 'verdict.first', { ...values, differences: clause.join(t('verdict.listSeparator')) });
  });
  return clauses.join(t('verdict.clauseSeparator')) + t('verdict.end') + t('verdict.games');
}
