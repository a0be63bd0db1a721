import { useRef } from 'react';
import type { LibraryQuery } from '../../src/shared/library-query.js';
import { CompareForm } from '../library/compare-form.js';
import { useCompareSelection } from '../library/compare-selection.js';
import { CompareTray } from '../library/compare-tray.js';
import { FiltersForm } from '../library/filters-form.js';
import { usePickBoxes } from '../library/pick-boxes.js';
import { SortControl } from '../library/sort-control.js';
import { formatNumber } from '../format.js';
import { HeadingRule } from '../layout/heading-rule.js';
import { translator } from '../../src/shared/messages.js';
import { StaticHtml } from '../static-html.js';
import type { ProcessorSummary } from '../../src/shared/processor-summary.js';
import type { ViewProps } from '../view-module.js';

export interface LibraryData {
  query: LibraryQuery;
  /** processors in the catalogue */
  total: number;
  /** processors the filters accept */
  matched: number;
  pages: number;
  /** this page's results, as lists show them */
  results: ProcessorSummary[];
  sockets: string[];
  /** how many filters besides the search are set: the folded part of the form counts them */
  folded: number;
  /**
   * The active filters, and the results with their pages and downloads, as HTML the server
   * rendered (views/library/active-filters.tsx, views/library/library-results.tsx): links and
   * boxes a first visit downloads without the code and the words that draw them.
   */
  filtersHtml: string;
  resultsHtml: string;
}

/** The catalogue: search, filters, sort and pages, all in the URL. */
export default function Library({ data, locale }: ViewProps<LibraryData>) {
  const t = translator(locale);
  const { query, matched } = data;
  const shown = data.results.length;
  const from = (query.page - 1) * query.per + 1;
  const resultsBox = useRef<HTMLDivElement>(null);
  const selection = useCompareSelection();
  usePickBoxes(resultsBox, selection, data.resultsHtml);
  return (
    <section className="library">
      <h1>{t('libraryTitle')}</h1>
      <HeadingRule />
      <FiltersForm query={query} sockets={data.sockets} folded={data.folded} locale={locale} />
      <StaticHtml html={data.filtersHtml} />
      <div className="library-summary">
        <p role="status" className="library-summary__count">
          {shown
            ? t('library.showing', { from: formatNumber(locale, from), to: formatNumber(locale, from + shown - 1), matched: formatNumber(locale, matched) })
            : t('libraryResults', { count: formatNumber(locale, matched) })}
        </p>
        <SortControl query={query} locale={locale} />
        {shown ? <CompareForm locale={locale} /> : null}
      </div>
      <div ref={resultsBox} className="static-html">
        <StaticHtml html={data.resultsHtml} />
      </div>
      <CompareTray locale={locale} selection={selection} />
    </section>
  );
}
