import type { Catalogue } from '../catalogue/catalogue.js';
import type { Locale } from '../shared/locales.js';
import type { ParamsOf, RoutesOfView, ViewName } from '../shared/routes.js';

/**
 * The server half of a view, default-exported by src/pages/{view}.ts: `validate` decides
 * whether the params name something that exists (false → 404), `load` computes the page data
 * and the words of its head. Server-only: this is where the catalogue is read.
 */
export type Query = Record<string, string | string[] | undefined>;

export interface PageContext<V extends ViewName> {
  /** which of the view's routes asked: the processor view serves 'amd' and 'intel' */
  route: RoutesOfView<V>;
  params: ParamsOf<RoutesOfView<V>>;
  query: Query;
  locale: Locale;
  catalogue: Catalogue;
}

export interface LoadedPage<Data, Parts> {
  data: Data;
  /** the props of each part the server draws (views/parts/{view}.tsx); a part given null is not drawn */
  parts: Parts;
  title: string;
  description: string;
}

export interface Page<V extends ViewName, Data = unknown, Parts = Record<string, never>> {
  validate?(context: Pick<PageContext<V>, 'route' | 'params' | 'catalogue'>): boolean;
  /**
   * The query string ('' or '?…') that decides the page: what `load` reads, in one order, with
   * empty, default and unknown values left out. Two requests with the same canonical query get
   * the same bytes, so the page cache keys on it and the payload carries it (the language switch
   * keeps it). Without it, no query changes the page.
   */
  canonicalQuery?(context: Pick<PageContext<V>, 'query' | 'catalogue'>): string;
  load(context: PageContext<V>): LoadedPage<Data, Parts>;
}
