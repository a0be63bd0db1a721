import type { Locale } from '../../../src/shared/locales.js';
import { translator } from '../../../src/shared/messages.js';
import type { StatementSource as Source } from '../../../src/shared/page-data/platform.js';

/**
 * Whose words a statement is, then the page: the vendor's own page, the vendor's statement as a
 * publisher printed it, or a publisher's report. The page's own headline keeps its language (marked
 * with `lang`), introduced by a phrase in the page's.
 */
export function StatementSource({ source, locale }: { source: Source; locale: Locale }) {
  const t = translator(locale);
  const vendor = t(`vendor.${source.vendor}`);
  return (
    <span className="statement-source">
      {t(`platform.source.${source.kind}`, { vendor, publisher: source.publisher })}{' '}
      <a href={source.url} rel="nofollow noopener" className="external" lang={source.title ? source.language : undefined}>
        {source.title ?? (source.published ? t('platform.source.untitled', { publisher: source.publisher, date: source.published }) : source.publisher)}
      </a>
    </span>
  );
}
