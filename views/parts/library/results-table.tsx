import { Fragment, type ReactNode } from 'react';
import { libraryQueryString, type LibraryQuery, type SortKey } from '../../../src/shared/library-query.js';
import type { Locale } from '../../../src/shared/locales.js';
import { hrefFor } from '../../../src/shared/route-paths.js';
import { formatClock, formatLaunch, formatNumber, formatScore, formatUSD, formatUnit, formatYuan } from '../../../src/shared/format.js';
import { translator, type MessageKey } from '../../../src/shared/messages.js';
import { ProcessorLink } from '../processor-link.js';
import type { ProcessorSummary } from '../../../src/shared/processor-summary.js';
import { COMPARE_FORM_ID } from '../../../src/shared/compare-dom.js';
import { processorKey } from '../../../src/shared/processor.js';
import { benchmarkText, rangeText, samplesText } from '../benchmark/benchmark-source.js';
import { DEFAULT_BENCHMARK } from '../../../src/shared/benchmark.js';

/** The columns a visitor can sort by, with the header each shows (the figures' column has a choice of its own). */
const SORTABLE: [SortKey, MessageKey][] = [
  ['cores', 'field.coresThreads'],
  ['boost', 'field.boostClockGHz'],
  ['tdp', 'field.tdpW'],
  ['launched', 'field.launched'],
  ['price', 'field.launchPriceUSD'],
];

/** One entry per column, in order (a derived benchmark's columns follow the figures'); library.css sizes each. */
const COLUMNS = ['name', 'segment', 'figures', 'cores', 'boost', 'tdp', 'launched', 'price', 'pick'] as const;

/**
 * Results as a table; CSS turns each row into a card on narrow screens. The figures' column lists
 * every benchmark's figure; a derived one (the single-thread index) has a column of its own, the
 * one answer to "how fast on one thread", labelled as derived. A processor with a China retail
 * price now has it on a line under its name, with its month: a few dozen desktop parts have one,
 * too few for a column of its own.
 */
