import { useEffect, useRef, useState } from 'react';
import { runSuite, type RunResult, type RunStep } from '../../src/shared/bench/run-plan.js';
import type { Submission } from '../../src/shared/bench/submission.js';
import { SUITE_VERSION } from '../../src/shared/bench/suite.js';
import { formatNumber } from '../../src/shared/format.js';
import type { Locale } from '../../src/shared/locales.js';
import { translator } from '../../src/shared/messages.js';
import type { BenchProcessor } from '../../src/shared/page-data/bench.js';
import { BenchAnswerView } from './bench-answer.js';
import { benchAssets } from './bench-assets.js';
import { BenchScores } from './bench-scores.js';
import { browserEnvironment, type BrowserEnvironment } from './browser-environment.js';
import { browserWorkers } from './browser-workers.js';
import { sendResult, type SendOutcome } from './send-result.js';

/**
 * The run itself, in the browser: where it runs (engine, system, logical processors, and a warning
 * when the processor picked has another number of threads: such a result is held, not counted),
 * start and stop, progress, the scores, the CC0 agreement and the sending. Drawn by the server as
 * it is before a run, with the start button disabled until the page's script has taken over.
 */
const DEFAULT_SECONDS = 60;

type RunState =
  | { phase: 'idle' }
  | { phase: 'running'; step: RunStep | null; stepStarted: number }
  | { phase: 'done'; result: RunResult; environment: BrowserEnvironment }
  | { phase: 'stopped' }
  | { phase: 'failed'; message: string };

type SendState = { phase: 'none' } | { phase: 'sending' } | { phase: 'sent'; outcome: SendOutcome } | { phase: 'failed'; message: string };

/** The last run's result, kept while the tab stays on the site: picking the processor after a run redraws the page. */
let kept: Extract<RunState, { phase: 'done' }> | null = null;

