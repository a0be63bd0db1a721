import type { BenchmarkInfo } from '../../../src/shared/benchmark.js';
import type { Locale } from '../../../src/shared/locales.js';
import { translator, type MessageKey, type Translate } from '../../../src/shared/messages.js';
import { formatLaunch, formatNumber, formatScore } from '../../../src/shared/format.js';

/** A benchmark's words in the locale files (`benchmarks.<id>.*`): its name, short name, unit, method and how its results are counted. */
export function benchmarkText(
  t: Translate,
  benchmark: Pick<BenchmarkInfo, 'id'>,
  field: 'name' | 'short' | 'unit' | 'measures' | 'samples',
  values?: Record<string, string | number>,
): string {
  return t(`benchmarks.${benchmark.id}.${field}` as MessageKey, values);
}

/**
 * How many results a figure rests on ("3 results"), and for a derived one in how many tests ("3
 * results in 1 test"): a derived figure says what it is made of wherever its count is shown.
 */
export function samplesText(
  t: Translate,
  locale: Locale,
  benchmark: Pick<BenchmarkInfo, 'id'>,
  figure: { samples: number; tests?: number | readonly string[] },
): string {
  const tests = typeof figure.tests === 'number' ? figure.tests : figure.tests?.length;
  return benchmarkText(t, benchmark, 'samples', {
    count: formatNumber(locale, figure.samples),
    ...(tests === undefined ? {} : { tests: t('benchmarks.tests', { count: formatNumber(locale, tests) }) }),
  });
}

/**
 * A place on a ladder: "5", or for a figure that states a range, the span of places it could hold,
 * "3–9" (one number when both ends are one).
 */
export function placeText(t: Translate, locale: Locale, rank: number, worstRank: number = rank): string {
  return worstRank === rank ? formatNumber(locale, rank) : t('rangeValue', { min: formatNumber(locale, rank), max: formatNumber(locale, worstRank) });
}

/**
 * A figure's range, "176–276": whole numbers (an uncertainty of a fifth or so has no use for
 * decimals) but below ten, where one decimal still tells ends apart; per watt or per dollar, as
 * such values are written everywhere (formatScore).
 */
export function rangeText(t: Translate, locale: Locale, [low, high]: readonly [number, number], perUnit = false): string {
  const end = (value: number) => (perUnit ? formatScore(locale, value, true) : formatNumber(locale, value, value >= 10 ? 0 : 1));
  return t('rangeValue', { min: end(low), max: end(high) });
}

/**
 * Where a benchmark's figures come from, said wherever they appear: the source's credit with its
 * date (for SPEC, the date the results were retrieved), the licence, and the notice the source's
 * terms ask for (SPEC's trademarks and "derived values", hardinfo2's GPL), each source a link.
 */
export function BenchmarkCredit({ benchmark, locale }: { benchmark: BenchmarkInfo; locale: Locale }) {
  const t = translator(locale);
  const source = (field: 'credit' | 'notice', values?: Record<string, string>) => t(`benchmarkSource.${benchmark.source}.${field}` as MessageKey, values);
  return (
    <p className="benchmark-source" data-source={benchmark.source}>
      {benchmark.synthetic ? <strong>{t('benchmark.synthetic')} </strong> : null}
      <span className="benchmark-source__from">
        {source('credit', {
          date: formatLaunch(locale, benchmark.snapshot),
          licence: benchmark.licence,
          sources: benchmark.derivedFrom?.sources.join(t('verdict.enumerationSeparator')) ?? benchmark.sourceName,
        })}{' '}
        {/* a figure CPU Atlas makes itself — derived, or measured by its own bench — names it in the page's language */}
        <a href={benchmark.sourceUrl}>
          {t('benchmark.sourceLink', {
            source: benchmark.derivedFrom || benchmark.live ? t(`benchmarkSource.${benchmark.source}.name` as MessageKey) : benchmark.sourceName,
          })}
        </a>
        {' · '}
        <a href={benchmark.licenceUrl} rel="license">
          {t('benchmark.licenceLink')}
        </a>
      </span>{' '}
      <span className="benchmark-source__notice">{source('notice')}</span>
    </p>
  );
}

/** What a benchmark measures, in one paragraph (its method, its limits, the one version counted). */
export function BenchmarkMethod({ benchmark, locale }: { benchmark: BenchmarkInfo; locale: Locale }) {
  const t = translator(locale);
  // A derived figure names what it is made of.
  const tests = benchmark.derivedFrom?.benchmarks.map((id) => benchmarkText(t, { id }, 'short')).join(t('verdict.enumerationSeparator')) ?? '';
  return <p className="benchmark-method">{benchmarkText(t, benchmark, 'measures', { version: benchmark.version ?? '', tests })}</p>;
}

/**
 * A bar as long as a share of the best (0–1): decoration, empty of text, beside a number that says
 * the same. A figure with a range draws it over the bar, from its low end to its high end, so two
 * ranges that overlap can be seen to.
 */
export function ScoreBar({ share, range }: { share: number; range?: readonly [number, number] | null }) {
  const percent = (value: number) => Math.max(0, Math.min(1, value)) * 100;
  return (
    <span className="score-bar">
      <span style={{ width: `${Math.max(0.5, Math.min(1, share) * 100).toFixed(1)}%` }} />
      {range ? (
        <span
          className="score-bar__range"
          style={{ left: `${percent(range[0]).toFixed(1)}%`, width: `${(percent(range[1]) - percent(range[0])).toFixed(1)}%` }}
        />
      ) : null}
    </span>
  );
}
