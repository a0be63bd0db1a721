import type { ReactNode } from 'react';
import { FEW_SAMPLES, type BenchmarkInfo } from '../../../src/shared/benchmark.js';
import { LADDER_SEGMENTS, MARKED_ENTRY_ID, TIER_FLOORS, ladderHref, ladderQueryString, type LadderQuery, type Tier } from '../../../src/shared/ladder-query.js';
import { LADDER_IMAGE_SUFFIX, pictureUrl } from '../../../src/shared/card-url.js';
import type { Locale } from '../../../src/shared/locales.js';
import { hrefFor } from '../../../src/shared/route-paths.js';
import { translator, type MessageKey, type Translate } from '../../../src/shared/messages.js';
import type { LadderData, LadderEntry, LadderMark, LadderParts, LadderRow } from '../../../src/shared/page-data/ladder.js';
import { BenchmarkCredit, BenchmarkMethod, ScoreBar, benchmarkText, placeText, rangeText, samplesText } from '../benchmark/benchmark-source.js';
import { indexAbsenceText } from '../benchmark/index-absence.js';
import { PowerSources, PowerTag, powerText } from '../benchmark/power-basis.js';
import { formatLaunch, formatNumber, formatPercent, formatScore, formatYuan } from '../../../src/shared/format.js';
import { PriceCredit } from '../price/price-credit.js';
import { PageLinks } from '../platform/page-links.js';
import { ProcessorLink } from '../processor-link.js';
import type { PartProps } from '../../view-module.js';

/**
 * The ladder below its heading: the benchmark, segment, vendor and metric choices (on a phone one
 * compact row that unfolds, so the first entries are in sight on arrival), what the benchmark
 * measures and where it comes from, the tiers with Intel and AMD side by side, the pages and the
 * table equivalent. Links and text only, rendered on the server into the HTML the page's data
 * carries (src/pages/ladder.ts).
 */
