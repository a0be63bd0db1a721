import { compareQuery } from '../../../src/shared/compare-query.js';
import { translator } from '../../../src/shared/messages.js';
import type { CompareParts } from '../../../src/shared/page-data/compare.js';
import { processorKey } from '../../../src/shared/processor.js';
import { hrefFor } from '../../../src/shared/route-paths.js';
import { verdictAnswer, verdictGoalName } from '../../../src/shared/verdict.js';
import { BenchmarkCredit } from '../benchmark/benchmark-source.js';
import { PowerSources } from '../benchmark/power-basis.js';
import { PriceCredit } from '../price/price-credit.js';
import { CompareArchitecture } from './compare-architecture.js';
import { compareSections, visibleSections } from './compare-rows.js';
import { CompareTable } from './compare-table.js';
import type { PartProps } from '../../view-module.js';

/**
 * Two to four processors compared: the switch between all rows and the differences only, the
 * table grouped as the detail page groups facts (the best value of each row marked), and where
 * the scores come from. Rendered on the server only, into the HTML the page's data carries
 * (src/pages/compare.ts).
 */
export function CompareResult({
  processors,
  benchmarks,
  verdict,
  diff,
  architecture,
  powerSources,
  retail,
  priceCredit,
  locale,
}: PartProps<NonNullable<CompareParts['result']>>) {
  const t = translator(locale);
  const keys = processors.map(processorKey);
  const hrefWith = (ids: string[], differencesOnly = diff) => hrefFor('compare', locale, {}, compareQuery({ ids, diff: differencesOnly }));
  const names = processors.map((p) => p.name);
  const shown = visibleSections(compareSections(processors, locale, t, benchmarks, retail), diff);
  // The legend says what per-watt values are divided by when the table has any.
  const perWatt = benchmarks.some(({ perWatt: values }) => values.some((mark) => mark.value !== null));
  // Each source's credit and notice once, wherever its figures appear (SPEC's fair use, hardinfo2's GPL).
  const sources = benchmarks.filter((entry, i) => benchmarks.findIndex((other) => other.benchmark.source === entry.benchmark.source) === i);
  return (
    <>
      <section className="compare-verdict panel" aria-labelledby="compare-verdict">
        <h2 id="compare-verdict">{t('compare.verdictHeading')}</h2>
        <dl className="compare-verdict__goals">
          {verdict.lines.map((line) => (
            <div key={line.goal} className={`compare-verdict__goal is-${line.answer.kind}`}>
              <dt>{verdictGoalName(line, t)}</dt>
              <dd>{verdictAnswer(line, names, locale, t)}</dd>
            </div>
          ))}
        </dl>
        <p className="benchmark-method">{t('compare.verdictBasis')}</p>
      </section>
      {architecture ? <CompareArchitecture notes={architecture} locale={locale} /> : null}
      <div className="compare-toolbar">
        <nav className="compare-rows-switch" aria-label={t('compare.rowsShown')}>
          <a href={hrefWith(keys, false)} aria-current={diff ? undefined : 'true'}>
            {t('compare.allRows')}
          </a>
          <a href={hrefWith(keys, true)} aria-current={diff ? 'true' : undefined}>
            {t('compare.differencesOnly')}
          </a>
        </nav>
        <p className="compare-legend">
          <span className="compare-legend__item">
            <span className="compare-legend__swatch" aria-hidden="true" />
            {t('compareLegend')}
          </span>
          <span className="compare-legend__item">{t('compare.bestLegend')}</span>
          {perWatt ? (
            <span className="compare-legend__item">
              {t('compare.powerLegend')} <PowerSources sources={powerSources} locale={locale} />
            </span>
          ) : null}
        </p>
      </div>
      {shown.length ? (
        <div className="compare-frame">
          <CompareTable processors={processors} sections={shown} locale={locale} hrefWith={(ids) => hrefWith(ids)} />
        </div>
      ) : (
        <p className="empty-state panel">{t('compare.noDifferences')}</p>
      )}
      {sources.map((entry) => (
        <BenchmarkCredit key={entry.benchmark.source} benchmark={entry.benchmark} locale={locale} />
      ))}
      {priceCredit ? <PriceCredit credit={priceCredit} locale={locale} /> : null}
    </>
  );
}
