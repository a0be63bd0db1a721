import type { Catalogue } from '../catalogue/catalogue.js';
import type { Locale } from '../locales.js';
import type { ParamsOf, RouteName } from '../routes.js';

/**
 * The server half of a route: `validate` decides whether the params name
 * something that exists (false → 404), `load` computes the page data and the
 * words of its head. Server-only: this is where the catalogue is read.
 */
export type Query = Record<string, string | string[] | undefined>;

export interface PageContext<N extends RouteName> {
  params: ParamsOf<N>;
  query: Query;
  locale: Locale;
  catalogue: Catalogue;
}

export interface LoadedPage<Data> {
  data: Data;
  title: string;
  description: string;
}

export interface Page<N extends RouteName, Data = unknown> {
  validate?(params: ParamsOf<N>, catalogue: Catalogue): boolean;
  load(context: PageContext<N>): LoadedPage<Data>;
}
