import { useRef } from 'react';
import { useLibrarySelection } from '../compare-selection/use-library-selection.js';
import { CompareForm } from '../library/compare-form.js';
import { FiltersForm } from '../library/filters-form.js';
import { SortControl } from '../library/sort-control.js';
import { HeadingRule } from '../layout/heading-rule.js';
import { translator } from '../../src/shared/messages.js';
import type { LibraryData, LibraryParts } from '../../src/shared/page-data/library.js';
import { Part } from '../part.js';
import type { ViewProps } from '../view-module.js';

/** The catalogue: search, filters, sort and pages, all in the URL. */
export default function Library({ data, parts, locale }: ViewProps<LibraryData, LibraryParts>) {
  const t = translator(locale);
  const { query, shown } = data;
  const resultsBox = useRef<HTMLDivElement>(null);
  // The compare selection's code and tray arrive once there is a selection or a first tick.
  const selection = useLibrarySelection(resultsBox);
  return (
    <section className="library">
      <h1>{t('libraryTitle')}</h1>
      <HeadingRule />
      <FiltersForm query={query} parts={parts} folded={data.folded} priced={data.priced} locale={locale} />
      <Part parts={parts} name="filters" />
      <div className="library-summary">
        <p role="status" className="library-summary__count">
          {data.count}
        </p>
        <SortControl query={query} benchmark={data.sortBenchmark} priced={data.priced} locale={locale} />
        {shown ? <CompareForm locale={locale} /> : null}
      </div>
      <Part ref={resultsBox} parts={parts} name="results" />
      {selection.module ? (
        <selection.module.LibrarySelection locale={locale} results={resultsBox} resultsHtml={parts.results ?? ''} early={selection.early} />
      ) : null}
    </section>
  );
}
