import { hasFewSamples } from '../../../src/shared/benchmark.js';
import {
  LADDER_SEGMENTS, MARKED_ENTRY_ID, METRICS, TIER_FLOORS, ladderHref, type LadderQuery, type Tier,
} from '../../../src/shared/ladder-query.js';
import type { Locale } from '../../../src/shared/locales.js';
import { hrefFor } from '../../../src/shared/route-paths.js';
import { translator, type Translate } from '../../../src/shared/messages.js';
import { VENDORS, type Vendor } from '../../../src/shared/processor.js';
import type { LadderData, LadderEntry, LadderMark, LadderParts, LadderRow } from '../../../src/shared/page-data/ladder.js';
import { BenchmarkSourceNote, ScoreBar } from '../benchmark/benchmark-source.js';
import { formatNumber, formatPercent, formatScore } from '../../../src/shared/format.js';
import { pageWindow } from '../library/pagination.js';
import { ProcessorLink } from '../processor-link.js';
import type { PartProps } from '../../view-module.js';

/**
 * The ladder below its heading: where the scores come from, the segment, vendor and metric
 * choices, the tiers with Intel and AMD side by side, the pages and the table equivalent. Links
 * and text only, rendered on the server into the HTML the page's data carries
 * (src/pages/ladder.ts).
 */
