import { translate } from '../messages.js';
import type { Locale } from '../shared/locales.js';
import type { MessageKey } from '../shared/messages.js';
import en from '../../locales/en.json' with { type: 'json' };

/**
 * A record field's name as pages show it ("memory.maxGB" → the words of field.memoryMaxGB), or
 * the field's own name where the site has no words for it; and a record's value as text. A
 * visitor reads the words alone; the maintainers' moderation page adds the record's own name for
 * the field (`withKey`), which the data's files use.
 */
export function fieldLabel(locale: Locale, field: string, withKey = false): string {
  const key = `field.${field.replace(/\.(\w)/g, (_, letter: string) => letter.toUpperCase())}`;
  if (!Object.hasOwn(en, key)) return field;
  const words = translate(locale, key as MessageKey);
  return withKey ? `${words} (${field})` : words;
}

/**
 * A value as text: a list item by item, a memory type with its speed ("DDR4-3200"), any other
 * object its values; never the JSON a visitor cannot read ("[{"type":"DDR4","speedMTs":3200}]").
 */
export function shownValue(locale: Locale, value: unknown): string {
  if (value === null || value === undefined) return translate(locale, 'changes.unknownValue');
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return clipped(value.map((item) => shownValue(locale, item)).join(translate(locale, 'listSeparator')));
  if (typeof value === 'object') {
    const { type, speedMTs } = value as { type?: unknown; speedMTs?: unknown };
    if (typeof type === 'string') return typeof speedMTs === 'number' ? `${type}-${speedMTs}` : type;
    return clipped(
      Object.values(value)
        .map((item) => shownValue(locale, item))
        .join(' / '),
    );
  }
  return String(value);
}

function clipped(text: string): string {
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
