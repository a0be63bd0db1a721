import type { FastifyInstance } from 'fastify';
import type { ReportOptions } from '../../src/corrections/correction-reports.js';
import { formTokens, MIN_FILL_MS } from '../../src/corrections/form-token.js';
import type { LazyDatabase } from '../../src/database/database.js';
import { EASY } from '../bench-results/bench-helper.js';
import { bootApp } from '../helper.js';

/**
 * What the report tests share: an app with a known signing key (so a test can draw a form token
 * as the server would have, dated a little earlier, rather than wait out the minimum fill time),
 * the moderation token, the bench's easy proof of work and a database of the test file's own.
 */
export const HMAC_KEY = 'report-test-hmac-key-0123456789abcdef';
export const MODERATION_TOKEN = 'moderation-token-for-the-test-0123456789';
export const PROCESSOR = { vendor: 'amd', id: 'ryzen-5-5600' } as const;
export const FORM_PATH = '/report/amd/ryzen-5-5600';

export function reportApp(t: { teardown(fn: () => unknown): void }, database: LazyDatabase, reports?: ReportOptions): Promise<FastifyInstance> {
  return bootApp(t, { env: { BENCH_HMAC_KEY: HMAC_KEY, BENCH_MODERATION_TOKEN: MODERATION_TOKEN }, bench: { difficulty: EASY, database }, reports });
}

/** A form token as the server drew it `ageMs` ago (by default just past the minimum fill time). */
export function tokenAged(ageMs = MIN_FILL_MS + 1000, processorKey = `${PROCESSOR.vendor}:${PROCESSOR.id}`): string {
  return formTokens(HMAC_KEY).issue(processorKey, Date.now() - ageMs);
}

export const GOOD_REPORT = {
  field: 'tdpW',
  value: '66',
  source: 'https://www.amd.com/en/products/processors/desktops/ryzen/5000-series/amd-ryzen-5-5600.html',
  note: 'AMD says 65',
  contact: 'secret-contact@example.org',
};

export function postReport(
  app: FastifyInstance,
  fields: Record<string, string>,
  options: { path?: string; headers?: Record<string, string>; raw?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: options.path ?? FORM_PATH,
    payload: options.raw ?? new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
  });
}

export function moderationHeaders(): Record<string, string> {
  return { authorization: `Basic ${Buffer.from(`maintainer:${MODERATION_TOKEN}`).toString('base64')}` };
}

/** Every row of the reports table: what "nothing stored" is checked against. */
export async function storedReports(database: LazyDatabase): Promise<Record<string, unknown>[]> {
  return (await database.open()).query('SELECT * FROM correction_reports ORDER BY received_at, id');
}

export function referenceOf(html: string): string | null {
  return /data-reference>(CA-[A-Z0-9]{4}-[A-Z0-9]{4})</.exec(html)?.[1] ?? null;
}
