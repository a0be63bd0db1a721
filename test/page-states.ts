import type { Catalogue } from '../src/catalogue/catalogue.js';
import type { PageView } from '../src/shared/build-meta.js';
import { isPublicRoute, routes, VIEW_NAMES, type ParamsOf, type RouteName, type RoutesOfView, type ViewName } from '../src/shared/routes.js';
import { processorKey, type Processor } from '../src/shared/processor.js';

/**
 * The pages tests draw, per view of the route table (and the error page), by their Chinese paths.
 * Both lists derive from the route table, which the page registry (src/pages/registry.ts) is typed
 * by: a view whose route has no parameters is drawn at its route's path without a line here; a
 * view whose route has parameters must name one page here, or the type check stops `npm test`,
 * naming the view.
 *
 * EXAMPLE_PATHS: one ordinary page of each view, which the tests of every page type walk in both
 * languages (test/helper.ts PAGE_PATHS).
 * pageStates: many pages of each view, in every state its words depend on, which
 * test/client/message-subsets.test.ts renders with nothing but the view's own messages file (a
 * view without states here: its example page).
 */
type Parameterised<Names extends RouteName> = { [N in Names]: [keyof ParamsOf<N>] extends [never] ? never : N }[Names];
/** The views some route of which has parameters: no path of their own to draw. */
type ViewWithParameters = { [V in ViewName]: Parameterised<RoutesOfView<V>> extends never ? never : V }[ViewName];

const CHOSEN_EXAMPLES: Record<ViewWithParameters | 'error', string> & Partial<Record<PageView, string>> = {
  home: '/',
  library: '/lib',
  processor: '/cpu/amd/ryzen-7-7800x3d',
  compare: '/compare?ids=amd:ryzen-7-7800x3d,intel:core-i9-14900k',
  ladder: '/ladder',
  socket: '/socket/am4',
  upgrade: '/upgrade/amd/ryzen-5-3600',
  widgets: '/dev/widgets',
  error: '/nope',
};

export const EXAMPLE_PATHS = Object.fromEntries(
  [...VIEW_NAMES, 'error' as const].map((view) => {
    return [view, CHOSEN_EXAMPLES[view] ?? routes.find((route) => route.view === view)!.path];
  }),
) as Record<PageView, string>;

export function pageStates(catalogue: Catalogue): Record<PageView, string[]> {
  const states = statesByHand(catalogue);
  return Object.fromEntries(Object.entries(EXAMPLE_PATHS).map(([view, path]) => [view, states[view as PageView] ?? [path]])) as Record<PageView, string[]>;
}

function statesByHand(catalogue: Catalogue): Partial<Record<PageView, string[]>> {
  // A sample of every product line: rendering all of them in both languages would take minutes.
  const processorPaths = sampleProcessors(catalogue).map((p) => `/cpu/${p.vendor}/${p.id}`);
  return {
    home: ['/'],
    library: [
      '/lib',
      '/lib?q=ryzen',
      '/lib?q=zzzzzz',
      '/lib?page=999',
      '/lib?vendor=intel&segment=server&sort=-price&per=96',
      '/lib?cores_min=64&year_min=2024',
      '/lib?q=ryzen&vendor=amd&socket=AM5&cores_min=8&cores_max=8&year_min=2020&year_max=2022',
      '/lib?cores_max=4&year_max=2018',
      '/lib?cores_min=4&cores_max=8&year_min=2020&year_max=2020',
      '/lib?sort=-specrate2017-int-base-2chip',
      '/lib?sort=raytracing-single-thread&scored=1',
      '/lib?sort=-score',
    ],
    processor: processorPaths,
    compare: [
      '/compare',
      '/compare?ids=amd:ryzen-7-7800x3d,intel:core-i9-14900k&diff=1',
      '/compare?ids=amd:ryzen-7-7800x3d&diff=1',
      '/compare?ids=amd:ryzen-7-7800x3d,intel:core-i9-14900k&q=ryzen+9',
      '/compare?q=zzzz',
      '/compare?ids=amd:ryzen-7-7800x3d,amd:ryzen-7-7800x3d-tray&diff=1',
      '/compare?ids=amd:ryzen-7-7800x3d,intel:core-i9-14900k',
      '/compare?ids=amd:nope',
      '/compare?ids=amd:ryzen-7-7800x3d',
      '/compare?ids=amd:epyc-9684x,amd:epyc-9654,amd:ryzen-5-1500x,amd:epyc-9115',
      '/compare?ids=amd:ryzen-7-9800x3d,amd:ryzen-7-7800x3d,intel:core-i7-14700k&diff=1',
      `/compare?ids=${processorPaths
        .slice(0, 6)
        .map((path) => path.split('/').slice(2).join(':'))
        .join(',')}`,
    ],
    ladder: [
      '/ladder',
      '/ladder?segment=mobile&metric=per-watt',
      '/ladder?segment=server&vendor=intel&metric=per-dollar',
      '/ladder?mark=amd:ryzen-7-7800x3d',
      '/ladder?segment=mobile&mark=amd:ryzen-7-7800x3d',
      '/ladder?mark=amd:nope',
      '/ladder?mark=intel:core-i9-14900k&vendor=amd',
      '/ladder?page=99',
      '/ladder?benchmark=specrate2017-int-base-2chip&segment=server',
      '/ladder?benchmark=sysbench-cpu-single-thread&segment=mobile&metric=per-watt&unranked=1',
      '/ladder?benchmark=nope',
      '/ladder?segment=server&mark=amd:epyc-9684x',
      '/ladder?mark=amd:ryzen-5-1500x',
      '/ladder?benchmark=blowfish-single-thread&segment=server&page=2',
      // the index, placed by its ranges: a span marked, per dollar, and a processor without an index marked
      '/ladder?benchmark=single-thread-index&mark=amd:ryzen-7-7800x3d',
      '/ladder?benchmark=single-thread-index&segment=mobile&metric=per-dollar&mark=apple:m1',
    ],
    socket: [
      '/socket/am4',
      '/socket/am4?sort=blender&page=2',
      '/socket/am4?chipset=b450&form=atx&boards_page=2',
      '/socket/am4?chipset=z690&form=nope&sort=nope',
      '/socket/lga1700',
      '/socket/lga1151',
      '/socket/bga1744',
      '/socket/fp6',
      '/socket/sp5',
    ],
    upgrade: [
      '/upgrade/amd/ryzen-5-3600',
      '/upgrade/amd/ryzen-5-3600?chipset=b450',
      '/upgrade/amd/ryzen-5-3600?chipset=b450&board=nope',
      '/upgrade/amd/ryzen-5-3600?chipset=z690',
      '/upgrade/amd/ryzen-5-3600?page=2',
      '/upgrade/amd/ryzen-5-3600?chipset=a320&goal=single',
      '/upgrade/amd/ryzen-threadripper-2950x',
      '/upgrade/amd/ryzen-7-5800x?chipset=x570',
      '/upgrade/intel/core-i5-12400',
      '/upgrade/intel/core-i9-14900k',
      '/upgrade/intel/core-i5-6600k',
      // every sixteenth of the sample: both vendors' lines, soldered and socketed, with and without figures
      ...processorPaths.filter((_, index) => index % 16 === 0).map((path) => path.replace('/cpu/', '/upgrade/')),
    ],
    error: ['/nope', '/cpu/amd/nope'],
    widgets: ['/dev/widgets'],
    bench: ['/bench', '/bench?cpu=amd:ryzen-7-7800x3d', '/bench?cpu=apple:m2-pro', '/bench?q=ryzen', '/bench?q=zzzzzz'],
  };
}

