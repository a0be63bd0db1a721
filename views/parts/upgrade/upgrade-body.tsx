import type { Locale } from '../../../src/shared/locales.js';
import { formatCoresThreads, formatNumber, formatScore, formatUnit, formatUSD } from '../../../src/shared/format.js';
import { translator, type MessageKey, type Translate } from '../../../src/shared/messages.js';
import type { UpgradeBody } from '../../../src/shared/page-data/upgrade.js';
import { socketHref } from '../../../src/shared/socket-query.js';
import { DEFAULT_UPGRADE_GOAL, DEFAULT_UPGRADE_QUERY, upgradeHref } from '../../../src/shared/upgrade-query.js';
import type { PartProps } from '../../view-module.js';
import { rangeText, samplesText } from '../benchmark/benchmark-source.js';
import { FlashbackDispute } from '../platform/flashback-dispute.js';
import { IgnoredNote } from '../platform/ignored-note.js';
import { SupportLine } from '../platform/support-line.js';
import { Advice } from './upgrade-advice.js';

/** The advice below the heading: the processor owned, the chipset/board form, then the candidates or why there are none. */
export function UpgradeBodyView({ locale, ...body }: PartProps<UpgradeBody>) {
  const t = translator(locale);
  const { owned, socket, advice } = body;
  const name = `${t(`vendor.${owned.vendor}`)} ${owned.name}`;
  return (
    <>
      <section className="platform-facts" aria-label={t('upgrade.ownedLabel')}>
        <p className="upgrade-owned">
          {t('upgrade.owned', { name })}
          {' · '}
          {socket ? <a href={socketHref(locale, socket.id)}>{t('socket.title', { socket: socket.name })}</a> : (owned.socketText ?? t('upgrade.noSocketText'))}
          {' · '}
          {formatCoresThreads(locale, t, owned.cores, owned.threads)}
          {owned.tdpW !== null ? ` · ${formatUnit(locale, owned.tdpW, 'W', 1)}` : ''}
          {owned.launchPriceUSD !== null ? ` · ${t('upgrade.launchPrice', { price: formatUSD(locale, owned.launchPriceUSD) })}` : ''}
        </p>
        {owned.figures.length ? (
          <ul className="upgrade-owned__figures">
            {owned.figures.map((figure) => (
              <li key={figure.benchmark.id}>
                {t(`benchmarks.${figure.benchmark.id}.short` as MessageKey)}
                {t('labelSeparator')}
                <strong>{formatScore(locale, figure.score)}</strong>
                {locale === 'en' ? ' ' : ''}
                <span className="muted">
                  {t('parenthetical', {
                    text: `${figure.range ? `${rangeText(t, locale, figure.range)}${t('listSeparator')}` : ''}${samplesText(t, locale, figure.benchmark, figure)}${figure.orders ? '' : `${t('listSeparator')}${t('upgrade.notOrdering')}`}`,
                  })}
                </span>
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
          {socket ? (
            <>
              {' '}
              <a href={socketHref(locale, socket.id)}>{t('upgrade.aboutSocket', { socket: socket.name })}</a>
            </>
          ) : null}
        </p>
      ) : (
        <>
          <NarrowForm body={body} name={name} locale={locale} t={t} />
          <Advice body={body} advice={advice} name={name} locale={locale} t={t} />
        </>
      )}
    </>
  );
}

/** The chipset and board: a plain GET form that keeps the goal; what it narrows to; and, where a statement refuses the owner's own line, what that means. */
function NarrowForm({ body, name, locale, t }: { body: UpgradeBody; name: string; locale: Locale; t: Translate }) {
  const { owned, choices, chipset, board, query } = body;
  const refused = body.ownerRefusedBy;
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
              <option key={entry.id} value={entry.id}>
                {entry.boards
                  ? `${entry.name}${locale === 'en' ? ' ' : ''}${t('parenthetical', { text: t('upgrade.boardsCount', { count: formatNumber(locale, entry.boards) }) })}`
                  : entry.name}
              </option>
            ))}
          </select>
        </label>
        {choices.boards.length ? (
          <label>
            <span>{t('upgrade.boardLabel')}</span>
            <select name="board" defaultValue={board?.id ?? ''}>
              <option value="">{t('upgrade.anyBoard')}</option>
              {choices.boards.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.flashback === 'yes'
                    ? t('upgrade.boardWithFlashback', { board: entry.name })
                    : entry.flashback === 'disputed'
                      ? t('upgrade.boardFlashbackDisputedOption', { board: entry.name })
                      : entry.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {query.goal !== DEFAULT_UPGRADE_GOAL ? <input type="hidden" name="goal" value={query.goal} /> : null}
        <button type="submit" className="button">
          {t('upgrade.narrow')}
        </button>
      </form>
      {chipset || board ? (
        <p>
          {board
            ? t('upgrade.narrowedBoard', { board: board.name, chipset: chipset?.name ?? t('unknown'), memory: board.memoryType ?? t('unknown') })
            : t('upgrade.narrowedChipset', { chipset: chipset!.name })}
          {board?.biosFlashback === true ? <> {t('upgrade.boardFlashback')}</> : null}
          {board?.flashbackDisputed ? (
            <>
              {' '}
              <FlashbackDispute
                message="upgrade.boardFlashbackDisputed"
                values={{ count: formatNumber(locale, board.listings) }}
                makerUrl={board.makerUrl}
                locale={locale}
              />
            </>
          ) : null}
          {/* a dispute already links the maker's page */}
          {board?.makerUrl && !board.flashbackDisputed ? (
            <>
              {' '}
              <a href={board.makerUrl} rel="nofollow noopener" className="external">
                {t('upgrade.makerPage')}
              </a>
            </>
          ) : null}
          {body.flashback ? (
            <>
              {' '}
              {t(body.flashback.disputed ? 'upgrade.chipsetFlashbackDisputed' : 'upgrade.chipsetFlashback', {
                count: formatNumber(locale, body.flashback.withFlashback),
                total: formatNumber(locale, body.flashback.boards),
                disputed: formatNumber(locale, body.flashback.disputed),
                chipset: chipset!.name,
              })}
            </>
          ) : null}{' '}
          <a href={upgradeHref(locale, owned, { ...DEFAULT_UPGRADE_QUERY, goal: query.goal })}>{t('upgrade.clear')}</a>
        </p>
      ) : null}
      {refused ? (
        <div className="platform-callout upgrade-owner-runs">
          <p>
            <strong>{t('upgrade.ownerRuns', { chipset: refused.chipset, name })}</strong>
          </p>
          <p className="upgrade-owner-runs__statement">
            <SupportLine lines={[refused.line]} statement={refused.statement} locale={locale} />
          </p>
          <p>
            {t('upgrade.ownerRunsSo')}{' '}
            {board?.makerUrl ? (
              <a href={board.makerUrl} rel="nofollow noopener" className="external">
                {t('upgrade.makerPage')}
              </a>
            ) : (
              t(board === null && choices.boards.length ? 'upgrade.ownerRunsChooseBoard' : 'upgrade.ownerRunsFind')
            )}
          </p>
        </div>
      ) : null}
    </section>
  );
}
