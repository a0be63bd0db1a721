import type zh from '../locales/zh.json';
import type { Locale } from '../src/locales.js';

/**
 * Message lookup. The locale is an argument on every call: on the server
 * requests for both languages interleave, so there is no "current locale".
 * Keys are typed from zh.json; a test keeps en.json's keys identical.
 *
 * The message files are provided, not imported here: the server holds both
 * from the start (src/server-messages.ts), while the browser loads only the
 * language of the page it shows (client/messages.ts), which keeps the other
 * language's text out of every first visit.
 */
export type Messages = typeof zh;
export type MessageKey = keyof Messages;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const provided: Partial<Record<Locale, Messages>> = {};

export function provideMessages(locale: Locale, messages: Messages): void {
  provided[locale] = messages;
}

export function hasMessages(locale: Locale): boolean {
  return provided[locale] !== undefined;
}

export function translate(locale: Locale, key: MessageKey, values?: Record<string, string | number>): string {
  const messages = provided[locale];
  if (!messages) throw new Error(`The ${locale} messages are not loaded yet`);
  const template = messages[key];
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A translate function bound to one page's locale, for views. */
export function translator(locale: Locale): Translate {
  return (key, values) => translate(locale, key, values);
}
