import type { Locale } from '../../../src/shared/locales.js';
import { formatNumber } from '../../../src/shared/format.js';
import type { MessageKey, Translate } from '../../../src/shared/messages.js';
import type { UpgradeBody, UpgradeCandidateRow, UpgradeGroup, UpgradeList } from '../../../src/shared/page-data/upgrade.js';
import { processorKey } from '../../../src/shared/processor.js';
import { hrefFor } from '../../../src/shared/route-paths.js';
import { socketHref } from '../../../src/shared/socket-query.js';
import { upgradeHref, type UpgradeQuery } from '../../../src/shared/upgrade-query.js';
import { BenchmarkCredits } from '../platform/benchmark-credits.js';
import { PageLinks } from '../platform/page-links.js';
import { Candidate } from './upgrade-candidate.js';

/**
 * The candidates: one line on what the order rests on, then the candidates in their groups (where
 * each stands on the owner's board: every board, after a BIOS update, some chipsets, not stated,
 * ruled out), a page at a time, then the ones no figure can order and the benchmarks' credits.
 */
export function Advice({ body, advice, name, locale, t }: { body: UpgradeBody; advice: UpgradeList; name: string; locale: Locale; t: Translate }) {
  const { owned, socket, query } = body;
  const first = (advice.page - 1) * advice.perPage;
  const href = (change: Partial<UpgradeQuery>) => upgradeHref(locale, owned, { ...query, ...change });
  const short = (id: string) => t(`benchmarks.${id}.short` as MessageKey);
  const [lead, ...rest] = advice.basis;
  return (
    <section className="platform-section" aria-labelledby="upgrade-candidates">
      <h2 id="upgrade-candidates">{t('upgrade.candidatesHeading', { count: formatNumber(locale, advice.total) })}</h2>
      <p>
        {owned.figures.length === 0
          ? t('upgrade.noFigures', { name })
          : lead === undefined
            ? t('upgrade.noOrdering', { name })
            : advice.total === 0
              ? t('upgrade.noneFaster', { name, socket: socket!.name })
              : t('upgrade.summary', { count: formatNumber(locale, advice.total), socket: socket!.name })}
        {advice.notFaster ? ` ${t('upgrade.notFaster', { count: formatNumber(locale, advice.notFaster) })}` : ''}
        {advice.ruledOut ? ` ${t(body.chipset || body.board ? 'upgrade.ruledOut' : 'upgrade.ruledOutOwner', { count: formatNumber(locale, advice.ruledOut) })}` : ''}
      </p>
      {lead ? (
        <p className="upgrade-order">
          {t('upgrade.order', { benchmark: short(lead.id), scope: t(`upgrade.scope.${lead.scope}`) })}
          {rest.length ? ` ${t('upgrade.orderThen', { rest: rest.map((entry) => `${short(entry.id)} (${t(`upgrade.scope.${entry.scope}`)})`).join(t('listSeparator')) })}` : ''}
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
        <section key={`${run.group}-${run.start}`} className={`upgrade-group upgrade-group--${run.group}`} aria-label={groupTitle(run.group)}>
          <h3>{groupTitle(run.group)}</h3>
          <ol className="upgrade-list" start={first + run.start + 1}>
            {run.rows.map((row) => <Candidate key={processorKey(row.processor)} row={row} body={body} advice={advice} locale={locale} t={t} />)}
          </ol>
        </section>
      ))}
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

  /** The group's heading, with how many candidates it holds over every page. */
  function groupTitle(group: UpgradeGroup): string {
    const count = formatNumber(locale, advice.groups.find((entry) => entry.group === group)?.count ?? 0);
    const chipset = body.board?.name ?? body.chipset?.name ?? null;
    return chipset === null
      ? t(`upgrade.group.${group}`, { count, name })
      : t(`upgrade.groupOn.${group}`, { count, chipset });
  }
}

/** The window's candidates in runs of one group, with where each run starts in the window. */
function runsOf(rows: readonly UpgradeCandidateRow[]): { group: UpgradeGroup; start: number; rows: UpgradeCandidateRow[] }[] {
  const runs: { group: UpgradeGroup; start: number; rows: UpgradeCandidateRow[] }[] = [];
  rows.forEach((row, index) => {
    const last = runs.at(-1);
    if (last && last.group === row.group) last.rows.push(row);
    else runs.push({ group: row.group, start: index, rows: [row] });
  });
  return runs;
}
