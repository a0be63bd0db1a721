import type { ReactNode } from 'react';
import { doubtMessage, type BenchmarkInfo, type IndexAbsence } from '../../../src/shared/benchmark.js';
import type { Locale } from '../../../src/shared/locales.js';
import type { ProcessorBenchmark, ProcessorParts } from '../../../src/shared/page-data/processor.js';
import { translator, type MessageKey, type Translate } from '../../../src/shared/messages.js';
import { formatLaunch, formatNumber, formatScore } from '../../../src/shared/format.js';
import { ProcessorLink } from '../processor-link.js';
import { hrefFor } from '../../../src/shared/route-paths.js';
import { BenchmarkCredit, BenchmarkMethod, benchmarkText, placeText, rangeText, samplesText } from './benchmark-source.js';
import { indexAbsenceText } from './index-absence.js';
import { PowerTag } from './power-basis.js';
import type { PartProps } from '../../view-module.js';

/**
 * The detail page's open benchmarks: every benchmark that has the processor, each with its figure,
 * its rank on that benchmark's ladder of the segment (or why it has none), its results (SPEC's each
 * linked to its disclosure), what it measures, and, once per source, the credit, licence and notice
 * the source's terms ask for. A processor no open result names says so and why, instead of
 * offering a ladder that does not list it.
 */
export function ScoreBlock({ benchmarks, sources, embedded, headlines, indexAbsence, benchInvite, locale }: PartProps<NonNullable<ProcessorParts['score']>>) {
  const t = translator(locale);
  // One group per source, in the catalogue's order: the source's credit follows its figures once.
  const groups: ProcessorBenchmark[][] = [];
  for (const entry of benchmarks) {
    const last = groups[groups.length - 1];
    if (last && last[0]!.benchmark.source === entry.benchmark.source) last.push(entry);
    else groups.push([entry]);
  }
  return (
    <section className="score-block panel" aria-labelledby="score-heading">
      <h2 id="score-heading">{t('score.heading')}</h2>
      {benchmarks.length ? (
        <>
          {/* The open benchmarks themselves: the index derived from some of them is not one more. */}
          <p className="benchmark-method">
            {t('score.intro', { count: formatNumber(locale, benchmarks.filter((entry) => !entry.benchmark.derivedFrom).length) })}
          </p>
          <Headlines headlines={headlines} benchmarks={benchmarks} absence={indexAbsence} locale={locale} t={t} />
          {groups.map((group) => (
            <div key={group[0]!.benchmark.source} className="score-source">
              <div className="score-source__figures">
                {group.map((entry) => (
                  <BenchmarkFigureCard key={entry.benchmark.id} entry={entry} locale={locale} t={t} />
                ))}
              </div>
              <BenchmarkCredit benchmark={group[0]!.benchmark} locale={locale} />
            </div>
          ))}
        </>
      ) : (
        <>
          <p>
            <strong>{t('score.none')}</strong>
          </p>
          <p className="benchmark-method">
            {t('score.noneWhy', { sources: sources.map((source) => source.name).join(t('verdict.listSeparator')) })}
            {embedded ? <> {t('score.noneEmbedded')}</> : null}
          </p>
        </>
      )}
      {benchInvite ? <BenchInvite invite={benchInvite} locale={locale} t={t} /> : null}
    </section>
  );
}

interface Words {
  locale: Locale;
  t: Translate;
}

/**
 * No CPU Atlas Bench result counts for the processor yet: said in words, with the way to make one —
 * the bench's page with this processor picked — where its cards would be. A plain link: it works
 * without JavaScript, though the bench itself needs it and says so.
 */
function BenchInvite({ invite, locale, t }: Words & { invite: NonNullable<ProcessorParts['score']>['benchInvite'] & {} }) {
  return (
    <p className="score-invite" id="score-atlas-bench">
      {t('score.benchNone', { count: formatNumber(locale, invite.rankedResults) })}{' '}
      <a className="button button--secondary" href={hrefFor('bench', locale, {}, { cpu: invite.key })}>
        {t('bench.link')}
      </a>
    </p>
  );
}

/**
 * The two answers first: multi-thread rendering and the single-thread index, each with its figure
 * and rank, why it has none, or that no result names the processor, linking to its card below. The
 * index, which states a range, gives the range and where it stands by it (how many it is clearly
 * faster and slower than, too close to tell from the rest), never a rank from the figure alone; a
 * processor without an index is told why. A processor with no figure in the headline's benchmark but
 * one in another of its scope (a server part with SPECrate figures and no Blender result) is given
 * that one's figure, named, rather than "no result" above the figures it has; the index's narrow
 * tests never stand in for it.
 */