export function LadderBody({ data, priceCredit, locale }: PartProps<LadderParts['body']>) {
  const t = translator(locale);
  const { query, benchmark, value } = data;
  const perUnit = query.metric !== 'score';
  const isMarked = (entry: LadderEntry) => query.mark === `${entry.vendor}:${entry.id}`;
  // A vendor filter leaves one column; otherwise each vendor on the ladder has its own.
  const columns = query.vendor ? [query.vendor] : data.vendors;
  return (
    <>
      {benchmark ? <Controls data={data} benchmark={benchmark} locale={locale} t={t} /> : null}
      {benchmark ? <About benchmark={benchmark} locale={locale} t={t} /> : null}
      {data.mark ? <MarkNote mark={data.mark} query={query} locale={locale} t={t} /> : null}
      {data.total === 0 ? (
        value ? (
          <NoValueRanking data={data} value={value} locale={locale} t={t} />
        ) : (
          <p className="empty-state panel">{t(benchmark ? 'ladder.empty' : 'ladder.noScores')}</p>
        )
      ) : (
        <>
          <p className="ladder-summary" role="status">
            {t('ladder.summary', { count: formatNumber(locale, data.total), metric: t(`metric.${query.metric}`) })}
            {value && query.cnyMax !== null ? (
              <>
                {' · '}
                {t('ladder.budgetSummary', { price: formatYuan(locale, query.cnyMax), count: formatNumber(locale, value.ranked) })}
              </>
            ) : null}
            <Unranked data={data} locale={locale} t={t} />
          </p>
          <LadderImageLink query={query} locale={locale} t={t} />
          {value?.month ? <ValueLines data={data} value={value} month={value.month} locale={locale} t={t} /> : null}
          {data.power ? <PowerLine power={data.power} locale={locale} t={t} /> : null}
          {/* Figures with ranges are placed by them: said before the first rank a visitor reads. */}
          {benchmark?.ranged ? <p className="ladder-ranges">{t('ladder.rangesNote')}</p> : null}
          {perUnit && !value ? (
            <p className="ladder-basis">
              {t(query.metric === 'per-watt' ? 'metricBasis.per-watt' : 'metricBasis.per-dollar')}
              {benchmark && benchmark.chips > 1 ? <> {t('metricBasis.system', { chips: formatNumber(locale, benchmark.chips) })}</> : null}
              {data.power ? (
                <>
                  {' '}
                  <PowerSources sources={data.power.sources} locale={locale} />
                </>
              ) : null}
            </p>
          ) : null}
          <div className={`ladder ladder--columns-${columns.length}${benchmark?.ranged ? ' ladder--ranged' : ''}`} data-metric={query.metric}>
            <div className="ladder__columns" aria-hidden="true">
              {columns.map((vendor) => (
                <span key={vendor} className={`vendor-${vendor}`}>
                  {t(`vendor.${vendor}`)}
                </span>
              ))}
            </div>
            {data.tiers.map(({ tier, rows }) => (
              <section
                key={tier ?? 'all'}
                className={`ladder-tier ladder-tier--${tier ?? 'all'}`}
                aria-label={tier ? t(`tier.${tier}`) : t(`metric.${query.metric}`)}
              >
                {tier ? (
                  <h2 className="ladder-tier__name">
                    {t(`tier.${tier}`)} <span className="muted">{tierRange(tier, locale, t)}</span>
                  </h2>
                ) : null}
                <ol className="ladder-rows">
                  {rows.map((row) => (
                    <li
                      key={entriesInRankOrder(row)
                        .map((entry) => entry.id)
                        .join(':')}
                      className="ladder-row"
                    >
                      {/* Rank order, for one column; on wide screens the stylesheet puts each vendor in its column. */}
                      {entriesInRankOrder(row).map((entry) => (
                        <Entry
                          key={entry.vendor}
                          entry={entry}
                          column={columns.indexOf(entry.vendor)}
                          benchmark={benchmark!}
                          best={data.best}
                          marked={isMarked(entry)}
                          perUnit={perUnit}
                          tiered={data.tiers[0]?.tier !== null}
                          month={value?.month ?? null}
                          locale={locale}
                          t={t}
                        />
                      ))}
                    </li>
                  ))}
                </ol>
              </section>
            ))}
          </div>
          <PageLinks
            page={data.page}
            pages={data.pages}
            href={(page) => ladderHref(locale, data.query, { page })}
            label={t('library.pagination')}
            locale={locale}
          />
          <details className="ladder-table">
            <summary>{t('ladder.asTable')}</summary>
            <LadderTable data={data} isMarked={isMarked} locale={locale} t={t} />
          </details>
        </>
      )}
      {/* The source's credit, licence and notice, in sight at every width wherever its figures are. */}
      {benchmark ? <BenchmarkCredit benchmark={benchmark} locale={locale} /> : null}
      {/* The prices' too (CC BY 4.0), wherever a price is shown. */}
      {priceCredit && data.total > 0 ? <PriceCredit credit={priceCredit} locale={locale} /> : null}
    </>
  );
}

type ValueFacts = NonNullable<LadderData['value']>;

/**
 * Above the value ladder: what a value per CN¥100 is and which month's prices it divides by, that
 * it orders value, not speed (and, for a figure whose ratios are no speed ratios, that it only
 * orders), and how many processors with a ranked figure are left out for want of a price now.
 */
