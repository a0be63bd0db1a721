import { hasFewSamples, type BenchmarkScore, type BenchmarkSource } from '../../src/shared/benchmark.js';
import type { Locale } from '../../src/shared/locales.js';
import { translator } from '../../src/shared/messages.js';
import { processorKey, type Processor } from '../../src/shared/processor.js';
import { formatNumber, formatScore } from '../format.js';
import { BenchmarkSourceNote, ScoreBar } from './benchmark-source.js';

/** The compared processors' scores, each bar relative to the best of them; "no result yet" where there is none. */
export function CompareScores({ processors, scores, source, locale }: {
  processors: Pick<Processor, 'vendor' | 'id' | 'name'>[];
  scores: (BenchmarkScore | null)[];
  source: BenchmarkSource;
  locale: Locale;
}) {
  const t = translator(locale);
  const best = Math.max(0, ...scores.map((score) => score?.score ?? 0));
  return (
    <section className="compare-scores panel" aria-labelledby="compare-scores">
      <h2 id="compare-scores">{t('compare.scores')}</h2>
      <dl>
        {processors.map((p, i) => {
          const score = scores[i] ?? null;
          return (
            <div key={processorKey(p)} className={`vendor-${p.vendor}`}>
              <dt>{t(`vendor.${p.vendor}`)} {p.name}</dt>
              <dd>
                {score ? (
                  <>
                    <span className="compare-scores__value">{formatScore(locale, score.score)}</span>
                    <ScoreBar share={score.score / best} />
                    <span className="muted">
                      {t('score.samples', { count: formatNumber(locale, score.samples) })}
                      {hasFewSamples(score) ? ` · ${t('score.fewSamples')}` : ''}
                    </span>
                  </>
                ) : <span className="muted">{t('score.none')}</span>}
              </dd>
            </div>
          );
        })}
      </dl>
      <BenchmarkSourceNote source={source} measures="benchmark.measuresBrief" locale={locale} />
    </section>
  );
}