function Headlines({
  headlines,
  benchmarks,
  absence,
  locale,
  t,
}: Words & { headlines: BenchmarkInfo[]; benchmarks: ProcessorBenchmark[]; absence: IndexAbsence | null }) {
  return (
    <dl className="score-headlines" aria-label={t('score.headlines')}>
      {headlines.map((headline) => {
        const entry =
          benchmarks.find((candidate) => candidate.benchmark.id === headline.id) ??
          (headline.derivedFrom
            ? undefined
            : benchmarks.find((candidate) => candidate.benchmark.scope === headline.scope && !candidate.benchmark.derivedFrom && candidate.rank !== null)) ??
          (headline.derivedFrom ? undefined : benchmarks.find((candidate) => candidate.benchmark.scope === headline.scope && !candidate.benchmark.derivedFrom));
        const benchmark = entry?.benchmark ?? headline;
        const name = benchmarkText(t, benchmark, 'short');
        return (
          <div key={benchmark.id}>
            <dt>{t(`score.scope.${benchmark.scope}`)}</dt>
            <dd>
              {entry ? (
                <>
                  <a href={`#score-${benchmark.id}`}>{name}</a> <strong>{formatScore(locale, entry.figure.score)}</strong>
                  {entry.figure.range ? (
                    <span className="score-range">{t('score.aside', { text: rangeText(t, locale, [entry.figure.range.low, entry.figure.range.high]) })}</span>
                  ) : null}
                  {' · '}
                  {entry.segment && entry.rank !== null ? (
                    benchmark.ranged ? (
                      <Separated entry={entry} locale={locale} t={t} />
                    ) : (
                      t('score.rank', {
                        segment: t(`ladderSegment.${entry.segment}`),
                        rank: formatNumber(locale, entry.rank),
                        total: formatNumber(locale, entry.total),
                      })
                    )
                  ) : (
                    `${t('score.unranked')}${locale === 'en' ? ' ' : ''}${t('parenthetical', { text: entry.figure.doubt ? t('doubt.label') : samplesText(t, locale, benchmark, entry.figure) })}`
                  )}
                </>
              ) : absence && benchmark.derivedFrom ? (
                <>
                  {t('score.indexAbsent', { benchmark: name, reason: indexAbsenceText(t, locale, absence) })}
                  {/* Its tests' own figures are the cards below, where it has any. */}
                  {benchmarks.some((other) => benchmark.derivedFrom!.benchmarks.includes(other.benchmark.id)) ? (
                    <Unbroken text={t('score.indexAbsentBelow')} />
                  ) : null}
                </>
              ) : (
                t('score.headlineNone', { benchmark: name })
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * A short sentence kept on one line, so a line break never leaves a word or a character of it alone;
 * the space before it (English has one, Chinese none) stays outside, where the line may break.
 */
function Unbroken({ text }: { text: string }) {
  const sentence = text.trimStart();
  return (
    <>
      {text.slice(0, text.length - sentence.length)}
      <span className="score-headlines__below">{sentence}</span>
    </>
  );
}

/**
 * A ranged figure's standing as separation() has it, from the span of places it could hold: how
 * many of the others on its ladder it is clearly faster than, clearly slower than, too close to
 * tell from. In full on wide screens, in a few words on a phone (the stylesheet shows one).
 */
function Separated({ entry, locale, t }: Words & { entry: ProcessorBenchmark }) {
  const others = entry.total - 1;
  if (others < 1 || entry.rank === null) return null;
  const worst = entry.worstRank ?? entry.rank;
  const counts = {
    others: formatNumber(locale, others),
    below: formatNumber(locale, entry.total - worst),
    above: formatNumber(locale, entry.rank - 1),
    close: formatNumber(locale, worst - entry.rank),
    segment: t(`ladderSegment.${entry.segment!}`),
  };
  return (
    <>
      <span className="score-separated score-separated--long">{t('score.separated', counts)}</span>
      <span className="score-separated score-separated--short">{t('score.separatedShort', counts)}</span>
    </>
  );
}

function BenchmarkFigureCard({ entry, locale, t }: Words & { entry: ProcessorBenchmark }) {
  const { benchmark, figure } = entry;
  const fact = (label: string, value: string, beside: ReactNode = null) => (
    <div key={label}>
      <dt>{label}</dt>
      <dd>
        {value}
        {beside}
      </dd>
    </div>
  );
  const samples = samplesText(t, locale, benchmark, figure);
  // A system figure is divided by the system's watts and price: its label says whose.
  const metricLabel = (metric: 'per-watt' | 'per-dollar') =>
    benchmark.chips > 1 ? t('score.systemMetric', { metric: t(`metric.${metric}`), chips: formatNumber(locale, benchmark.chips) }) : t(`metric.${metric}`);
  return (
    <article className={`score-figure${figure.doubt ? ' is-doubtful' : ''}`} aria-labelledby={`score-${benchmark.id}`}>
      <h3 id={`score-${benchmark.id}`}>{benchmarkText(t, benchmark, 'name')}</h3>
      <p className="score-block__value">
        <strong>{formatScore(locale, figure.score)}</strong> <span className="muted">{benchmarkText(t, benchmark, 'unit')}</span>
        {figure.doubt ? <span className="few-samples">{t('doubt.label')}</span> : null}
      </p>
      <dl className="score-block__facts">
        {figure.range ? fact(t('score.range'), rangeText(t, locale, [figure.range.low, figure.range.high])) : null}
        {entry.segment && entry.rank !== null ? (
          <div key="rank">
            <dt>
              {t('score.rank', {
                segment: t(`ladderSegment.${entry.segment}`),
                rank: placeText(t, locale, entry.rank, entry.worstRank ?? entry.rank),
                total: formatNumber(locale, entry.total),
              })}
            </dt>
            <dd>{benchmark.ranged ? <Separated entry={entry} locale={locale} t={t} /> : fasterText(entry, locale, t)}</dd>
          </div>
        ) : (
          fact(t('ladder.rank'), t('score.unranked'))
        )}
        {entry.tier ? fact(t('ladder.tier'), t(`tier.${entry.tier}`)) : null}
        {entry.perWatt !== null
          ? fact(metricLabel('per-watt'), formatScore(locale, entry.perWatt, true), entry.power ? <PowerTag power={entry.power} locale={locale} t={t} /> : null)
          : null}
        {entry.perDollar !== null
          ? fact(
              metricLabel('per-dollar'),
              formatScore(locale, entry.perDollar, true) +
                (entry.perDollarRange ? t('score.aside', { text: rangeText(t, locale, entry.perDollarRange, true) }) : ''),
            )
          : null}
        {fact(t('ladder.samples'), samples)}
        {fact(t('score.date'), formatLaunch(locale, benchmark.snapshot))}
      </dl>
      <Unranked entry={entry} locale={locale} t={t} />
      {figure.results.length ? <Results benchmark={benchmark} entry={entry} summary={samples} locale={locale} t={t} /> : null}
      <details className="score-figure__method">
        <summary>{t('score.method')}</summary>
        <BenchmarkMethod benchmark={benchmark} locale={locale} />
      </details>
      {entry.ladderHref ? (
        <p className="score-figure__ladder">
          <a href={entry.ladderHref}>{t('score.onLadder', { benchmark: benchmarkText(t, benchmark, 'short') })}</a>
        </p>
      ) : null}
    </article>
  );
}

/** "faster than 250 of the 393 others", "faster than all 393 others": counts, not a share of a list the visitor cannot see. */
export function fasterText(entry: Pick<ProcessorBenchmark, 'total' | 'fasterThan'>, locale: Locale, t: Translate): string {
  const others = entry.total - 1;
  if (others < 1) return '';
  if (entry.fasterThan === others) return t('score.fasterThanAll', { count: formatNumber(locale, others) });
  if (entry.fasterThan === 0) return t('score.fasterThanNone', { count: formatNumber(locale, others) });
  return t('score.fasterThan', { count: formatNumber(locale, entry.fasterThan), others: formatNumber(locale, others) });
}

/** Why the figure has no rank: the doubt rule's finding with its likely cause, too few results, or no ladder. */
function Unranked({ entry, locale, t }: Words & { entry: ProcessorBenchmark }) {
  const { figure, benchmark } = entry;
  if (figure.doubt) {
    const sibling = entry.doubtSibling;
    const ratio = formatNumber(locale, figure.doubt.ratio, 1);
    const text = t(doubtMessage(figure.doubt) as MessageKey, { sibling: '\u0000', ratio, count: formatNumber(locale, figure.samples) });
    // The sibling's name is a link: the sentence is split where the message puts it.
    const [before, after = ''] = text.split('\u0000');
    return (
      <p className="notice score-figure__doubt">
        {before}
        {sibling ? <ProcessorLink processor={sibling} locale={locale} /> : figure.doubt.sibling}
        {after}
      </p>
    );
  }
  if (entry.unranked === 'few-samples')
    return <p className="notice score-figure__doubt">{t('unranked.few-samples', { count: formatNumber(locale, benchmark.rankedSamples) })}</p>;
  if (entry.unranked === 'no-ladder') return <p className="muted">{t('unranked.no-ladder')}</p>;
  return null;
}

/** Each published result behind the figure, as SPEC's fair-use rule asks: sponsor, system, date, figure and a link to its disclosure. */
function Results({ benchmark, entry, summary, locale, t }: Words & { benchmark: BenchmarkInfo; entry: ProcessorBenchmark; summary: string }) {
  return (
    <details className="score-figure__results">
      <summary>{t('score.resultsList', { results: summary })}</summary>
      <div className="score-figure__results-frame">
        <table>
          <caption className="visually-hidden">{t('score.resultsCaption', { benchmark: benchmarkText(t, benchmark, 'name') })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('score.resultSystem')}</th>
              <th scope="col">{t('score.resultSponsor')}</th>
              <th scope="col">{t('score.resultPublished')}</th>
              <th scope="col">{t('score.resultFigure')}</th>
            </tr>
          </thead>
          <tbody>
            {entry.figure.results.map((result) => (
              <tr key={result.url}>
                {/* a system and its sponsor as SPEC publishes them: names, not to be translated */}
                <th scope="row">
                  <a href={result.url} translate="no">
                    {result.system}
                  </a>
                </th>
                <td translate="no">{result.sponsor}</td>
                <td>{formatLaunch(locale, result.published)}</td>
                <td>{formatScore(locale, result.score)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
