import type { PageView } from '../src/shared/build-meta.js';
import type { Locale } from '../src/shared/locales.js';
import { provideMessages, type Messages } from '../src/shared/messages.js';
import { messagesUrl } from './asset-urls.js';

/**
 * The browser loads the messages a page can show, by language and view, as a file of their own:
 * a first visit brings only its page's words; each view and language seen later adds its own.
 */
const loaded = new Set<string>();

export async function loadMessages(locale: Locale, view: PageView): Promise<void> {
  const key = `${locale}:${view}`;
  if (loaded.has(key)) return;
  const module = (await import(messagesUrl(locale, view))) as { default: Partial<Messages> };
  provideMessages(locale, module.default);
  loaded.add(key);
}
