import type { PublicViewName, ViewName } from '../shared/routes.js';
import type { CardKind } from './card-content.js';
import { benchCard } from './kinds/bench.js';
import { compareCard } from './kinds/compare.js';
import { homeCard } from './kinds/home.js';
import { ladderCard } from './kinds/ladder.js';
import { libraryCard } from './kinds/library.js';
import { processorCard } from './kinds/processor.js';
import { socketCard } from './kinds/socket.js';
import { upgradeCard } from './kinds/upgrade.js';

/**
 * The card of each page type that has one, by the view its routes name: one entry a page type,
 * written as its loader's data and parts (src/cards/kinds/{view}.ts). A page type listed here has
 * an og:image naming `{path}/_card.png` (src/render/page-head.ts) and the server answers it
 * (src/http/card-routes.ts). Every page type a visitor can reach must have one (a page shared
 * without a card shows a bare link), so leaving one out is a type error; the maintainers' widget
 * gallery, never shared, has none and cannot be given one.
 */
export const CARD_KINDS: { [V in PublicViewName]: CardKind<any, any> } = {
  home: homeCard,
  library: libraryCard,
  processor: processorCard,
  compare: compareCard,
  ladder: ladderCard,
  socket: socketCard,
  upgrade: upgradeCard,
  bench: benchCard,
};

export function hasCard(view: ViewName): view is PublicViewName {
  return Object.hasOwn(CARD_KINDS, view);
}

/** The card kind of a view, null for one without (the widget gallery). */
export function cardKindOf(view: ViewName): CardKind<any, any> | null {
  return hasCard(view) ? CARD_KINDS[view] : null;
}