/**
 * A deterministic sample of the catalogue for tests that render whole pages: every 12th
 * processor in key order plus the first of each vendor's generation, so every product line is
 * drawn without rendering thousands of pages.
 */
export function sampleProcessors(catalogue: Catalogue): Processor[] {
  const byKey = new Map(catalogue.processors.map((p) => [processorKey(p), p]));
  const keys = [...byKey.keys()].sort();
  const picked = new Set(keys.filter((_, i) => i % 12 === 0));
  const byLine = new Map<string, string[]>();
  for (const p of catalogue.processors) {
    const line = `${p.vendor}:${p.generation}`;
    byLine.set(line, [...(byLine.get(line) ?? []), processorKey(p)]);
  }
  for (const members of byLine.values()) picked.add(members.sort()[0]!);
  return [...picked].sort().map((key) => byKey.get(key)!);
}

/**
 * How many pages each route of the table makes of a catalogue, counted as a visitor would (the
 * maintainers' pages none): what the sitemap and prerendering must list. A route without
 * parameters makes one page (none under /dev/); a route with parameters must say here how many,
 * or the type check stops.
 */
const COUNTED_BY_HAND: Record<Parameterised<RouteName>, (catalogue: Catalogue) => number> & Partial<Record<RouteName, (catalogue: Catalogue) => number>> = {
  amd: (catalogue) => catalogue.processors.filter((p) => p.vendor === 'amd').length,
  intel: (catalogue) => catalogue.processors.filter((p) => p.vendor === 'intel').length,
  apple: (catalogue) => catalogue.processors.filter((p) => p.vendor === 'apple').length,
  qualcomm: (catalogue) => catalogue.processors.filter((p) => p.vendor === 'qualcomm').length,
  loongson: (catalogue) => catalogue.processors.filter((p) => p.vendor === 'loongson').length,
  zhaoxin: (catalogue) => catalogue.processors.filter((p) => p.vendor === 'zhaoxin').length,
  hygon: (catalogue) => catalogue.processors.filter((p) => p.vendor === 'hygon').length,
  socket: (catalogue) => catalogue.platforms.sockets.length,
  upgrade: (catalogue) => catalogue.processors.length,
};

export const PAGES_OF_ROUTE = Object.fromEntries(
  routes.map((route) => {
    return [route.name, COUNTED_BY_HAND[route.name] ?? (() => (isPublicRoute(route) ? 1 : 0))];
  }),
) as Record<RouteName, (catalogue: Catalogue) => number>;

/** Every page of a catalogue, in one language. */
export function pageCount(catalogue: Catalogue): number {
  return Object.values(PAGES_OF_ROUTE).reduce((sum, count) => sum + count(catalogue), 0);
}
