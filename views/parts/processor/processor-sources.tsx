import { Fragment, type ReactNode } from 'react';
import { formatNumber } from '../../../src/shared/format.js';
import type { Locale } from '../../../src/shared/locales.js';
import type { MessageKey, Translate } from '../../../src/shared/messages.js';
import type { FactBasis, Processor, Vendor } from '../../../src/shared/processor.js';
import { fieldLabel } from '../spec-sections.js';

/** The licence BuildCores OpenDB's facts are published under, which its notice names. */
const ODC_BY = { name: 'ODC-By 1.0', url: 'https://opendatacommons.org/licenses/by/1-0/' };
/** Stands for an element inside a message (a link), which is split around it. */
const MARK = '\u0000';

/** How the vendor's product id is named: ARK's id, AMD's OPN, else the vendor's product number. */
const PRODUCT_ID_LABELS: Partial<Record<Vendor, MessageKey>> = { intel: 'sources.arkId', amd: 'sources.opn' };

/** The vendors' own sources, named in the page's language; any other source as the record gives it. */
const SOURCE_NAMES: Readonly<Record<string, MessageKey>> = {
  'AMD product specifications': 'source.amdSpecifications',
  'Intel ARK': 'source.intelArk',
};

/**
 * Where each fact came from (docs/record.md, "Sources"), every source with a link or the vendor's
 * product id (the schema refuses any other at start-up; a catalogue built in a test may hold one,
 * and it is not shown): the vendor's page with the copies of its table each fact was read from, every
 * secondary source with the fields it filled (and the notice its licence asks for), every correction
 * with the value it replaced and the vendor's page behind it; then how to report an error.
 */
export function ProcessorSources({ processor, reportHref, locale, t }: { processor: Processor; reportHref: string; locale: Locale; t: Translate }) {
  const { vendor, secondary, corrections } = processor.sources;
  const list = (fields: readonly string[]) => [...new Set(fields.map((field) => fieldLabel(field, t)))].join(t('listSeparator'));
  const sentence = (label: MessageKey, content: ReactNode) => <>{`${t(label)}${t('labelSeparator')}`}{content}</>;
  const attributions = new Map(secondary.flatMap((entry) => (entry.attribution ? [[entry.attribution.url + entry.attribution.text, { source: entry.name, ...entry.attribution }]] : [])));
  const bases = processor.sources.basis;
  const count = (basis: FactBasis) => Object.values(bases ?? {}).filter((each) => each === basis).length;
  return (
    <section className="sources" aria-labelledby="sources-heading">
      <h2 id="sources-heading">{t('sourcesHeading')}</h2>
      {bases ? (
        <p className="source-basis">
          {t('basis.summary', {
            vendor: formatNumber(locale, count('vendor')),
            press: formatNumber(locale, count('vendor-via-press')),
            two: formatNumber(locale, count('two-sources')),
            single: formatNumber(locale, count('single-source')),
          })}
        </p>
      ) : null}
      <ul className="source-list">
        <li>
          {sentence(bases ? 'sources.vendorOfRecord' : 'sourceVendor', <SourceLink url={vendor.url}>{sourceName(vendor.name, t)}</SourceLink>)}
          {vendor.productId !== null ? t('sources.aside', { text: t(PRODUCT_ID_LABELS[processor.vendor] ?? 'sources.productNumber', { id: vendor.productId }) }) : null}
          {vendor.tables?.length ? (
            <ul className="source-tables">
              {vendor.tables.map((table) => (
                <li key={table.name}>{t('sources.readFrom', { table: table.name, fields: list(table.fields) })}</li>
              ))}
            </ul>
          ) : null}
        </li>
        {secondary.filter((entry) => entry.url !== null || entry.productId).map((entry) => (
          <li key={`${entry.name} ${entry.reportedBy?.url ?? ''} ${entry.fields.join(' ')}`}>
            {/* A vendor without a table: its sources are the record's sources, not fillers of a table's gaps. */}
            {sentence(bases ? 'sources.cited' : 'sourceSecondary', <SourceLink url={entry.url}>{sourceName(entry.name, t)}</SourceLink>)}
            {entry.reportedBy
              ? withNodes(t('sources.reportedBy', { press: MARK }), <SourceLink url={entry.reportedBy.url}>{entry.reportedBy.name}</SourceLink>)
              : null}
            {entry.productId ? t('sources.aside', { text: t('sourceProductId', { id: entry.productId }) }) : null}
            {`${t('clauseSeparator')}${t('sourceFilled', { fields: list(entry.fields) })}`}
          </li>
        ))}
        {correctionGroups(corrections).map(({ reason, url, entries }) => (
          <li key={`${reason} ${url}`}>
            {sentence('sourceCorrection', entries.map((entry) => t('sources.correction', {
              field: fieldLabel(entry.field, t),
              before: factText(entry.vendorValue, locale, t),
              after: factText(factAt(processor, entry.field), locale, t),
            })).join(t('listSeparator')))}
            {`${t('sources.correctionEnd')}${reason}`}
            {url === null ? null : withNodes(t('sources.correctionSource', { link: MARK }), <SourceLink url={url}>{t('sources.vendorPage')}</SourceLink>)}
          </li>
        ))}
      </ul>
      {[...attributions.values()].map(({ source, text, url }) => (
        <p className="source-licence" key={url + text}>
          {withNodes(
            t('sources.licence', { source, licence: MARK, notice: MARK }),
            <a href={ODC_BY.url} rel="license noopener" className="external">{ODC_BY.name}</a>,
            <q lang="en"><a href={url} rel="noopener" className="external">{text}</a></q>,
          )}
        </p>
      ))}
      <p className="report-error" id="report-error">
        {`${t('sources.reportLead')} `}<a href={reportHref} rel="nofollow noopener">{t('report.error')}</a>
        <span className="report-error__note muted">{t('sources.reportNote')}</span>
      </p>
    </section>
  );
}

function sourceName(source: string, t: Translate): string {
  const key = SOURCE_NAMES[source];
  return key ? t(key) : source;
}

/** A source's name, linked to its page; a source known by its product id alone is named, the id beside it. */
function SourceLink({ url, children }: { url: string | null; children: string }) {
  return url === null ? <span className="source-name">{children}</span> : <a href={url} rel="nofollow noopener" className="external">{children}</a>;
}

/** A message with elements in it, at the places its MARKs hold, in order. */
function withNodes(text: string, ...nodes: ReactNode[]): ReactNode {
  return text.split(MARK).map((piece, index) => <Fragment key={index}>{piece}{nodes[index]}</Fragment>);
}

/** Corrections that rest on the same reason and page, as one line: an export's column that carried another part's figures is one mistake. */
function correctionGroups(corrections: Processor['sources']['corrections']) {
  const groups = new Map<string, { reason: string; url: string | null; entries: typeof corrections }>();
  for (const entry of corrections) {
    const key = `${entry.reason}\n${entry.url}`;
    const group = groups.get(key) ?? { reason: entry.reason, url: entry.url, entries: [] };
    group.entries.push(entry);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The record's value at a dotted path ("memory.maxGB"). */
function factAt(processor: Processor, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), processor);
}

/** A fact as a correction line shows it: numbers for the locale, "—" for unknown. */
function factText(value: unknown, locale: Locale, t: Translate): string {
  if (value === null || value === undefined) return t('unknown');
  if (typeof value === 'number') return formatNumber(locale, value);
  if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
  return typeof value === 'string' ? value : JSON.stringify(value);
}
