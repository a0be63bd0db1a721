import type { ClientAssets, PageView } from '../src/shared/build-meta.js';
import { ASSETS_ELEMENT_ID } from '../src/shared/dom-ids.js';
import type { Locale } from '../src/shared/locales.js';

/**
 * Where this build keeps the files the browser loads as it goes — other views, their messages,
 * the navigation overlay. The server writes the map into every page (src/render/document.ts); the
 * entry cannot carry it, as those files import the entry and so are named after it.
 */
let assets: ClientAssets | undefined;

function clientAssets(): ClientAssets {
  if (!assets) {
    const element = document.getElementById(ASSETS_ELEMENT_ID);
    if (!element) throw new Error('the page has no asset map');
    assets = JSON.parse(element.textContent ?? '') as ClientAssets;
  }
  return assets;
}

export const viewUrl = (view: PageView): string => clientAssets().views[view];
export const messagesUrl = (locale: Locale, view: PageView): string => clientAssets().messages[locale][view];
export const overlayUrl = (): string => clientAssets().overlay;
export const searchUrl = (): string => clientAssets().search;
export const buildWatchUrl = (): string => clientAssets().buildWatch;
