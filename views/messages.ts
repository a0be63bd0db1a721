import en from '../locales/en.json' with { type: 'json' };
import zh from '../locales/zh.json' with { type: 'json' };
import type { Locale } from '../src/locales.js';

/**
 * Message lookup. The locale is an argument on every call: on the server
 * requests for both languages interleave, so there is no "current locale".
 * Keys are typed from zh.json; a test keeps en.json's keys identical.
 */
export type MessageKey = keyof typeof zh;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const catalogues: Record<Locale, Record<MessageKey, string>> = { zh, en };

export function translate(locale: Locale, key: MessageKey, values?: Record<string, string | number>): string {
  const template = catalogues[locale][key];
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A translate function bound to one page's locale, for views. */
export function translator(locale: Locale): Translate {
  return (key, values) => translate(locale, key, values);
}
