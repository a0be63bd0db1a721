import t from 'tap';
import { benchApp, post, runAt, solvedPow, submissionFor, tempDatabase } from './bench-helper.js';

/**
 * From results to open data: accepted results make a figure, an outlier and a run whose thread
 * count contradicts its processor are held, a maintainer decides on them with a reason kept, and
 * the CC0 files (whole and by day) hold exactly what was accepted.
 */
const { database } = tempDatabase(t);
const TOKEN = 'moderation-token-for-the-test-0123456789';
const basic = (token: string) => ({ authorization: `Basic ${Buffer.from(`maintainer:${token}`).toString('base64')}` });
const today = () => new Date().toISOString().slice(0, 10);

t.test('accepted results become a figure; outliers are held, moderated, and only what counts is published', async (t) => {
  const app = await benchApp(t, database, { env: { BENCH_MODERATION_TOKEN: TOKEN } });
  const figureNow = async () => {
    const answer = (await app.inject({ url: '/api/bench/figures?processor=amd:ryzen-5-5600' })).json();
    return answer.benchmarks.find((benchmark: { id: string }) => benchmark.id === 'atlas-bench-v8-single').figures[0];
  };
  t.equal(await figureNow(), undefined, 'no figure before any result');
  t.same(
    (await app.inject({ url: '/data/bench-figures.json' })).json().benchmarks.flatMap((b: { figures: unknown[] }) => b.figures),
    [],
  );

  const speeds = [2, 2.1, 1.9, 1.8, 2.2];
  for (const [index, speed] of speeds.entries()) {
    const answer = (await post(app, { submission: submissionFor({}, speed), pow: await solvedPow(app) })).json();
    t.equal(answer.status, 'accepted', `run ${index + 1}`);
    if (index === speeds.length - 1) t.match(answer.standing.single, { results: 5, median: 200, above: 4 }, 'the fifth stands above the four before it');
    if (index === 3) t.match(await figureNow(), { score: 195, samples: 4, ranked: false }, 'four results: shown, not ranked');
  }
  t.match(
    await figureNow(),
    { vendor: 'amd', id: 'ryzen-5-5600', score: 200, samples: 5, low: 190, high: 210, doubtful: false, ranked: true },
    'five results: the figure ranks',
  );
  const file = (await app.inject({ url: '/data/bench-figures.json' })).json();
  t.match(file, { source: 'cpu-atlas-bench', license: 'CC0-1.0', rankedResults: 5 });
  t.match(file.benchmarks.find((b: { id: string }) => b.id === 'atlas-bench-v8-multi').figures[0], { name: 'Ryzen 5 5600', samples: 5 });
  t.same(file.benchmarks.find((b: { id: string }) => b.id === 'atlas-bench-spidermonkey-single').figures, [], 'engines never mixed');

  const outlier = (await post(app, { submission: submissionFor({}, 4), pow: await solvedPow(app), lang: 'en' })).json();
  t.match(outlier, { status: 'held', held: { code: 'outlier', message: /far from this processor's other results/ } });
  t.equal(outlier.standing.single.results, 5, 'a held result is not counted in the standing');
  const threads = (await post(app, { submission: submissionFor(runAt(2, { workers: 8, logicalProcessors: 8 })), pow: await solvedPow(app) })).json();
  t.match(threads, { status: 'held', held: { code: 'threads_mismatch', message: /12 个线程.*8 个逻辑处理器/ } });
  t.match(await figureNow(), { samples: 5 }, 'held results make no figure');

  const lines = (await app.inject({ url: '/data/bench-results.jsonl' })).body
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line));
  t.equal(lines.length, 5, 'the CC0 file holds the accepted results only');
  t.match(lines[0], {
    processor: { vendor: 'amd', id: 'ryzen-5-5600', name: 'Ryzen 5 5600' },
    identifiedBy: 'declared',
    engine: { family: 'v8', version: '131.0.6778' },
    os: 'windows',
    single: { kernels: { compress: 200 }, overall: 200 },
    multi: { workers: 12 },
    license: 'CC0-1.0',
    date: /^\d{4}-\d\d-\d\dT/,
  });

  // Moderation: the held two, with the median of the processor's accepted results beside them.
  t.equal((await app.inject({ url: '/moderation/bench' })).statusCode, 401, 'no credentials');
  t.equal((await app.inject({ url: '/moderation/bench', headers: basic('wrong-token-wrong-token-wrong') })).statusCode, 401);
  const page = await app.inject({ url: '/en/moderation/bench', headers: basic(TOKEN) });
  t.equal(page.statusCode, 200);
  t.match(page.body, /Held: 2/);
  t.match(page.body, new RegExp(`action="/en/moderation/bench/${outlier.id}"`));
  t.equal(page.headers['cache-control'], 'no-store');

  const decide = (id: string, form: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/moderation/bench/${id}`,
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...basic(TOKEN), ...headers },
    });
  t.equal((await decide(outlier.id, 'decision=accept&reason=x', { origin: 'https://elsewhere.example' })).statusCode, 403, 'another site cannot decide');
  t.match((await decide(outlier.id, 'decision=accept&reason=')).headers.location, /notice=need-reason/, 'a decision needs its reason');
  const accepted = await decide(outlier.id, `decision=accept&reason=${encodeURIComponent('Overclocked, confirmed by the owner <b>')}`);
  t.equal(accepted.statusCode, 303);
  const rejected = await decide(threads.id, 'decision=reject&reason=Firefox+reports+fewer+threads');
  t.equal(rejected.statusCode, 303);
  t.match((await decide(threads.id, 'decision=accept&reason=again')).headers.location, /notice=not-held/, 'a decided result is no longer held');
  const after = await app.inject({ url: rejected.headers.location as string, headers: basic(TOKEN) });
  t.match(after.body, /已记录：[a-z0-9]+ 拒绝。/);
  t.match(after.body, /没有待审核的结果。/);

  const published = (await app.inject({ url: '/data/bench-results.jsonl' })).body
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line));
  t.equal(published.length, 6, 'the accepted outlier is published, the rejected run is not');
  t.equal(published.find((line) => line.id === outlier.id).moderationReason, 'Overclocked, confirmed by the owner <b>', 'the reason is kept');
  t.equal(published.filter((line) => line.id === threads.id).length, 0);

  const csv = await app.inject({ url: '/data/bench-results.csv' });
  t.equal(csv.headers['content-type'], 'text/csv; charset=utf-8');
  t.match(csv.headers['content-disposition'], /cpu-atlas-bench-results-\d{4}-\d\d-\d\d\.csv/);
  const rows = csv.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  t.equal(rows.length, 7, 'a header and six results');
  t.match(
    rows[0],
    /^id,date,vendor,processorId,processorName,identifiedBy,osProcessorName,suite,engineFamily,engineVersion,osFamily,logicalProcessors,single_compress/,
  );
  t.equal((await app.inject({ url: '/data/bench-results.csv', headers: { 'if-none-match': csv.headers.etag as string } })).statusCode, 304);

  const day = await app.inject({ url: `/data/bench-results/${today()}.jsonl` });
  t.equal(day.body.trimEnd().split('\n').length, 6, "today's file holds today's results");
  t.equal((await app.inject({ url: '/data/bench-results/2020-01-01.jsonl' })).body, '', 'a day without results is an empty file');
  t.equal((await app.inject({ url: '/data/bench-results/2020-02-30.csv' })).statusCode, 404, 'no such day');
});

t.test('no BENCH_MODERATION_TOKEN: no moderation page at all', async (t) => {
  const app = await benchApp(t, database);
  for (const url of ['/moderation/bench', '/en/moderation/bench']) t.equal((await app.inject({ url, headers: basic(TOKEN) })).statusCode, 404, url);
  t.equal(
    (
      await app.inject({
        method: 'POST',
        url: '/moderation/bench/abc',
        payload: 'decision=accept&reason=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
    ).statusCode,
    404,
  );
});
