import { REPORT_REFUSALS } from '../errors.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CorrectionReports } from '../corrections/correction-reports.js';
import { formFields, type ReportFormField } from '../corrections/report-form.js';
import { MAX_AGE_S } from '../corrections/form-token.js';
import { MIN_FILL_SECONDS, reportFormPage, reportReceivedPage, type FormState } from '../corrections/report-page.js';
import { receiveReport, type RefusalCode } from '../corrections/receive-report.js';
import { newIssueUrl, processorReport } from '../pages/issue-report.js';
import { translate } from '../messages.js';
import { siteLookOf, type PageServices } from '../render/page-services.js';
import { LOCALES, LOCALE_PREFIX, type Locale } from '../shared/locales.js';
import type { MessageKey } from '../shared/messages.js';
import { processorKey, VENDORS, type Processor, type Vendor } from '../shared/processor.js';
import { clientAddress } from './client-address.js';

/**
 * "Report an error" on our own site (docs/corrections.md): GET /report/{vendor}/{id} (and /en/…)
 * draws the form, POST to the same address takes it. Every answer is written for its request
 * (the form carries a token signed now) and sent `no-store`, `noindex`. Each refusal is the form
 * again with the reason in the page's language and what was typed, escaped; nothing is stored.
 */
export const REPORT_BODY_LIMIT = 8 * 1024;

export function registerReportRoutes(app: FastifyInstance, services: PageServices, reports: CorrectionReports): void {
  const state = (processor: Processor, locale: Locale, extra: Partial<FormState> = {}): FormState => ({
    token: reports.tokens.issue(processorKey(processor)),
    script: services.manifest.reportForm,
    worker: services.manifest.bench.proofOfWork,
    githubHref: newIssueUrl(services.repositoryUrl, processorReport(processor, locale)),
    look: siteLookOf(services),
    ...extra,
  });
  const processorOf = (request: FastifyRequest): Processor | undefined => {
    const { vendor, id } = request.params as { vendor: string; id: string };
    return VENDORS.includes(vendor as Vendor) ? reports.catalogue.find(vendor as Vendor, id) : undefined;
  };

  void app.register(async (scope) => {
    // The raw text, read here: formFields refuses a name sent twice rather than keep one of them.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    for (const locale of LOCALES) {
      const path = `${LOCALE_PREFIX[locale]}/report/:vendor/:id`;
      const refuse = (reply: FastifyReply, processor: Processor, status: number, message: string, values?: FormState['values']) =>
        send(reply.code(status), reportFormPage(processor, locale, state(processor, locale, { error: message, values })));

      scope.get(path, async (request, reply) => {
        const processor = processorOf(request);
        if (!processor) return reply.callNotFound();
        const field = (request.query as Record<string, unknown>).field;
        return send(reply, reportFormPage(processor, locale, state(processor, locale, { values: typeof field === 'string' ? { field } : {} })));
      });

      scope.post(
        path,
        {
          bodyLimit: REPORT_BODY_LIMIT,
          errorHandler(error: { statusCode?: number }, request, reply) {
            const processor = processorOf(request);
            if (!processor) return reply.callNotFound();
            if (error.statusCode === 413)
              return refuse(reply, processor, REPORT_REFUSALS.too_large, translate(locale, 'correction.error.too_large', { limit: REPORT_BODY_LIMIT }));
            if (error.statusCode && error.statusCode < 500)
              return refuse(
                reply,
                processor,
                error.statusCode === 415 ? REPORT_REFUSALS.not_a_form : REPORT_REFUSALS.bad_form,
                translate(locale, 'correction.error.bad_form'),
              );
            request.log.error(error, 'report failed');
            return refuse(reply, processor, REPORT_REFUSALS.unavailable, translate(locale, 'correction.error.unavailable'));
          },
        },
        async (request, reply) => {
          const processor = processorOf(request);
          if (!processor) return reply.callNotFound();
          const fields = typeof request.body === 'string' ? formFields(request.body) : null;
          // Counted before any check: with a proof of work the bench's limit, without it the strict one.
          const limit = fields?.pow ? reports.withProof : reports.withoutProof;
          const wait = limit.take(clientAddress(request));
          if (wait > 0) {
            reply.header('retry-after', String(wait));
            return refuse(
              reply,
              processor,
              REPORT_REFUSALS.rate_limited,
              translate(locale, 'correction.error.rate_limited', { minutes: Math.ceil(wait / 60) }),
              keptValues(fields),
            );
          }
          // Only the form's own encoding: a JSON body (which Fastify parses before us) is not a form.
          if (typeof request.body !== 'string') return refuse(reply, processor, REPORT_REFUSALS.not_a_form, translate(locale, 'correction.error.bad_form'));
          if (!fields) return refuse(reply, processor, REPORT_REFUSALS.bad_form, translate(locale, 'correction.error.schemaBody'));
          const outcome = await receiveReport(reports, processor, fields, locale);
          if (outcome.kind === 'refused')
            return refuse(reply, processor, outcome.status, refusalMessage(locale, outcome.code, outcome.field), keptValues(fields));
          return send(reply.code(201), reportReceivedPage(processor, locale, outcome.id, siteLookOf(services)));
        },
      );
    }
  });
}

function send(reply: FastifyReply, html: string) {
  return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(html);
}

/** What the visitor typed, to fill the form again: only the form's own fields, as text. */
function keptValues(fields: Record<string, string> | null): FormState['values'] {
  if (!fields) return {};
  const kept: FormState['values'] = {};
  for (const name of ['field', 'value', 'source', 'note', 'contact'] as const) if (typeof fields[name] === 'string') kept[name] = fields[name].slice(0, 2000);
  return kept;
}

function refusalMessage(locale: Locale, code: RefusalCode, field: ReportFormField | undefined): string {
  if (code === 'schema') {
    const named = field && ['field', 'value', 'source', 'note', 'contact'].includes(field) ? field : 'other';
    return translate(locale, 'correction.error.schema', { field: translate(locale, `correction.fieldName.${named}` as MessageKey) });
  }
  return translate(locale, `correction.error.${code}` as MessageKey, { seconds: MIN_FILL_SECONDS, hours: MAX_AGE_S / 3600 });
}
