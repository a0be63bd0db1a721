import { hrefFor } from '../src/route-paths.js';
import type { ErrorData } from '../src/payload.js';
import { translator } from './messages.js';
import type { ViewProps } from './view-module.js';

/** 404 and 5xx pages, in the language of the path that failed. */
export default function ErrorPage({ data, locale }: ViewProps<ErrorData>) {
  const t = translator(locale);
  return (
    <section className="error-page">
      <p className="error-status">{t('errorStatus', { status: data.statusCode })}</p>
      <h1>{data.statusCode === 404 ? t('notFoundTitle') : t('serverErrorTitle')}</h1>
      {data.message ? <p className="error-message">{data.message}</p> : null}
      <p><a href={hrefFor('home', locale)}>{t('errorBackHome')}</a></p>
    </section>
  );
}
