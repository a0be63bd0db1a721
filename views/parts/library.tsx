import type { LibraryParts } from '../../src/shared/page-data/library.js';
import type { PartComponents } from '../view-module.js';
import { ActiveFilters } from './library/active-filters.js';
import { LibraryResults } from './library/library-results.js';

/** The library's parts: the line of active filters, and the results with their pages and downloads. */
const parts: PartComponents<LibraryParts> = { filters: ActiveFilters, results: LibraryResults };
export default parts;
