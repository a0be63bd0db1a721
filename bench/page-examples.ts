import type { Catalogue } from '../src/catalogue/catalogue.js';
import { pageModules } from '../src/render/page-modules.js';
import { sitePages } from '../src/render/page-paths.js';
import { LOCALES, type Locale } from '../src/shared/locales.js';
import { payloadUrl } from '../src/shared/payload-url.js';
import { localizePath, matchPath } from '../src/shared/route-paths.js';
import { isPublicRoute, routes, type ViewName } from '../src/shared/routes.js';

/**
 * What the bench asks for, derived from the route table, so that a page type added to the table
 * is measured without a change here: for each view of a public route, an example page in both
 * languages and its `_payload.json`, and the search's suggestions; and, for the cold runs, pages
 * of each view nobody has asked for yet. A view's pages are what its loader lists (Page.paths,
 * the sitemap's list) or, for a route without parameters, its path; where a view's typical page
 * needs a query, EXAMPLES below says which. A public view with no page to ask for stops the bench
 * with a message that says where to add one.
 */
export type Form = 'page' | 'payload' | 'answer';

export interface Target {
  /** the view, or 'search' for the search's suggestions */
  type: string;
  form: Form;
  locale: Locale;
  /** path and query on our server */
  url: string;
}

export interface BenchPages {
  /** the views measured, in the route table's order */
  views: ViewName[];
  /** per view and language the example page and its payload, then the search's suggestions */
  targets: Target[];
  /**
   * per view, pages nobody has asked for, in both languages: `warm` are asked first, unmeasured, so
   * that the code is warm as in a server that has run for a while (a crawl's cost is that of its
   * thousands of pages, not of its first); then `pages` are measured as pages and `others` (other
   * pages again) as their payloads. The search's are suggestions' URLs.
   */
  cold: Map<string, { warm: string[]; pages: string[]; others: string[] }>;
  /**
   * the first request of each kind after the server is ready, in Chinese: each view's example,
   * and the kinds FIRSTS adds (the library without filters, the value ladder), then the search's
   * suggestions
   */
  firsts: Target[];
}

/**
 * Kinds of first request besides each view's example: a view whose pages differ in what they
 * compute (the library with and without filters; the value ladder, ranked per yuan).
 */
const FIRSTS: Partial<Record<ViewName, string[]>> = {
  library: ['/lib'],
  ladder: ['/ladder?segment=desktop&metric=per-yuan'],
};

/** The Chinese paths of a view's pages: the first few are the examples, the rest the cold runs. */
type Candidates = (own: string[], all: Map<ViewName, string[]>) => { example: string; cold: string[] };

const LIBRARY_FILTERS = ['amd', 'intel'].flatMap((vendor) =>
  ['desktop', 'mobile', 'server'].flatMap((segment) =>
    ['name', '-cores', 'price', '-tdp', 'launched'].map((sort) => `/lib?vendor=${vendor}&segment=${segment}&sort=${sort}`),
  ),
);
const LADDERS = ['desktop', 'mobile', 'server'].flatMap((segment) =>
  ['', 'amd', 'intel'].flatMap((vendor) =>
    ['score', 'per-watt', 'per-dollar'].map(
      (metric) => `/ladder?segment=${segment}${vendor ? `&vendor=${vendor}` : ''}${metric === 'score' ? '' : `&metric=${metric}`}`,
    ),
  ),
);

/**
 * Views whose example is not simply their first page. Written in each page's own parameter order:
 * another order answers with a redirect to this one.
 */
const EXAMPLES: Partial<Record<ViewName, Candidates>> = {
  library: () => ({ example: '/lib?vendor=amd&sort=-boost', cold: LIBRARY_FILTERS }),
  ladder: () => ({ example: '/ladder', cold: LADDERS.filter((url) => url !== '/ladder?segment=desktop') }),
  compare: (_, all) => {
    const keys = (all.get('processor') ?? []).map((path) => path.split('/').slice(2).join(':'));
    const pairs = keys.slice(0, 200).flatMap((key, index) => (index % 2 ? [] : [`/compare?ids=${key},${keys[index + 1] ?? keys[0]}`]));
    return { example: pairs[0] ?? '/compare', cold: pairs.slice(1) };
  },
};

export async function benchPages(catalogue: Catalogue, buildId: string, coldCount: number): Promise<BenchPages> {
  const modules = pageModules();
  const byView = new Map<ViewName, string[]>();
  const views = [...new Set(routes.filter(isPublicRoute).map((route) => route.view))];
  for (const view of views) byView.set(view, []);
  for (const path of sitePages(modules, catalogue).paths()) {
    const view = matchPath(path)?.route.view;
    if (view && byView.has(view)) byView.get(view)!.push(path);
  }
  const targets: Target[] = [];
  const cold = new Map<string, BenchPages['cold'] extends Map<string, infer V> ? V : never>();
  for (const view of views) {
    const own = byView.get(view)!;
    const picked = EXAMPLES[view]?.(own, byView) ?? (own.length ? { example: own[0]!, cold: own.slice(1) } : null);
    if (!picked) {
      throw new Error(
        `the view "${view}" lists no page to ask for (its loader's paths() is empty on this catalogue): give it an example in EXAMPLES, bench/page-examples.ts`,
      );
    }
    for (const locale of LOCALES) {
      const url = localizeUrl(picked.example, locale);
      targets.push({ type: view, form: 'page', locale, url }, { type: view, form: 'payload', locale, url: payloadOf(url, buildId) });
    }
    const both = picked.cold.slice(0, Math.ceil((3 * coldCount) / 2)).flatMap((url) => LOCALES.map((locale) => localizeUrl(url, locale)));
    cold.set(view, { pages: both.slice(0, coldCount), others: both.slice(coldCount, 2 * coldCount), warm: both.slice(2 * coldCount) });
  }
  for (const locale of LOCALES) targets.push({ type: 'search', form: 'answer', locale, url: `/api/search?q=ryzen%207&locale=${locale}` });
  const firsts = targets
    .filter((target) => target.locale === 'zh' && target.form !== 'payload')
    .flatMap((target) => [target, ...(FIRSTS[target.type as ViewName] ?? []).map((url) => ({ ...target, url }))]);
  // Suggestions for the start of processors' names nobody has typed yet.
  const names = (byView.get('processor') ?? []).slice(-2 * coldCount).map((path) => path.split('/').pop()!.replace(/-/g, ' '));
  const suggestions = names.map(
    (name, index) => `/api/search?q=${encodeURIComponent(name.slice(0, Math.max(5, name.length - 2)))}&locale=${index % 2 ? 'en' : 'zh'}`,
  );
  cold.set('search', { warm: suggestions.slice(coldCount), pages: suggestions.slice(0, coldCount), others: [] });
  return { views, targets, cold, firsts };
}

/** The `_payload.json` URL of a page URL (path and query). */
export function payloadOf(url: string, buildId: string): string {
  const { pathname, search } = new URL(url, 'http://bench');
  return payloadUrl(pathname, search, buildId);
}

/** A Chinese page URL in the language asked, query kept. */
function localizeUrl(url: string, locale: Locale): string {
  const at = url.indexOf('?');
  return at === -1 ? localizePath(url, locale) : localizePath(url.slice(0, at), locale) + url.slice(at);
}
