import type { BenchmarkInfo } from '../../../src/shared/benchmark.js';
import { DEFAULT_LADDER_QUERY, ladderHref } from '../../../src/shared/ladder-query.js';
import type { Locale } from '../../../src/shared/locales.js';
import { translator } from '../../../src/shared/messages.js';
import type { HomeLadder } from '../../../src/shared/page-data/home.js';
import { formatLaunch, formatNumber, formatScore } from '../../../src/shared/format.js';
import { ProcessorLink } from '../processor-link.js';
import { BenchmarkCredit, ScoreBar, benchmarkText } from './benchmark-source.js';

/**
 * The top of each ladder of one benchmark (the ladder's default), naming it, each linking to the
 * whole ladder; and the ladders of the other questions a visitor asks: one thread, and value for
 * money (the desktop ladder per 100 yuan of the price now, where the catalogue has prices).
 */
export function LadderTops({
  ladders,
  benchmark,
  singleThread,
  pricesMonth,
  locale,
}: {
  ladders: HomeLadder[];
  benchmark: BenchmarkInfo;
  singleThread: BenchmarkInfo | null;
  pricesMonth: string | null;
  locale: Locale;
}) {
  const t = translator(locale);
  return (
    <section className="home-ladders" aria-labelledby="home-ladders">
      <h2 id="home-ladders">{t('home.ladders')}</h2>
      <p className="benchmark-method">
        {t('home.laddersBenchmark', { benchmark: benchmarkText(t, benchmark, 'name'), unit: benchmarkText(t, benchmark, 'unit') })}{' '}
        <a href={ladderHref(locale, DEFAULT_LADDER_QUERY)}>{t('home.laddersOthers')}</a>
      </p>
      {/* The other question a visitor asks: how fast on one thread. */}
      {singleThread ? (
        <p className="benchmark-method">
          {t('home.laddersSingleThread')}{' '}
          <a href={ladderHref(locale, { ...DEFAULT_LADDER_QUERY, benchmark: singleThread.id })}>
            {t('home.laddersSingleThreadLink', { benchmark: benchmarkText(t, singleThread, 'short') })}
          </a>
        </p>
      ) : null}
      {pricesMonth ? (
        <p className="benchmark-method home-ladders__value">
          {t('home.laddersValue')}{' '}
          <a href={ladderHref(locale, { ...DEFAULT_LADDER_QUERY, metric: 'per-yuan' })}>
            {t('home.laddersValueLink', { month: formatLaunch(locale, pricesMonth) })}
          </a>
        </p>
      ) : null}
      <BenchmarkCredit benchmark={benchmark} locale={locale} />
      <div className="home-ladders__grid">
        {ladders
          .filter((ladder) => ladder.total > 0)
          .map((ladder) => {
            const segment = t(`ladderSegment.${ladder.segment}`);
            return (
              <div key={ladder.segment} className="panel">
                <h3>{segment}</h3>
                <ol className="ladder-top">
                  {ladder.top.map((entry) => (
                    <li key={`${entry.vendor}:${entry.id}`} className={`vendor-${entry.vendor}`}>
                      <span className="ladder-top__name">
                        <span className={`vendor-tag vendor-${entry.vendor}`}>{t(`vendor.${entry.vendor}`)}</span>{' '}
                        <ProcessorLink processor={entry} locale={locale} />
                      </span>
                      <span className="ladder-top__value">{formatScore(locale, entry.value)}</span>
                      <ScoreBar share={entry.share} />
                    </li>
                  ))}
                </ol>
                <p className="ladder-top__all">
                  <a href={ladderHref(locale, { ...DEFAULT_LADDER_QUERY, benchmark: benchmark.id, segment: ladder.segment })}>
                    {t('home.ladderAll', { segment })}
                  </a>{' '}
                  <span className="muted">{t('parenthetical', { text: formatNumber(locale, ladder.total) })}</span>
                </p>
              </div>
            );
          })}
      </div>
    </section>
  );
}
