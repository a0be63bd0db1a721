import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BenchResults } from '../bench-results/bench-results.js';
import { heldResults, moderate, peersOf } from '../bench-results/result-store.js';
import { median } from '../bench-results/median.js';
import { translate } from '../messages.js';
import { escapeHtml } from '../render/html.js';
import { LANGUAGE_TAGS, LOCALES, LOCALE_PREFIX, type Locale } from '../shared/locales.js';
import type { MessageKey } from '../shared/messages.js';
import { decideFromForm, reportListing, reportNotice } from './report-moderation.js';
import { SERVER_ERRORS } from '../errors.js';

/**
 * The maintainers' page for held bench results (docs/bench-results.md, "Moderation"):
 * /moderation/bench and /en/moderation/bench list each held result beside the median of its
 * processor's accepted ones, with a form to accept or reject it and the reason, which is kept
 * with the result; below them, the open reports of wrong facts (src/http/report-moderation.ts,
 * docs/corrections.md). Plain HTML, no script: it works wherever a maintainer is.
 *
 * It exists only when BENCH_MODERATION_TOKEN is set (otherwise these paths are the site's 404).
 * The token is the password of HTTP Basic authentication (any user name) or a Bearer token;
 * a decision must come from this site's own form (Origin, when the browser sends one, is ours),
 * so another site cannot post one through a maintainer's remembered credentials.
 */
export const MODERATION_PATH = '/moderation/bench';

export function registerBenchModeration(app: FastifyInstance, bench: BenchResults): void {
  const token = bench.moderationToken;
  if (!token) return;
  const authorized = (request: FastifyRequest) =>
    presentedToken(request.headers.authorization) !== null && sameSecret(presentedToken(request.headers.authorization)!, token);

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    for (const locale of LOCALES) {
      const path = `${LOCALE_PREFIX[locale]}${MODERATION_PATH}`;
      scope.get(path, async (request, reply) => {
        if (!authorized(request)) return challenge(reply);
        const noticeText = notice(request.query, locale) ?? reportNotice((request.query as Record<string, unknown>).notice, locale);
        const reports = await reportListing(await bench.database.open(), bench.catalogue, locale, (id) => `${path}/report/${encodeURIComponent(id)}`);
        return page(reply, locale, (await listing(bench, locale, noticeText)) + reports);
      });
      scope.post(`${path}/report/:id`, async (request, reply) => {
        if (!authorized(request)) return challenge(reply);
        if (!sameOrigin(request)) return reply.code(SERVER_ERRORS.ATLAS_MODERATION_CROSS_ORIGIN).type('text/plain; charset=utf-8').send('Forbidden');
        const { id } = request.params as { id: string };
        const outcome = await decideFromForm(await bench.database.open(), id, (request.body ?? {}) as Record<string, unknown>);
        return reply.redirect(`${path}?notice=report-${encodeURIComponent(outcome)}#reports`, 303);
      });
      scope.post(`${path}/:id`, async (request, reply) => {
        if (!authorized(request)) return challenge(reply);
        if (!sameOrigin(request)) return reply.code(SERVER_ERRORS.ATLAS_MODERATION_CROSS_ORIGIN).type('text/plain; charset=utf-8').send('Forbidden');
        const { id } = request.params as { id: string };
        const form = (request.body ?? {}) as Record<string, unknown>;
        const decision = form.decision === 'accept' ? 'accepted' : form.decision === 'reject' ? 'rejected' : null;
        const reason = typeof form.reason === 'string' ? form.reason.trim().slice(0, 500) : '';
        if (!decision || !reason) return reply.redirect(`${path}?notice=need-reason`, 303);
        const done = await moderate(await bench.database.open(), id, decision, reason);
        if (done) bench.resultsChanged();
        return reply.redirect(`${path}?notice=${done ? `${decision}:${encodeURIComponent(id)}` : 'not-held'}`, 303);
      });
    }
  });
}

