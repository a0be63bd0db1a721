import { MAX_COMPARED, compareQuery } from '../../src/shared/compare-query.js';
import type { CompareData, CompareParts } from '../../src/shared/page-data/compare.js';
import { hrefFor } from '../../src/shared/route-paths.js';
import { processorKey } from '../../src/shared/processor.js';
import { formatNumber } from '../../src/shared/format.js';
import { HeadingRule } from '../layout/heading-rule.js';
import { translator } from '../../src/shared/messages.js';
import { CompareAdd } from '../compare/compare-add.js';
import { Part } from '../part.js';
import type { ViewProps } from '../view-module.js';

/**
 * Up to four processors side by side, all of it in the URL: which and in what order (`ids`),
 * and whether only the differences show (`diff=1`). Processors are added from a search field,
 * moved and removed by plain links; rows group as on the detail page. One processor is shown as
 * its column, the add field and the similar ones to add beside it: the detail page's compare
 * button leads here.
 */
export default function Compare({ data, parts, locale }: ViewProps<CompareData, CompareParts>) {
  const t = translator(locale);
  const { processors, diff, search } = data;
  const keys = processors.map(processorKey);
  const hrefWith = (ids: string[], differencesOnly = diff) => hrefFor('compare', locale, {}, compareQuery({ ids, diff: differencesOnly }));
  const add =
    processors.length < MAX_COMPARED ? (
      <CompareAdd key={keys.join(',')} keys={keys} diff={diff} initialText={search?.q ?? ''} locale={locale} />
    ) : (
      <p className="compare-full muted">{t('compare.addFull', { max: formatNumber(locale, MAX_COMPARED) })}</p>
    );
  const candidates = search ? (
    <div className="compare-candidates">
      <p>{t(search.candidates.length ? 'compare.addPick' : 'compare.addNone', { q: search.q })}</p>
      {search.candidates.length ? (
        <ul className="summary-list">
          {search.candidates.map((s) => (
            <li key={processorKey(s)}>
              <a href={hrefWith([...keys, processorKey(s)])}>
                {t(`vendor.${s.vendor}`)} {s.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  ) : null;
  const suggestions = data.suggestions.length ? (
    <>
      <p>{t('compareAdd')}</p>
      <ul className="summary-list">
        {data.suggestions.map((s) => (
          <li key={processorKey(s)}>
            <a href={hrefWith([...keys, processorKey(s)])}>
              {t(`vendor.${s.vendor}`)} {s.name}
            </a>
          </li>
        ))}
      </ul>
    </>
  ) : null;
  return (
    <section className="compare">
      <h1>{t('compareTitle')}</h1>
      <HeadingRule />
      {data.unknown.length ? <p className="notice">{t('compareUnknown', { ids: data.unknown.join(', ') })}</p> : null}
      {data.truncated ? <p className="notice">{t('compareTooMany')}</p> : null}
      {processors.length === 1 ? (
        // One processor: its column, and beside it what adds a second.
        <div className="compare-lone">
          <Part parts={parts} name="lone" />
          <div className="compare-lone__next">
            <p className="compare-lone__lead">{t('compareLone.next')}</p>
            {add}
            {candidates}
            {suggestions}
            <p>
              <a href={hrefFor('library', locale)}>{t('compareBrowse')}</a>
            </p>
          </div>
        </div>
      ) : (
        <>
          {add}
          {candidates}
          {processors.length < 2 ? (
            <div className="empty-state panel">
              <p>
                {t('compareNeedTwo')} {t('compareIntro')}
              </p>
              {suggestions}
              <p>
                <a href={hrefFor('library', locale)}>{t('compareBrowse')}</a>
              </p>
            </div>
          ) : (
            <Part parts={parts} name="result" />
          )}
        </>
      )}
    </section>
  );
}
