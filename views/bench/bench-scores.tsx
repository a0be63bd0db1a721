import type { RunResult } from '../../src/shared/bench/run-plan.js';
import { modeScores } from '../../src/shared/bench/scores.js';
import { KERNEL_IDS } from '../../src/shared/bench/suite.js';
import { formatNumber, formatScore } from '../../src/shared/format.js';
import type { Locale } from '../../src/shared/locales.js';
import { translator } from '../../src/shared/messages.js';

/** A run's scores: one per kernel and mode, and each mode's geometric mean (src/shared/bench/scores.ts). */
export function BenchScores({ result, locale }: { result: RunResult; locale: Locale }) {
  const t = translator(locale);
  const single = modeScores(result.single);
  const multi = result.multi ? modeScores(result.multi) : null;
  return (
    <div className="bench__scores">
      <table className="bench__table" data-bench="scores">
        <caption>{t('bench.results')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('bench.kernel')}</th>
            <th scope="col">{t('bench.mode.single')}</th>
            {multi ? <th scope="col">{t('bench.mode.multiOf', { workers: formatNumber(locale, result.multi!.workers, 0) })}</th> : null}
          </tr>
        </thead>
        <tbody>
          {KERNEL_IDS.map((kernel) => (
            <tr key={kernel}>
              <th scope="row">{t(`bench.kernel.${kernel}`)}</th>
              <td>{formatScore(locale, single.kernels[kernel])}</td>
              {multi ? <td>{formatScore(locale, multi.kernels[kernel])}</td> : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('bench.overall')}</th>
            <td data-bench="single-overall">
              <strong>{formatScore(locale, single.overall)}</strong>
            </td>
            {multi ? (
              <td data-bench="multi-overall">
                <strong>{formatScore(locale, multi.overall)}</strong>
              </td>
            ) : null}
          </tr>
        </tfoot>
      </table>
      <p className="muted">{t('bench.scoreNote')}</p>
    </div>
  );
}