function ValueLines({ data, value, month, locale, t }: Parts & { data: LadderData; value: ValueFacts; month: string }) {
  const { query, benchmark } = data;
  const { unsourced, stale } = value.unpriced;
  const months = formatNumber(locale, value.withinMonths);
  const reasons = [
    unsourced ? t('ladder.unpricedUnsourced', { count: formatNumber(locale, unsourced) }) : null,
    stale ? t('ladder.unpricedStale', { count: formatNumber(locale, stale), months }) : null,
  ].filter((reason) => reason !== null);
  return (
    <>
      {/* Folded on a phone, where its one line names the month, so the first entries stay in sight; open on wider screens. */}
      <details className="ladder-about ladder-value-basis">
        <summary>{t('ladder.valueBasisSummary', { month: formatLaunch(locale, month) })}</summary>
        <p className="ladder-basis">{t('ladder.valueBasis', { month: formatLaunch(locale, month), months })}</p>
      </details>
      <p className="ladder-ranges">
        {t('ladder.valueOrder')} <a href={ladderHref(locale, query, { metric: 'score', cnyMax: null, page: null })}>{t('ladder.valueSpeedLink')}</a>
        {benchmark && !benchmark.proportional ? (
          <> {t('ladder.valueNotProportional', { benchmark: t(`benchmarks.${benchmark.id}.basis` as MessageKey) })}</>
        ) : null}
      </p>
      {reasons.length ? (
        <p className="ladder-basis ladder-unpriced">
          {t('ladder.unpriced', { count: formatNumber(locale, unsourced + stale), reasons: reasons.join(t('listSeparator')) })}
        </p>
      ) : null}
    </>
  );
}

/**
 * A value ladder with no entry says why: the catalogue has no prices (a synthetic one), none of this
 * ladder's processors has a price (the prices cover desktop parts only), or none is within the budget.
 */
function NoValueRanking({ data, value, locale, t }: Parts & { data: LadderData; value: ValueFacts }) {
  const { query } = data;
  if (value.month === null) return <p className="empty-state panel">{t('ladder.noPrices')}</p>;
  if (query.cnyMax !== null && value.ranked > 0) {
    return (
      <p className="empty-state panel">
        {t('ladder.budgetEmpty', { price: formatYuan(locale, query.cnyMax) })}{' '}
        <a href={ladderHref(locale, query, { cnyMax: null, page: null })}>{t('ladder.budgetAny')}</a>
      </p>
    );
  }
  if (query.segment !== 'desktop' && data.sizes.desktop > 0) {
    return (
      <p className="empty-state panel">
        {t('ladder.valueDesktopOnly')} <a href={ladderHref(locale, query, { segment: 'desktop', mark: null, page: null })}>{t('ladder.valueDesktopLink')}</a>
      </p>
    );
  }
  return <p className="empty-state panel">{t('ladder.empty')}</p>;
}

interface Parts {
  locale: Locale;
  t: Translate;
}

/** The word beside a figure listed with `unranked=1`, for why it does not rank by default. */
const UNRANKED_LABEL = { doubtful: 'doubt.label', 'few-samples': 'score.fewSamples' } as const;

/**
 * The page of the ladder as one tall picture (src/cards/ladder-image.tsx), as Chinese ladders are
 * passed around: a plain link, so it works without JavaScript, and a download, so the router
 * leaves it to the browser.
 */
function LadderImageLink({ query, locale, t }: Parts & { query: LadderQuery }) {
  const href = pictureUrl(hrefFor('ladder', locale), ladderQueryString(query), LADDER_IMAGE_SUFFIX);
  const name = ['cpu-atlas', query.segment, query.benchmark, query.metric, query.page !== null && query.page > 1 ? `p${query.page}` : '']
    .filter(Boolean)
    .join('-');
  return (
    <p className="ladder-image-link">
      <a href={href} download={`${name}.png`}>
        {t('cards.ladderImageLink')}
      </a>{' '}
      <span className="muted">{t('cards.ladderImageNote')}</span>
    </p>
  );
}

/** Few results, said beside the figure where a count matters (not for SPEC, whose one result is audited); a derived figure's tests always. */
const showsCount = (benchmark: BenchmarkInfo, entry: LadderEntry) => entry.tests !== undefined || (benchmark.rankedSamples > 1 && entry.samples < FEW_SAMPLES);

/**
 * Why an entry listed with `unranked=1` does not rank by default, and its tier when the order is
 * not by tier (for a ranged figure, only where its whole range lies in one tier's band).
 */
