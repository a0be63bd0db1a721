import type { ClientAssets } from '../../src/shared/build-meta.js';
import { ASSETS_ELEMENT_ID } from '../../src/shared/dom-ids.js';

/** Where the build put the bench's run, its words and its workers: the asset map every page carries (src/render/document.ts). */
export function benchAssets(): ClientAssets['bench'] {
  return (JSON.parse(document.getElementById(ASSETS_ELEMENT_ID)?.textContent ?? '') as ClientAssets).bench;
}
