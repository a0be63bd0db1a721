import { hasFewSamples } from '../../../src/shared/benchmark.js';
import type { ProcessorParts } from '../../../src/shared/page-data/processor.js';
import { translator } from '../../../src/shared/messages.js';
import { formatNumber, formatPercent, formatScore } from '../../../src/shared/format.js';
import { BenchmarkSourceNote } from './benchmark-source.js';
import type { PartProps } from '../../view-module.js';

/** The detail page's score: value, rank, per-watt and per-dollar, provenance, and the way to the ladder. */
export function ScoreBlock({ benchmark: b, locale }: PartProps<NonNullable<ProcessorParts['score']>>) {
  const t = translator(locale);
  const { score } = b;
  const fact = (label: string, value: string) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>;
  return (
    <section className="score-block panel" aria-labelledby="score-heading">
      <h2 id="score-heading">{t('score.heading')}</h2>
      {score ? (
        <>
          <p className="score-block__value">
            <strong>{formatScore(locale, score.score)}</strong> <span className="muted">{t('score.unit')}</span>
            {hasFewSamples(score) ? <span className="few-samples">{t('score.fewSamples')}</span> : null}
          </p>
          <dl className="score-block__facts">
            {b.segment && b.rank !== null
              ? fact(t('score.rank', { segment: t(`ladderSegment.${b.segment}`), rank: formatNumber(locale, b.rank), total: formatNumber(locale, b.total) }),
                b.fasterThan === null ? '' : t('score.fasterThan', { share: formatPercent(locale, b.fasterThan) }))
              : null}
            {b.tier ? fact(t('ladder.tier'), t(`tier.${b.tier}`)) : null}
            {b.perWatt !== null ? fact(t('metric.per-watt'), formatScore(locale, b.perWatt, true)) : null}
            {b.perDollar !== null ? fact(t('metric.per-dollar'), formatScore(locale, b.perDollar, true)) : null}
            {fact(t('ladder.samples'), formatNumber(locale, score.samples))}
          </dl>
        </>
      ) : <p>{t('score.none')}</p>}
      <BenchmarkSourceNote source={b.source} measures="benchmark.measuresBrief" locale={locale} />
      {b.ladderHref ? <p><a href={b.ladderHref}>{t('score.whereOnLadder')}</a></p> : null}
    </section>
  );
}
