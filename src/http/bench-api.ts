import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { submissionSchema } from '../shared/bench/submission.js';
import type { BenchResults } from '../bench-results/bench-results.js';
import { benchFigures, RANKED_RESULTS } from '../bench-results/figures.js';
import { submit } from '../bench-results/submit.js';
import { parseProcessorKey } from '../shared/processor.js';
import { translate } from '../messages.js';
import { isLocale, type Locale } from '../shared/locales.js';
import type { MessageKey } from '../shared/messages.js';
import { BENCH_API_REFUSALS, BENCH_API_REFUSALS_ELSEWHERE, type BenchApiRefusal } from '../errors.js';
import { serializePayload } from '../shared/payload.js';
import { clientAddress } from './client-address.js';

/**
 * The bench's API (docs/bench-results.md, "API"):
 *
 * - GET /api/bench/challenge: an ALTCHA challenge to solve before submitting.
 * - GET /api/bench/figures?processor=amd:ryzen-5-5600: that processor's figures, by engine family
 *   and mode (src/bench-results/figures.ts); 404 for a processor the catalogue lacks.
 * - POST /api/bench/results {submission, pow, lang}: 201 with the result's id, whether it counts
 *   or is held (and why), the scores computed here, and where it stands; every refusal is a 4xx
 *   {error: {code, message}}, the message in the request's language (`lang`, else the
 *   Accept-Language header, else Chinese) and never carrying text of the request. Answers are JSON
 *   with <, > and & escaped, so even a string that did come back could never be markup.
 */
export const CHALLENGE_PATH = '/api/bench/challenge';
export const RESULTS_PATH = '/api/bench/results';
export const FIGURES_PATH = '/api/bench/figures';
/** a whole submission is about 1.5 KB; four times that with a long processor name is still far under this */
export const BODY_LIMIT_BYTES = 16 * 1024;

const envelopeSchema = z.strictObject({
  submission: z.unknown(),
  pow: z.string().max(4096).optional(),
  lang: z.enum(['zh', 'en']).optional(),
});

export function registerBenchApi(app: FastifyInstance, bench: BenchResults): void {
  app.get(CHALLENGE_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
    return serializePayload(await bench.proofOfWork.challenge());
  });

  app.get(FIGURES_PATH, { errorHandler: apiErrorHandler }, async (request, reply) => {
    const key = (request.query as Record<string, unknown>).processor;
    const named = typeof key === 'string' ? parseProcessorKey(key) : null;
    const processor = named && bench.catalogue.find(named.vendor, named.id);
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
    if (!processor) return refuse(reply, headerLocale(request), 'unknown_processor', undefined, BENCH_API_REFUSALS_ELSEWHERE.figuresOfUnknownProcessor.status);
    const benchmarks = await benchFigures(await bench.database.open(), processor);
    return serializePayload({ processor: { vendor: processor.vendor, id: processor.id, name: processor.name }, rankedResults: RANKED_RESULTS, benchmarks });
  });

  app.post(
    RESULTS_PATH,
    {
      bodyLimit: BODY_LIMIT_BYTES,
      errorHandler: apiErrorHandler,
    },
    async (request, reply) => {
      const envelope = envelopeSchema.safeParse(request.body);
      const locale: Locale = envelope.success && envelope.data.lang ? envelope.data.lang : headerLocale(request);
      // Counted before any work: a flood costs us a map look-up per request, not a proof check.
      const wait = bench.rateLimit.take(clientAddress(request));
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        return refuse(reply, locale, 'rate_limited');
      }
      if (!envelope.success) return refuse(reply, locale, 'schema', { field: fieldOf(envelope.error.issues, '') });
      // The shape first, then the proof: a malformed body costs a parse, not a signature check.
      const submission = submissionSchema.safeParse(envelope.data.submission);
      if (!submission.success) return refuse(reply, locale, 'schema', { field: fieldOf(submission.error.issues, 'submission') });
      const proof = await bench.proofOfWork.verify(envelope.data.pow);
      if (!proof.ok) return refuse(reply, locale, proof.code);

      const outcome = await submit(bench.database, bench.catalogue, submission.data, proof);
      if (outcome.kind === 'replayed') return refuse(reply, locale, 'pow_replayed');
      if (outcome.kind === 'refused') {
        const { refusal } = outcome;
        const values = { ...refusal.values, ...(refusal.reason ? { reason: translate(locale, refusal.reason.key, refusal.reason.values) } : {}) };
        return refuse(reply, locale, refusal.code, values);
      }
      bench.resultsChanged();
      const held = outcome.hold
        ? { code: outcome.hold.code, message: translate(locale, `benchServer.hold.${outcome.hold.code}` as MessageKey, outcome.hold.values) }
        : undefined;
      reply.code(201).header('cache-control', 'no-store').type('application/json; charset=utf-8');
      return serializePayload({
        id: outcome.id,
        status: outcome.hold ? 'held' : 'accepted',
        ...(held ? { held } : {}),
        scores: outcome.scores,
        standing: outcome.standing,
      });
    },
  );
}

/**
 * Fastify's own refusals of a body (too large, not JSON, another content type) in our shape, and
 * anything else — the database out of reach — as 503 `unavailable`, logged, never its message.
 */
function apiErrorHandler(error: { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) {
  const locale = headerLocale(request);
  if (error.statusCode === 413) return refuse(reply, locale, 'too_large', { limit: BODY_LIMIT_BYTES });
  if (error.statusCode && error.statusCode < 500)
    return refuse(reply, locale, 'bad_json', undefined, error.statusCode === 415 ? BENCH_API_REFUSALS_ELSEWHERE.notSentAsJson.status : undefined);
  request.log.error(error, 'bench request failed');
  return refuse(reply, locale, 'unavailable');
}

/** `status` only where the code answers another status (BENCH_API_REFUSALS_ELSEWHERE). */
function refuse(
  reply: FastifyReply,
  locale: Locale,
  code: BenchApiRefusal,
  values?: Record<string, string | number>,
  status: number = BENCH_API_REFUSALS[code],
) {
  reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8');
  return reply.send(serializePayload({ error: { code, message: translate(locale, `benchServer.error.${code}` as MessageKey, values) } }));
}

/** For answers given before the body is read: English when the browser prefers it, else Chinese. */
function headerLocale(request: FastifyRequest): Locale {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLocale(query)) return query;
  const accepted = request.headers['accept-language'];
  return typeof accepted === 'string' && /^\s*en\b/i.test(accepted) ? 'en' : 'zh';
}

/**
 * The field a schema refusal names, as the schema spells it: only segments that are the schema's
 * own names or indexes are kept, so a key the request invented never comes back.
 */
function fieldOf(issues: readonly z.core.$ZodIssue[], root: string): string {
  const path = issues[0]?.path ?? [];
  const named = path.every((segment) => typeof segment === 'number' || (typeof segment === 'string' && /^[a-zA-Z]{1,24}$/.test(segment)));
  return [root, ...(named ? path.map(String) : [])].filter(Boolean).join('.') || 'body';
}
