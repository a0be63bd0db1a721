import { ORDERING_SAMPLES } from '../../../src/shared/benchmark.js';
import type { Locale } from '../../../src/shared/locales.js';
import { formatCoresThreads, formatLaunch, formatNumber, formatPercent, formatScore, formatUnit, formatUSD } from '../../../src/shared/format.js';
import type { MessageKey, Translate } from '../../../src/shared/messages.js';
import type { UpgradeBody, UpgradeCandidateRow, UpgradeList } from '../../../src/shared/page-data/upgrade.js';
import { processorKey } from '../../../src/shared/processor.js';
import { hrefFor } from '../../../src/shared/route-paths.js';
import { StatementText } from '../platform/support-line.js';

/**
 * One candidate: its headline gain (marked when it is not in the benchmark the list is ordered by),
 * its gain in every benchmark both processors have a ranked figure in, multi- and single-thread
 * named, then where it stands on the owner's chipsets, each verdict with its statement and source.
 */
export function Candidate({ row, body, advice, locale, t }: { row: UpgradeCandidateRow; body: UpgradeBody; advice: UpgradeList; locale: Locale; t: Translate }) {
  const { processor } = row;
  const signed = (share: number) => (share > 0 ? '+' : '') + formatPercent(locale, share);
  const short = (id: string) => t(`benchmarks.${id}.short` as MessageKey);
  const ruledOut = row.group === 'ruled-out';
  const first = advice.basis[0]?.id;
  return (
    <li className={ruledOut ? 'upgrade-candidate upgrade-candidate--ruled-out' : 'upgrade-candidate'}>
      <div className="upgrade-candidate__head">
        <a className="upgrade-candidate__name" href={hrefFor(processor.vendor, locale, { id: processor.id })}>{t(`vendor.${processor.vendor}`)} {processor.name}</a>
        <span className="upgrade-gain">
          {signed(row.gain)} <span className="upgrade-gain__basis">{short(row.rankedBy)}</span>
        </span>
      </div>
      {first && row.rankedBy !== first ? <p className="upgrade-marked">{t('upgrade.marked', { benchmark: short(first), rankedBy: short(row.rankedBy) })}</p> : null}
      <p className="muted upgrade-candidate__meta">
        {[
          processor.launched ? formatLaunch(locale, processor.launched) : null,
          formatCoresThreads(locale, t, processor.cores, processor.threads),
          row.tdpChangeW === null ? null : t('upgrade.tdpChange', { change: row.tdpChangeW === 0 ? t('upgrade.same') : `${row.tdpChangeW > 0 ? '+' : ''}${formatUnit(locale, row.tdpChangeW, 'W', 1)}` }),
          processor.launchPriceUSD === null ? t('upgrade.noPrice') : t('upgrade.launchPrice', { price: formatUSD(locale, processor.launchPriceUSD) }),
          row.gainPerDollar === null ? null : t('upgrade.perHundred', { gain: signed(row.gainPerDollar * 100) }),
        ].filter(Boolean).join(' · ')}
      </p>
      <ul className="upgrade-gains">
        {row.gains.map((gain) => (
          <li key={gain.benchmark}>
            {short(gain.benchmark)} <span className="muted">({t(`upgrade.scope.${gain.scope}`)})</span>{t('labelSeparator')}
            {formatScore(locale, gain.from)} → {formatScore(locale, gain.to)} <strong>{signed(gain.gain)}</strong>{' '}
            <span className="muted">
              ({t('upgrade.samples', { count: formatNumber(locale, gain.fromSamples), to: formatNumber(locale, gain.toSamples) })}
              {gain.fromSamples < ORDERING_SAMPLES || gain.toSamples < ORDERING_SAMPLES ? `${t('listSeparator')}${t('upgrade.oneResult')}` : ''})
            </span>
          </li>
        ))}
      </ul>
      {row.caveats.length ? (
        <ul className="upgrade-caveats">
          {row.caveats.map((caveat, index) => (
            <li key={index} className={`caveat caveat--${caveat.kind}`}>
              {caveat.kind === 'memory-type'
                ? t('upgrade.caveat.memory-type', { board: caveat.memory!.board, processor: caveat.memory!.processor.join(t('listSeparator')) })
                : t(`upgrade.caveat.${caveat.kind}`, { chipsets: caveat.chipsets.map((name) => name || t('platform.everyBoard', { socket: body.socket?.name ?? '' })).join(t('listSeparator')) })}
              {caveat.statement ? <> <StatementText statement={caveat.statement} locale={locale} /></> : null}
              {caveat.flashback ? <> <strong className="caveat__flashback">{t('upgrade.flashback')}</strong></> : null}
              {caveat.document ? <> <a href={caveat.document.url} rel="nofollow noopener" className="external">{caveat.document.name}</a></> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="upgrade-candidate__actions">
        <a href={hrefFor('compare', locale, {}, { ids: `${processorKey(body.owned)},${processorKey(processor)}`, diff: '1' })}>{t('upgrade.compare')}</a>
      </p>
    </li>
  );
}
