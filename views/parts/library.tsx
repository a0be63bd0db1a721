import type { LibraryParts } from '../../src/shared/page-data/library.js';
import type { PartComponents } from '../view-module.js';
import { ActiveFilters } from './library/active-filters.js';
import { LibraryResults } from './library/library-results.js';
import { SocketOptions } from './library/socket-options.js';
import { VendorOptions } from './library/vendor-options.js';

/** The library's parts: the socket filter's options, the line of active filters, and the results with their pages and downloads. */
const parts: PartComponents<LibraryParts> = { sockets: SocketOptions, vendors: VendorOptions, filters: ActiveFilters, results: LibraryResults };
export default parts;
