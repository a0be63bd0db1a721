import type { Locale } from '../../../src/shared/locales.js';
import { formatCoresThreads, formatLaunch, formatNumber, formatScore, formatUnit } from '../../../src/shared/format.js';
import { translator, type MessageKey, type Translate } from '../../../src/shared/messages.js';
import type { SocketBody } from '../../../src/shared/page-data/socket.js';
import { hrefFor } from '../../../src/shared/route-paths.js';
import { DEFAULT_SORT, SOCKET_BOARDS_ANCHOR, SOCKET_PROCESSORS_ANCHOR, socketHref, type SocketQuery } from '../../../src/shared/socket-query.js';
import { upgradeHref } from '../../../src/shared/upgrade-query.js';
import type { PartProps } from '../../view-module.js';
import { BenchmarkCredits } from '../platform/benchmark-credits.js';
import { IgnoredNote } from '../platform/ignored-note.js';
import { PageLinks } from '../platform/page-links.js';
import { samplesText } from '../benchmark/benchmark-source.js';
import { FlashbackDispute } from '../platform/flashback-dispute.js';
import { SupportLine } from '../platform/support-line.js';
import { SupportMatrixTable } from './support-matrix.js';

/** Everything on a socket's page below its heading: what it is, its processors, chipsets and boards. */
export function SocketBodyView({ locale, ...body }: PartProps<SocketBody>) {
  const t = translator(locale);
  const { socket } = body;
  return (
    <>
      <SocketFacts body={body} locale={locale} t={t} />
      <nav aria-label={t('socket.jumpLabel')}>
        <ul className="platform-jump">
          <li>
            <a href={`#${SOCKET_PROCESSORS_ANCHOR}`}>{t('socket.jumpProcessors')}</a>
          </li>
          <li>
            <a href="#socket-chipsets">{t('socket.chipsetsHeading')}</a>
          </li>
          <li>
            <a href={`#${SOCKET_BOARDS_ANCHOR}`}>{t('socket.jumpBoards')}</a>
          </li>
        </ul>
      </nav>
      {body.ignored.map((entry) => (
        <IgnoredNote key={entry.field} field={`socket.field.${entry.field}`} value={entry.value} locale={locale} />
      ))}
      <SocketProcessors body={body} locale={locale} t={t} />
      <section className="platform-section" aria-labelledby="socket-chipsets">
        <h2 id="socket-chipsets">{t('socket.chipsetsHeading')}</h2>
        {body.chipsets.length || body.matrix ? <p className="muted">{t('socket.chipsetsIntro')}</p> : null}
        {/* The matrix gives every statement once, with its source; the chipsets' cards then only name them. */}
        {body.matrix ? <SupportMatrixTable matrix={body.matrix} socket={socket.name} locale={locale} /> : null}
        {body.chipsets.length ? (
          <ul className="chipset-list">
            {body.chipsets.map((chipset) => (
              <li key={chipset.id} className="chipset">
                <h3>{chipset.name}</h3>
                <p className="muted chipset__meta">
                  {chipset.boards > 0 ? (
                    <a href={socketHref(locale, socket.id, { ...body.query, chipset: chipset.id, form: null, boardsPage: 1 }, SOCKET_BOARDS_ANCHOR)}>
                      {t('socket.chipsetBoards', { count: formatNumber(locale, chipset.boards) })}
                    </a>
                  ) : (
                    t('socket.chipsetNoBoards')
                  )}
                  {' · '}
                  {t('socket.listedBy')}{' '}
                  <a href={chipset.listedBy.url} rel="nofollow noopener" className="external" lang={chipset.listedBy.kind === 'page' ? 'en' : undefined}>
                    {chipset.listedBy.kind === 'boards' ? t('socket.listedByBoards') : chipset.listedBy.name}
                  </a>
                </p>
                {body.matrix ? null : chipset.support.length ? (
                  <ul className="support-list">
                    {chipset.support.map((entry, index) => (
                      <li key={index}>
                        <SupportLine lines={entry.lines} statement={entry.statement} locale={locale} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="not-stated">{t('socket.notStated', { vendor: t(`vendor.${socket.vendor}`) })}</p>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t(socket.soldered === true ? 'socket.noChipsetsSoldered' : 'socket.noChipsets')}</p>
        )}
      </section>
      <SocketBoards body={body} locale={locale} t={t} />
    </>
  );
}

function SocketFacts({ body, locale, t }: { body: SocketBody; locale: Locale; t: Translate }) {
  const { socket } = body;
  const packageText: MessageKey = socket.soldered === true ? 'socket.soldered' : socket.soldered === false ? 'socket.socketed' : 'socket.packageUnknown';
  const basis: MessageKey | null =
    socket.solderedBasis === 'package-name' ? 'socket.basisPackageName' : socket.solderedBasis === 'boards' ? 'socket.basisBoards' : null;
  return (
    <section className="platform-facts" aria-label={t('socket.factsLabel')}>
      <dl>
        <div>
          <dt>{t('vendor')}</dt>
          <dd>{t(`vendor.${socket.vendor}`)}</dd>
        </div>
        <div>
          <dt>{t('socket.package')}</dt>
          <dd>{t(packageText)}</dd>
        </div>
        <div>
          <dt>{t('socket.years')}</dt>
          <dd>
            {socket.years
              ? socket.years.first === socket.years.last
                ? String(socket.years.first)
                : t('rangeValue', { min: String(socket.years.first), max: String(socket.years.last) })
              : t('unknown')}
          </dd>
        </div>
        <div>
          <dt>{t('field.memoryTypes')}</dt>
          <dd>{socket.memoryTypes.length ? socket.memoryTypes.join(t('listSeparator')) : t('unknown')}</dd>
        </div>
        <div>
          <dt>{t('socket.processorCount')}</dt>
          <dd>{formatNumber(locale, socket.processorCount)}</dd>
        </div>
        <div>
          <dt>{t('socket.boardCount')}</dt>
          <dd>{formatNumber(locale, socket.boardCount)}</dd>
        </div>
      </dl>
      <p className={socket.soldered === true ? 'platform-callout' : 'muted'}>
        {t(socket.soldered === true ? 'socket.solderedText' : socket.soldered === false ? 'socket.socketedText' : 'socket.packageUnknownText')}
        {basis ? ` ${t(basis)}` : ''}
      </p>
    </section>
  );
}

function SocketProcessors({ body, locale, t }: { body: SocketBody; locale: Locale; t: Translate }) {
  const { socket, query, processors } = body;
  const { benchmark } = processors;
  const sortName = (id: string) => (id === DEFAULT_SORT ? t('socket.sortLaunched') : t(`benchmarks.${id}.short` as MessageKey));
  const href = (change: Partial<SocketQuery>) => socketHref(locale, socket.id, { ...query, ...change }, SOCKET_PROCESSORS_ANCHOR);
  const first = (processors.page - 1) * processors.perPage;
  return (
    <section className="platform-section" aria-labelledby={SOCKET_PROCESSORS_ANCHOR}>
      <h2 id={SOCKET_PROCESSORS_ANCHOR}>{t('socket.processorsHeading', { count: formatNumber(locale, processors.total) })}</h2>
      {processors.total === 0 ? (
        <p>{t('socket.noProcessors')}</p>
      ) : (
        <>
          <nav className="platform-choices" aria-label={t('socket.sortLabel')}>
            <span className="platform-choices__label">{t('socket.sortLabel')}</span>
            <ul>
              {processors.sorts.map((sort) => (
                <li key={sort.id}>
                  <a href={href({ sort: sort.id, page: 1 })} aria-current={sort.id === query.sort ? 'true' : undefined} rel="nofollow">
                    {sortName(sort.id)}
                    {sort.id === DEFAULT_SORT ? null : <span className="muted">{formatNumber(locale, sort.count)}</span>}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {benchmark ? (
            <p className="muted">
              {t('socket.sortedBy', {
                benchmark: t(`benchmarks.${benchmark.id}.name` as MessageKey),
                unit: t(`benchmarks.${benchmark.id}.unit` as MessageKey),
                measured: formatNumber(locale, processors.measured),
                total: formatNumber(locale, processors.total),
                direction: t(benchmark.direction === 'higher' ? 'socket.higherFirst' : 'socket.lowerFirst'),
              })}
            </p>
          ) : null}
          <div className="platform-table-box">
            <table className="platform-table">
              <thead>
                <tr>
                  <th scope="col">{t('socket.colProcessor')}</th>
                  <th scope="col">{t('field.launched')}</th>
                  <th scope="col">{t('socket.colCores')}</th>
                  <th scope="col">{t('field.tdpW')}</th>
                  {benchmark ? <th scope="col">{t(`benchmarks.${benchmark.id}.short` as MessageKey)}</th> : null}
                </tr>
              </thead>
              <tbody>
                {processors.rows.map((row, index) => (
                  <tr key={`${row.vendor}:${row.id}`}>
                    <th scope="row">
                      <span className="muted rank">{formatNumber(locale, first + index + 1)}</span>{' '}
                      <a href={hrefFor(row.vendor, locale, { id: row.id })}>
                        {t(`vendor.${row.vendor}`)} {row.name}
                      </a>
                    </th>
                    <td data-label={t('field.launched')}>{row.launched ? formatLaunch(locale, row.launched) : t('unknown')}</td>
                    <td data-label={t('socket.colCores')}>{formatCoresThreads(locale, t, row.cores, row.threads)}</td>
                    <td data-label={t('field.tdpW')}>{row.tdpW === null ? t('unknown') : formatUnit(locale, row.tdpW, 'W', 1)}</td>
                    {benchmark ? (
                      <td data-label={t(`benchmarks.${benchmark.id}.short` as MessageKey)}>
                        {row.figure ? (
                          <>
                            {formatScore(locale, row.figure.score)}{' '}
                            <span className="muted">{t('parenthetical', { text: samplesText(t, locale, benchmark, row.figure) })}</span>
                          </>
                        ) : (
                          t('unknown')
                        )}
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <PageLinks page={processors.page} pages={processors.pages} href={(page) => href({ page })} label={t('socket.processorPages')} locale={locale} />
          {socket.soldered === false && processors.rows[0] ? (
            <p className="muted">
              {t('socket.upgradeHint')} <a href={upgradeHref(locale, processors.rows[0])}>{t('socket.upgradeExample', { name: processors.rows[0].name })}</a>
            </p>
          ) : null}
          <BenchmarkCredits credits={body.credits} locale={locale} />
        </>
      )}
    </section>
  );
}

function SocketBoards({ body, locale, t }: { body: SocketBody; locale: Locale; t: Translate }) {
  const { socket, query, boards } = body;
  if (socket.boardCount === 0) {
    return (
      <section className="platform-section" aria-labelledby={SOCKET_BOARDS_ANCHOR}>
        <h2 id={SOCKET_BOARDS_ANCHOR}>{t('socket.boardsHeading', { count: formatNumber(locale, 0) })}</h2>
        <p>{t(socket.soldered === true ? 'socket.noBoardsSoldered' : 'socket.noBoards')}</p>
      </section>
    );
  }
  const action = hrefFor('socket', locale, { socket: socket.id }) + `#${SOCKET_BOARDS_ANCHOR}`;
  const chipsetNames = new Map(body.chipsets.map((chipset) => [chipset.id, chipset.name]));
  // The page's brackets, around links: the parenthetical message cut where its text goes.
  const [open, close] = t('parenthetical', { text: '\u0000' }).split('\u0000') as [string, string];
  // A column no board on the page has a value for says nothing: it is left out.
  const years = boards.rows.some((board) => board.releaseYear !== null);
  const flashback = boards.rows.some((board) => board.biosFlashback === true || board.flashbackDisputed);
  return (
    <section className="platform-section" aria-labelledby={SOCKET_BOARDS_ANCHOR}>
      <h2 id={SOCKET_BOARDS_ANCHOR}>{t('socket.boardsHeading', { count: formatNumber(locale, socket.boardCount) })}</h2>
      <form className="platform-form" method="get" action={action}>
        {query.sort !== DEFAULT_SORT ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {query.page > 1 ? <input type="hidden" name="page" value={query.page} /> : null}
        <label>
          <span>{t('socket.chipsetLabel')}</span>
          <select name="chipset" defaultValue={query.chipset ?? ''}>
            <option value="">{t('socket.anyChipset')}</option>
            {boards.chipsets.map((chipset) => (
              <option key={chipset.id} value={chipset.id}>{`${chipset.name} (${formatNumber(locale, chipset.count)})`}</option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('socket.formLabel')}</span>
          <select name="form" defaultValue={query.form ?? ''}>
            <option value="">{t('socket.anyForm')}</option>
            {boards.formFactors.map((form) => (
              <option key={form.id} value={form.id}>{`${form.name} (${formatNumber(locale, form.count)})`}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          {t('socket.filter')}
        </button>
      </form>
      <p role="status" className="muted">
        {t('socket.boardsShown', { count: formatNumber(locale, boards.total) })}
      </p>
      {boards.rows.length ? (
        <div className="platform-table-box">
          <table className="platform-table">
            <thead>
              <tr>
                <th scope="col">{t('socket.colBoard')}</th>
                <th scope="col">{t('socket.colChipset')}</th>
                <th scope="col">{t('socket.colForm')}</th>
                <th scope="col">{t('socket.colMemory')}</th>
                {flashback ? <th scope="col">{t('socket.colFlashback')}</th> : null}
                {years ? <th scope="col">{t('socket.colYear')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {boards.rows.map((board) => (
                <tr key={board.id}>
                  <th scope="row">
                    <a href={board.url} rel="nofollow noopener" className="external">
                      {board.name}
                    </a>
                    {board.makerUrl ? (
                      <>
                        {' '}
                        <a href={board.makerUrl} rel="nofollow noopener" className="external board-maker">
                          {t('socket.makerPage')}
                        </a>
                      </>
                    ) : null}
                  </th>
                  <td data-label={t('socket.colChipset')}>
                    {board.chipset ? <a href={chipsetFilter(board.chipset)}>{chipsetNames.get(board.chipset) ?? board.chipset}</a> : t('unknown')}
                  </td>
                  <td data-label={t('socket.colForm')}>{board.formFactor ?? t('unknown')}</td>
                  <td data-label={t('socket.colMemory')}>{board.memoryType ?? t('unknown')}</td>
                  {flashback ? (
                    <td data-label={t('socket.colFlashback')}>
                      {board.flashbackDisputed ? (
                        <FlashbackDispute message="socket.flashbackDisputed" makerUrl={board.makerUrl} locale={locale} />
                      ) : board.biosFlashback === true ? (
                        t('socket.flashbackYes')
                      ) : (
                        t('unknown')
                      )}
                    </td>
                  ) : null}
                  {years ? <td data-label={t('socket.colYear')}>{board.releaseYear ?? t('unknown')}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <PageLinks
        page={boards.page}
        pages={boards.pages}
        href={(page) => socketHref(locale, socket.id, { ...query, boardsPage: page }, SOCKET_BOARDS_ANCHOR)}
        label={t('socket.boardPages')}
        locale={locale}
      />
      {boards.attribution ? (
        <p className="platform-attribution">
          {/* the notice ODC-By asks for, in the page's language (the data holds the English words) */}
          {t('socket.boardAttribution')}
          {locale === 'en' ? ' ' : ''}
          {open}
          <a href={boards.attribution.url}>BuildCores OpenDB</a>
          {t('clauseSeparator')}
          <a href={boards.attribution.licence.url} rel="license">
            {boards.attribution.licence.name}
          </a>
          {t('clauseSeparator')}
          {t('socket.boardSnapshot', { commit: boards.attribution.commit.slice(0, 7), date: boards.attribution.date })}
          {close}
        </p>
      ) : null}
    </section>
  );

  function chipsetFilter(chipset: string): string {
    return socketHref(locale, socket.id, { ...query, chipset, form: null, boardsPage: 1 }, SOCKET_BOARDS_ANCHOR);
  }
}
