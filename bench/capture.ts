import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Target } from './page-examples.js';
import { get } from './processes.js';

/**
 * The bytes our server answered for each target (bench/page-examples.ts), kept so the baselines
 * can send exactly the same ones: one file per URL, and its .br beside it when ours sent brotli.
 */
export const ENCODINGS = ['identity', 'br'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** A person's browser: pages for people stream, bots get the whole document at once. */
export const BROWSER_HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8',
};

export function headersFor(encoding: Encoding): Record<string, string> {
  return encoding === 'br' ? { ...BROWSER_HEADERS, 'accept-encoding': 'br' } : { ...BROWSER_HEADERS };
}

export interface CapturedEntry {
  /** `{type}-{form}-{locale}` */
  id: string;
  contentType: string;
  /** the uncompressed bytes' file name in the capture folder; `{file}.br` holds brotli's */
  file: string;
  /** whether ours sent brotli when asked (small answers are sent as they are) */
  br: boolean;
  /** the headers ours sent with each encoding, but those every server writes itself (date, length,
   *  connection): the ceiling sends them too, so it sends the very response ours sent */
  headers: Record<Encoding, Record<string, string>>;
}

export interface Captured extends CapturedEntry {
  target: Target;
  /** bytes of the body as sent, per encoding asked for */
  bytes: Record<Encoding, number>;
}

const WRITTEN_BY_EVERY_SERVER = new Set(['date', 'content-length', 'connection', 'keep-alive', 'transfer-encoding', 'server-timing']);

function replayable(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name, value]) => value !== undefined && !WRITTEN_BY_EVERY_SERVER.has(name))
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
  );
}

/** Asks ours for every target in both encodings and writes what came back to `dir`. */
export async function capture(port: number, targets: Target[], dir: string): Promise<Captured[]> {
  mkdirSync(dir, { recursive: true });
  const captured: Captured[] = [];
  for (const target of targets) {
    const plain = await get(port, target.url, headersFor('identity'));
    // The first compressed copy is a quick one, replaced when the page is asked for again
    // (src/http/encoding.ts): what every later request gets is the second.
    await get(port, target.url, headersFor('br'));
    const brotli = await get(port, target.url, headersFor('br'));
    if (plain.status !== 200 || brotli.status !== 200) {
      throw new Error(`${target.url} answered ${plain.status}/${brotli.status} while its bytes were captured`);
    }
    const contentType = String(plain.headers['content-type']);
    const id = `${target.type}-${target.form}-${target.locale}`;
    const file = `${id}.${contentType.includes('json') ? 'json' : 'html'}`;
    const br = brotli.headers['content-encoding'] === 'br';
    writeFileSync(join(dir, file), plain.body);
    if (br) writeFileSync(join(dir, `${file}.br`), brotli.body);
    captured.push({
      id,
      contentType,
      file,
      br,
      headers: { identity: replayable(plain.headers), br: replayable(brotli.headers) },
      target,
      bytes: { identity: plain.body.length, br: brotli.body.length },
    });
  }
  const entries: CapturedEntry[] = captured.map(({ id, contentType, file, br, headers }) => ({ id, contentType, file, br, headers }));
  writeFileSync(join(dir, 'index.json'), JSON.stringify(entries, null, 2));
  return captured;
}

export function readCapture(dir: string): CapturedEntry[] {
  return JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as CapturedEntry[];
}

/** The same response's URL on each server. */
export function urlOn(server: 'ours' | 'ceiling' | 'static', entry: Captured): string {
  if (server === 'ours') return entry.target.url;
  return server === 'ceiling' ? `/m/${entry.id}` : `/s/${entry.file}`;
}