export function LadderBody({ data, locale }: PartProps<LadderParts['body']>) {
  const t = translator(locale);
  const { query } = data;
  const perUnit = query.metric !== 'score';
  const isMarked = (entry: LadderEntry) => query.mark === `${entry.vendor}:${entry.id}`;
  return (
    <>
    {data.source ? <BenchmarkSourceNote source={data.source} measures="benchmark.measures" locale={locale} /> : null}
    <Controls data={data} locale={locale} t={t} />
    {data.mark ? <MarkNote mark={data.mark} query={query} locale={locale} t={t} /> : null}
    {data.total === 0 ? (
      <p className="empty-state panel">{t(data.source ? 'ladder.empty' : 'ladder.noScores')}</p>
    ) : (
      <>
        <p className="ladder-summary" role="status">
          {t('ladder.summary', { count: formatNumber(locale, data.total), metric: t(`metric.${query.metric}`) })}
        </p>
        <div className="ladder" data-metric={query.metric}>
          <div className="ladder__columns" aria-hidden="true">
            {(['intel', 'amd'] as const).map((vendor) => (
              <span key={vendor} className={`vendor-${vendor}`}>{t(`vendor.${vendor}`)}</span>
            ))}
          </div>
          {data.tiers.map(({ tier, rows }) => (
            <section key={tier} className={`ladder-tier ladder-tier--${tier}`} aria-label={t(`tier.${tier}`)}>
              <h2 className="ladder-tier__name">
                {t(`tier.${tier}`)} <span className="muted">{tierRange(tier, locale, t)}</span>
              </h2>
              <ol className="ladder-rows">
                {rows.map((row) => (
                  <li key={`${row.intel?.id}:${row.amd?.id}`} className="ladder-row">
                    {/* Rank order, for one column; on wide screens the stylesheet puts each vendor in its column. */}
                    {entriesInRankOrder(row).map((entry) => (
                      <Entry key={entry.vendor} entry={entry} share={entry.value / data.best} marked={isMarked(entry)} perUnit={perUnit} locale={locale} t={t} />
                    ))}
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
        <Pager data={data} locale={locale} t={t} />
        <details className="ladder-table">
          <summary>{t('ladder.asTable')}</summary>
          <LadderTable data={data} isMarked={isMarked} locale={locale} t={t} />
        </details>
      </>
    )}
    </>
  );
}

interface Parts {
  locale: Locale;
  t: Translate;
}

function Entry({ entry, share, marked, perUnit, locale, t }: Parts & { entry: LadderEntry; share: number; marked: boolean; perUnit: boolean }) {
  return (
    <div className={`ladder-entry vendor-${entry.vendor}${marked ? ' is-marked' : ''}`} id={marked ? MARKED_ENTRY_ID : undefined}>
      <span className="ladder-entry__rank">{t('ladder.rankShort', { rank: formatNumber(locale, entry.rank) })}</span>
      <span className="ladder-entry__name">
        <ProcessorLink processor={entry} locale={locale} />
        {hasFewSamples(entry) ? <span className="few-samples">{t('score.fewSamples')}</span> : null}
      </span>
      <b className="ladder-entry__value">{formatScore(locale, entry.value, perUnit)}</b>
      <ScoreBar share={share} />
    </div>
  );
}

/** The vendors' names are the same in both languages (vendor.amd, vendor.intel); on a phone's one-column
 *  ladder the stylesheet writes them before each name, as the table below the ladder does in words. */
const VENDOR_NAMES: Readonly<Record<Vendor, string>> = { amd: 'AMD', intel: 'Intel' };

/** "70%+ of the best", "below 25% of the best": the tier's floor, as docs/decisions.md sets it. */
function tierRange(tier: Tier, locale: Locale, t: Translate): string {
  return tier === 'entry'
    ? t('ladder.tierBelow', { share: formatPercent(locale, TIER_FLOORS.mainstream) })
    : t('ladder.tierFloor', { share: formatPercent(locale, TIER_FLOORS[tier]) });
}

/** Segment, vendor and metric, each a row of links: the choice is in the URL and works without JavaScript. */
function Controls({ data, locale, t }: Parts & { data: LadderData }) {
  const { query } = data;
  const option = (label: string, changes: Partial<LadderQuery>, current: boolean, extra?: string) => (
    <li key={label}>
      <a href={ladderHref(locale, query, { page: null, ...changes })} aria-current={current ? 'true' : undefined}>
        {label}{extra ? <span className="muted">{extra}</span> : null}
      </a>
    </li>
  );
  return (
    <div className="ladder-controls">
      <nav aria-label={t('ladder.segment')}>
        <ul>
          {LADDER_SEGMENTS.map((segment) =>
            option(t(`ladderSegment.${segment}`), { segment, mark: null }, segment === query.segment, formatNumber(locale, data.sizes[segment])))}
        </ul>
      </nav>
      <nav aria-label={t('vendor')}>
        <ul>
          {option(t('ladder.bothVendors'), { vendor: null }, query.vendor === null)}
          {VENDORS.map((vendor) => option(t(`vendor.${vendor}`), { vendor }, query.vendor === vendor))}
        </ul>
      </nav>
      <nav aria-label={t('ladder.metric')}>
        <ul>
          {METRICS.map((metric) => option(t(`metric.${metric}`), { metric }, query.metric === metric))}
        </ul>
      </nav>
    </div>
  );
}

/** Which processor is marked and where, or why it is not on this ladder, with the way to where it is. */
function MarkNote({ mark, query, locale, t }: Parts & { mark: LadderMark; query: LadderQuery }) {
  const name = mark.name ?? mark.key;
  const processor = mark.vendor && mark.id && mark.name ? { vendor: mark.vendor, id: mark.id, name: mark.name } : null;
  let text: string;
  let link: { href: string; label: string } | null = null;
  switch (mark.status) {
    case 'shown':
      text = t('ladder.markShown', { name, rank: formatNumber(locale, mark.rank ?? 0) });
      // Its own page, which the URL opens when it names no other, at its entry.
      link = { href: ladderHref(locale, query, { page: null }), label: t('ladder.markJump') };
      break;
    case 'other-segment':
      text = t('ladder.markOtherSegment', { name, segment: t(`ladderSegment.${mark.segment!}`) });
      link = { href: ladderHref(locale, query, { segment: mark.segment!, page: null }), label: t('ladder.markGo') };
      break;
    case 'filtered':
      text = t('ladder.markFiltered', { name });
      link = { href: ladderHref(locale, query, { vendor: null, page: null }), label: t('ladder.bothVendors') };
      break;
    case 'no-metric':
      text = t('ladder.markNoMetric', { name, metric: t(`metric.${query.metric}`) });
      link = { href: ladderHref(locale, query, { metric: 'score', page: null }), label: t('metric.score') };
      break;
    case 'no-score':
      text = t('ladder.markNoScore', { name });
      break;
    case 'no-ladder':
      text = t('ladder.markNoLadder', { name });
      break;
    case 'unknown':
      text = t('ladder.markUnknown', { key: mark.key });
      break;
  }
  return (
    <p className="notice ladder-mark-note">
      {text}
      {link ? <>{' '}<a href={link.href}>{link.label}</a></> : null}
      {processor && mark.status !== 'shown' ? <>{' · '}<ProcessorLink processor={processor} locale={locale} /></> : null}
    </p>
  );
}

function Pager({ data, locale, t }: Parts & { data: LadderData }) {
  if (data.pages <= 1) return null;
  const href = (page: number) => ladderHref(locale, data.query, { page });
  return (
    <nav className="pagination" aria-label={t('library.pagination')}>
      <ul>
        {data.page > 1 ? <li><a href={href(data.page - 1)} rel="prev">{t('library.previous')}</a></li> : null}
        {pageWindow(data.page, data.pages).map((page, index) => page === null ? (
          <li key={`gap-${index}`} aria-hidden="true">…</li>
        ) : (
          <li key={page}>
            <a href={href(page)} aria-current={page === data.page ? 'page' : undefined} aria-label={t('library.pageN', { page })}>
              {formatNumber(locale, page)}
            </a>
          </li>
        ))}
        {data.page < data.pages ? <li><a href={href(data.page + 1)} rel="next">{t('library.next')}</a></li> : null}
      </ul>
    </nav>
  );
}

/** The ladder as a table, rank order, one group of rows per tier: the same facts for screen readers and copying. */
function LadderTable({ data, isMarked, locale, t }: Parts & { data: LadderData; isMarked: (entry: LadderEntry) => boolean }) {
  const perUnit = data.query.metric !== 'score';
  return (
    <table className="ladder-table__table">
      <caption>{t('ladder.tableCaption', { segment: t(`ladderSegment.${data.query.segment}`), metric: t(`metric.${data.query.metric}`) })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('ladder.rank')}</th>
          <th scope="col">{t('chart.processor')}</th>
          <th scope="col">{t(`metric.${data.query.metric}`)}</th>
          <th scope="col">{t('ladder.share')}</th>
          <th scope="col">{t('ladder.samples')}</th>
        </tr>
      </thead>
      {data.tiers.map(({ tier, rows }) => (
        <tbody key={tier}>
          <tr><th scope="rowgroup" colSpan={5}>{t(`tier.${tier}`)}</th></tr>
          {rows.flatMap(entriesInRankOrder).map((entry) => (
            <tr key={`${entry.vendor}:${entry.id}`} className={isMarked(entry) ? 'is-marked' : undefined}>
              <td>{formatNumber(locale, entry.rank)}</td>
              <th scope="row"><a href={hrefFor(entry.vendor, locale, { id: entry.id })}>{`${VENDOR_NAMES[entry.vendor]} ${entry.name}`}</a></th>
              <td>{formatScore(locale, entry.value, perUnit)}</td>
              <td>{formatPercent(locale, entry.value / data.best)}</td>
              <td>{formatNumber(locale, entry.samples)}{hasFewSamples(entry) ? ` (${t('score.fewSamples')})` : ''}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

/** A row's entries in rank order. */
function entriesInRankOrder(row: LadderRow): LadderEntry[] {
  return [row.intel, row.amd].filter((entry): entry is LadderEntry => entry !== null).sort((a, b) => a.rank - b.rank);
}