export function ResultsTable({
  results,
  benchmarks,
  columns,
  prices,
  query,
  locale,
}: {
  results: ProcessorSummary[];
  benchmarks: string[];
  columns: string[];
  prices: Record<string, { yuan: number; month: string }>;
  query: LibraryQuery;
  locale: Locale;
}) {
  const t = translator(locale);
  const dash = t('unknown');
  // The first click sorts the way a buyer expects: names A→Z, numbers high→low.
  const sortHref = (key: SortKey) => {
    const descending = query.sort === key ? !query.descending : key !== 'name';
    return hrefFor('library', locale, {}, libraryQueryString(query, { sort: key, descending, page: 1 }));
  };
  /** The benchmark a figures' sort key names: `score` is the default benchmark's. */
  const sortedBenchmark = query.sort === 'score' ? DEFAULT_BENCHMARK : benchmarks.includes(query.sort) ? query.sort : null;
  const header = (key: SortKey, label: MessageKey | null, text = t(label!)) => {
    const active = query.sort === key;
    const href = sortHref(key);
    return (
      <th scope="col" key={key} aria-sort={active ? (query.descending ? 'descending' : 'ascending') : undefined}>
        <a href={href} aria-label={t('sortBy', { key: text })}>
          {locale === 'zh' ? breakable(text) : text}
          {active ? <span aria-hidden="true">{query.descending ? ' ↓' : ' ↑'}</span> : null}
        </a>
      </th>
    );
  };
  return (
    <table className="library-table">
      <caption className="visually-hidden">{t('library.results')}</caption>
      {/* The column widths, ahead of any cell: the page streams, and a frame painted while only part
          of the header row had arrived laid the table out with too few columns, which then shifted. */}
      <colgroup>
        {COLUMNS.flatMap((name) => [
          <col key={name} className={`library-table__col--${name}`} />,
          ...(name === 'figures' ? columns.map((id) => <col key={id} className="library-table__col--derived" />) : []),
        ])}
      </colgroup>
      <thead>
        <tr>
          {header('name', 'field.name')}
          <th scope="col">{t('segment')}</th>
          <FiguresHeader benchmarks={benchmarks} sorted={sortedBenchmark} descending={query.descending} sortHref={sortHref} locale={locale} />
          {columns.map((id) => header(id, null, benchmarkText(t, { id }, 'short')))}
          {SORTABLE.map(([key, label]) => header(key, label))}
          <th scope="col">
            <span className="visually-hidden">{t('compare')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {results.map((p) => (
          <tr key={processorKey(p)}>
            <th scope="row" className="library-table__name">
              <span className={`vendor-tag vendor-${p.vendor}`}>{t(`vendor.${p.vendor}`)}</span> <ProcessorLink processor={p} locale={locale} />
              {prices[processorKey(p)] ? <PriceLine price={prices[processorKey(p)]!} locale={locale} /> : null}
            </th>
            <td className="library-table__segment" data-label={t('segment')}>
              {t(`segment.${p.segment}`)}
            </td>
            <td data-label={t('library.figures')} className="library-table__figures">
              {p.figures.some((figure) => benchmarks.includes(figure.benchmark)) ? (
                <Figures figures={p.figures.filter((figure) => benchmarks.includes(figure.benchmark))} sorted={sortedBenchmark} locale={locale} />
              ) : (
                dash
              )}
            </td>
            {columns.map((id) => (
              <DerivedCell key={id} id={id} figure={p.figures.find((figure) => figure.benchmark === id)} locale={locale} />
            ))}
            <td data-label={t('field.coresThreads')} className="library-table__unit">
              {formatNumber(locale, p.cores)} / {p.threads === null ? dash : formatNumber(locale, p.threads)}
            </td>
            <td data-label={t('field.boostClockGHz')} className="library-table__unit">
              {p.boostClockGHz === null ? dash : formatClock(locale, p.boostClockGHz)}
            </td>
            <td data-label={t('field.tdpW')} className="library-table__unit">
              {p.tdpW === null ? dash : formatUnit(locale, p.tdpW, 'W', 0)}
            </td>
            <td data-label={t('field.launched')} className="library-table__date">
              {p.launched === null ? dash : formatLaunch(locale, p.launched)}
            </td>
            <td data-label={t('field.launchPriceUSD')} className="library-table__unit">
              {p.launchPriceUSD === null ? dash : formatUSD(locale, p.launchPriceUSD)}
            </td>
            <td className="library-table__pick">
              <label className="compare-pick">
                {/* Unticked as rendered; the browser ticks it from the tab's selection (views/compare-selection/). */}
                <input type="checkbox" form={COMPARE_FORM_ID} name="ids" value={processorKey(p)} data-name={p.name} />
                <span className="visually-hidden">{t('compare.select', { name: p.name })}</span>
                <span aria-hidden="true">{t('compare')}</span>
              </label>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "零售价 ¥1,299 2026年10月": each piece on one line, the line breaking between them in a narrow column. */
function PriceLine({ price, locale }: { price: { yuan: number; month: string }; locale: Locale }) {
  const t = translator(locale);
  return (
    <span className="library-price">
      <span className="library-price__label">{t('library.priceNow')}</span> <span className="library-price__yuan">{formatYuan(locale, price.yuan)}</span>{' '}
      <span className="library-price__month">{formatLaunch(locale, price.month)}</span>
    </span>
  );
}

/**
 * The figures' header: its name, and a disclosure of links that sort by each benchmark, both ways
 * as the other headers do. Drawn on the server, so the choice costs the library no script.
 */
function FiguresHeader({
  benchmarks,
  sorted,
  descending,
  sortHref,
  locale,
}: {
  benchmarks: string[];
  sorted: string | null;
  descending: boolean;
  sortHref: (key: SortKey) => string;
  locale: Locale;
}) {
  const t = translator(locale);
  const arrow = descending ? ' ↓' : ' ↑';
  return (
    <th scope="col" aria-sort={sorted ? (descending ? 'descending' : 'ascending') : undefined} className="library-table__figures-head">
      <details className="figure-sort">
        <summary>
          {t('library.figures')}
          {sorted ? (
            <span className="figure-sort__current">
              {benchmarkText(t, { id: sorted }, 'short')}
              <span aria-hidden="true">{arrow}</span>
            </span>
          ) : null}
        </summary>
        <ul>
          {benchmarks.map((id) => (
            <li key={id}>
              <a
                href={sortHref(id === DEFAULT_BENCHMARK ? 'score' : id)}
                aria-current={id === sorted ? 'true' : undefined}
                aria-label={t('sortBy', { key: benchmarkText(t, { id }, 'name') })}
              >
                {benchmarkText(t, { id }, 'short')}
                {id === sorted ? <span aria-hidden="true">{arrow}</span> : null}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </th>
  );
}

/**
 * A derived figure in its own column: the figure, the range it most likely lies in where it states
 * one, and how many results and tests it rests on when it does not rank. The column sorts by the figure.
 */
function DerivedCell({ id, figure, locale }: { id: string; figure: ProcessorSummary['figures'][number] | undefined; locale: Locale }) {
  const t = translator(locale);
  return (
    <td data-label={benchmarkText(t, { id }, 'short')} className="library-table__derived">
      {figure ? (
        <>
          <span className="figure-lines__value">{formatScore(locale, figure.score)}</span>
          {figure.range ? <span className="figure-lines__range"> {rangeText(t, locale, figure.range)}</span> : null}
          {figure.ranked ? null : (
            <span className="figure-lines__note">{`${locale === 'en' ? ' ' : ''}${t('parenthetical', { text: samplesText(t, locale, { id }, figure) })}`}</span>
          )}
        </>
      ) : (
        t('unknown')
      )}
    </td>
  );
}

/** A processor's figures, one line each, the one the list is sorted by first; a figure that does not rank says how many results it rests on. */
function Figures({ figures, sorted, locale }: { figures: ProcessorSummary['figures']; sorted: string | null; locale: Locale }) {
  const t = translator(locale);
  const ordered = sorted ? [...figures.filter((f) => f.benchmark === sorted), ...figures.filter((f) => f.benchmark !== sorted)] : figures;
  return (
    <ul className="figure-lines">
      {ordered.map((figure) => (
        <li key={figure.benchmark} className={figure.benchmark === sorted ? 'is-sorted' : undefined}>
          <span className="figure-lines__name">{benchmarkText(t, { id: figure.benchmark }, 'short')}</span>{' '}
          <span className="figure-lines__value">{formatScore(locale, figure.score)}</span>
          {figure.ranked ? null : (
            <span className="figure-lines__note">{`${locale === 'en' ? ' ' : ''}${t('parenthetical', { text: samplesText(t, locale, { id: figure.benchmark }, figure) })}`}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A Chinese header with a break allowed between its words: it has no spaces, and a header keeps a
 * run of characters whole (keep-all), so "最大加速频率" overflowed its column; it may now wrap as
 * "最大加速 / 频率", never inside a word, nor after an opening bracket or before a closing one or a
 * stop: the segmenter makes "（" a word of its own, and "单线程指数（ / 派生）" broke so.
 */
const WORDS = new Intl.Segmenter('zh', { granularity: 'word' });
const OPENING = /^[（“《「]$/;
const CLOSING = /^[）”》」，、。：；]/;
function breakable(text: string): ReactNode {
  const segments = [...WORDS.segment(text)].map(({ segment }) => segment);
  return segments.map((segment, index) => {
    const breakBefore = index > 0 && !OPENING.test(segments[index - 1]!) && !CLOSING.test(segment);
    return (
      <Fragment key={index}>
        {breakBefore ? <wbr /> : null}
        {segment}
      </Fragment>
    );
  });
}
