import type { RouteName } from '../routes.js';
import { comparePage } from './compare.js';
import { homePage } from './home.js';
import { libraryPage } from './library.js';
import type { Page } from './page.js';
import { processorPage } from './processor.js';

/** Each route of the table paired with its server half; the type makes a missing one a compile error. */
export const pages: { [N in RouteName]: Page<N, any> } = {
  home: homePage,
  library: libraryPage,
  amd: processorPage('amd'),
  intel: processorPage('intel'),
  compare: comparePage,
};
