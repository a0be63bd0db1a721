import type zh from '../../locales/zh.json';
import type { Locale } from './locales.js';

/**
 * Message lookup. The locale is an argument on every call: on the server
 * requests for both languages interleave, so there is no "current locale".
 * Keys are typed from zh.json; a test keeps en.json's keys identical.
 *
 * The messages are provided, not imported here: the server holds both
 * languages whole from the start (src/messages.ts), while the browser
 * adds, language by language and view by view, the messages each page it
 * shows can use (client/messages.ts), which keeps every other page's words
 * out of a first visit.
 */
export type Messages = typeof zh;
export type MessageKey = keyof Messages;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const provided: Partial<Record<Locale, Partial<Messages>>> = {};

/** Adds to a language's messages; a key given twice keeps the later text. */
export function provideMessages(locale: Locale, messages: Partial<Messages>): void {
  provided[locale] = { ...provided[locale], ...messages };
}

export function translate(locale: Locale, key: MessageKey, values?: Record<string, string | number>): string {
  const messages = provided[locale];
  const template = (values && isOne(values.count) ? messages?.[singularOf(key)] : undefined) ?? messages?.[key];
  if (template === undefined) throw new Error(`The ${locale} message "${key}" is not loaded`);
  if (!values) return template;
  let pieces = cut.get(template);
  if (!pieces) cut.set(template, (pieces = template.split(/\{(\w+)\}/)));
  let text = pieces[0]!;
  for (let i = 1; i < pieces.length; i += 2) {
    const name = pieces[i]!;
    text += (name in values ? String(values[name]) : `{${name}}`) + pieces[i + 1]!;
  }
  return text;
}

/**
 * English writes "1 result" but "2 results": a message counting something may have a singular,
 * under its key and `.one` ("benchmarks.blender.samples.one"), used when its `count` is one.
 * Chinese has no plural, so its singulars read as its other forms. Counts arrive formatted
 * (formatNumber), and one is written "1" in both languages.
 */
function singularOf(key: MessageKey): MessageKey {
  return `${key}.one` as MessageKey;
}

function isOne(count: string | number | undefined): boolean {
  return count === 1 || count === '1';
}

/**
 * Each message with placeholders, cut once into its text and the names between (text, name,
 * text, …): a regular expression run on every call cost more than the rest of a page's words.
 */
const cut = new Map<string, string[]>();

/** A translate function bound to one page's locale, for views. */
export function translator(locale: Locale): Translate {
  return (key, values) => translate(locale, key, values);
}
