import * as benchView from '../../views/pages/bench.js';
import * as compareView from '../../views/pages/compare.js';
import * as homeView from '../../views/pages/home.js';
import * as ladderView from '../../views/pages/ladder.js';
import * as libraryView from '../../views/pages/library.js';
import * as processorView from '../../views/pages/processor.js';
import * as socketView from '../../views/pages/socket.js';
import * as upgradeView from '../../views/pages/upgrade.js';
import * as widgetsView from '../../views/pages/widgets.js';
import benchParts from '../../views/parts/bench.js';
import compareParts from '../../views/parts/compare.js';
import homeParts from '../../views/parts/home.js';
import ladderParts from '../../views/parts/ladder.js';
import libraryParts from '../../views/parts/library.js';
import processorParts from '../../views/parts/processor.js';
import socketParts from '../../views/parts/socket.js';
import upgradeParts from '../../views/parts/upgrade.js';
import type { PartComponents, ViewModule } from '../../views/view-module.js';
import type { ViewName } from '../shared/routes.js';
import bench from './bench.js';
import compare from './compare.js';
import home from './home.js';
import ladder from './ladder.js';
import library from './library.js';
import type { Page } from './page.js';
import processor from './processor.js';
import socket from './socket.js';
import upgrade from './upgrade.js';
import widgets from './widgets.js';

/**
 * The page registry: every page type once, by the name its routes give as their view
 * (src/shared/routes.ts), with its loader, its view and the components of its parts. The loader's
 * type names the page's data and parts (src/shared/page-data/{view}.ts); the view must draw that
 * data with those parts, the parts' components must draw exactly those parts, and a route with
 * parameters must list its pages (src/pages/page.ts). All of it is checked by tsc: a page type with a piece missing
 * or misspelt does not compile. Server only, as it holds the loaders and parts; the browser finds
 * each view's file by the same name (build.mjs).
 */
export const PAGE_TYPES = {
  home: pageType('home', { loader: home, view: homeView, parts: homeParts }),
  library: pageType('library', { loader: library, view: libraryView, parts: libraryParts }),
  processor: pageType('processor', { loader: processor, view: processorView, parts: processorParts }),
  compare: pageType('compare', { loader: compare, view: compareView, parts: compareParts }),
  ladder: pageType('ladder', { loader: ladder, view: ladderView, parts: ladderParts }),
  socket: pageType('socket', { loader: socket, view: socketView, parts: socketParts }),
  upgrade: pageType('upgrade', { loader: upgrade, view: upgradeView, parts: upgradeParts }),
  bench: pageType('bench', { loader: bench, view: benchView, parts: benchParts }),
  widgets: pageType('widgets', { loader: widgets, view: widgetsView, parts: null }),
} satisfies { [V in ViewName]: PageType<V> };

export interface PageType<V extends ViewName, Data = any, Parts = any, Query = any> {
  view: V;
  loader: Page<V, Data, Parts, Query>;
  module: ViewModule<Data, Parts>;
  /** null for a page the view draws whole */
  parts: PartComponents<Parts> | null;
}

/** A page without parts has no parts file; a page with parts has one, drawing each. */
type PartsOf<Parts> = [keyof Parts] extends [never] ? null : PartComponents<Parts>;

/**
 * One entry, its pieces held to each other: Data, Parts and Query are the loader's, and the view
 * and parts must match them (NoInfer: the view cannot widen what the loader promises).
 */
function pageType<V extends ViewName, Data, Parts, Query>(
  view: V,
  entry: {
    loader: Page<V, Data, Parts, Query>;
    view: ViewModule<NoInfer<Data>, NoInfer<Parts>>;
    parts: PartsOf<NoInfer<Parts>>;
  },
): PageType<V, Data, Parts, Query> {
  return { view, loader: entry.loader, module: entry.view, parts: entry.parts };
}