function EntryNotes({ entry, benchmark, tiered, locale, t }: Parts & { entry: LadderEntry; benchmark: BenchmarkInfo; tiered: boolean }) {
  return (
    <>
      {entry.unranked ? <span className="few-samples">{t(UNRANKED_LABEL[entry.unranked])}</span> : null}
      {!tiered && entry.tier ? <span className={`tier-tag tier-tag--${entry.tier}`}>{t(`tier.${entry.tier}`)}</span> : null}
      {showsCount(benchmark, entry) ? <span className="ladder-entry__samples">{samplesText(t, locale, benchmark, entry)}</span> : null}
      {entry.power ? <PowerTag power={entry.power} locale={locale} t={t} /> : null}
    </>
  );
}

function Entry({
  entry,
  column,
  benchmark,
  best,
  marked,
  perUnit,
  tiered,
  month,
  locale,
  t,
}: Parts & {
  entry: LadderEntry;
  column: number;
  benchmark: BenchmarkInfo;
  best: number;
  marked: boolean;
  perUnit: boolean;
  tiered: boolean;
  /** on the value ladder, the prices' month: an entry's price of an earlier month names it */
  month: string | null;
}) {
  return (
    <div
      className={`ladder-entry vendor-${entry.vendor} ladder-col-${column + 1}${marked ? ' is-marked' : ''}${entry.unranked ? ' is-unranked' : ''}`}
      id={marked ? MARKED_ENTRY_ID : undefined}
    >
      {/* A figure listed with `unranked=1` holds no place: its number would read as one (the detail page says 未排名). */}
      <span className="ladder-entry__rank">
        {entry.unranked ? t('score.unranked') : t('ladder.rankShort', { rank: placeText(t, locale, entry.rank, entry.worstRank) })}
      </span>
      <span className="ladder-entry__name">
        <ProcessorLink processor={entry} locale={locale} />
        <EntryNotes entry={entry} benchmark={benchmark} tiered={tiered} locale={locale} t={t} />
      </span>
      <b className="ladder-entry__value">
        {formatScore(locale, entry.value, perUnit)}
        {entry.range ? (
          <span className="ladder-entry__range">
            <span className="visually-hidden">{t('ladder.rangeLabel')} </span>
            {rangeText(t, locale, entry.range, perUnit)}
          </span>
        ) : null}
      </b>
      <ScoreBar share={entry.value / best} range={entry.range && [entry.range[0] / best, entry.range[1] / best]} />
      {entry.price ? (
        <span className="ladder-entry__price">
          <span className="visually-hidden">{t('ladder.priceLabel')} </span>
          {priceText(entry.price, month, locale)}
        </span>
      ) : null}
    </div>
  );
}

/** "¥1,299", and for a price of an earlier month than the data's last, "¥684 · 2026年8月". */
function priceText(price: { yuan: number; month: string }, month: string | null, locale: Locale): string {
  const yuan = formatYuan(locale, price.yuan);
  return price.month === month ? yuan : `${yuan} · ${formatLaunch(locale, price.month)}`;
}

/**
 * Ranked per watt, which ratings the ladder divides by, above it: one line naming each, and when
 * some entries fall back to the TDP beside others divided by a higher limit, that those (their
 * tags marked) may read more efficient than they are.
 */
function PowerLine({ power, locale, t }: Parts & { power: NonNullable<LadderData['power']> }) {
  if (!power.bases.length) return null;
  const bases = power.bases.map((basis) => t(`power.long.${basis}`)).join(t('verdict.enumerationSeparator'));
  const mixed = power.bases.length > 1 && power.bases.includes('tdp');
  return <p className="ladder-power">{t(mixed ? 'ladder.powerBasesMixed' : 'ladder.powerBases', { bases })}</p>;
}

/** "70%+ of the best", "below 25% of the best": the tier's floor, as docs/decisions.md sets it. */
function tierRange(tier: Tier, locale: Locale, t: Translate): string {
  return tier === 'entry'
    ? t('ladder.tierBelow', { share: formatPercent(locale, TIER_FLOORS.mainstream) })
    : t('ladder.tierFloor', { share: formatPercent(locale, TIER_FLOORS[tier]) });
}

