import { ORDERING_SAMPLES } from '../../../src/shared/benchmark.js';
import type { Locale } from '../../../src/shared/locales.js';
import {
  formatCoresThreads,
  formatGain,
  formatLaunch,
  formatNumber,
  formatPercent,
  formatScore,
  formatUnit,
  formatUSD,
  formatYuan,
} from '../../../src/shared/format.js';
import type { MessageKey, Translate } from '../../../src/shared/messages.js';
import type { UpgradeBody, UpgradeCandidateRow, UpgradeList } from '../../../src/shared/page-data/upgrade.js';
import { processorKey } from '../../../src/shared/processor.js';
import { hrefFor } from '../../../src/shared/route-paths.js';
import { FlashbackDispute } from '../platform/flashback-dispute.js';
import { StatementText } from '../platform/support-line.js';

/**
 * One candidate: its headline gain in the goal's benchmark (or, where the owned processor has no
 * figure there, its own figure), marked when the other goal's benchmark puts it below the owned
 * processor; its gain in every benchmark both processors have a ranked figure in, multi- and
 * single-thread named; then where it stands on the owner's chipsets, each verdict with its
 * statement and source.
 */
export function Candidate({
  row,
  body,
  advice,
  locale,
  t,
}: {
  row: UpgradeCandidateRow;
  body: UpgradeBody;
  advice: UpgradeList;
  locale: Locale;
  t: Translate;
}) {
  const { processor } = row;
  const signed = (share: number) => (share > 0 ? '+' : '') + formatPercent(locale, share);
  const short = (id: string) => t(`benchmarks.${id}.short` as MessageKey);
  // A gain's benchmark with its scope, unless its name already says it ("Blowfish 单线程", not "Blowfish 单线程（单线程）").
  const scoped = (id: string, scope: 'multi-thread' | 'single-thread') => {
    const name = short(id);
    const scopeWord = t(`upgrade.scope.${scope}`);
    return name.toLowerCase().includes(scopeWord.toLowerCase()) ? name : t('upgrade.scopedBenchmark', { benchmark: name, scope: scopeWord });
  };
  // The index's difference in its own points: a ratio of indexes is no ratio of speeds.
  const points = (gain: { from: number; to: number }) =>
    t('upgrade.points', { points: (gain.to >= gain.from ? '+' : '') + formatScore(locale, gain.to - gain.from) });
  const { orderedBy, markedBy } = advice;
  const classes = [
    'upgrade-candidate',
    row.group === 'ruled-out' ? 'upgrade-candidate--ruled-out' : '',
    row.standing === 'too-close' ? 'upgrade-candidate--too-close' : '',
  ];
  return (
    <li className={classes.filter(Boolean).join(' ')}>
      <div className="upgrade-candidate__head">
        <a className="upgrade-candidate__name" href={hrefFor(processor.vendor, locale, { id: processor.id })}>
          {t(`vendor.${processor.vendor}`)} {processor.name}
        </a>
        <span className="upgrade-gain">
          {row.gain === null
            ? formatScore(locale, row.figure.score)
            : orderedBy!.proportional
              ? formatGain(locale, row.gain)
              : points(row.gains.find((gain) => gain.benchmark === orderedBy!.id)!)}{' '}
          <span className="upgrade-gain__basis">{short(orderedBy!.id)}</span>
        </span>
      </div>
      {row.slowerIn && markedBy ? <p className="upgrade-mark">{t(`upgrade.slowerIn.${markedBy.scope}`)}</p> : null}
      <p className="muted upgrade-candidate__meta">
        {[
          processor.launched ? formatLaunch(locale, processor.launched) : null,
          formatCoresThreads(locale, t, processor.cores, processor.threads),
          row.tdpChangeW === null
            ? null
            : t('upgrade.tdpChange', {
                change:
                  row.tdpChangeW === 0
                    ? t('upgrade.same')
                    : `${row.tdpChangeW > 0 ? '+' : ''}${formatUnit(locale, row.tdpChangeW, 'W', 1).replace(' ', '\u00a0')}`,
              }),
          processor.launchPriceUSD === null ? t('upgrade.noPrice') : t('upgrade.launchPrice', { price: formatUSD(locale, processor.launchPriceUSD) }),
          row.gainPerDollar === null ? null : t('upgrade.perHundred', { gain: signed(row.gainPerDollar * 100) }),
          row.priceNow === null
            ? null
            : t('upgrade.retailPrice', { price: formatYuan(locale, row.priceNow.yuan), month: formatLaunch(locale, row.priceNow.month) }),
          row.gainPerYuan === null ? null : t('upgrade.perHundredYuan', { gain: formatGain(locale, row.gainPerYuan) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <ul className="upgrade-gains">
        {row.gain === null ? (
          <li>
            {scoped(orderedBy!.id, orderedBy!.scope)}
            {t('labelSeparator')}
            <strong>{formatScore(locale, row.figure.score)}</strong>
            {locale === 'en' ? ' ' : ''}
            <span className="muted">{t('parenthetical', { text: t('upgrade.figureSamples', { count: formatNumber(locale, row.figure.samples) }) })}</span>
          </li>
        ) : null}
        {row.gains.map((gain) => (
          <li key={gain.benchmark}>
            {scoped(gain.benchmark, gain.scope)}
            {t('labelSeparator')}
            {formatScore(locale, gain.from)} → {formatScore(locale, gain.to)}{' '}
            <strong>{gain.proportional ? formatGain(locale, gain.gain) : points(gain)}</strong>
            {locale === 'en' ? ' ' : ''}
            <span className="muted">
              {t('parenthetical', {
                text:
                  t('upgrade.samples', { count: formatNumber(locale, gain.fromSamples), to: formatNumber(locale, gain.toSamples) }) +
                  (gain.fromSamples < ORDERING_SAMPLES || gain.toSamples < ORDERING_SAMPLES ? `${t('listSeparator')}${t('upgrade.oneResult')}` : ''),
              })}
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
                : t(`upgrade.caveat.${caveat.kind}`, {
                    chipsets: caveat.chipsets.map((name) => name || t('platform.everyBoard', { socket: body.socket?.name ?? '' })).join(t('listSeparator')),
                  })}
              {caveat.statement ? (
                <>
                  {locale === 'en' ? ' ' : ''}
                  <StatementText statement={caveat.statement} locale={locale} />
                </>
              ) : null}
              {caveat.flashback === 'yes' ? (
                <>
                  {' '}
                  <strong className="caveat__flashback">{t('upgrade.flashback')}</strong>
                </>
              ) : null}
              {caveat.flashback === 'disputed' ? (
                <>
                  {' '}
                  <strong className="caveat__flashback">
                    <FlashbackDispute message="upgrade.flashbackDisputed" makerUrl={body.board?.makerUrl ?? null} locale={locale} />
                  </strong>
                </>
              ) : null}
              {caveat.document ? (
                <>
                  {' '}
                  <a href={caveat.document.url} rel="nofollow noopener" className="external">
                    {caveat.document.name}
                  </a>
                </>
              ) : null}
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
