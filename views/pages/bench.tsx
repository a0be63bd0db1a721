import { BENCH_RUNNER_PATH } from '../../src/bench/runner-path.js';
import type { BenchData } from '../../src/shared/page-data/bench.js';
import { translator } from '../../src/shared/messages.js';
import { hrefFor } from '../../src/shared/route-paths.js';
import { BenchRun } from '../bench/bench-run.js';
import { ProcessorPick } from '../bench/processor-pick.js';
import { HeadingRule } from '../layout/heading-rule.js';
import type { ViewProps } from '../view-module.js';

/**
 * CPU Atlas Bench (docs/bench.md): the visitor picks their processor with the site's search, runs
 * the suite in their browser and sends the result. The server draws the page; the run needs
 * JavaScript, and without it the page says so and points to the command-line runner.
 */
export default function Bench({ data, locale }: ViewProps<BenchData>) {
  const t = translator(locale);
  return (
    <section className="bench" aria-labelledby="bench-title">
      <h1 id="bench-title">{t('bench.title')}</h1>
      <HeadingRule />
      <p className="bench__intro">{t('bench.intro')}</p>
      <noscript>
        <p className="bench__notice bench__notice--warning" role="note">{t('bench.needsJs')}</p>
      </noscript>
      <ProcessorPick data={data} locale={locale} />
      <BenchRun processor={data.processor} locale={locale} />
      <section className="bench__section" aria-labelledby="bench-cli">
        <h2 id="bench-cli">{t('bench.cliHeading')}</h2>
        <p>{t('bench.cliText')}</p>
        <p><a href={BENCH_RUNNER_PATH} download>{t('bench.cliDownload')}</a></p>
        <pre className="bench__command"><code>node atlas-bench.mjs</code></pre>
        <p className="muted">{t('bench.cliOptions')}</p>
      </section>
      <section className="bench__section" aria-labelledby="bench-method">
        <h2 id="bench-method">{t('bench.methodHeading')}</h2>
        <p>{t('bench.methodText')}</p>
        <p>{t('bench.limitsText')}</p>
        <p><a href={hrefFor('ladder', locale)}>{t('ladder')}</a></p>
      </section>
    </section>
  );
}
