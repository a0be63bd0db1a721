import type { Locale } from '../src/locales.js';
import { hasMessages, provideMessages } from '../views/messages.js';

/**
 * The browser loads one language's messages, as its own chunk: the page's
 * before hydration, the other only when the visitor switches to it.
 */
const files: Record<Locale, () => Promise<{ default: Parameters<typeof provideMessages>[1] }>> = {
  zh: () => import('../locales/zh.json', { with: { type: 'json' } }),
  en: () => import('../locales/en.json', { with: { type: 'json' } }),
};

export async function loadMessages(locale: Locale): Promise<void> {
  if (hasMessages(locale)) return;
  provideMessages(locale, (await files[locale]()).default);
}
