import type { Locale } from '../../../src/shared/locales.js';
import { translator, type MessageKey } from '../../../src/shared/messages.js';

/** A query value the page could not use: said, not an error. React escapes the value like any text. */
export function IgnoredNote({ field, value, why = 'platform.ignored', locale }: { field: MessageKey; value: string; why?: MessageKey; locale: Locale }) {
  const t = translator(locale);
  return (
    <p className="platform-note" role="note">
      {t(why, { field: t(field), value })}
    </p>
  );
}