export function BenchRun({ processor, locale }: { processor: BenchProcessor | null; locale: Locale }) {
  const t = translator(locale);
  const [environment, setEnvironment] = useState<BrowserEnvironment | null>(null);
  const [run, setRun] = useState<RunState>(() => kept ?? { phase: 'idle' });
  const [send, setSend] = useState<SendState>({ phase: 'none' });
  const [consent, setConsent] = useState(false);
  const [, setTick] = useState(0);
  const stop = useRef<(() => void) | null>(null);

  useEffect(() => setEnvironment(browserEnvironment(navigator)), []);
  // While a step runs, the bar moves with the clock; each step's start is told by the run.
  useEffect(() => {
    if (run.phase !== 'running') return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 250);
    return () => clearInterval(timer);
  }, [run.phase]);
  useEffect(() => () => stop.current?.(), []);

  async function start(env: BrowserEnvironment) {
    let stopped = false;
    let workers: ReturnType<typeof browserWorkers> | null = null;
    stop.current = () => {
      stopped = true;
      workers?.close();
    };
    setSend({ phase: 'none' });
    setRun({ phase: 'running', step: null, stepStarted: performance.now() });
    try {
      const result = await runSuite({
        seconds: runSeconds(),
        logicalProcessors: env.logicalProcessors,
        startWorkers: (count) => (workers = browserWorkers(benchAssets().kernels, count)),
        onStep: (step) => setRun({ phase: 'running', step, stepStarted: performance.now() }),
      });
      kept = { phase: 'done', result, environment: env };
      setRun(kept);
    } catch (error) {
      setRun(stopped ? { phase: 'stopped' } : { phase: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      stop.current = null;
    }
  }

  async function submit(done: Extract<RunState, { phase: 'done' }>, picked: BenchProcessor) {
    const { engine, os, logicalProcessors } = done.environment;
    if (!engine) return;
    const submission: Submission = {
      suite: SUITE_VERSION,
      processor: { vendor: picked.vendor, id: picked.id },
      identifiedBy: 'declared',
      engine,
      os,
      logicalProcessors,
      single: done.result.single,
      multi: done.result.multi,
    };
    setSend({ phase: 'sending' });
    try {
      setSend({ phase: 'sent', outcome: await sendResult(submission, locale, benchAssets().proofOfWork) });
    } catch (error) {
      setSend({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  const threads = processor ? (processor.threads ?? processor.cores) : null;
  const mismatch = environment && processor && threads !== null && threads !== environment.logicalProcessors;
  const running = run.phase === 'running';
  return (
    <>
      <section className="bench__section" aria-labelledby="bench-environment">
        <h2 id="bench-environment">{t('bench.environment')}</h2>
        <dl className="bench__facts">
          <dt>{t('bench.engine')}</dt>
          <dd data-bench="engine">
            {environment
              ? environment.engine
                ? `${t(`bench.engine.${environment.engine.family}`)} ${environment.engine.version}`
                : t('bench.engineUnknown')
              : '…'}
          </dd>
          <dt>{t('bench.os')}</dt>
          <dd data-bench="os">{environment ? t(`bench.os.${environment.os}`) : '…'}</dd>
          <dt>{t('bench.logical')}</dt>
          <dd data-bench="logical">{environment ? formatNumber(locale, environment.logicalProcessors, 0) : '…'}</dd>
        </dl>
        {mismatch ? (
          <p className="bench__notice bench__notice--warning" role="alert">
            {t('bench.threadsMismatch', {
              name: processor.fullName,
              threads: formatNumber(locale, threads, 0),
              reported: formatNumber(locale, environment.logicalProcessors, 0),
            })}
          </p>
        ) : null}
        <p className="bench__notice" role="note">
          {t('bench.slowWarning')}
        </p>
      </section>

      <section className="bench__section" aria-labelledby="bench-run">
        <h2 id="bench-run">{t('bench.runHeading')}</h2>
        <div className="bench__controls">
          {running ? (
            <button type="button" className="button button--secondary" onClick={() => stop.current?.()}>
              {t('bench.stop')}
            </button>
          ) : (
            <button type="button" className="button" disabled={!environment} onClick={() => environment && void start(environment)}>
              {run.phase === 'done' ? t('bench.again') : t('bench.start')}
            </button>
          )}
        </div>
        {run.phase === 'running' ? <Progress run={run} locale={locale} /> : null}
        {run.phase === 'stopped' ? <p role="status">{t('bench.stopped')}</p> : null}
        {run.phase === 'failed' ? (
          <p role="alert" className="bench__notice bench__notice--warning">
            {t('bench.failed', { message: run.message })}
          </p>
        ) : null}
        {run.phase === 'done' ? <BenchScores result={run.result} locale={locale} /> : null}
      </section>

      {run.phase === 'done' ? (
        <section className="bench__section" aria-labelledby="bench-send">
          <h2 id="bench-send">{t('bench.sendHeading')}</h2>
          {!run.environment.engine ? (
            <p>{t('bench.engineUnknown')}</p>
          ) : !processor ? (
            <p>{t('bench.needProcessor')}</p>
          ) : (
            <form
              className="bench__send"
              onSubmit={(event) => {
                event.preventDefault();
                if (consent && send.phase !== 'sending') void submit(run, processor);
              }}
            >
              <label className="bench__consent">
                <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} required /> {t('bench.consent')}
              </label>
              <button type="submit" className="button" disabled={!consent || send.phase === 'sending'}>
                {t('bench.send', { name: processor.fullName })}
              </button>
            </form>
          )}
          {send.phase === 'sending' ? <p role="status">{t('bench.sending')}</p> : null}
          {send.phase === 'failed' ? (
            <p role="alert" className="bench__notice bench__notice--warning">
              {t('bench.sendFailed', { message: send.message })}
            </p>
          ) : null}
          {send.phase === 'sent' ? <BenchAnswerView outcome={send.outcome} engine={run.environment.engine?.family ?? null} locale={locale} /> : null}
        </section>
      ) : null}
    </>
  );
}

function Progress({ run, locale }: { run: Extract<RunState, { phase: 'running' }>; locale: Locale }) {
  const t = translator(locale);
  const { step } = run;
  const share = step ? (step.done + Math.min(1, (performance.now() - run.stepStarted) / step.ms)) / step.steps : 0;
  return (
    <div className="bench__progress" role="status">
      <progress max={1000} value={Math.round(share * 1000)} aria-label={t('bench.progress')} />
      <span>
        {step
          ? t('bench.step', {
              mode: t(`bench.mode.${step.mode}`),
              kernel: t(`bench.kernel.${step.kernel}`),
              step: formatNumber(locale, step.done + 1, 0),
              steps: formatNumber(locale, step.steps, 0),
            })
          : t('bench.starting')}
      </span>
    </div>
  );
}

/** The run's length: a minute, or `?seconds=` (1 to 600) for tests and the impatient. */
function runSeconds(): number {
  const asked = Number(new URLSearchParams(location.search).get('seconds'));
  return Number.isFinite(asked) && asked >= 1 && asked <= 600 ? asked : DEFAULT_SECONDS;
}
