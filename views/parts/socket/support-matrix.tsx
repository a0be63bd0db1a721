import type { Locale } from '../../../src/shared/locales.js';
import { formatNumber } from '../../../src/shared/format.js';
import { translator } from '../../../src/shared/messages.js';
import type { SupportMatrix } from '../../../src/shared/page-data/socket.js';
import { lineName } from '../platform/line-name.js';
import { StatementText } from '../platform/support-line.js';

/**
 * A socket's compatibility matrix: one row per processor line, one column per chipset (or the
 * socket's boards, where its processors need no chipset); each cell the status a source states,
 * with the number of its statement below, or empty: not stated.
 */
export function SupportMatrixTable({ matrix, socket, locale }: { matrix: SupportMatrix; socket: string; locale: Locale }) {
  const t = translator(locale);
  const anchor = (index: number) => `support-statement-${index + 1}`;
  return (
    <div className="support-matrix">
      <h3 id="support-matrix">{t('socket.matrixHeading')}</h3>
      <p className="muted">{t('socket.matrixIntro')}</p>
      <div className="platform-table-box">
        <table className="platform-table support-matrix__table">
          <thead>
            <tr>
              <th scope="col">{t('socket.matrixLine')}</th>
              {matrix.rows.map((row) => (
                <th scope="col" key={row.id}>
                  {row.id === '' ? t('platform.everyBoard', { socket }) : row.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrix.lines.map((line, column) => (
              <tr key={column}>
                <th scope="row">{lineName(line, t)}</th>
                {matrix.rows.every((row) => row.cells[column] === null) ? (
                  <td colSpan={matrix.rows.length} className="support-cell support-cell--none">
                    {t('socket.matrixNone')}
                  </td>
                ) : (
                  matrix.rows.map((row) => {
                    const index = row.cells[column] ?? null;
                    const statement = index === null ? null : matrix.statements[index]!;
                    return (
                      <td
                        key={row.id}
                        data-label={row.id === '' ? t('platform.everyBoard', { socket }) : row.name}
                        className={`support-cell support-cell--${statement?.status ?? 'not-stated'}`}
                      >
                        {statement ? (
                          <a href={`#${anchor(index!)}`} title={t(`platform.status.${statement.status}`)}>
                            {t(`platform.statusShort.${statement.status}`)}
                            <sup>{formatNumber(locale, index! + 1)}</sup>
                          </a>
                        ) : (
                          <span className="visually-hidden">{t('platform.status.not-stated')}</span>
                        )}
                      </td>
                    );
                  })
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol className="support-matrix__notes">
        {matrix.statements.map((statement, index) => (
          <li key={index} id={anchor(index)}>
            <span className={`support-status support-status--${statement.status}`}>{t(`platform.status.${statement.status}`)}</span>{' '}
            <StatementText statement={statement} locale={locale} />
          </li>
        ))}
      </ol>
    </div>
  );
}
