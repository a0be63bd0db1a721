import { useEffect, useState, type ChangeEvent } from 'react';
import { DEFAULT_QUERY, RELEVANCE, SORT_KEYS, type LibraryQuery } from '../../src/shared/library-query.js';
import type { Locale } from '../../src/shared/locales.js';
import { hrefFor } from '../../src/shared/route-paths.js';
import { translator } from '../../src/shared/messages.js';
import { FILTERS_FORM_ID, followForm } from './filters-form.js';

/**
 * The order of the results, beside their count: visible at every width (on a phone the table's
 * sortable headers are gone). The select belongs to the filters form through `form=`,
 * so the form's state and this control are one query. Without JavaScript a button beside it
 * submits the form; with it, a change follows at once.
 */
export function SortControl({
  query,
  benchmark,
  priced,
  locale,
}: {
  query: LibraryQuery;
  /** with a sort by a benchmark's figure (chosen in the table's header), that benchmark's name: the select's one extra choice */
  benchmark: string | null;
  /** the catalogue has retail prices, which the select offers to sort by */
  priced: boolean;
  locale: Locale;
}) {
  const t = translator(locale);
  // The default order is sent empty, so that a query typed into the form gets the best match
  // rather than a newest first nobody chose; under a query, newest first is a choice and says so.
  const valueOf = (option: string) => (option === `-${DEFAULT_QUERY.sort}` && DEFAULT_QUERY.descending && !query.q ? '' : option);
  const current = valueOf(`${query.descending ? '-' : ''}${query.sort}`);
  const [value, setValue] = useState(current);
  useEffect(() => setValue(current), [current]);
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    setValue(event.target.value);
    // The form reads this select's new value: the DOM holds it before React re-renders.
    followForm(document.getElementById(FILTERS_FORM_ID) as HTMLFormElement, hrefFor('library', locale));
  };
  return (
    <div className="sort-control">
      <label htmlFor="library-sort">{t('library.sort')}</label>
      <select id="library-sort" name="sort" form={FILTERS_FORM_ID} value={value} onChange={change}>
        {/* under a text query, the best match first: the order a search has until another is chosen */}
        {query.q ? <option value={RELEVANCE}>{t('sort.relevance')}</option> : null}
        {(benchmark ? [...SORT_KEYS, query.sort] : SORT_KEYS)
          .filter((key) => key !== 'price-cny' || priced || query.sort === key)
          .flatMap((key) =>
            [false, true].map((descending) => {
              const option = `${descending ? '-' : ''}${key}`;
              return (
                <option key={option} value={valueOf(option)}>
                  {t('sort.option', {
                    key: (key === query.sort && benchmark) || t(`sort.${key as 'name'}`),
                    direction: t(descending ? 'sort.descending' : 'sort.ascending'),
                  })}
                </option>
              );
            }),
          )}
      </select>
      <noscript>
        <button type="submit" form={FILTERS_FORM_ID} className="button button--ghost">
          {t('library.sortApply')}
        </button>
      </noscript>
    </div>
  );
}
