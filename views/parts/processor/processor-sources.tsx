import { Fragment, type ReactNode } from 'react';
import { formatNumber, unitsKeptWithNumbers } from '../../../src/shared/format.js';
import type { Locale } from '../../../src/shared/locales.js';
import type { MessageKey, Translate } from '../../../src/shared/messages.js';
import { FACT_BASES } from '../../../src/shared/processor.js';
import type { FactBasis, Processor, Vendor } from '../../../src/shared/processor.js';
import type { ReportLinks } from '../../../src/shared/page-data/processor.js';
import { fieldLabel, fieldLabelKey, specSections } from '../spec-sections.js';

/** The licence BuildCores OpenDB's facts are published under, which its notice names. */
const ODC_BY = { name: 'ODC-By 1.0', url: 'https://opendatacommons.org/licenses/by/1-0/' };
/** Stands for an element inside a message (a link), which is split around it. */
const MARK = '\u0000';

/** How the vendor's product id is named: ARK's id, AMD's OPN, else the vendor's product number. */
const PRODUCT_ID_LABELS: Partial<Record<Vendor, MessageKey>> = { intel: 'sources.arkId', amd: 'sources.opn' };

/** The vendors' own sources, named in the page's language; any other source as the record gives it. */
export const SOURCE_NAMES: Readonly<Record<string, MessageKey>> = {
  'AMD product specifications': 'source.amdSpecifications',
  'Intel ARK': 'source.intelArk',
};

/**
 * The vendors' tables the catalogue reads, named in the page's language: the record names each in
 * English (data/), and a Chinese page must not show it so. A table not listed here shows its name
 * as the record gives it, marked as English.
 */
export const TABLE_NAMES: Readonly<Record<string, MessageKey>> = {
  'AMD specifications export, January 2026': 'source.table.amd2026',
  'AMD specifications export, 2025': 'source.table.amd2025',
  'AMD specifications export, 2023': 'source.table.amd2023',
  'AMD server specifications export, 2025': 'source.table.amdServer2025',
  'Intel ARK comparison exports, 2024 and January 2026': 'source.table.intelArkCompare',
  'Intel ARK export, 2023': 'source.table.intelArk2023',
  'Intel ARK list, 2025': 'source.table.intelArkList2025',
};

/**
 * Where each fact came from (docs/record.md, "Sources"), every source with a link or the vendor's
 * product id (the schema refuses any other at start-up; a catalogue built in a test may hold one,
 * and it is not shown): the vendor's page with the copies of its table each fact was read from, every
 * secondary source with the fields it filled (and the notice its licence asks for), every correction
 * with the value it replaced and the vendor's page behind it; then how to report an error.
 */
