import type { Locale } from '../../../src/shared/locales.js';
import type { MessageKey } from '../../../src/shared/messages.js';
import { formatLaunch } from '../../../src/shared/format.js';
import { translator } from '../../../src/shared/messages.js';
import type { BenchmarkCredit } from '../../../src/shared/page-data/platform.js';

/**
 * The credit and notice of every benchmark whose figures a page shows, in the source's own terms
 * (SPEC's trademarks and fair-use notice, hardinfo2's GPL): once per source, under the figures.
 */
export function BenchmarkCredits({ credits, locale }: { credits: BenchmarkCredit[]; locale: Locale }) {
  if (!credits.length) return null;
  const t = translator(locale);
  const sources = [...new Map(credits.map((credit) => [credit.source, credit])).values()];
  return (
    <div className="platform-credits">
      {sources.map((credit) => (
        <p key={credit.source}>
          {credit.synthetic ? <strong>{t('benchmark.synthetic')} </strong> : null}
          {t(`benchmarkSource.${credit.source}.credit` as MessageKey, {
            date: formatLaunch(locale, credit.snapshot),
            // a derived figure's credit names what it is made of, under which licence (benchmark-source.tsx says the same)
            licence: credit.licence,
            sources: credit.derivedFrom?.sources.join(t('verdict.enumerationSeparator')) ?? credit.sourceName,
          })}{' '}
          {/* a derived figure's source is CPU Atlas itself, named in the page's language */}
          <a href={credit.sourceUrl}>{credit.derivedFrom ? t(`benchmarkSource.${credit.source}.name` as MessageKey) : credit.sourceName}</a>
          {' · '}
          <a href={credit.licenceUrl} rel="license">
            {t('benchmark.licence', { licence: credit.licence })}
          </a>{' '}
          {t(`benchmarkSource.${credit.source}.notice` as MessageKey)}
        </p>
      ))}
    </div>
  );
}
