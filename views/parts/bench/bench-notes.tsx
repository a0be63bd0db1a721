import { BENCH_RUNNER_PATH } from '../../../src/shared/bench/runner-path.js';
import { translator } from '../../../src/shared/messages.js';
import type { BenchParts } from '../../../src/shared/page-data/bench.js';
import { hrefFor } from '../../../src/shared/route-paths.js';
import type { PartProps } from '../../view-module.js';

/** What the bench is; without JavaScript, that the run needs it (a browser running scripts never shows that). */
export function BenchIntro({ locale }: PartProps<BenchParts['intro']>) {
  const t = translator(locale);
  return (
    <>
      <p className="bench__intro">{t('bench.intro')}</p>
      <noscript>
        <p className="bench__notice bench__notice--warning" role="note">
          {t('bench.needsJs')}
        </p>
      </noscript>
    </>
  );
}

/** The command-line runner, how to run it, and what the score can and cannot tell (docs/bench.md). */
export function BenchAbout({ locale }: PartProps<BenchParts['about']>) {
  const t = translator(locale);
  return (
    <>
      <section className="bench__section" aria-labelledby="bench-cli">
        <h2 id="bench-cli">{t('bench.cliHeading')}</h2>
        <p>{t('bench.cliText')}</p>
        <p>
          <a href={BENCH_RUNNER_PATH} download>
            {t('bench.cliDownload')}
          </a>
        </p>
        <pre className="bench__command" translate="no">
          <code>node atlas-bench.mjs</code>
        </pre>
        <p className="muted">{t('bench.cliOptions')}</p>
      </section>
      <section className="bench__section" aria-labelledby="bench-method">
        <h2 id="bench-method">{t('bench.methodHeading')}</h2>
        <p>{t('bench.methodText')}</p>
        <p>{t('bench.limitsText')}</p>
        <p>
          <a href={hrefFor('ladder', locale)}>{t('ladder')}</a>
        </p>
      </section>
    </>
  );
}
