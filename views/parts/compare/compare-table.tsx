import type { CSSProperties } from 'react';
import type { Locale } from '../../../src/shared/locales.js';
import { translator } from '../../../src/shared/messages.js';
import { processorKey, type Processor } from '../../../src/shared/processor.js';
import { ProcessorLink } from '../processor-link.js';
import { barShares, bestColumns, rowDiffers, type CompareRow, type CompareSection } from './compare-rows.js';

interface CompareTableProps {
  processors: readonly Processor[];
  sections: readonly CompareSection[];
  locale: Locale;
  /** the comparison's URL with these keys in this order (the differences-only switch kept) */
  hrefWith: (keys: string[]) => string;
}

/**
 * The processors side by side. The names head the table and stay in sight while the rows
 * scroll (processor.css); a row of plain links moves or removes each; a row whose values
 * differ is highlighted and says so to screen readers; on a row where more or less is better,
 * the best value carries a star and the word "best", and each value a bar against the best.
 */
export function CompareTable({ processors, sections, locale, hrefWith }: CompareTableProps) {
  const t = translator(locale);
  const keys = processors.map(processorKey);
  const moved = (from: number, to: number) => {
    const next = [...keys];
    [next[from], next[to]] = [next[to]!, next[from]!];
    return hrefWith(next);
  };
  // The phone layout lays each row out in as many columns as there are processors.
  const style = { '--columns': processors.length } as CSSProperties;
  return (
    <table className="compare-table" style={style}>
      <caption className="visually-hidden">{t('compare.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col" className="compare-table__corner">
            {t('specField')}
          </th>
          {processors.map((p) => (
            <th scope="col" key={processorKey(p)}>
              <span className={`vendor-tag vendor-${p.vendor}`}>{t(`vendor.${p.vendor}`)}</span> <ProcessorLink processor={p} locale={locale} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="compare-arrange">
        <tr>
          <th scope="row">{t('compare.arrange')}</th>
          {processors.map((p, i) => (
            <td key={keys[i]}>
              <span className="compare-arrange__links">
                {i > 0 ? (
                  <a href={moved(i, i - 1)} aria-label={t('compare.moveLeft', { name: p.name })}>
                    ←
                  </a>
                ) : (
                  <span aria-hidden="true" />
                )}
                <a className="remove" href={hrefWith(keys.filter((key) => key !== keys[i]))} aria-label={t('compareRemove', { name: p.name })}>
                  ×
                </a>
                {i < processors.length - 1 ? (
                  <a href={moved(i, i + 1)} aria-label={t('compare.moveRight', { name: p.name })}>
                    →
                  </a>
                ) : (
                  <span aria-hidden="true" />
                )}
              </span>
            </td>
          ))}
        </tr>
      </tbody>
      {sections.map((section) => (
        <tbody key={section.heading}>
          <tr className="compare-section">
            <th scope="rowgroup" colSpan={processors.length + 1}>
              {t(section.heading)}
            </th>
          </tr>
          {section.rows.map((row) => (
            <Row key={row.labelText ?? row.label} row={row} keys={keys} locale={locale} />
          ))}
        </tbody>
      ))}
    </table>
  );
}

function Row({ row, keys, locale }: { row: CompareRow; keys: string[]; locale: Locale }) {
  const t = translator(locale);
  const differs = rowDiffers(row);
  const best = bestColumns(row);
  // Equal best values are each marked, and said to be a tie.
  const tie = best.size > 1;
  // Equal values need no bars: they would all be full.
  const shares = differs ? barShares(row) : row.cells.map(() => null);
  return (
    <tr className={differs ? 'differs' : undefined}>
      <th scope="row">
        {row.labelText ?? t(row.label)}
        {differs ? <span className="visually-hidden">{t('compareDiffers')}</span> : null}
      </th>
      {row.cells.map((cell, i) => {
        const share = shares[i];
        return (
          <td key={keys[i]} className={best.has(i) ? 'is-best' : undefined}>
            <span className="compare-value">
              {cell.text ?? t(row.missing ?? 'unknown')}
              {best.has(i) ? (
                <span className="compare-best">
                  {' '}
                  ★{tie ? <span className="compare-tie">{t('compare.tie')}</span> : null}
                  <span className="visually-hidden">{` ${t('compare.best')}`}</span>
                </span>
              ) : null}
            </span>
            {cell.note ? <span className={cell.noteMarked ? 'compare-note is-marked' : 'compare-note'}>{cell.note}</span> : null}
            {share !== null && share !== undefined ? (
              <span className="compare-bar" aria-hidden="true">
                <span style={{ width: `${Math.round(share * 1000) / 10}%` }} />
              </span>
            ) : null}
          </td>
        );
      })}
    </tr>
  );
}
