import t from 'tap';
import { FetchError, fetchJson } from '../../client/fetch-json.js';

/**
 * client/fetch-json.ts against a stubbed global fetch: what it sends, when it
 * tries again, and what it rejects with.
 */
interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

type Reply = Response | Error | (() => Response | Error);

/** Replaces fetch for one test: each call takes the next reply; the calls are recorded. */
function stubFetch(t: { teardown(fn: () => void): void }, ...replies: Reply[]): Call[] {
  const calls: Call[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body });
    const next = replies.shift();
    const reply = typeof next === 'function' ? next() : next;
    if (reply === undefined) throw new Error(`unexpected call ${calls.length} to fetch`);
    if (reply instanceof Error) throw reply;
    return reply;
  };
  t.teardown(() => {
    globalThis.fetch = original;
  });
  return calls;
}

const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

t.test('GET parses a JSON answer and asks for JSON', async (t) => {
  const calls = stubFetch(t, json({ id: 'abc' }));
  t.same(await fetchJson('/assets/builds/latest.json'), { id: 'abc' });
  t.equal(calls.length, 1);
  t.equal(calls[0]!.method, 'GET');
  t.equal(calls[0]!.headers.get('accept'), 'application/json');
  t.equal(calls[0]!.body, undefined);
});

t.test('an answer without a content type is read as JSON; a text/plain one as text', async (t) => {
  stubFetch(t, new Response('{"a":1}', { headers: { 'content-type': '' } }), new Response('hello', { headers: { 'content-type': 'text/plain' } }));
  t.same(await fetchJson('/x'), { a: 1 });
  t.equal(await fetchJson('/y'), 'hello');
});

t.test("a write sends its body as the caller gives it, with the caller's content type", async (t) => {
  const calls = stubFetch(t, json({ ok: true }));
  const body = JSON.stringify({ name: '芯片', cores: 8 });
  t.same(await fetchJson('/api/thing', { method: 'post', body, headers: { 'content-type': 'application/json' } }), { ok: true });
  t.equal(calls[0]!.method, 'POST');
  t.equal(calls[0]!.body, '{"name":"芯片","cores":8}');
  t.equal(calls[0]!.headers.get('content-type'), 'application/json');
});

for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
  t.test(`GET is tried again once after a ${status}`, async (t) => {
    const calls = stubFetch(t, json({ statusCode: status }, status), json({ fine: true }));
    t.same(await fetchJson('/lib/_payload.json?b1'), { fine: true });
    t.equal(calls.length, 2);
  });
}

t.test('GET gives up after one retry and rejects with the status and the parsed body', async (t) => {
  const calls = stubFetch(t, json({ statusCode: 503, message: 'busy' }, 503), json({ statusCode: 503, message: 'still busy' }, 503));
  const error = await fetchJson('/x').catch((caught: unknown) => caught);
  t.equal(calls.length, 2);
  t.ok(error instanceof FetchError);
  t.match(error, { status: 503, body: { statusCode: 503, message: 'still busy' }, method: 'GET', url: '/x' });
  t.match((error as Error).message, /^\[GET\] "\/x": 503/);
});

t.test('HEAD is retried like GET and resolves to nothing', async (t) => {
  const calls = stubFetch(t, new Response(null, { status: 502 }), new Response(null, { status: 200 }));
  t.equal(await fetchJson('/x', { method: 'HEAD' }), undefined);
  t.equal(calls.length, 2);
});

t.test('a 404 is not retried; its JSON body comes with the error', async (t) => {
  const calls = stubFetch(t, json({ statusCode: 404, message: 'Page Not Found: /cpu/amd/nope' }, 404));
  const error = await fetchJson('/cpu/amd/nope/_payload.json?b1').catch((caught: unknown) => caught);
  t.equal(calls.length, 1);
  t.match(error, { name: 'FetchError', status: 404, body: { message: 'Page Not Found: /cpu/amd/nope' } });
});

t.test('every status from 400 to 599 rejects; an error body that is not JSON comes as text', async (t) => {
  for (const status of [400, 401, 403, 410, 422, 501, 505, 599]) {
    stubFetch(t, new Response('<h1>nope</h1>', { status, headers: { 'content-type': 'text/html' } }));
    const error = await fetchJson('/x', { method: 'POST', body: '{}' }).catch((caught: unknown) => caught);
    t.match(error, { status, body: '<h1>nope</h1>' }, `${status}`);
  }
  stubFetch(t, new Response('not json {', { status: 500, headers: { 'content-type': 'application/json' } }));
  t.match(await fetchJson('/x', { method: 'DELETE' }).catch((caught: unknown) => caught), { status: 500, body: 'not json {' });
});

t.test('writes are never retried, whatever the status', async (t) => {
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    const calls = stubFetch(t, json({}, 503));
    t.match(await fetchJson('/api', { method, body: '{"a":1}' }).catch((caught: unknown) => caught), { status: 503 });
    t.equal(calls.length, 1, method);
  }
});

t.test('a network failure is retried once for GET, then rejects with it', async (t) => {
  const calls = stubFetch(t, new TypeError('Failed to fetch'), json({ back: true }));
  t.same(await fetchJson('/x'), { back: true });
  t.equal(calls.length, 2);

  const twice = stubFetch(t, new TypeError('Failed to fetch'), new TypeError('Failed to fetch again'));
  await t.rejects(fetchJson('/x'), { name: 'TypeError', message: 'Failed to fetch again' });
  t.equal(twice.length, 2);

  const post = stubFetch(t, new TypeError('Failed to fetch'));
  await t.rejects(fetchJson('/x', { method: 'POST', body: '{}' }), TypeError);
  t.equal(post.length, 1, 'a write is not repeated after a network failure');
});

t.test('an abort is not retried', async (t) => {
  const abort = new DOMException('The operation was aborted.', 'AbortError');
  const calls = stubFetch(t, abort);
  await t.rejects(fetchJson('/x'), { name: 'AbortError' });
  t.equal(calls.length, 1);
});

t.test('2xx without content resolves to undefined', async (t) => {
  stubFetch(t, new Response(null, { status: 204 }), new Response('', { status: 200 }));
  t.equal(await fetchJson('/x', { method: 'DELETE' }), undefined);
  t.equal(await fetchJson('/y'), undefined);
});
