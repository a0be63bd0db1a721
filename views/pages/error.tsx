import { hrefFor } from '../../src/shared/route-paths.js';
import type { ErrorData } from '../../src/shared/payload.js';
import { WIDGET_COLORS } from '../layout/widget-colors.js';
import { translator } from '../../src/shared/messages.js';
import type { ViewProps } from '../view-module.js';
import Decoration12 from '../widgets/decoration-12.js';

/** 404 and 5xx pages, in the language of the path that failed. */
export default function ErrorPage({ data, locale }: ViewProps<ErrorData>) {
  const t = translator(locale);
  return (
    <section className="error-page">
      {/* A radar still searching: decoration, sized in advance. */}
      <div className="error-radar" aria-hidden="true">
        <Decoration12 width={160} height={160} color={WIDGET_COLORS.radar} />
      </div>
      <p className="error-status">{t('errorStatus', { status: data.statusCode })}</p>
      <h1>{data.statusCode === 404 ? t('notFoundTitle') : t('serverErrorTitle')}</h1>
      {data.message ? <p className="error-message">{data.message}</p> : null}
      <p className="error-actions">
        <a className="button" href={hrefFor('home', locale)}>{t('errorBackHome')}</a>
        <a className="button button--ghost" href={hrefFor('library', locale)}>{t('homeBrowse')}</a>
      </p>
    </section>
  );
}
