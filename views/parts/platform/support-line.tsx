import type { Locale } from '../../../src/shared/locales.js';
import { formatLaunch } from '../../../src/shared/format.js';
import { translator } from '../../../src/shared/messages.js';
import type { ShownLine, ShownStatement } from '../../../src/shared/page-data/platform.js';
import { lineName } from './line-name.js';
import { StatementSource } from './statement-source.js';

/**
 * One statement about a processor line on a chipset: its status (supported, after a BIOS update —
 * from which BIOS where the source says —, not supported), the line, the statement in the page's
 * language, and its source with the source's kind.
 */
export function SupportLine({ lines, statement, locale }: { lines: readonly ShownLine[]; statement: ShownStatement; locale: Locale }) {
  const t = translator(locale);
  return (
    <>
      <span className={`support-status support-status--${statement.status}`}>{t(`platform.status.${statement.status}`)}</span>{' '}
      {lines.length ? (
        <>
          <strong>{lines.map((line) => lineName(line, t)).join(t('listSeparator'))}</strong>
          {t('labelSeparator')}
        </>
      ) : null}
      <StatementText statement={statement} locale={locale} />
    </>
  );
}

/**
 * Who said it and when, where the source is dated ("AMD, May 2020:"): a statement is of its time (a
 * beta BIOS then may be the only BIOS now), and a visitor should not read it as said today. Then the
 * statement's words, the first BIOS and the "some boards only" note, then the source.
 */
export function StatementText({ statement, locale }: { statement: ShownStatement; locale: Locale }) {
  const t = translator(locale);
  const { source } = statement;
  const who = source.kind === 'press-report' ? source.publisher : t(`vendor.${source.vendor}`);
  return (
    <>
      {source.published ? (
        <>
          <span className="statement__when">{t('platform.statementWhen', { who, date: formatLaunch(locale, source.published) })}</span>
          {locale === 'en' ? ' ' : ''}
        </>
      ) : null}
      <StatementWords text={statement.text} />
      {statement.firstBios ? (
        <>
          {' '}
          <span className="statement__bios">{t('platform.firstBios', { bios: statement.firstBios })}</span>
        </>
      ) : null}
      {statement.someBoards ? (
        <>
          {' '}
          <em className="statement__some">{t('platform.someBoards')}</em>
        </>
      ) : null}{' '}
      <StatementSource source={statement.source} locale={locale} />
    </>
  );
}

/**
 * The statement's words, wrapping without leaving a character alone on their last line (the last few
 * are kept together); a short one (a label's length) breaks between words only, as a label does.
 */
function StatementWords({ text }: { text: string }) {
  const characters = Array.from(text);
  const short = characters.length <= 30;
  return (
    <span className={`statement__text${short ? ' statement__text--short' : ''}`}>
      {characters.slice(0, -4).join('')}
      <span className="statement__end">{characters.slice(-4).join('')}</span>
    </span>
  );
}
