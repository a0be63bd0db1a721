import type { Locale } from '../../../src/shared/locales.js';
import { formatCoresThreads, formatLaunch, formatNumber, formatPercent, formatScore, formatUnit, formatUSD } from '../../../src/shared/format.js';
import { translator, type MessageKey, type Translate } from '../../../src/shared/messages.js';
import type { UpgradeBody, UpgradeCandidateRow, UpgradeList } from '../../../src/shared/page-data/upgrade.js';
import { processorKey } from '../../../src/shared/processor.js';
import { hrefFor } from '../../../src/shared/route-paths.js';
import { socketHref } from '../../../src/shared/socket-query.js';
import { upgradeHref, type UpgradeQuery } from '../../../src/shared/upgrade-query.js';
import type { PartProps } from '../../view-module.js';
import { BenchmarkCredits } from '../platform/benchmark-credits.js';
import { IgnoredNote } from '../platform/ignored-note.js';
import { PageLinks } from '../platform/page-links.js';

/** The advice below the heading: the processor owned, the chipset/board form, then the candidates or why there are none. */
export function UpgradeBodyView({ locale, ...body }: PartProps<UpgradeBody>) {
  const t = translator(locale);
  const { owned, socket, advice } = body;
  const name = `${t(`vendor.${owned.vendor}`)} ${owned.name}`;
  return (
    <>
      <section className="platform-facts" aria-label={t('upgrade.ownedLabel')}>
        <p className="upgrade-owned">
          {t('upgrade.owned', { name })}{' · '}
          {socket ? <a href={socketHref(locale, socket.id)}>{t('socket.title', { socket: socket.name })}</a> : (owned.socketText ?? t('upgrade.noSocketText'))}
          {' · '}{formatCoresThreads(locale, t, owned.cores, owned.threads)}
          {owned.tdpW !== null ? ` · ${formatUnit(locale, owned.tdpW, 'W', 1)}` : ''}
          {owned.launchPriceUSD !== null ? ` · ${t('upgrade.launchPrice', { price: formatUSD(locale, owned.launchPriceUSD) })}` : ''}
        </p>
        {owned.figures.length ? (
          <ul className="upgrade-owned__figures">
            {owned.figures.map((figure) => (
              <li key={figure.benchmark.id}>
                {t(`benchmarks.${figure.benchmark.id}.short` as MessageKey)}{t('labelSeparator')}
                <strong>{formatScore(locale, figure.score)}</strong>{' '}
                <span className="muted">({t(`benchmarks.${figure.benchmark.id}.samples` as MessageKey, { count: formatNumber(locale, figure.samples) })})</span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {body.ignored.map((entry) => (
        <IgnoredNote key={entry.field} field={`upgrade.field.${entry.field}`} value={entry.value} why={`upgrade.ignored.${entry.why}`} locale={locale} />
      ))}
      {advice.kind === 'none' ? (
        <p className="platform-callout">
          {t(`upgrade.none.${advice.reason}`, { name, socket: socket?.name ?? owned.socketText ?? '' })}
          {socket ? <> <a href={socketHref(locale, socket.id)}>{t('upgrade.aboutSocket', { socket: socket.name })}</a></> : null}
        </p>
      ) : (
        <>
          <NarrowForm body={body} locale={locale} t={t} />
          <Advice body={body} advice={advice} name={name} locale={locale} t={t} />
        </>
      )}
    </>
  );
}

function NarrowForm({ body, locale, t }: { body: UpgradeBody; locale: Locale; t: Translate }) {
  const { owned, choices, chipset, board } = body;
  if (!choices.chipsets.length) return null;
  return (
    <section className="platform-section upgrade-narrow" aria-labelledby="upgrade-narrow">
      <h2 id="upgrade-narrow">{t('upgrade.narrowHeading')}</h2>
      <p className="muted">{t('upgrade.narrowIntro')}</p>
      <form className="platform-form" method="get" action={upgradeHref(locale, owned)}>
        <label>
          <span>{t('socket.chipsetLabel')}</span>
          <select name="chipset" defaultValue={chipset?.id ?? ''}>
            <option value="">{t('upgrade.anyChipset')}</option>
            {choices.chipsets.map((entry) => (
              <option key={entry.id} value={entry.id}>{entry.boards ? `${entry.name} (${t('upgrade.boardsCount', { count: formatNumber(locale, entry.boards) })})` : entry.name}</option>
            ))}
          </select>
        </label>
        {choices.boards.length ? (
          <label>
            <span>{t('upgrade.boardLabel')}</span>
            <select name="board" defaultValue={board?.id ?? ''}>
              <option value="">{t('upgrade.anyBoard')}</option>
              {choices.boards.map((entry) => <option key={entry.id} value={entry.id}>{entry.name}</option>)}
            </select>
          </label>
        ) : null}
        <button type="submit" className="button">{t('upgrade.narrow')}</button>
      </form>
      {chipset || board ? (
        <p>
          {board
            ? t('upgrade.narrowedBoard', { board: board.name, chipset: chipset?.name ?? t('unknown'), memory: board.memoryType ?? t('unknown') })
            : t('upgrade.narrowedChipset', { chipset: chipset!.name })}
          {' '}<a href={upgradeHref(locale, owned)}>{t('upgrade.clear')}</a>
        </p>
      ) : null}
    </section>
  );
}

function Advice({ body, advice, name, locale, t }: { body: UpgradeBody; advice: UpgradeList; name: string; locale: Locale; t: Translate }) {
  const { owned, socket, query } = body;
  const first = (advice.page - 1) * advice.perPage;
  const href = (change: Partial<UpgradeQuery>) => upgradeHref(locale, owned, { ...query, ...change });
  return (
    <section className="platform-section" aria-labelledby="upgrade-candidates">
      <h2 id="upgrade-candidates">{t('upgrade.candidatesHeading', { count: formatNumber(locale, advice.total) })}</h2>
      <p>
        {owned.figures.length === 0
          ? t('upgrade.noFigures', { name })
          : advice.total === 0
            ? t('upgrade.noneFaster', { name, socket: socket!.name })
            : t('upgrade.summary', { count: formatNumber(locale, advice.total), socket: socket!.name, benchmark: t(`benchmarks.${advice.basis[0]!}.short` as MessageKey) })}
        {advice.notFaster ? ` ${t('upgrade.notFaster', { count: formatNumber(locale, advice.notFaster) })}` : ''}
        {advice.ruledOut ? ` ${t('upgrade.ruledOut', { count: formatNumber(locale, advice.ruledOut) })}` : ''}
      </p>
      {advice.candidates.length ? (
        <ol className="upgrade-list" start={first + 1}>
          {advice.candidates.map((row) => <Candidate key={processorKey(row.processor)} row={row} body={body} locale={locale} t={t} />)}
        </ol>
      ) : null}
      <PageLinks page={advice.page} pages={advice.pages} href={(page) => href({ page })} label={t('upgrade.pages')} locale={locale} />
      {advice.unmeasured.count ? (
        <p className="muted">
          {t('upgrade.unmeasured', { count: formatNumber(locale, advice.unmeasured.count), name })}{' '}
          {advice.unmeasured.newest.map((p, index) => (
            <span key={processorKey(p)}>{index ? t('listSeparator') : ''}<a href={hrefFor(p.vendor, locale, { id: p.id })}>{p.name}</a></span>
          ))}
          {advice.unmeasured.count > advice.unmeasured.newest.length ? <>{t('listSeparator')}<a href={socketHref(locale, socket!.id)}>{t('upgrade.allOnSocket', { socket: socket!.name })}</a></> : null}
        </p>
      ) : null}
      <p className="muted">{t('upgrade.method')}</p>
      <BenchmarkCredits credits={body.credits} locale={locale} />
    </section>
  );
}

function Candidate({ row, body, locale, t }: { row: UpgradeCandidateRow; body: UpgradeBody; locale: Locale; t: Translate }) {
  const { processor } = row;
  const signed = (share: number) => (share > 0 ? '+' : '') + formatPercent(locale, share);
  const ruledOut = row.status === 'unsupported' || row.status === 'memory-mismatch';
  return (
    <li className={ruledOut ? 'upgrade-candidate upgrade-candidate--ruled-out' : 'upgrade-candidate'}>
      <div className="upgrade-candidate__head">
        <a className="upgrade-candidate__name" href={hrefFor(processor.vendor, locale, { id: processor.id })}>{t(`vendor.${processor.vendor}`)} {processor.name}</a>
        <span className="upgrade-gain">
          {signed(row.gain)} <span className="upgrade-gain__basis">{t(`benchmarks.${row.rankedBy}.short` as MessageKey)}</span>
        </span>
      </div>
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
            {t(`benchmarks.${gain.benchmark}.short` as MessageKey)}{t('labelSeparator')}
            {formatScore(locale, gain.from)} → {formatScore(locale, gain.to)} <strong>{signed(gain.gain)}</strong>{' '}
            <span className="muted">({t('upgrade.samples', { count: formatNumber(locale, gain.fromSamples), to: formatNumber(locale, gain.toSamples) })})</span>
          </li>
        ))}
      </ul>
      {row.caveats.length || row.status === 'supported' ? (
        <ul className="upgrade-caveats">
          {row.status === 'supported' ? <li className="caveat caveat--supported">{t('upgrade.caveat.supported', { chipset: body.chipset?.name ?? '' })}</li> : null}
          {row.caveats.map((caveat, index) => (
            <li key={index} className={`caveat caveat--${caveat.kind}`}>
              {caveat.kind === 'memory-type'
                ? t('upgrade.caveat.memory-type', { board: caveat.memory!.board, processor: caveat.memory!.processor.join(t('listSeparator')) })
                : t(`upgrade.caveat.${caveat.kind}`, { chipsets: caveat.chipsets.join(t('listSeparator')) })}
              {caveat.statement ? <> <span lang="en" className="caveat__statement">{caveat.statement}</span></> : null}
              {caveat.source ? <> <a href={caveat.source.url} rel="nofollow noopener" className="external">{caveat.source.name}</a></> : null}
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
