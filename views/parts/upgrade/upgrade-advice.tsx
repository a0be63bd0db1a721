import type { Locale } from '../../../src/shared/locales.js';
import { formatNumber } from '../../../src/shared/format.js';
import type { MessageKey, Translate } from '../../../src/shared/messages.js';
import type { UpgradeBody, UpgradeCandidateRow, UpgradeGroup, UpgradeList } from '../../../src/shared/page-data/upgrade.js';
import { processorKey } from '../../../src/shared/processor.js';
import { hrefFor } from '../../../src/shared/route-paths.js';
import { socketHref } from '../../../src/shared/socket-query.js';
import { UPGRADE_GOALS, upgradeHref, type UpgradeQuery } from '../../../src/shared/upgrade-query.js';
import { BenchmarkCredits } from '../platform/benchmark-credits.js';
import { PriceCredit } from '../price/price-credit.js';
import { PageLinks } from '../platform/page-links.js';
import { Candidate } from './upgrade-candidate.js';

/**
 * The candidates: the goal (what should be faster), one line on what the order rests on, then the
 * candidates in their groups (where each stands on the owner's board: every board, after a BIOS
 * update, some chipsets, check the board's list, not stated, ruled out) and those about the same
 * after them, a page at a time, then the ones the goal's benchmark cannot order and the credits.
 */
export function Advice({ body, advice, name, locale, t }: { body: UpgradeBody; advice: UpgradeList; name: string; locale: Locale; t: Translate }) {
  const { owned, socket, query } = body;
  const first = (advice.page - 1) * advice.perPage;
  const href = (change: Partial<UpgradeQuery>) => upgradeHref(locale, owned, { ...query, ...change });
  // A benchmark as a sentence names it: "multi-thread rendering (Blender)", "the single-thread index".
  const inWords = (id: string) => t(`benchmarks.${id}.basis` as MessageKey);
  const { orderedBy, markedBy } = advice;
  const benchmark = orderedBy ? inWords(orderedBy.id) : '';
  const faster = advice.total - advice.tooClose;
  const count = (value: number) => formatNumber(locale, value);
  return (
    <section className="platform-section" aria-labelledby="upgrade-candidates">
      <h2 id="upgrade-candidates">
        {advice.mode === 'gains'
          ? t('upgrade.candidatesHeading', { count: count(faster) })
          : t('upgrade.candidatesHeadingListed', { benchmark, count: count(advice.total) })}
      </h2>
      <GoalForm body={body} locale={locale} t={t} />
      <p className="upgrade-summary">
        {orderedBy === null ? (
          t('upgrade.noBenchmark')
        ) : advice.mode === 'gains' ? (
          <>
            {faster === 0
              ? t('upgrade.noneFaster', { name, socket: socket!.name, benchmark })
              : t('upgrade.summary', { count: count(faster), socket: socket!.name, benchmark })}
            {advice.tooClose ? ` ${t('upgrade.tooClose', { count: count(advice.tooClose), name })}` : ''}
            {advice.notFaster ? ` ${t('upgrade.notFaster', { count: count(advice.notFaster) })}` : ''}
          </>
        ) : (
          <>
            {t(advice.ownFigure === 'unranked' ? 'upgrade.ownUnranked' : 'upgrade.ownMissing', { name, socket: socket!.name, benchmark })}
            {advice.total === 0 ? ` ${t('upgrade.noneListed', { socket: socket!.name, benchmark })}` : ''}
          </>
        )}
        {advice.ruledOut ? ` ${t(body.chipset || body.board ? 'upgrade.ruledOut' : 'upgrade.ruledOutOwner', { count: count(advice.ruledOut) })}` : ''}
      </p>
      {orderedBy && advice.total ? (
        <p className="upgrade-order">
          {advice.mode === 'gains' ? `${t('upgrade.order', { benchmark })} ` : ''}
          {/* Only where the owned processor has that figure can a candidate be below it. */}
          {markedBy && owned.figures.some((figure) => figure.benchmark.id === markedBy.id)
            ? t('upgrade.markNote', { benchmark: inWords(markedBy.id), mark: t(`upgrade.slowerIn.${markedBy.scope}`) })
            : ''}
        </p>
      ) : null}
      {advice.weighedOn && advice.weighedOn.chipsets.length && advice.total ? (
        <p className="upgrade-weighed">
          {t(`upgrade.weighedOn.${advice.weighedOn.basis}`, {
            name,
            chipsets: advice.weighedOn.chipsets.map((chipset) => chipset || t('platform.everyBoard', { socket: socket!.name })).join(t('listSeparator')),
          })}
        </p>
      ) : null}
      {runsOf(advice.candidates).map((run) => (
        <section key={`${run.key}-${run.start}`} className={`upgrade-group upgrade-group--${run.key}`} aria-label={runTitle(run.key)}>
          <h3>{runTitle(run.key)}</h3>
          <ol className="upgrade-list" start={first + run.start + 1}>
            {run.rows.map((row) => (
              <Candidate key={processorKey(row.processor)} row={row} body={body} advice={advice} locale={locale} t={t} />
            ))}
          </ol>
        </section>
      ))}
      <PageLinks page={advice.page} pages={advice.pages} href={(page) => href({ page })} label={t('upgrade.pages')} locale={locale} />
      {advice.unmeasured.count && orderedBy ? (
        <p className="muted">
          {t('upgrade.unmeasured', { count: count(advice.unmeasured.count), benchmark })}{' '}
          {advice.unmeasured.newest.map((p, index) => (
            <span key={processorKey(p)}>
              {index ? t('listSeparator') : ''}
              <a href={hrefFor(p.vendor, locale, { id: p.id })}>{p.name}</a>
            </span>
          ))}
          {advice.unmeasured.count > advice.unmeasured.newest.length ? (
            <>
              {t('listSeparator')}
              <a href={socketHref(locale, socket!.id)}>{t('upgrade.allOnSocket', { socket: socket!.name })}</a>
            </>
          ) : null}
        </p>
      ) : null}
      <p className="muted">{t('upgrade.method')}</p>
      <BenchmarkCredits credits={body.credits} locale={locale} />
      {body.priceCredit ? <PriceCredit credit={body.priceCredit} locale={locale} /> : null}
    </section>
  );

  /** A run's heading: its group, with how many candidates it holds over every page; or "about the same". */
  function runTitle(key: UpgradeGroup | 'too-close'): string {
    if (key === 'too-close') return t('upgrade.tooCloseHeading', { benchmark, count: count(advice.tooClose) });
    const inGroup = advice.groups.find((entry) => entry.group === key)?.count ?? 0;
    const chipset = body.board?.name ?? body.chipset?.name ?? null;
    if (chipset === null) return t(`upgrade.group.${key}`, { count: count(inGroup), name });
    // The usable ones are listed together by gain; the heading says how many need a BIOS update first, as their cards do.
    if (key === 'supported' && advice.biosUpdates > 0) {
      return advice.biosUpdates === inGroup
        ? t('upgrade.groupOn.bios-update', { count: count(inGroup), chipset })
        : t('upgrade.groupOn.supportedSomeBios', { count: count(inGroup), chipset, bios: count(advice.biosUpdates) });
    }
    return t(`upgrade.groupOn.${key}`, { count: count(inGroup), chipset });
  }
}

