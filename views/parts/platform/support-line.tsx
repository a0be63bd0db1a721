import type { Locale } from '../../../src/shared/locales.js';
import { generationName } from '../../../src/shared/format.js';
import { translator } from '../../../src/shared/messages.js';
import type { SocketChipset } from '../../../src/shared/page-data/socket.js';

/**
 * One vendor statement about a processor line on a chipset: what it says (supported, after a BIOS
 * update, not supported), the line, the statement in our words and the vendor's page. The
 * statement is data written in English; a Chinese page marks it so.
 */
export function SupportLine({ statement, locale }: { statement: SocketChipset['support'][number]; locale: Locale }) {
  const t = translator(locale);
  const line = statement.codename ? `${generationName(statement.generation, t)} (${statement.codename})` : generationName(statement.generation, t);
  return (
    <>
      <span className={`support-status support-status--${statement.status}`}>{t(`platform.status.${statement.status}`)}</span>{' '}
      <strong>{line}</strong>{t('labelSeparator')}
      <span lang="en">{statement.statement}</span>{' '}
      <a href={statement.source.url} rel="nofollow noopener" className="external">{statement.source.name}</a>
    </>
  );
}
