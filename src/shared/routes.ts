import type { Vendor } from '../record/processor-vocabulary.js';

/**
 * The route table: one entry per page, read by the server (to register
 * Fastify routes and pair them with their loaders), by the browser router
 * (to recognise links it can handle) and by the build (to make one file per
 * view). Paths are the Chinese ones; the English path is the locale prefix +
 * this path. A route's `view` names its page type: its entry in the page registry
 * (src/pages/registry.ts, which names its loader, component and parts and must have
 * one entry per view here), and the files the build finds by that name: the component
 * views/pages/{view}.tsx and its stylesheet views/pages/{view}.css. `nav` puts the
 * route in the header's navigation, named by the message of the route's name.
 */
/** A vendor's detail route: named for the vendor, at /cpu/{vendor}/:id */
const detail = <V extends Vendor>(name: V) => ({ name, path: `/cpu/${name}/:id` as `/cpu/${V}/:id`, view: 'processor' as const });

export const routes = [
  { name: 'home', path: '/', view: 'home', nav: true },
  { name: 'library', path: '/lib', view: 'library', nav: true },
  // One detail route per vendor of the record (VENDORS, src/record/processor-vocabulary.ts), named
  // for it and in its order, so an id under another vendor is a 404.
  detail('amd'),
  detail('intel'),
  detail('apple'),
  detail('qualcomm'),
  detail('loongson'),
  detail('zhaoxin'),
  detail('hygon'),
  { name: 'compare', path: '/compare', view: 'compare' },
  { name: 'ladder', path: '/ladder', view: 'ladder', nav: true },
  // A socket: its processors, its chipsets with what their vendors say they take, its boards.
  { name: 'socket', path: '/socket/:socket', view: 'socket' },
  // What fits the same board and is faster: /upgrade/amd/{id}, /upgrade/intel/{id}, any vendor.
  { name: 'upgrade', path: '/upgrade/:vendor/:id', view: 'upgrade' },
  // CPU Atlas Bench: the visitor's processor measured in the browser (docs/bench.md).
  { name: 'bench', path: '/bench', view: 'bench', nav: true },
  // Under /dev/: for maintainers only, every dashboard widget drawn and moving
  // (views/pages/widgets.tsx). Served when NODE_ENV is not production; never linked, listed in
  // the sitemap or prerendered (isPublicRoute).
  { name: 'widgets', path: '/dev/widgets', view: 'widgets' },
] as const;

export type Route = (typeof routes)[number];
export type RouteName = Route['name'];
export type ViewName = Route['view'];
export type RouteOf<N extends RouteName> = Extract<Route, { name: N }>;

/** `{ id: string }` from '/cpu/amd/:id'; `{}` from '/lib' */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type ParamsOf<N extends RouteName> = { [K in ParamNames<RouteOf<N>['path']>]: string };

/** The routes a view draws: 'processor' → 'amd' | 'intel' | 'apple' | …, one per vendor. */
export type RoutesOfView<V extends ViewName> = Extract<Route, { view: V }>['name'];

/** The routes the header links to, in the table's order. */
export const NAV_ROUTES = routes.filter((route): route is Extract<Route, { nav: true }> => 'nav' in route && route.nav);

/** Every view of the table, once each: the list the build and the server's loaders derive from. */
export const VIEW_NAMES: readonly ViewName[] = [...new Set(routes.map((route) => route.view))];

/** The views of the routes every visitor may see (isPublicRoute), for what each of them must have. */
export type PublicViewName = Exclude<Route, { path: `/dev/${string}` }>['view'];

/**
 * A route every visitor may see. Routes under /dev/ are for maintainers: served outside
 * production only, never listed in the sitemap or prerendered.
 */
export function isPublicRoute(route: Route): boolean {
  return !route.path.startsWith('/dev/');
}
