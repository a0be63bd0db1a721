import { translator, type MessageKey, type Translate } from '../../../src/shared/messages.js';
import { processorKey, type Processor } from '../../../src/shared/processor.js';
import type { Locale } from '../../../src/shared/locales.js';
import type { ProcessorParts } from '../../../src/shared/page-data/processor.js';
import type { ProcessorSummary } from '../../../src/shared/processor-summary.js';
import { ComparisonBars } from '../charts/comparison-bars.js';
import { barItem } from '../comparison-items.js';
import { formatClock, formatCoresThreads } from '../../../src/shared/format.js';
import { ProcessorLink } from '../processor-link.js';
import { fieldLabel, specSections } from '../spec-sections.js';
import type { PartProps } from '../../view-module.js';

/**
 * The detail page below its heading: every field grouped as the vendors group them, where each
 * fact came from, then where to go next. Rendered on the server only, into the HTML the page's
 * data carries (src/pages/processor.ts).
 */
export function ProcessorDetails({ processor, similar, neighbours, locale }: PartProps<ProcessorParts['details']>) {
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
        <ProcessorSources processor={processor} t={t} />
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

/** The vendors' own sources, named in the page's language; any other source as the record gives it. */
const SOURCE_NAMES: Readonly<Record<string, MessageKey>> = {
  'AMD product specifications': 'source.amdSpecifications',
  'Intel ARK': 'source.intelArk',
};

function sourceName(source: string, t: Translate): string {
  const key = SOURCE_NAMES[source];
  return key ? t(key) : source;
}

function MaybeLink({ url, children }: { url: string | null; children: string }) {
  return url === null ? <span className="source-name">{children}</span> : <a href={url} rel="nofollow noopener" className="external">{children}</a>;
}

/** Where each fact came from: the vendor's page, what secondary sources filled, what we corrected. */
function ProcessorSources({ processor, t }: { processor: Processor; t: Translate }) {
  const { vendor, secondary, corrections } = processor.sources;
  const list = (fields: readonly string[]) => [...new Set(fields.map((field) => fieldLabel(field, t)))].join(t('listSeparator'));
  return (
    <section className="sources" aria-labelledby="sources-heading">
      <h2 id="sources-heading">{t('sourcesHeading')}</h2>
      <ul className="source-list">
        <li>
          {`${t('sourceVendor')}${t('labelSeparator')}`}<MaybeLink url={vendor.url}>{sourceName(vendor.name, t)}</MaybeLink>
          {vendor.productId !== null ? ` (${t('sourceProductId', { id: vendor.productId })})` : null}
        </li>
        {secondary.map((entry) => (
          <li key={`${entry.name} ${entry.fields.join(' ')}`}>
            {`${t('sourceSecondary')}${t('labelSeparator')}`}<MaybeLink url={entry.url}>{sourceName(entry.name, t)}</MaybeLink>
            {`${t('clauseSeparator')}${t('sourceFilled', { fields: list(entry.fields) })}`}
          </li>
        ))}
        {corrections.map((entry) => (
          <li key={`${entry.field} ${entry.reason}`}>
            {`${t('sourceCorrection')}${t('labelSeparator')}${t('sourceCorrectionText', { field: fieldLabel(entry.field, t), reason: entry.reason })} `}
            <MaybeLink url={entry.url}>{t('sourceLink')}</MaybeLink>
          </li>
        ))}
      </ul>
    </section>
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

