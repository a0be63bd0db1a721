import { MAX_COMPARED, compareQuery } from '../../src/shared/compare-query.js';
import type { Processor } from '../../src/shared/processor.js';
import { hrefFor } from '../../src/shared/route-paths.js';
import { processorKey } from '../../src/shared/processor.js';
import { formatNumber } from '../format.js';
import { HeadingRule } from '../layout/heading-rule.js';
import { translator } from '../../src/shared/messages.js';
import type { ProcessorSummary } from '../../src/shared/processor-summary.js';
import type { BenchmarkScore, BenchmarkSource } from '../../src/shared/benchmark.js';
import { BenchmarkSourceNote } from '../benchmark/benchmark-source.js';
import { CompareAdd } from '../compare/compare-add.js';
import { compareSections, visibleSections } from '../compare/compare-rows.js';
import { CompareTable } from '../compare/compare-table.js';
import type { ViewProps } from '../view-module.js';

export interface CompareData {
  processors: Processor[];
  /** requested ids that name no processor, as the visitor typed them */
  unknown: string[];
  /** more than four were asked for */
  truncated: boolean;
  /** with one processor: similar ones to add */
  suggestions: ProcessorSummary[];
  /** only the rows whose values differ (`diff=1`) */
  diff: boolean;
  /** the add field's text when it named no single processor, and the candidates to pick from */
  search: { q: string; candidates: ProcessorSummary[] } | null;
  /** each processor's open benchmark score, in the same order (null: none yet) */
  scores: (BenchmarkScore | null)[];
  /** where the scores come from; null when the catalogue has none */
  scoreSource: BenchmarkSource | null;
}

/**
 * Up to four processors side by side, all of it in the URL: which and in what order (`ids`),
 * and whether only the differences show (`diff=1`). Processors are added from a search field,
 * moved and removed by plain links; rows group as on the detail page.
 */
export default function Compare({ data, locale }: ViewProps<CompareData>) {
  const t = translator(locale);
  const { processors, diff, search } = data;
  const keys = processors.map(processorKey);
  const hrefWith = (ids: string[], differencesOnly = diff) => hrefFor('compare', locale, {}, compareQuery({ ids, diff: differencesOnly }));
  const sections = compareSections(processors, locale, t, data.scoreSource ? data.scores : null);
  const shown = visibleSections(sections, diff);
  return (
    <section className="compare">
      <h1>{t('compareTitle')}</h1>
      <HeadingRule />
      {data.unknown.length ? <p className="notice">{t('compareUnknown', { ids: data.unknown.join(', ') })}</p> : null}
      {data.truncated ? <p className="notice">{t('compareTooMany')}</p> : null}
      {processors.length < MAX_COMPARED ? (
        <CompareAdd key={keys.join(',')} keys={keys} diff={diff} initialText={search?.q ?? ''} locale={locale} />
      ) : (
        <p className="compare-full muted">{t('compare.addFull', { max: formatNumber(locale, MAX_COMPARED) })}</p>
      )}
      {search ? (
        <div className="compare-candidates">
          <p>{t(search.candidates.length ? 'compare.addPick' : 'compare.addNone', { q: search.q })}</p>
          {search.candidates.length ? (
            <ul className="summary-list">
              {search.candidates.map((s) => (
                <li key={processorKey(s)}><a href={hrefWith([...keys, processorKey(s)])}>{t(`vendor.${s.vendor}`)} {s.name}</a></li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {processors.length < 2 ? (
        <div className="empty-state panel">
          <p>{t('compareNeedTwo')} {t('compareIntro')}</p>
          {data.suggestions.length ? (
            <>
              <p>{t('compareAdd')}</p>
              <ul className="summary-list">
                {data.suggestions.map((s) => (
                  <li key={processorKey(s)}><a href={hrefWith([...keys, processorKey(s)])}>{t(`vendor.${s.vendor}`)} {s.name}</a></li>
                ))}
              </ul>
            </>
          ) : null}
          <p><a href={hrefFor('library', locale)}>{t('compareBrowse')}</a></p>
        </div>
      ) : (
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
          {data.scoreSource ? <BenchmarkSourceNote source={data.scoreSource} measures="benchmark.measuresBrief" locale={locale} /> : null}
        </>
      )}
    </section>
  );
}
