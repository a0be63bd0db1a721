import type { SupportStatement } from '../record/platform-schema.js';
import type { Locale } from '../shared/locales.js';
import type { ShownStatement } from '../shared/page-data/platform.js';

/**
 * A support statement as a page in `locale` shows it: our words in that language (the data holds
 * both), the source with its kind, so a page never shows one language's statement on the other's.
 */
export function shownStatement(statement: SupportStatement, locale: Locale): ShownStatement {
  const { kind, vendor, publisher, title, url, language, published } = statement.source;
  return {
    status: statement.status,
    text: statement.text[locale],
    firstBios: statement.firstBios,
    someBoards: statement.someBoards,
    source: { kind, vendor, publisher, title, url, language, published },
  };
}
