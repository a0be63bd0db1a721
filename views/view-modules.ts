import type { ViewName } from '../src/routes.js';
import type { ViewModule } from './view-module.js';

/**
 * One dynamic import per view: esbuild turns each into its own chunk, the
 * browser loads only the chunk of the page it shows, and the server awaits
 * them all once at start-up.
 */
export const viewModules: Record<ViewName, () => Promise<ViewModule>> = {
  home: () => import('./home.js'),
  library: () => import('./library.js'),
  processor: () => import('./processor.js'),
  compare: () => import('./compare.js'),
};
