import type { BenchmarkScore, BenchmarkSource } from '../../../src/shared/benchmark.js';
import { compareQuery } from '../../../src/shared/compare-query.js';
import type { Locale } from '../../../src/shared/locales.js';
import { translator } from '../../../src/shared/messages.js';
import { processorKey, type Processor } from '../../../src/shared/processor.js';
import { hrefFor } from '../../../src/shared/route-paths.js';
import { BenchmarkSourceNote } from '../benchmark/benchmark-source.js';
import { compareSections, visibleSections } from './compare-rows.js';
import { CompareTable } from './compare-table.js';

/**
 * Two to four processors compared: the switch between all rows and the differences only, the
 * table grouped as the detail page groups facts (the best value of each row marked), and where
 * the scores come from. Rendered on the server only, into the HTML the page's data carries
 * (src/pages/compare.ts, views/static-html.tsx).
 */
export function CompareResult({ processors, scores, scoreSource, diff, locale }: {
  processors: Processor[];
  /** each processor's open benchmark score, in the same order (null: none yet) */
  scores: (BenchmarkScore | null)[];
  /** where the scores come from; null when the catalogue has none */
  scoreSource: BenchmarkSource | null;
  diff: boolean;
  locale: Locale;
}) {
  const t = translator(locale);
  const keys = processors.map(processorKey);
  const hrefWith = (ids: string[], differencesOnly = diff) => hrefFor('compare', locale, {}, compareQuery({ ids, diff: differencesOnly }));
  const shown = visibleSections(compareSections(processors, locale, t, scoreSource ? scores : null), diff);
  return (
    <>
      <div className="compare-toolbar">
        <nav className="compare-rows-switch" aria-label={t('compare.rowsShown')}>
          <a href={hrefWith(keys, false)} aria-current={diff ? undefined : 'true'}>{t('compare.allRows')}</a>
          <a href={hrefWith(keys, true)} aria-current={diff ? 'true' : undefined}>{t('compare.differencesOnly')}</a>
        </nav>
        <p className="compare-legend">
          <span className="compare-legend__item"><span className="compare-legend__swatch" aria-hidden="true" />{t('compareLegend')}</span>
          <span className="compare-legend__item">{t('compare.bestLegend')}</span>
        </p>
      </div>
      {shown.length ? (
        <div className="compare-frame">
          <CompareTable processors={processors} sections={shown} locale={locale} hrefWith={(ids) => hrefWith(ids)} />
        </div>
      ) : (
        <p className="empty-state panel">{t('compare.noDifferences')}</p>
      )}
      {scoreSource ? <BenchmarkSourceNote source={scoreSource} measures="benchmark.measuresBrief" locale={locale} /> : null}
    </>
  );
}