export function ProcessorSources({ processor, reports, locale, t }: { processor: Processor; reports: ReportLinks; locale: Locale; t: Translate }) {
  const { vendor, secondary, corrections } = processor.sources;
  const derived = processor.sources.derived ?? [];
  const disputes = processor.sources.disputes ?? [];
  const list = (fields: readonly string[]) => [...new Set(fields.map((field) => fieldLabel(field, t)))].join(t('listSeparator'));
  const sentence = (label: MessageKey, content: ReactNode) => (
    <>
      {`${t(label)}${t('labelSeparator')}`}
      {content}
    </>
  );
  const attributions = new Map(
    secondary.flatMap((entry) => (entry.attribution ? [[entry.attribution.url + entry.attribution.text, { source: entry.name, ...entry.attribution }]] : [])),
  );
  const bases = processor.sources.basis;
  const count = (basis: FactBasis) => Object.values(bases ?? {}).filter((each) => each === basis).length;
  return (
    <section className="sources" aria-labelledby="sources-heading">
      <h2 id="sources-heading">{t('sourcesHeading')}</h2>
      {bases ? (
        <>
          <p className="source-basis">
            {t('basis.summary', {
              vendor: formatNumber(locale, count('vendor')),
              press: formatNumber(locale, count('vendor-via-press')),
              two: formatNumber(locale, count('two-sources')),
              single: formatNumber(locale, count('single-source')),
            })}
          </p>
          {/* each fact's basis by name, so a reader need not count: which facts are the vendor's word and which one site's */}
          <p className="source-basis" id="fact-basis">
            {t('basis.factsLead')}
          </p>
          <ul className="source-basis-list" aria-labelledby="fact-basis">
            {FACT_BASES.filter((basis) => count(basis) > 0).map((basis) => (
              <li key={basis}>{t(`basis.facts.${basis}`, { fields: list(Object.keys(bases).filter((field) => bases[field] === basis)) })}</li>
            ))}
          </ul>
        </>
      ) : null}
      <ul className="source-list">
        {vendor === null ? (
          <li>{t('sources.noVendorPage')}</li>
        ) : (
          <li>
            {sentence(
              bases ? 'sources.vendorOfRecord' : readFromVendor(processor) ? 'sourceVendor' : 'sources.vendorPageUnread',
              <SourceLink url={vendor.url}>{sourceName(vendor.name, t)}</SourceLink>,
            )}
            {vendor.productId !== null
              ? t('sources.aside', { text: t(PRODUCT_ID_LABELS[processor.vendor] ?? 'sources.productNumber', { id: vendor.productId }) })
              : null}
            {vendor.tables?.length ? (
              <ul className="source-tables">
                {vendor.tables.map((table) => (
                  <li key={table.name}>
                    {TABLE_NAMES[table.name]
                      ? t('sources.readFrom', { table: t(TABLE_NAMES[table.name]!), fields: list(table.fields) })
                      : withNodes(t('sources.readFrom', { table: MARK, fields: list(table.fields) }), <span lang="en">{table.name}</span>)}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        )}
        {secondary
          .filter((entry) => entry.url !== null || entry.productId)
          .map((entry) => (
            <li key={`${entry.name} ${entry.reportedBy?.url ?? ''} ${entry.fields.join(' ')}`}>
              {/* A vendor without a table: its sources are the record's sources, not fillers of a table's gaps. */}
              {sentence(bases ? 'sources.cited' : 'sourceSecondary', <SourceLink url={entry.url}>{sourceName(entry.name, t)}</SourceLink>)}
              {/* the copy the link opens (a mirror, a reprint), in the page's language: the name is the publisher's and title alone */}
              {entry.note ? t('sources.aside', { text: entry.note[locale] }) : null}
              {entry.reportedBy
                ? withNodes(t('sources.reportedBy', { press: MARK }), <SourceLink url={entry.reportedBy.url}>{entry.reportedBy.name}</SourceLink>)
                : null}
              {entry.reportedBy?.note ? `${t('clauseSeparator')}${entry.reportedBy.note[locale]}` : null}
              {entry.productId ? t('sources.aside', { text: t('sourceProductId', { id: entry.productId }) }) : null}
              {`${t('clauseSeparator')}${t('sourceFilled', { fields: list(entry.fields) })}`}
            </li>
          ))}
        {correctionGroups(corrections).map(({ reason, url, entries }) => (
          <li key={`${reason} ${url}`}>
            {sentence(
              'sourceCorrection',
              entries
                .map((entry) =>
                  t('sources.correction', {
                    field: fieldLabel(entry.field, t),
                    before: factText(entry.vendorValue, locale, t),
                    after: factText(factAt(processor, entry.field), locale, t),
                  }),
                )
                .join(t('listSeparator')),
            )}
            {/* the maintainer's reason, kept in both languages: the page's own */}
            {t('sources.correctionEnd')}
            {unitsKeptWithNumbers(reason[locale])}
            {url === null ? null : withNodes(t('sources.correctionSource', { link: MARK }), <SourceLink url={url}>{t('sources.vendorPage')}</SourceLink>)}
          </li>
        ))}
        {derivedGroups(derived).map(({ fields, from, rule, url }) => (
          <li key={`derived ${fields.join(' ')}`}>
            {sentence('sourceDerived', t('sources.derived', { field: list(fields), from: list(from) }))}
            {/* the rule in its own words is English; a Chinese page names the page it rests on */}
            {locale === 'en' ? ` (${rule})` : null}
            {url === null ? null : withNodes(t('sources.derivedBasis', { link: MARK }), <SourceLink url={url}>{t('sources.basis')}</SourceLink>)}
          </li>
        ))}
      </ul>
      {disputes.length ? (
        <>
          <h3 id="disputes-heading">{t('dispute.heading')}</h3>
          <p className="muted">{t('dispute.lead')}</p>
          <ul className="dispute-list" aria-labelledby="disputes-heading">
            {disputes.map((dispute) => (
              <li key={dispute.field} id={disputeAnchor(dispute.field)} className="dispute">
                {sentence(
                  'dispute.shown',
                  <strong>
                    {t('dispute.value', {
                      field: fieldLabel(dispute.field, t),
                      value: shownAs(processor, dispute.field, factAt(processor, dispute.field), locale, t),
                    })}
                  </strong>,
                )}
                <ul>
                  {dispute.values.map((other) => (
                    <li key={JSON.stringify(other.value)}>
                      {withNodes(
                        t('dispute.other', { value: shownAs(processor, dispute.field, other.value, locale, t), sources: MARK }),
                        other.sources.map((source, index) => (
                          <Fragment key={`${source.name} ${source.url}`}>
                            {index ? t('listSeparator') : ''}
                            <SourceLink url={source.url}>{sourceName(source.name, t)}</SourceLink>
                            {source.productId ? t('sources.aside', { text: t('sourceProductId', { id: source.productId }) }) : null}
                            {source.note ? t('sources.aside', { text: source.note[locale] }) : null}
                          </Fragment>
                        )),
                      )}
                    </li>
                  ))}
                </ul>
                <span className="muted">
                  {t(`dispute.kind.${dispute.kind}`)}
                  {dispute.note ? (
                    <>
                      {t('dispute.doubtLead')}
                      {dispute.note[locale]}
                    </>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {[...attributions.values()].map(({ source, text, url }) => (
        <p className="source-licence" key={url + text}>
          {withNodes(
            t('sources.licence', { source, licence: MARK, notice: MARK }),
            <a href={ODC_BY.url} rel="license noopener" className="external">
              {ODC_BY.name}
            </a>,
            <q lang="en">
              <a href={url} rel="noopener" className="external">
                {text}
              </a>
            </q>,
          )}
        </p>
      ))}
      <p className="report-error" id="report-error">
        {`${t('sources.reportLead')} `}
        <a href={reports.formHref} rel="nofollow">
          {t('correction.reportHere')}
        </a>
        {' · '}
        <a href={reports.githubHref} rel="nofollow noopener">
          {t('correction.github')}
        </a>
        {reports.historyHref && (
          <>
            {' · '}
            <a href={reports.historyHref}>{t('correction.historyLink')}</a>
          </>
        )}
        <span className="report-error__note muted">{t('sources.reportNote')}</span>
      </p>
    </section>
  );
}

/**
 * Whether any fact of an AMD or Intel record was read from the vendor: a copy of its table, or a
 * page on the site of the vendor's page the record names (ARK for a curated record). A record a
 * secondary source added names the product's page it gave, but none of its facts were read there,
 * and the page must not call them the vendor's specifications.
 */
function readFromVendor(processor: Processor): boolean {
  const vendor = processor.sources.vendor;
  const site = siteOf(vendor?.url ?? null);
  return Boolean(vendor?.tables?.length) || (site !== null && processor.sources.secondary.some((entry) => !entry.reportedBy && siteOf(entry.url) === site));
}

/** a URL's site: its host's last two labels ("intel.com" for ark.intel.com), null for none */
function siteOf(url: string | null): string | null {
  const host = url === null ? null : /^https?:\/\/([^/?#:]+)/i.exec(url)?.[1];
  return host ? host.toLowerCase().split('.').slice(-2).join('.') : null;
}

/** the anchor of a dispute in the sources, which the mark beside the disputed value links to */
export function disputeAnchor(field: string): string {
  return `dispute-${field.replace(/\./g, '-')}`;
}

/** A source's name in the page's language: the vendor's pages and the copies of its table (a dispute's), else as the record gives it. */
function sourceName(source: string, t: Translate): string {
  const key = SOURCE_NAMES[source] ?? TABLE_NAMES[source];
  return key ? t(key) : source;
}

/** A source's name, linked to its page; a source known by its product id alone is named, the id beside it. */
function SourceLink({ url, children }: { url: string | null; children: string }) {
  return url === null ? (
    <span className="source-name">{children}</span>
  ) : (
    <a href={url} rel="nofollow noopener" className="external">
      {children}
    </a>
  );
}

/** A message with elements in it, at the places its MARKs hold, in order. */
function withNodes(text: string, ...nodes: ReactNode[]): ReactNode {
  return text.split(MARK).map((piece, index) => (
    <Fragment key={index}>
      {piece}
      {nodes[index]}
    </Fragment>
  ));
}

/** Facts derived by one rule from the same fields, as one line ("Family, Generation from Name"). */
function derivedGroups(derived: NonNullable<Processor['sources']['derived']>) {
  const groups = new Map<string, { fields: string[]; from: string[]; rule: string; url: string | null }>();
  for (const entry of derived) {
    const key = JSON.stringify([entry.rule, entry.url, entry.from]);
    const group = groups.get(key) ?? { fields: [], from: entry.from, rule: entry.rule, url: entry.url };
    group.fields.push(entry.field);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Corrections that rest on the same reason and page, as one line: an export's column that carried another part's figures is one mistake. */
function correctionGroups(corrections: Processor['sources']['corrections']) {
  const groups = new Map<string, { reason: (typeof corrections)[number]['reason']; url: string | null; entries: typeof corrections }>();
  for (const entry of corrections) {
    const key = `${entry.reason.en}\n${entry.url}`;
    const group = groups.get(key) ?? { reason: entry.reason, url: entry.url, entries: [] };
    group.entries.push(entry);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The record's value at a dotted path ("memory.maxGB"). */
function factAt(processor: Processor, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), processor);
}

/** A value of the record's field as its row in the specifications shows it ("3.5 GHz", "125 W"), else as a correction line would. */
function shownAs(processor: Processor, field: string, value: unknown, locale: Locale, t: Translate): string {
  const label = fieldLabelKey(field);
  const row = specSections(setAt(processor, field, value), locale, t)
    .flatMap((section) => section.rows)
    .find(([key]) => key === label);
  return row?.[1] ?? factText(value, locale, t);
}

/** a copy of the record with one dotted field set */
function setAt(processor: Processor, path: string, value: unknown): Processor {
  const [head = '', tail] = path.split('.');
  const copy = { ...processor } as unknown as Record<string, unknown>;
  copy[head] = tail === undefined ? value : { ...(copy[head] as Record<string, unknown>), [tail]: value };
  return copy as unknown as Processor;
}

/** A fact as a correction line shows it: numbers for the locale, "—" for unknown. */
function factText(value: unknown, locale: Locale, t: Translate): string {
  // an empty list is a fact nobody states (a record's memory types where no source gives one)
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return t('unknown');
  if (typeof value === 'number') return formatNumber(locale, value);
  if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
  return typeof value === 'string' ? value : JSON.stringify(value);
}
