import { libraryQueryString, type LibraryQuery, type SortKey } from '../../../src/shared/library-query.js';
import type { Locale } from '../../../src/shared/locales.js';
import { hrefFor } from '../../../src/shared/route-paths.js';
import { formatClock, formatLaunch, formatNumber, formatScore, formatUSD, formatUnit } from '../../../src/shared/format.js';
import { translator, type MessageKey } from '../../../src/shared/messages.js';
import { ProcessorLink } from '../processor-link.js';
import type { ProcessorSummary } from '../../../src/shared/processor-summary.js';
import { COMPARE_FORM_ID } from '../../../src/shared/compare-dom.js';
import { processorKey } from '../../../src/shared/processor.js';

/** The columns a visitor can sort by, with the header each shows. */
const SORTABLE: [SortKey, MessageKey][] = [
  ['score', 'field.score'],
  ['cores', 'field.coresThreads'],
  ['boost', 'field.boostClockGHz'],
  ['tdp', 'field.tdpW'],
  ['launched', 'field.launched'],
  ['price', 'field.launchPriceUSD'],
];

/** One entry per column, in order; library.css sizes each. */
const COLUMNS = ['name', 'segment', 'score', 'cores', 'boost', 'tdp', 'launched', 'price', 'pick'] as const;

/** Results as a table; CSS turns each row into a card on narrow screens. */
export function ResultsTable({ results, query, locale }: { results: ProcessorSummary[]; query: LibraryQuery; locale: Locale }) {
  const t = translator(locale);
  const dash = t('unknown');
  const header = (key: SortKey, label: MessageKey) => {
    const active = query.sort === key;
    // The first click sorts the way a buyer expects: names A→Z, numbers high→low.
    const descending = active ? !query.descending : key !== 'name';
    const href = hrefFor('library', locale, {}, libraryQueryString(query, { sort: key, descending, page: 1 }));
    return (
      <th scope="col" key={key} aria-sort={active ? (query.descending ? 'descending' : 'ascending') : undefined}>
        <a href={href} aria-label={t('sortBy', { key: t(label) })}>
          {t(label)}
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
        {COLUMNS.map((name) => <col key={name} className={`library-table__col--${name}`} />)}
      </colgroup>
      <thead>
        <tr>
          {header('name', 'field.name')}
          <th scope="col">{t('segment')}</th>
          {SORTABLE.map(([key, label]) => header(key, label))}
          <th scope="col"><span className="visually-hidden">{t('compare')}</span></th>
        </tr>
      </thead>
      <tbody>
        {results.map((p) => (
          <tr key={processorKey(p)}>
            <th scope="row" className="library-table__name">
              <span className={`vendor-tag vendor-${p.vendor}`}>{t(`vendor.${p.vendor}`)}</span>{' '}
              <ProcessorLink processor={p} locale={locale} />
            </th>
            <td data-label={t('segment')}>{t(`segment.${p.segment}`)}</td>
            <td data-label={t('field.score')}>{p.score === null ? dash : formatScore(locale, p.score)}</td>
            <td data-label={t('field.coresThreads')}>{formatNumber(locale, p.cores)} / {p.threads === null ? dash : formatNumber(locale, p.threads)}</td>
            <td data-label={t('field.boostClockGHz')}>{p.boostClockGHz === null ? dash : formatClock(locale, p.boostClockGHz)}</td>
            <td data-label={t('field.tdpW')}>{p.tdpW === null ? dash : formatUnit(locale, p.tdpW, 'W', 0)}</td>
            <td data-label={t('field.launched')}>{p.launched === null ? dash : formatLaunch(locale, p.launched)}</td>
            <td data-label={t('field.launchPriceUSD')}>{p.launchPriceUSD === null ? dash : formatUSD(locale, p.launchPriceUSD)}</td>
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