/**
 * What should be faster: a plain GET form, so it works without JavaScript; it carries the chipset
 * and board chosen, and the chipset form carries the goal back (upgrade-body.tsx).
 */
function GoalForm({ body, locale, t }: { body: UpgradeBody; locale: Locale; t: Translate }) {
  const { owned, query } = body;
  return (
    <form className="platform-form upgrade-goal" method="get" action={upgradeHref(locale, owned)}>
      <fieldset>
        <legend>{t('upgrade.goalLegend')}</legend>
        {UPGRADE_GOALS.map((goal) => (
          <label key={goal}>
            <input type="radio" name="goal" value={goal} defaultChecked={query.goal === goal} />
            <span>{t(`upgrade.goal.${goal}`)}</span>
          </label>
        ))}
      </fieldset>
      {query.chipset !== null ? <input type="hidden" name="chipset" value={query.chipset} /> : null}
      {query.board !== null ? <input type="hidden" name="board" value={query.board} /> : null}
      <button type="submit" className="button">
        {t('upgrade.goalSubmit')}
      </button>
    </form>
  );
}

/** The window's candidates in runs of one group (those about the same in one run of their own), with where each run starts in the window. */
function runsOf(rows: readonly UpgradeCandidateRow[]): { key: UpgradeGroup | 'too-close'; start: number; rows: UpgradeCandidateRow[] }[] {
  const runs: { key: UpgradeGroup | 'too-close'; start: number; rows: UpgradeCandidateRow[] }[] = [];
  rows.forEach((row, index) => {
    const key = row.standing === 'too-close' ? 'too-close' : row.group;
    const last = runs.at(-1);
    if (last && last.key === key) last.rows.push(row);
    else runs.push({ key, start: index, rows: [row] });
  });
  return runs;
}
