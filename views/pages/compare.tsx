import { MAX_COMPARED, compareQuery } from '../../src/shared/compare-query.js';
import type { Processor } from '../../src/shared/processor.js';
import { hrefFor } from '../../src/shared/route-paths.js';
import { processorKey } from '../../src/shared/processor.js';
import { formatNumber } from '../format.js';
import { HeadingRule } from '../layout/heading-rule.js';
import { translator } from '../../src/shared/messages.js';
import type { ProcessorSummary } from '../../src/shared/processor-summary.js';
import { CompareAdd } from '../compare/compare-add.js';
import { StaticHtml } from '../static-html.js';
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
  /**
   * With two or more: the comparison itself as HTML the server rendered (views/static-html.tsx,
   * views/compare/compare-result.tsx): the rows switch, the table and the scores' source are
   * links and facts, so a first visit downloads them without the code and the words that draw them.
   */
  result: string | null;
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
        <StaticHtml html={data.result ?? ''} />
      )}
    </section>
  );
}