async function listing(bench: BenchResults, locale: Locale, noticeText: string | null): Promise<string> {
  const t = (key: MessageKey, values?: Record<string, string | number>) => escapeHtml(translate(locale, key, values));
  const db = await bench.database.open();
  const held = await heldResults(db);
  const number = new Intl.NumberFormat(LANGUAGE_TAGS[locale], { maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const rows = await Promise.all(
    held.map(async (result) => {
      const processor = bench.catalogue.find(result.vendor, result.processorId);
      const peers = await peersOf(db, result.vendor, result.processorId, result.engineFamily);
      const others = peers.single.length
        ? `${number.format(median(peers.single))} / ${peers.multi.length ? number.format(median(peers.multi)) : '–'} (${peers.single.length})`
        : '–';
      const action = `${LOCALE_PREFIX[locale]}${MODERATION_PATH}/${encodeURIComponent(result.id)}`;
      const cell = (label: string, html: string) => `<td data-label="${escapeHtml(label)}">${html}</td>`;
      const label = (key: MessageKey) => translate(locale, key);
      return (
        `<tr>${cell('id', escapeHtml(result.id))}${cell(label('benchServer.moderation.processor'), escapeHtml(processor?.name ?? `${result.vendor}:${result.processorId}`))}` +
        cell(label('benchServer.moderation.engine'), escapeHtml(`${result.engineFamily} ${result.engineVersion}, ${result.osFamily}`)) +
        cell(label('benchServer.moderation.received'), escapeHtml(date.format(result.receivedAt))) +
        cell(
          label('benchServer.moderation.reason'),
          result.holdCode
            ? t(`benchServer.hold.${result.holdCode}` as MessageKey, { threads: processor?.threads ?? '–', reported: result.logicalProcessors })
            : '',
        ) +
        cell(label('benchServer.moderation.single'), number.format(result.single.overall)) +
        cell(label('benchServer.moderation.multi'), result.multi ? number.format(result.multi.overall) : '–') +
        cell(label('benchServer.moderation.others'), others) +
        `<td><form method="post" action="${escapeHtml(action)}"><input name="reason" required maxlength="500" aria-label="${t('benchServer.moderation.decisionReason')}" placeholder="${t('benchServer.moderation.decisionReason')}">` +
        ` <button name="decision" value="accept">${t('benchServer.moderation.accept')}</button> <button name="decision" value="reject">${t('benchServer.moderation.reject')}</button></form></td></tr>`
      );
    }),
  );
  const head = ['processor', 'engine', 'received', 'reason', 'single', 'multi', 'others'] as const;
  return (
    `<h1>${t('benchServer.moderation.title')}</h1>${noticeText ? `<p role="status">${escapeHtml(noticeText)}</p>` : ''}` +
    (held.length
      ? `<p>${t('benchServer.moderation.held', { count: held.length })}</p><table><thead><tr><th>id</th>${head.map((key) => `<th>${t(`benchServer.moderation.${key}`)}</th>`).join('')}<th></th></tr></thead><tbody>${rows.join('')}</tbody></table>`
      : `<p>${t('benchServer.moderation.none')}</p>`)
  );
}

function notice(query: unknown, locale: Locale): string | null {
  const value = (query as Record<string, unknown>).notice;
  if (value === 'need-reason') return translate(locale, 'benchServer.moderation.needReason');
  if (value === 'not-held') return translate(locale, 'benchServer.moderation.notHeld');
  const decided = typeof value === 'string' ? /^(accepted|rejected):([a-z0-9]{1,32})$/.exec(value) : null;
  if (!decided) return null;
  const word = translate(locale, decided[1] === 'accepted' ? 'benchServer.moderation.accept' : 'benchServer.moderation.reject');
  return translate(locale, 'benchServer.moderation.done', { id: decided[2]!, decision: word });
}

function page(reply: FastifyReply, locale: Locale, body: string) {
  reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8');
  return (
    `<!doctype html><html lang="${LANGUAGE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(translate(locale, 'benchServer.moderation.title'))}</title>` +
    '<style>body{font:15px/1.5 system-ui,sans-serif;margin:1rem}table{border-collapse:collapse}td,th{border:1px solid #8884;padding:.3rem .5rem;text-align:left;vertical-align:top}' +
    // A phone gets one card per result, each value under its label, rather than nine squeezed columns.
    '@media (max-width:700px){thead{display:none}table,tbody,tr,td{display:block}tr{border:1px solid #8884;margin-bottom:1rem}td{border:0}td[data-label]::before{content:attr(data-label);display:block;font-size:.8em;opacity:.7}input{width:100%;box-sizing:border-box}}</style>' +
    `</head><body>${body}</body></html>`
  );
}

function challenge(reply: FastifyReply) {
  return reply
    .code(SERVER_ERRORS.ATLAS_MODERATION_UNAUTHORIZED)
    .header('www-authenticate', 'Basic realm="CPU Atlas moderation", charset="UTF-8"')
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('Unauthorized');
}

function presentedToken(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, value = ''] = header.split(' ', 2);
  if (scheme?.toLowerCase() === 'bearer') return value;
  if (scheme?.toLowerCase() !== 'basic') return null;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : decoded.slice(colon + 1);
}

/** Compared as hashes of equal length, in constant time: the answer's timing says nothing of the token. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return request.headers['sec-fetch-site'] === undefined || request.headers['sec-fetch-site'] === 'same-origin';
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
