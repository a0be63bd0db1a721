import type { BenchmarkSource } from '../../../src/shared/benchmark.js';
import type { Locale } from '../../../src/shared/locales.js';
import { translator } from '../../../src/shared/messages.js';
import { formatLaunch } from '../../../src/shared/format.js';

/**
 * What a score measures and where it comes from, said wherever scores are shown: the benchmark,
 * its limits (rendering, not games or single-thread speed), the source, the snapshot's date and
 * the licence, each source a link.
 */
export function BenchmarkSourceNote({ source, measures, locale }: {
  source: BenchmarkSource;
  /** the sentence on what the score measures: whole on the ladder, brief beside a score (the caller names it, so
   *  only that sentence travels in its page's messages) */
  measures: 'benchmark.measures' | 'benchmark.measuresBrief';
  locale: Locale;
}) {
  const t = translator(locale);
  return (
    <p className="benchmark-source">
      {source.synthetic ? <strong>{t('benchmark.synthetic')} </strong> : null}
      {t(measures, { version: source.version })}{' '}
      <span className="benchmark-source__from">
        {t('benchmark.from')} <a href={source.url}>{source.name}</a>
        {' · '}{t('benchmark.snapshot', { date: formatLaunch(locale, source.snapshot) })}
        {' · '}<a href={source.licenceUrl} rel="license">{t('benchmark.licence', { licence: source.licence })}</a>
      </span>
    </p>
  );
}

/** A bar as long as a share of the best (0–1): decoration, empty of text, beside a number that says the same. */
export function ScoreBar({ share }: { share: number }) {
  return (
    <span className="score-bar">
      <span style={{ width: `${Math.max(0.5, Math.min(1, share) * 100).toFixed(1)}%` }} />
    </span>
  );
}
