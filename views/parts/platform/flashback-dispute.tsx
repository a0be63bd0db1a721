import type { Locale } from '../../../src/shared/locales.js';
import { translator, type MessageKey } from '../../../src/shared/messages.js';

/** where the "check the maker's page" phrase goes in a message, before it is cut around it */
const CHECK = '\u0000';

/**
 * A board whose BuildCores listings disagree on BIOS Flashback: the message says so and ends by
 * sending the visitor to the maker's page, linked where the board index has one (docs/platforms.md,
 * "boards.json"). Neither yes nor no is shown.
 */
export function FlashbackDispute({
  message,
  values = {},
  makerUrl,
  locale,
}: {
  message: MessageKey;
  values?: Record<string, string>;
  makerUrl: string | null;
  locale: Locale;
}) {
  const t = translator(locale);
  const check = makerUrl ? (
    <a href={makerUrl} rel="nofollow noopener" className="external flashback-disputed__check">
      {t('platform.flashbackCheck')}
    </a>
  ) : (
    <span className="flashback-disputed__check">{t('platform.flashbackCheck')}</span>
  );
  const [before, after] = t(message, { ...values, check: CHECK }).split(CHECK);
  return (
    <span className="flashback-disputed">
      {before}
      {check}
      {after}
    </span>
  );
}