/** How many figures do not rank by default, and the link that lists them too (or back to the ranked ones). */
function Unranked({ data, locale, t }: Parts & { data: LadderData }) {
  const { query, unrankedCount } = data;
  if (!unrankedCount) return null;
  const count = formatNumber(locale, unrankedCount);
  return (
    <span className="ladder-summary__unranked">
      {' · '}
      {t(query.unranked ? 'ladder.unrankedShown' : 'ladder.unrankedLeftOut', { count })}{' '}
      <a href={ladderHref(locale, query, { unranked: !query.unranked, page: null })}>{t(query.unranked ? 'ladder.rankedOnly' : 'ladder.showUnranked')}</a>
    </span>
  );
}

/**
 * One choice of the ladder's state: a disclosure whose button says what is chosen ("台式机 · 213"),
 * and a row of links, one per option, which keep the choice in the URL and work without
 * JavaScript. Phones show the buttons in one compact row; wider screens show every row open.
 */
function Choice({ label, current, children }: { label: string; current: string; children: ReactNode }) {
  return (
    <details className="ladder-choice">
      <summary>
        <span className="ladder-choice__label">{label}</span> <span className="ladder-choice__current">{current}</span>
      </summary>
      <nav aria-label={label}>
        <span className="ladder-choice__heading" aria-hidden="true">
          {label}
        </span>
        <ul>{children}</ul>
      </nav>
    </details>
  );
}

/** Benchmark, segment, vendor and metric. */
function Controls({ data, benchmark, locale, t }: Parts & { data: LadderData; benchmark: BenchmarkInfo }) {
  const { query } = data;
  const option = (label: string, changes: Partial<LadderQuery>, current: boolean, extra?: string) => (
    <li key={label}>
      <a href={ladderHref(locale, query, { page: null, ...changes })} aria-current={current ? 'true' : undefined}>
        {label}
        {extra ? <span className="muted">{extra}</span> : null}
      </a>
    </li>
  );
  // What the benchmark can be ranked by (src/pages/ladder.ts): no per-watt ranking of one thread's speed, per yuan where there are prices.
  const metrics = data.metrics;
  const segment = t(`ladderSegment.${query.segment}`);
  const budget = (yuan: number | null) => (yuan === null ? t('ladder.budgetAny') : t('ladder.budgetUpTo', { price: formatYuan(locale, yuan) }));
  // A budget typed into the URL that is not one of the steps is offered too, as the one chosen.
  const budgets =
    query.cnyMax !== null && !data.value?.budgets.includes(query.cnyMax)
      ? [...(data.value?.budgets ?? []), query.cnyMax].sort((a, b) => a - b)
      : (data.value?.budgets ?? []);
  return (
    <div className="ladder-controls">
      <Choice label={t('ladder.benchmark')} current={benchmarkText(t, benchmark, 'short')}>
        {data.benchmarks.map((choice) =>
          option(benchmarkText(t, choice, 'short'), { benchmark: choice.id, mark: query.mark }, choice.id === benchmark.id, formatNumber(locale, choice.size)),
        )}
      </Choice>
      <Choice label={t('ladder.segment')} current={`${segment} · ${formatNumber(locale, data.sizes[query.segment])}`}>
        {LADDER_SEGMENTS.map((segment) =>
          option(t(`ladderSegment.${segment}`), { segment, mark: null }, segment === query.segment, formatNumber(locale, data.sizes[segment])),
        )}
      </Choice>
      <Choice label={t('vendor')} current={query.vendor ? t(`vendor.${query.vendor}`) : t('ladder.bothVendors')}>
        {option(t('ladder.bothVendors'), { vendor: null }, query.vendor === null)}
        {(query.vendor && !data.vendors.includes(query.vendor) ? [...data.vendors, query.vendor] : data.vendors).map((vendor) =>
          option(t(`vendor.${vendor}`), { vendor }, query.vendor === vendor),
        )}
      </Choice>
      <Choice label={t('ladder.metric')} current={t(`metric.${query.metric}`)}>
        {metrics.map((metric) => option(t(`metric.${metric}`), { metric }, query.metric === metric))}
        {benchmark.direction === 'higher' && !metrics.includes('per-watt') ? <li className="ladder-choice__note">{t('metricBasis.noPerWatt')}</li> : null}
      </Choice>
      {data.value?.month && data.value.ranked > 0 ? (
        <Choice label={t('ladder.budget')} current={budget(query.cnyMax)}>
          {option(budget(null), { cnyMax: null }, query.cnyMax === null)}
          {budgets.map((yuan) => option(budget(yuan), { cnyMax: yuan }, query.cnyMax === yuan))}
        </Choice>
      ) : null}
    </div>
  );
}

