import { translator } from '../../shared/messages.js';
import type { CompareData, CompareParts } from '../../shared/page-data/compare.js';
import { verdictAnswer, verdictGoalName } from '../../shared/verdict.js';
import { emptyCard, type CardKind } from '../card-content.js';

/** A comparison: the processors' names and vendors, and the verdict's answer to each goal. */
export const compareCard: CardKind<CompareData, CompareParts> = ({ data, parts, locale }) => {
  const t = translator(locale);
  const names = data.processors.map((processor) => processor.name);
  const verdict = parts.result?.verdict;
  return {
    ...emptyCard,
    kicker: t('cards.kind.compare'),
    title: names.length ? names.join(t('cards.versus')) : t('cards.compareEmpty'),
    vendors: [...new Set(data.processors.map((processor) => processor.vendor))],
    lines: verdict
      ? verdict.lines.slice(0, 3).map((line) => t('verdict.line', { goal: verdictGoalName(line, t), answer: verdictAnswer(line, names, locale, t) }))
      : [],
  };
};
