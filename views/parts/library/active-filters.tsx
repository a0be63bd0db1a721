import { activeFilters, DEFAULT_QUERY, libraryQueryString, type ActiveFilter, type LibraryQuery } from '../../../src/shared/library-query.js';
import type { Locale } from '../../../src/shared/locales.js';
import type { LibraryParts } from '../../../src/shared/page-data/library.js';
import { hrefFor } from '../../../src/shared/route-paths.js';
import { translator, type Translate } from '../../../src/shared/messages.js';
import { formatNumber, formatYuan } from '../../../src/shared/format.js';
import type { PartProps } from '../../view-module.js';

/**
 * One line under the form naming each active filter, each a link that removes it (a plain URL,
 * so one tap works without JavaScript), then "clear all". A phone sees at a glance what its
 * folded form holds; nothing shows when no filter is set.
 */
export function ActiveFilters({ query, locale }: PartProps<LibraryParts['filters']>) {
  const filters = activeFilters(query);
  if (!filters.length) return null;
  const t = translator(locale);
  const href = (changes: Partial<LibraryQuery>) => hrefFor('library', locale, {}, libraryQueryString(query, { ...changes, page: 1 }));
  const keepSortAndSize = { ...DEFAULT_QUERY, sort: query.sort, descending: query.descending, per: query.per };
  return (
    <div className="active-filters">
      <span className="active-filters__title">{t('filters.active')}</span>
      <ul>
        {filters.map((filter) => {
          const label = filterLabel(filter.name, query, locale, t);
          return (
            <li key={filter.name}>
              <a href={href(filter.without)} aria-label={t('filters.remove', { name: label })}>
                {label}
                <span className="active-filters__x" aria-hidden="true">
                  ×
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      <a className="active-filters__clear" href={hrefFor('library', locale, {}, libraryQueryString(keepSortAndSize))}>
        {t('filters.clearAll')}
      </a>
    </div>
  );
}

function filterLabel(name: ActiveFilter['name'], query: LibraryQuery, locale: Locale, t: Translate): string {
  const n = (value: number) => formatNumber(locale, value);
  // Years are written without grouping ("2024", never "2,024").
  const year = (value: number) => String(value);
  switch (name) {
    case 'q':
      return t('filters.search', { text: query.q });
    case 'vendor':
      return t(`vendor.${query.vendor!}`);
    case 'segment':
      return t(`segment.${query.segment!}`);
    case 'socket':
      return t('filters.socket', { socket: query.socket! });
    case 'scored':
      return t('library.scored');
    case 'cny': {
      const { cnyMin: min, cnyMax: max } = query;
      const yuan = (value: number) => formatYuan(locale, value);
      if (min !== null && max !== null) return t('filters.cnyRange', { min: yuan(min), max: yuan(max) });
      return min !== null ? t('filters.cnyFrom', { price: yuan(min) }) : t('filters.cnyUpTo', { price: yuan(max!) });
    }
    case 'cores': {
      const { coresMin: min, coresMax: max } = query;
      if (min !== null && max !== null)
        return min === max ? t('filters.coresExactly', { count: n(min) }) : t('filters.coresRange', { min: n(min), max: n(max) });
      return min !== null ? t('filters.coresAtLeast', { n: n(min) }) : t('filters.coresAtMost', { n: n(max!) });
    }
    case 'year': {
      const { yearMin: min, yearMax: max } = query;
      if (min !== null && max !== null)
        return min === max ? t('filters.yearExactly', { year: year(min) }) : t('filters.yearRange', { min: year(min), max: year(max) });
      return min !== null ? t('filters.yearFrom', { year: year(min) }) : t('filters.yearUntil', { year: year(max!) });
    }
  }
}
