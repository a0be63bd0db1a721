import type { Processor } from '../../src/shared/processor.js';
import { hrefFor } from '../../src/shared/route-paths.js';
import { ComparisonBars } from '../charts/comparison-bars.js';
import type { BenchmarkScore, BenchmarkSource } from '../../src/shared/benchmark.js';
import { CompareScores } from '../benchmark/compare-scores.js';
import { processorKey } from '../../src/shared/processor.js';
import { barItem } from '../comparison-items.js';
import { HeadingRule } from '../layout/heading-rule.js';
import { translator } from '../../src/shared/messages.js';
import { ProcessorLink } from '../processor-link.js';
import type { ProcessorSummary } from '../../src/shared/processor-summary.js';
import { specSections } from '../spec-sections.js';
import type { ViewProps } from '../view-module.js';

export interface CompareData {
  processors: Processor[];
  /** requested ids that name no processor, as the visitor typed them */
  unknown: string[];
  /** more than four were asked for */
  truncated: boolean;
  /** with one processor: similar ones to add */
  suggestions: ProcessorSummary[];
  /** each processor's open benchmark score, in the same order (null: none yet) */
  scores: (BenchmarkScore | null)[];
  /** where the scores come from; null when the catalogue has none */
  scoreSource: BenchmarkSource | null;
}

/** Two to four processors side by side; rows whose values differ are marked. */
export default function Compare({ data, locale }: ViewProps<CompareData>) {
  const t = translator(locale);
  const { processors } = data;
  const ids = processors.map(processorKey);
  // Every processor gets the same rows (hybrid rows included), so they line up.
  const sectionsOf = processors.map((p) => specSections(p, locale, t, { hybridRows: true }));
  const hrefWith = (keys: string[]) => hrefFor('compare', locale, {}, { ids: keys.join(',') });
  return (
    <section className="compare">
      <h1>{t('compareTitle')}</h1>
      <HeadingRule />
      {data.unknown.length ? <p className="notice">{t('compareUnknown', { ids: data.unknown.join(', ') })}</p> : null}
      {data.truncated ? <p className="notice">{t('compareTooMany')}</p> : null}
      {processors.length < 2 ? (
        <div className="empty-state panel">
          <p>{t('compareNeedTwo')} {t('compareIntro')}</p>
          {data.suggestions.length ? (
            <>
              <p>{t('compareAdd')}</p>
              <ul className="summary-list">
                {data.suggestions.map((s) => (
                  <li key={processorKey(s)}><a href={hrefWith([...ids, processorKey(s)])}>{t(`vendor.${s.vendor}`)} {s.name}</a></li>
                ))}
              </ul>
            </>
          ) : null}
          <p><a href={hrefFor('library', locale)}>{t('compareBrowse')}</a></p>
        </div>
      ) : (
        <>
        {data.scoreSource ? <CompareScores processors={processors} scores={data.scores} source={data.scoreSource} locale={locale} /> : null}
        <div className="panel"><ComparisonBars locale={locale} current={null} items={processors.map(barItem)} /></div>
        <p className="compare-legend"><span className="compare-legend__swatch" aria-hidden="true" />{t('compareLegend')}</p>
        <div className="compare-scroll">
          <table className="compare-table">
            <thead>
              <tr>
                <th scope="col">{t('specField')}</th>
                {processors.map((p) => (
                  <th scope="col" key={processorKey(p)}>
                    <ProcessorLink processor={p} locale={locale} />
                    {' '}
                    <a className="remove" href={hrefWith(ids.filter((id) => id !== processorKey(p)))} aria-label={t('compareRemove', { name: p.name })}>×</a>
                  </th>
                ))}
              </tr>
            </thead>
            {sectionsOf[0]!.map((section, s) => (
              <tbody key={section.heading}>
                <tr className="compare-section"><th scope="rowgroup" colSpan={processors.length + 1}>{t(section.heading)}</th></tr>
                {section.rows.map(([label], r) => {
                  const values = sectionsOf.map((sections) => sections[s]!.rows[r]![1]);
                  const differs = new Set(values).size > 1;
                  return (
                    <tr key={label} className={differs ? 'differs' : undefined}>
                      <th scope="row">
                        {t(label)}
                        {differs ? <span className="visually-hidden">{` (${t('compareDiffers')})`}</span> : null}
                      </th>
                      {values.map((value, i) => <td key={ids[i]}>{value ?? t('unknown')}</td>)}
                    </tr>
                  );
                })}
              </tbody>
            ))}
          </table>
        </div>
        </>
      )}
    </section>
  );
}
