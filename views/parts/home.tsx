import type { HomeParts } from '../../src/shared/page-data/home.js';
import type { PartComponents } from '../view-module.js';
import { HomeIntro } from './home/home-intro.js';
import { HomeLists } from './home/home-lists.js';
import { HomeOverview } from './home/home-overview.js';

/** The home page's parts: the hero's words and radar, the catalogue in figures, and the lists. */
const parts: PartComponents<HomeParts> = { intro: HomeIntro, overview: HomeOverview, lists: HomeLists };
export default parts;
