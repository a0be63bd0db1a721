import { translator } from '../../../src/shared/messages.js';
import { processorKey } from '../../../src/shared/processor.js';
import type { Locale } from '../../../src/shared/locales.js';
import type { ProcessorParts } from '../../../src/shared/page-data/processor.js';
import type { ProcessorSummary } from '../../../src/shared/processor-summary.js';
import { ComparisonBars } from '../charts/comparison-bars.js';
import { barItem } from '../comparison-items.js';
import { formatClock, formatCoresThreads } from '../../../src/shared/format.js';
import { ProcessorLink } from '../processor-link.js';
import { specSections } from '../spec-sections.js';
import { ProcessorSources } from './processor-sources.js';
import type { PartProps } from '../../view-module.js';

/**
 * The detail page below its heading: every field grouped as the vendors group them, where each
 * fact came from, then where to go next. Rendered on the server only, into the HTML the page's
 * data carries (src/pages/processor.ts).
 */
export function ProcessorDetails({ processor, reportHref, similar, neighbours, locale }: PartProps<ProcessorParts['details']>) {
  const t = translator(locale);
  return (
    <>
        <h2>{t('specsHeading')}</h2>
        <div className="spec-grid">
          {specSections(processor, locale, t).map((section) => (
            <section key={section.heading} className="spec-section">
              <h3>{t(section.heading)}</h3>
              <dl>
                {section.rows.map(([label, value]) => (
                  <div key={label}>
                    <dt>{t(label)}</dt>
                    <dd>{value ?? t('unknown')}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
        <ProcessorSources processor={processor} reportHref={reportHref} locale={locale} t={t} />
        <section className="related">
          <h2>{t('similarHeading')}</h2>
          {similar.length ? (
            <>
              <div className="panel"><ComparisonBars locale={locale} current={processorKey(processor)} items={[processor, ...similar].map(barItem)} /></div>
              <SummaryList processors={similar} locale={locale} />
            </>
          ) : <p>{t('similarNone')}</p>}
        </section>
        {neighbours.length ? (
          <section className="related">
            <h2>{t('neighboursHeading')}</h2>
            <SummaryList processors={neighbours} locale={locale} />
          </section>
        ) : null}
    </>
  );
}

function SummaryList({ processors, locale }: { processors: ProcessorSummary[]; locale: Locale }) {
  const t = translator(locale);
  return (
    <ul className="summary-list">
      {processors.map((p) => (
        <li key={processorKey(p)}>
          <span className={`vendor-tag vendor-${p.vendor}`}>{t(`vendor.${p.vendor}`)}</span>{' '}
          <ProcessorLink processor={p} locale={locale} />{' '}
          <span className="muted summary-meta">
            {formatCoresThreads(locale, t, p.cores, p.threads)}
            {p.boostClockGHz !== null ? ` · ${formatClock(locale, p.boostClockGHz)}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

