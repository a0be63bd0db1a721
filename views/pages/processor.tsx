import type { Processor } from '../../src/shared/processor.js';
import { hrefFor } from '../../src/shared/route-paths.js';
import type { Locale } from '../../src/shared/locales.js';
import { ComparisonBars } from '../charts/comparison-bars.js';
import { barItem } from '../comparison-items.js';
import { formatClock, formatCoresThreads, formatLaunch } from '../format.js';
import { HeadingRule } from '../layout/heading-rule.js';
import { processorKey } from '../../src/shared/processor.js';
import { translator, type MessageKey, type Translate } from '../../src/shared/messages.js';
import { ProcessorLink } from '../processor-link.js';
import type { ProcessorSummary } from '../../src/shared/processor-summary.js';
import { fieldLabel, specSections } from '../spec-sections.js';
import type { ViewProps } from '../view-module.js';

export interface ProcessorData {
  processor: Processor;
  similar: ProcessorSummary[];
  neighbours: ProcessorSummary[];
  /** its open benchmark block (views/benchmark/score-block.tsx) as HTML the server rendered: static facts
   *  that need no script, so they cost a first visit no JavaScript; null when the catalogue has no scores */
  scoreBlock: string | null;
}

/** One processor: every field grouped as the vendors group them, then where to go next. */
export default function ProcessorPage({ data, locale }: ViewProps<ProcessorData>) {
  const t = translator(locale);
  const { processor, similar, neighbours } = data;
  const vendorName = t(`vendor.${processor.vendor}`);
  return (
    <article className="processor">
      <nav aria-label={t('breadcrumb')} className="breadcrumb">
        <ol>
          <li><a href={hrefFor('home', locale)}>{t('home')}</a></li>
          <li><a href={hrefFor('library', locale)}>{t('library')}</a></li>
          <li><a href={hrefFor('library', locale, {}, { vendor: processor.vendor })}>{vendorName}</a></li>
          <li aria-current="page">{processor.name}</li>
        </ol>
      </nav>
      <h1>{vendorName} {processor.name}</h1>
      <HeadingRule />
      <p className="processor-lede">
        {[processor.family, processor.codename, t(`segment.${processor.segment}`), processor.launched ? formatLaunch(locale, processor.launched) : null]
          .filter(Boolean).join(' · ')}
      </p>
      <p className="processor-actions">
        <a className="button" href={hrefFor('compare', locale, {}, { ids: processorKey(processor) })}>{t('compareWith')}</a>
      </p>
      {data.scoreBlock ? <div className="score-block-host" dangerouslySetInnerHTML={{ __html: data.scoreBlock }} /> : null}
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
    </article>
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

