import type { RawQuery } from './route-paths.js';

/**
 * A page's state in its query string, declared once a parameter: how the parameter's value is read
 * into the state and how the state writes it back. Reading and writing come from the same list, so
 * a parameter cannot be read under one name and written under another, and the order of the list
 * is the order of the canonical URL (the cache key and the redirect target of an untidy URL, so
 * it must never change by accident). Reading never fails: a value a parameter cannot read says
 * nothing, and the state keeps its default. Safe to import in the browser.
 */
export interface QueryParam<S> {
  /** the parameter's name in the URL */
  name: string;
  /** what the parameter's value says of the state: nothing ({}) for a value it cannot read */
  read(value: RawQuery[string]): Partial<S>;
  /** the parameter's text for a state, or null to leave it out (empty, or the default) */
  write(state: S): string | null;
}

export interface QueryCodec<S> {
  parse(raw: RawQuery): S;
  /** the parameters a state writes, in the declared order */
  entries(state: S): [string, string][];
  /** '' or '?…': the canonical query string of a state */
  serialize(state: S): string;
}

/**
 * The codec of a page's query: `defaults` is the state of an empty query; `settle`, when given,
 * makes one state of what the parameters read apart (a range asked the wrong way round).
 */
export function queryCodec<S extends object>(defaults: S, params: readonly QueryParam<S>[], settle: (state: S) => S = (state) => state): QueryCodec<S> {
  const entries = (state: S) =>
    params.flatMap((param): [string, string][] => {
      const text = param.write(state);
      return text === null ? [] : [[param.name, text]];
    });
  return {
    parse: (raw) => settle(Object.assign({}, defaults, ...params.map((param) => param.read(raw[param.name]))) as S),
    entries,
    serialize(state) {
      const text = new URLSearchParams(entries(state)).toString();
      return text ? `?${text}` : '';
    },
  };
}

/** A parameter's first value, trimmed; '' when it is absent. */
export function firstText(value: RawQuery[string]): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** A parameter's first value, trimmed and at most `max` characters, so a hostile URL stays small; null when empty. */
export function shortText(value: RawQuery[string], max = 80): string | null {
  return firstText(value).slice(0, max) || null;
}

/** A 1-based page number; anything else is the first page. */
export function pageNumber(value: RawQuery[string]): number {
  const text = shortText(value) ?? '';
  return /^\d{1,6}$/.test(text) && Number(text) >= 1 ? Number(text) : 1;
}
