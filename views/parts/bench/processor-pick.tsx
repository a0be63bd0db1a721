import type { PartProps } from '../../view-module.js';
import type { Locale } from '../../../src/shared/locales.js';
import { translator } from '../../../src/shared/messages.js';
import type { BenchParts, BenchProcessor } from '../../../src/shared/page-data/bench.js';
import { processorKey } from '../../../src/shared/processor.js';
import { hrefFor, hrefForRoute } from '../../../src/shared/route-paths.js';
import { SUGGESTION_KEY } from '../../../src/shared/suggestions.js';

/**
 * Which processor ran it: the site's search field (client/search-combobox.ts), whose suggestions
 * lead to this page with the processor picked (`?cpu=`); the name Windows, macOS or Linux shows can
 * be pasted as in the header. Sent without a suggestion, the text comes back as `?q=` and the
 * server picks the one processor it names or lists the closest.
 */
export function ProcessorPick({ processor, asked, locale }: PartProps<BenchParts['pick']>) {
  const t = translator(locale);
  return (
    <section className="bench__section" aria-labelledby="bench-pick">
      <h2 id="bench-pick">{t('bench.pickHeading')}</h2>
      {processor ? (
        <p className="bench__picked">
          {t('bench.picked')}{' '}
          <a href={hrefForRoute(processor.vendor, locale, { id: processor.id })}>
            <strong>{processor.fullName}</strong>
          </a>{' '}
          <span className="muted">{threadsText(processor, locale)}</span>
        </p>
      ) : null}
      <form className="bench__pick" method="get" action={hrefFor('bench', locale)} role="search" aria-label={t('bench.pickLabel')}>
        <label htmlFor="bench-q">{processor ? t('bench.pickOther') : t('bench.pickLabel')}</label>
        <div className="bench__pick-row">
          <input
            id="bench-q"
            type="search"
            name="q"
            defaultValue={asked?.q ?? ''}
            maxLength={100}
            placeholder={t('bench.pickPlaceholder')}
            data-search=""
            data-suggestion-href={hrefFor('bench', locale, {}, { cpu: SUGGESTION_KEY })}
          />
          <button type="submit" className="button">
            {t('bench.pickButton')}
          </button>
        </div>
        <p className="muted bench__hint">{t('bench.pickHint')}</p>
      </form>
      {asked ? (
        <div className="bench__candidates">
          <p>{asked.candidates.length ? t('bench.noneNamed', { q: asked.q }) : t('bench.noMatch', { q: asked.q })}</p>
          {asked.candidates.length ? (
            <ul>
              {asked.candidates.map((candidate) => (
                <li key={processorKey(candidate)}>
                  <a href={hrefFor('bench', locale, {}, { cpu: processorKey(candidate) })}>{candidate.fullName}</a>{' '}
                  <span className="muted">{threadsText(candidate, locale)}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function threadsText(processor: BenchProcessor, locale: Locale): string {
  const t = translator(locale);
  return processor.threads === null
    ? t('bench.coresOnly', { cores: processor.cores })
    : t('bench.coresThreads', { cores: processor.cores, threads: processor.threads });
}
