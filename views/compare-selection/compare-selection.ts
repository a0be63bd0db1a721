/**
 * The compare selection's code, a file the browser loads only when there is something to show or
 * do (load-selection.ts): the library's ticks and tray, and the detail page's compare button.
 */
export { LibrarySelection } from './library-selection.js';
export { compareFrom, showSelectionOn } from './compare-links.js';
