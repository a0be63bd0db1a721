import type { EngineFamily } from '../../src/shared/bench/submission.js';
import { formatNumber, formatScore } from '../../src/shared/format.js';
import type { Locale } from '../../src/shared/locales.js';
import { translator } from '../../src/shared/messages.js';
import type { ModeStanding, SendOutcome } from './send-result.js';

/**
 * The server's answer to a sent result: accepted, or held with its reason; where the run stands
 * among the processor's results of the same engine; or the server's own message of refusal. The
 * server's words arrive as text and are drawn as text.
 */
export function BenchAnswerView({ outcome, engine, locale }: { outcome: SendOutcome; engine: EngineFamily | null; locale: Locale }) {
  const t = translator(locale);
  if (outcome.kind === 'refused') {
    return (
      <p role="alert" className="bench__notice bench__notice--warning" data-bench="answer">
        {outcome.message ? t('bench.refused', { message: outcome.message }) : t('bench.refusedStatus', { status: outcome.status })}
      </p>
    );
  }
  const { answer } = outcome;
  const engineName = engine ? t(`bench.engine.${engine}`) : '';
  const standing = (mode: 'single' | 'multi', of: ModeStanding | null | undefined) => {
    if (!of) return null;
    const modeName = t(`bench.mode.${mode}`);
    return (
      <li key={mode}>
        {of.results <= 1 || of.median === null
          ? t('bench.standingFirst', { mode: modeName, engine: engineName })
          : t('bench.standing', {
              mode: modeName,
              engine: engineName,
              results: formatNumber(locale, of.results, 0),
              median: formatScore(locale, of.median),
              above: formatNumber(locale, of.above, 0),
              others: formatNumber(locale, of.results - (answer.status === 'accepted' ? 1 : 0), 0),
            })}
      </li>
    );
  };
  return (
    <div className="bench__answer" role="status" data-bench="answer" data-status={answer.status}>
      <p className={answer.status === 'accepted' ? 'bench__accepted' : 'bench__notice bench__notice--warning'}>
        {answer.status === 'accepted' ? t('bench.accepted') : t('bench.held', { reason: answer.held?.message ?? '' })}
      </p>
      <p>
        {t('bench.serverScores', {
          single: formatScore(locale, answer.scores.single.overall),
          multi: answer.scores.multi ? formatScore(locale, answer.scores.multi.overall) : '—',
        })}
      </p>
      {answer.standing ? (
        <ul className="bench__standing">
          {standing('single', answer.standing.single)}
          {standing('multi', answer.standing.multi)}
        </ul>
      ) : null}
    </div>
  );
}
