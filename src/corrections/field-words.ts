import { translate } from '../messages.js';
import type { Locale } from '../shared/locales.js';
import type { MessageKey } from '../shared/messages.js';
import en from '../../locales/en.json' with { type: 'json' };

/**
 * A record field's name as pages show it ("memory.maxGB" → the words of field.memoryMaxGB), or
 * the field's own name where the site has no words for it; and a record's value as text.
 */
export function fieldLabel(locale: Locale, field: string): string {
  const key = `field.${field.replace(/\.(\w)/g, (_, letter: string) => letter.toUpperCase())}`;
  return Object.hasOwn(en, key) ? `${translate(locale, key as MessageKey)} (${field})` : field;
}

export function shownValue(locale: Locale, value: unknown): string {
  if (value === null || value === undefined) return translate(locale, 'changes.unknownValue');
  if (typeof value === 'string') return value;
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