/**
 * What the benchmark measures and how tiers are drawn. A disclosure: folded on a phone, where its
 * one line names the benchmark, shown open on wider screens.
 */
function About({ benchmark, locale, t }: Parts & { benchmark: BenchmarkInfo }) {
  return (
    <details className="ladder-about">
      <summary>{t('ladder.about', { name: benchmarkText(t, benchmark, 'name') })}</summary>
      <div className="ladder-about__text">
        <BenchmarkMethod benchmark={benchmark} locale={locale} />
        <p className="benchmark-method">
          {t('ladder.tierBasis')}
          {benchmark.ranged ? <> {t('ladder.tierRanged')}</> : null}
        </p>
      </div>
    </details>
  );
}

/** Which processor is marked and where, or why it is not on this ladder, with the way to where it is. */
function MarkNote({ mark, query, locale, t }: Parts & { mark: LadderMark; query: LadderQuery }) {
  const name = mark.name ?? mark.key;
  const processor = mark.vendor && mark.id && mark.name ? { vendor: mark.vendor, id: mark.id, name: mark.name } : null;
  const benchmarkName = benchmarkText(t, { id: query.benchmark }, 'short');
  let text: string;
  let link: { href: string; label: string } | null = null;
  switch (mark.status) {
    case 'shown':
      text = t('ladder.markShown', { name, rank: placeText(t, locale, mark.rank ?? 0, mark.worstRank) });
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
      text =
        query.metric !== 'per-yuan'
          ? t('ladder.markNoMetric', { name, metric: t(`metric.${query.metric}`) })
          : mark.priceSince
            ? t('ladder.markNoPriceSince', { name, month: formatLaunch(locale, mark.priceSince) })
            : t('ladder.markNoPrice', { name });
      link = { href: ladderHref(locale, query, { metric: 'score', cnyMax: null, page: null }), label: t('metric.score') };
      break;
    case 'over-budget':
      text = t('ladder.markOverBudget', { name, price: formatYuan(locale, mark.yuan ?? 0), budget: formatYuan(locale, query.cnyMax ?? 0) });
      link = { href: ladderHref(locale, query, { cnyMax: null, page: null }), label: t('ladder.budgetAny') };
      break;
    case 'no-score':
      text = mark.absence
        ? t('ladder.markNoIndex', { name, benchmark: benchmarkName, reason: indexAbsenceText(t, locale, mark.absence) })
        : t('ladder.markNoScore', { name, benchmark: benchmarkName });
      if (mark.elsewhere) {
        const elsewhere = { id: mark.elsewhere };
        link = {
          href: ladderHref(locale, query, {
            benchmark: mark.elsewhere,
            segment: mark.segment ?? query.segment,
            metric: 'score',
            vendor: null,
            unranked: false,
            page: null,
          }),
          label: t('ladder.markElsewhere', { benchmark: benchmarkText(t, elsewhere, 'short') }),
        };
      }
      break;
    case 'unranked':
      text = t('ladder.markUnranked', { name, benchmark: benchmarkName });
      link = { href: ladderHref(locale, query, { unranked: true, page: null }), label: t('ladder.showUnranked') };
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
      {link ? (
        <>
          {' '}
          <a href={link.href}>{link.label}</a>
        </>
      ) : null}
      {processor && mark.status !== 'shown' ? (
        <>
          {' · '}
          <ProcessorLink processor={processor} locale={locale} />
        </>
      ) : null}
    </p>
  );
}

