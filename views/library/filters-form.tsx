import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { SEGMENTS } from '../../src/shared/processor.js';
import { DEFAULT_QUERY, FILTER_FIELDS, PAGE_SIZES, libraryQueryString, parseLibraryQuery, type LibraryQuery } from '../../src/shared/library-query.js';
import type { Locale } from '../../src/shared/locales.js';
import { hrefFor } from '../../src/shared/route-paths.js';
import { translator } from '../../src/shared/messages.js';
import { navigate } from '../navigation.js';
import { partContents } from '../part.js';
import type { PageParts } from '../../src/shared/page-parts.js';

/** How long typing may pause before the results follow (ms). */
const TYPING_DEBOUNCE_MS = 300;

/** The form's id: the sort control beside the results belongs to it through `form=`. */
export const FILTERS_FORM_ID = 'library-filters';

/**
 * The library's filters: a plain GET form, so it works with JavaScript off.
 * The search field is always in sight; the other filters sit in a disclosure
 * that a phone keeps folded (so that its first screen shows results) and a
 * wide screen shows open (library.css). With JavaScript on, results follow as
 * the visitor types (debounced) or changes a control, and the URL follows
 * without a full page load.
 */
export function FiltersForm({
  query,
  parts,
  folded,
  priced,
  locale,
}: {
  query: LibraryQuery;
  /** the page's parts: the socket and vendor selects' options are two (views/parts/library/socket-options.tsx, vendor-options.tsx) */
  parts: PageParts<'vendors' | 'sockets'>;
  /** how many filters the folded part holds, counted on its button (the search has its own field in sight) */
  folded: number;
  /** the catalogue has retail prices: the form filters by the price now (a price asked in the URL stays in the form either way) */
  priced: boolean;
  locale: Locale;
}) {
  const t = translator(locale);
  const action = hrefFor('library', locale);
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /**
   * History follows the visitor (docs/decisions.md, "The library's history"): each chosen option,
   * ticked box or submit is a step of its own, and typing in a field is one step, made when the text
   * first settles and brought up to date as it settles again, until anything else changes or the
   * visitor steps through history. `asked` is the address the form last asked for, `typedIn` the
   * field typed in for it ('' for none).
   */
  const asked = useRef('');
  const typedIn = useRef('');
  const [values, setValues] = useState(() => fieldValues(query));

  // A new page of results brings its own values, except in the field the visitor is typing in, whose
  // results may lag behind the keys; a page the form did not ask for (Back, Forward, a link) fills that field too.
  useEffect(() => {
    const typing = asked.current === location.pathname + location.search && document.activeElement?.getAttribute('name');
    const next = fieldValues(query);
    setValues((current) => (typing && typing in current ? { ...next, [typing]: current[typing]! } : next));
  }, [query]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const field = (name: string) => ({
    name,
    value: values[name] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValues({ ...values, [name]: event.target.value }),
  });

  const follow = (delay: number, typedField: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const replace = !!typedField && typedField === typedIn.current && asked.current === location.pathname + location.search;
      typedIn.current = typedField;
      if (form.current) asked.current = followForm(form.current, action, replace);
    }, delay);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    follow(0, '');
  };
  const change = ({ target }: ChangeEvent<HTMLFormElement>) => {
    const typedField = /^(search|number)$/.test(target.type) ? target.name : '';
    follow(typedField ? TYPING_DEBOUNCE_MS : 0, typedField);
  };

  return (
    <form
      ref={form}
      id={FILTERS_FORM_ID}
      className="library-filters"
      method="get"
      action={action}
      role="search"
      aria-label={t('library.filters')}
      onSubmit={submit}
      onChange={change}
    >
      <div className="filter-search">
        <label htmlFor="library-q">{t('library.search')}</label>
        <div className="filter-search__row">
          <input id="library-q" type="search" {...field('q')} maxLength={100} placeholder={t('library.searchPlaceholder')} autoComplete="off" />
          <button type="submit" className="button">
            {t('library.searchButton')}
          </button>
        </div>
      </div>
      <details className="filter-more">
        <summary>
          <span>{folded ? t('library.moreFiltersActive', { count: folded }) : t('library.moreFilters')}</span>
        </summary>
        <div className="filter-more__fields">
          <label>
            <span>{t('vendor')}</span>
            <select {...field('vendor')} {...partContents(parts, 'vendors')} />
          </label>
          <Select
            field={field('segment')}
            label={t('segment')}
            any={t('library.any')}
            options={SEGMENTS.map((segment) => ({ value: segment, label: t(`segment.${segment}`) }))}
          />
          <label>
            <span>{t('field.socket')}</span>
            <select {...field('socket')} {...partContents(parts, 'sockets')} />
          </label>
          <NumberField field={field('cores_min')} label={t('library.coresMin')} min={1} max={1024} />
          <NumberField field={field('cores_max')} label={t('library.coresMax')} min={1} max={1024} />
          <NumberField field={field('year_min')} label={t('library.yearMin')} min={1970} max={2100} />
          <NumberField field={field('year_max')} label={t('library.yearMax')} min={1970} max={2100} />
          {priced || query.cnyMin !== null || query.cnyMax !== null ? (
            <>
              <NumberField field={field('cny_min')} label={t('library.cnyMin')} min={1} max={1_000_000} />
              <NumberField field={field('cny_max')} label={t('library.cnyMax')} min={1} max={1_000_000} />
            </>
          ) : null}
          <label className="filter-check">
            <input
              type="checkbox"
              name="scored"
              value="1"
              checked={values.scored === '1'}
              onChange={(event) => setValues({ ...values, scored: event.target.checked ? '1' : '' })}
            />
            <span>{t('library.scored')}</span>
          </label>
          <Select field={field('per')} label={t('library.per')} options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))} />
          <div className="filter-actions">
            <button type="submit" className="button">
              {t('library.apply')}
            </button>
            <a className="button button--ghost" href={action + libraryQueryString(DEFAULT_QUERY)}>
              {t('library.clear')}
            </a>
          </div>
        </div>
      </details>
    </form>
  );
}

/**
 * Shows the results for what the form holds now (the sort control outside it included), from page 1,
 * in place: a new history step, or the entry shown brought up to date (`replace`). What the page
 * already shows is no step. Returns the address of those results.
 */
export function followForm(form: HTMLFormElement, action: string, replace?: boolean): string {
  const fields = Object.fromEntries(new FormData(form) as unknown as Iterable<[string, string]>);
  const href = action + libraryQueryString({ ...parseLibraryQuery(fields), page: 1 });
  if (href !== location.pathname + location.search) navigate(href, { replace, keepScroll: true });
  return href;
}

type FieldProps = {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
};

function Select(props: { field: FieldProps; label: string; any?: string; options: { value: string; label: string }[]; className?: string }) {
  return (
    <label className={props.className}>
      <span>{props.label}</span>
      <select {...props.field}>
        {props.any !== undefined ? <option value="">{props.any}</option> : null}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function NumberField(props: { field: FieldProps; label: string; min: number; max: number }) {
  return (
    <label>
      <span>{props.label}</span>
      <input type="number" inputMode="numeric" {...props.field} min={props.min} max={props.max} />
    </label>
  );
}

/** The form's field values (strings, as the controls hold them) for a query. */
function fieldValues(query: LibraryQuery): Record<string, string> {
  return {
    q: query.q,
    ...Object.fromEntries(FILTER_FIELDS.map(([name, key]) => [name, String(query[key] ?? '')])),
    scored: query.scored ? '1' : '',
    per: String(query.per),
  };
}
