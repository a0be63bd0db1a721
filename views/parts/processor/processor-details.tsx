import { translator } from '../../../src/shared/messages.js';
import { processorKey, type Processor } from '../../../src/shared/processor.js';
import type { Locale } from '../../../src/shared/locales.js';
import type { ProcessorParts, ProcessorPlatform } from '../../../src/shared/page-data/processor.js';
import { DEFAULT_SOCKET_QUERY, SOCKET_BOARDS_ANCHOR, socketHref } from '../../../src/shared/socket-query.js';
import { upgradeHref } from '../../../src/shared/upgrade-query.js';
import type { ProcessorSummary } from '../../../src/shared/processor-summary.js';
import { ComparisonBars } from '../charts/comparison-bars.js';
import { barItem } from '../comparison-items.js';
import { formatClock, formatCoresThreads, formatNumber } from '../../../src/shared/format.js';
import { ProcessorLink } from '../processor-link.js';
import { fieldLabelKey, specSections } from '../spec-sections.js';
import { disputeAnchor, ProcessorSources } from './processor-sources.js';
import type { PartProps } from '../../view-module.js';

/**
 * The detail page below its heading: every field grouped as the vendors group them, where each
 * fact came from, then where to go next. Rendered on the server only, into the HTML the page's
 * data carries (src/pages/processor.ts).
 */
export function ProcessorDetails({ processor, reports, similar, neighbours, platform, locale }: PartProps<ProcessorParts['details']>) {
  const t = translator(locale);
  // a row whose fact the references dispute carries a mark that leads to the dispute in the sources
  const disputed = new Map((processor.sources.disputes ?? []).map((dispute) => [fieldLabelKey(dispute.field), dispute.field]));
  return (
    <>
      <h2>{t('specsHeading')}</h2>
      <div className="spec-grid">
        {specSections(processor, locale, t).map((section) => (
          <section key={section.heading} className="spec-section">
            <h3>{t(section.heading)}</h3>
            <dl>
              {section.rows.map(([label, value, field]) => (
                <div key={label}>
                  <dt>{t(label)}</dt>
                  <dd>
                    {label === 'field.socket' && platform.sockets.length ? <SocketLinks platform={platform} locale={locale} /> : (value ?? t('unknown'))}
                    {disputed.has(label) ? (
                      <>
                        {' '}
                        <a className="disputed-mark" href={`#${disputeAnchor(disputed.get(label)!)}`} title={t('dispute.markTitle')}>
                          {t('dispute.mark')}
                        </a>
                      </>
                    ) : null}
                    {/* A fact one secondary source alone states is marked where it is shown (docs/record.md, "Sources"). */}
                    {value !== null && field !== undefined && processor.sources.basis?.[field] === 'single-source' ? (
                      <>
                        {' '}
                        <small className="basis-mark" title={t('basis.singleTitle')}>
                          {t('basis.single')}
                        </small>
                      </>
                    ) : null}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <ProcessorPlatformSection processor={processor} platform={platform} locale={locale} />
      <ProcessorSources processor={processor} reports={reports} locale={locale} t={t} />
      <section className="related">
        <h2>{t('similarHeading')}</h2>
        {similar.length ? (
          <>
            <div className="panel">
              <ComparisonBars locale={locale} current={processorKey(processor)} items={[processor, ...similar].map(barItem)} />
            </div>
            <SummaryList processors={similar} locale={locale} />
          </>
        ) : (
          <p>{t('similarNone')}</p>
        )}
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

/** The socket fact as links to each socket's page ("PGA988, BGA1023": two packages, two pages). */
function SocketLinks({ platform, locale }: { platform: ProcessorPlatform; locale: Locale }) {
  const t = translator(locale);
  return (
    <>
      {platform.sockets.map((socket, index) => (
        <span key={socket.id}>
          {index ? t('listSeparator') : ''}
          <a href={socketHref(locale, socket.id)}>{socket.name}</a>
        </span>
      ))}
    </>
  );
}

/** "Fits these boards" and the way to the upgrade advisor; a soldered part says it has no upgrade path. */
function ProcessorPlatformSection({ processor, platform, locale }: { processor: Processor; platform: ProcessorPlatform; locale: Locale }) {
  const t = translator(locale);
  const { fits } = platform;
  return (
    <section className="processor-platform" aria-labelledby="platform-heading">
      <h2 id="platform-heading">{t('processor.platformHeading')}</h2>
      {fits ? (
        <>
          <p>
            {t('processor.fitsBoards', { count: formatNumber(locale, fits.boards), socket: fits.socket.name })}{' '}
            <a href={socketHref(locale, fits.socket.id, undefined, SOCKET_BOARDS_ANCHOR)}>{t('processor.allBoards', { socket: fits.socket.name })}</a>
          </p>
          {fits.chipsets.length ? (
            <ul className="fits-chipsets">
              {fits.chipsets.map((chipset) => (
                <li key={chipset.id}>
                  <a href={socketHref(locale, fits.socket.id, { ...DEFAULT_SOCKET_QUERY, chipset: chipset.id }, SOCKET_BOARDS_ANCHOR)}>{chipset.name}</a>{' '}
                  <span className="muted">{t('processor.chipsetBoards', { count: formatNumber(locale, chipset.boards) })}</span>
                  {' · '}
                  <span className={`support-status support-status--${chipset.status}`}>{t(`processor.fit.${chipset.status}`)}</span>
                  {chipset.otherMemory ? (
                    <span className="muted">
                      {' · '}
                      {t('processor.otherMemory', { count: formatNumber(locale, chipset.otherMemory) })}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      <p className="processor-platform__upgrade">
        {platform.soldered === true ? <>{t('processor.soldered')} </> : null}
        <a className={platform.soldered === false ? 'button button--secondary' : undefined} href={upgradeHref(locale, processor)}>
          {t(platform.soldered === true ? 'processor.whyNoUpgrade' : 'processor.upgradeLink')}
        </a>
      </p>
    </section>
  );
}

function SummaryList({ processors, locale }: { processors: ProcessorSummary[]; locale: Locale }) {
  const t = translator(locale);
  return (
    <ul className="summary-list">
      {processors.map((p) => (
        <li key={processorKey(p)}>
          <span className={`vendor-tag vendor-${p.vendor}`}>{t(`vendor.${p.vendor}`)}</span> <ProcessorLink processor={p} locale={locale} />{' '}
          <span className="muted summary-meta">
            {formatCoresThreads(locale, t, p.cores, p.threads)}
            {p.boostClockGHz !== null ? ` · ${formatClock(locale, p.boostClockGHz)}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