/** The ladder as a table, rank order, one group of rows per tier: the same facts for screen readers and copying. */
function LadderTable({ data, isMarked, locale, t }: Parts & { data: LadderData; isMarked: (entry: LadderEntry) => boolean }) {
  const perUnit = data.query.metric !== 'score';
  const perWatt = data.power !== null;
  const priced = data.value !== null;
  const ranged = data.benchmark?.ranged ?? false;
  // A share of the best is a ratio of figures: for a figure whose ratios are no speed ratios (the index), no column states one.
  const shares = data.benchmark?.proportional ?? true;
  // Per unit, or by ranges, the rows are one group and each names its tier.
  const tierColumn = data.tiers[0]?.tier === null;
  const columns = 4 + (shares ? 1 : 0) + (tierColumn ? 1 : 0) + (ranged ? 1 : 0) + (perWatt ? 1 : 0) + (priced ? 1 : 0);
  return (
    <table className="ladder-table__table">
      <caption>{t('ladder.tableCaption', { segment: t(`ladderSegment.${data.query.segment}`), metric: t(`metric.${data.query.metric}`) })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('ladder.rank')}</th>
          <th scope="col">{t('chart.processor')}</th>
          <th scope="col">{t(`metric.${data.query.metric}`)}</th>
          {perWatt ? <th scope="col">{t('power.dividedBy')}</th> : null}
          {priced ? <th scope="col">{t('ladder.priceColumn')}</th> : null}
          {ranged ? <th scope="col">{t('ladder.rangeColumn')}</th> : null}
          {shares ? <th scope="col">{t('ladder.share')}</th> : null}
          {tierColumn ? <th scope="col">{t('ladder.tier')}</th> : null}
          <th scope="col">{t('ladder.samples')}</th>
        </tr>
      </thead>
      {data.tiers.map(({ tier, rows }) => (
        <tbody key={tier ?? 'all'}>
          {tier ? (
            <tr>
              <th scope="rowgroup" colSpan={columns}>
                {t(`tier.${tier}`)}
              </th>
            </tr>
          ) : null}
          {rows.flatMap(entriesInRankOrder).map((entry) => (
            <tr key={`${entry.vendor}:${entry.id}`} className={isMarked(entry) ? 'is-marked' : undefined}>
              <td>{entry.unranked ? t('score.unranked') : placeText(t, locale, entry.rank, entry.worstRank)}</td>
              <th scope="row">
                <a href={hrefFor(entry.vendor, locale, { id: entry.id })}>{`${t(`vendor.${entry.vendor}`)} ${entry.name}`}</a>
              </th>
              <td>{formatScore(locale, entry.value, perUnit)}</td>
              {perWatt ? <td>{entry.power ? powerText(t, locale, entry.power) : null}</td> : null}
              {priced ? <td>{entry.price ? priceText(entry.price, data.value!.month, locale) : null}</td> : null}
              {ranged ? <td>{entry.range ? rangeText(t, locale, entry.range, perUnit) : t('unknown')}</td> : null}
              {shares ? <td>{formatPercent(locale, entry.value / data.best)}</td> : null}
              {tierColumn ? <td>{entry.tier ? t(`tier.${entry.tier}`) : t('unknown')}</td> : null}
              <td>
                {formatNumber(locale, entry.samples)}
                {entry.unranked ? `${locale === 'en' ? ' ' : ''}${t('parenthetical', { text: t(UNRANKED_LABEL[entry.unranked]) })}` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

/**
 * A row's entries in the ladder's order, as the page put them in (src/pages/ladder.ts): by figure.
 * Not by rank: a ranged figure's best place can be above a higher figure's, where its range is wider.
 */
function entriesInRankOrder(row: LadderRow): LadderEntry[] {
  return Object.values(row).filter((entry) => entry !== undefined);
}
