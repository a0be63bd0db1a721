import type { ClientAssets } from '../../src/shared/build-meta.js';
import { ASSETS_ELEMENT_ID } from '../../src/shared/dom-ids.js';
import type { Locale } from '../../src/shared/locales.js';
import { provideMessages, type Messages } from '../../src/shared/messages.js';

/**
 * Where the build put a file of the compare selection's: the asset map every page carries
 * (src/render/document.ts), which names the selection's code and its words in each language.
 */
export function selectionAssets(): ClientAssets['selection'] {
  return (JSON.parse(document.getElementById(ASSETS_ELEMENT_ID)?.textContent ?? '') as ClientAssets).selection;
}

const loaded: Partial<Record<Locale, Promise<void>>> = {};

/**
 * The selection's words in a language, a file of their own that comes with its code rather than
 * with the pages (build.mjs): a library or detail page carries none of them until it needs them.
 */
export function selectionWords(locale: Locale): Promise<void> {
  const loading = (loaded[locale] ??= (import(selectionAssets().messages[locale]) as Promise<{ default: Partial<Messages> }>).then((file) =>
    provideMessages(locale, file.default),
  ));
  loading.catch(() => delete loaded[locale]);
  return loading;
}
