import { formatPercent } from './format.js';
import type { Locale } from './locales.js';
import type { MessageKey, Translate } from './messages.js';

/**
 * The one sentence compare says about 2–4 processors: the first against each other one, the
 * differences that matter with what each rests on ("in Blender", "at launch"). The data comes from
 * src/catalogue/compare-benchmarks.ts; the words from the locale files (`verdict.*`, and each
 * benchmark's short name, `benchmarks.<id>.short`). Safe to import in the browser.
 */
export type VerdictDifference =
  /** in a benchmark: by how much (a share: 0.12 is 12%), and whether the subject is the faster */
  | { kind: 'benchmark'; benchmark: string; share: number; better: boolean; samples: [number, number] }
  /** at launch price: whether the subject is the cheaper */
  | { kind: 'price'; share: number; better: boolean };

export interface Verdict {
  /** the processor the sentence is about: the first compared */
  subject: number;
  against: { other: number; differences: VerdictDifference[] }[];
}

/**
 * Chinese sets no space between two of its own characters, a full-width bracket or comma among
 * them; a space belongs beside Latin letters and digits only. The messages put one after the
 * benchmark's name ("{benchmark} 快"), right after "Blender" and wrong after "单线程" or "（双芯片）".
 */
const SPACE_BETWEEN_HAN = /(?<=[\u3001-\u3011\u3400-\u9fff\uff08\uff09\uff0c])\s+(?=[\u3400-\u9fff])/g;

/** The sentence in one language; `names` are the compared processors' names, in the compare order. */
export function verdictSentence(verdict: Verdict, names: readonly string[], locale: Locale, t: Translate): string {
  const clauses = verdict.against.map(({ other, differences }, index) => {
    const values = { subject: names[verdict.subject]!, other: names[other]! };
    if (!differences.length) return t(index ? 'verdict.nextSame' : 'verdict.firstSame', values);
    const listed = differences.map((difference) => {
      const amount = formatPercent(locale, difference.share);
      if (difference.kind === 'price') return t(difference.better ? 'verdict.cheaper' : 'verdict.dearer', { percent: amount });
      const benchmark = t(`benchmarks.${difference.benchmark}.short` as MessageKey);
      return t(difference.better ? 'verdict.faster' : 'verdict.slower', { percent: amount, benchmark }).replace(SPACE_BETWEEN_HAN, '');
    });
    return t(index ? 'verdict.next' : 'verdict.first', { ...values, differences: listed.join(t('verdict.listSeparator')) });
  });
  return clauses.join(t('verdict.clauseSeparator')) + t('verdict.end');
}
