import t from 'tap';
import { benchApp, post, runAt, solvedPow, submissionFor, tempDatabase } from './bench-helper.js';

/**
 * Accepted results become figures on the pages without a restart: the detail page, compare, the
 * benchmark's ladder and /data/processors.json show them once the figures are read again — which
 * this process does when it accepts a result, and every instance on its timer, here called by hand
 * (app.benchFigures.refresh()) so that nothing waits on the clock. Below the ranking threshold the
 * count is shown and the figure not ranked; results that disagree make a doubtful figure; a
 * processor without results invites a run.
 */
const { database } = tempDatabase(t);
const R5 = '/cpu/amd/ryzen-5-5600';
const R7 = { vendor: 'amd' as const, id: 'ryzen-7-7700x' };

const accept = async (app: Awaited<ReturnType<typeof benchApp>>, speed: number, overrides = {}) => {
  const answer = (await post(app, { submission: submissionFor(overrides, speed), pow: await solvedPow(app) })).json();
  if (answer.status !== 'accepted') throw new Error(`not accepted: ${JSON.stringify(answer)}`);
};

/** One benchmark's card of a detail page, from its heading to the end of its article. */
function cardOf(html: string, benchmark: string): string {
  const start = html.indexOf(`id="score-${benchmark}"`);
  return start < 0 ? '' : html.slice(start, html.indexOf('</article>', start));
}

t.test('a figure appears on the pages as results are accepted, without a restart', async (t) => {
  const app = await benchApp(t, database);
  // Another instance on the same database: it hears of no result, and reads them on its timer only.
  const other = await benchApp(t, database);

  const before = await app.inject({ url: R5 });
  t.match(before.body, /芯片图鉴跑分还没有这款处理器的结果。/, 'no result yet: said in Chinese');
  t.match(before.body, /至少 5 个结果后参与排名/, 'with the number of results a figure needs to rank');
  t.match(
    before.body,
    /<a class="button button--secondary" href="\/bench\?cpu=amd(:|%3A)ryzen-5-5600">测一测你的处理器<\/a>/,
    'and the bench with this processor picked, a plain link',
  );
  const english = await app.inject({ url: `/en${R5}` });
  t.match(english.body, /CPU Atlas Bench has no result for this processor yet\./, 'in English too');
  t.match(english.body, /href="\/en\/bench\?cpu=amd(:|%3A)ryzen-5-5600">Benchmark your processor<\/a>/);
  t.equal((await app.inject({ url: R5 })).headers.etag, before.headers.etag, 'the page is kept');

  for (const speed of [2, 2.1, 1.9, 1.8]) await accept(app, speed);
  await app.benchFigures.refresh();
  const four = await app.inject({ url: R5 });
  t.not(four.headers.etag, before.headers.etag, 'the kept page was let go: new bytes, a new ETag');
  t.notMatch(four.body, /还没有这款处理器的结果/, 'no invitation once it has a figure');
  t.match(four.body, /id="score-atlas-bench-v8-single">芯片图鉴跑分：单线程，V8（Chrome、Edge 等）</, 'the single-thread card');
  t.match(four.body, /id="score-atlas-bench-v8-multi"/, 'and the multi-thread one');
  const block = four.body.slice(
    four.body.indexOf('<section class="score-block'),
    four.body.indexOf('</section>', four.body.indexOf('<section class="score-block')),
  );
  t.match(block, /来源：芯片图鉴跑分/, 'the source named in Chinese on a Chinese page');
  t.notMatch(block, /CPU Atlas Bench/, 'and never in English there');
  t.match(cardOf(four.body, 'atlas-bench-v8-single'), /4 个结果/, 'with its count');
  t.match(cardOf(four.body, 'atlas-bench-v8-single'), /未排名：结果少于 5 个。/, 'four results: shown, not ranked');
  t.notMatch((await app.inject({ url: '/en/ladder?benchmark=atlas-bench-v8-single&segment=desktop' })).body, /Ryzen 5 5600/, 'not on the ladder by default');

  // The ladder, compare and open data, asked for before the fifth result, are kept until it counts.
  const ladderUrl = '/en/ladder?benchmark=atlas-bench-v8-single&segment=desktop&unranked=1';
  t.match((await app.inject({ url: ladderUrl })).body, /Ryzen 5 5600/, 'listed with the unranked figures');
  await app.inject({ url: '/en/compare?ids=amd:ryzen-5-5600,amd:ryzen-7-7700x' });
  await app.inject({ url: '/data/processors.json' });
  const elsewhere = '/cpu/intel/core-i5-12400';
  t.equal((await app.inject({ url: elsewhere })).statusCode, 200);

  await accept(app, 2.2);
  await app.benchFigures.refresh();
  const misses = app.responseCacheStats().misses;
  t.equal((await app.inject({ url: elsewhere })).statusCode, 200);
  t.equal(app.responseCacheStats().misses, misses, 'a page that shows no bench figure is kept');

  const five = await app.inject({ url: `/en${R5}` });
  const card = cardOf(five.body, 'atlas-bench-v8-single');
  t.match(card, /Rank 1 of 1 · Desktop ladder/, 'five results: ranked');
  t.notMatch(card, /Not ranked/);
  t.match(card, /5 results/);
  const ladder = await app.inject({ url: '/en/ladder?benchmark=atlas-bench-v8-single&segment=desktop' });
  t.match(ladder.body, /Ryzen 5 5600/, "on its benchmark's ladder");
  t.match(ladder.body, /CPU Atlas Bench single-thread \(V8\)/);
  const compare = await app.inject({ url: '/en/compare?ids=amd:ryzen-5-5600,amd:ryzen-7-7700x' });
  t.match(compare.body, /CPU Atlas Bench single-thread \(V8\)/, 'a row in compare');
  const open = (await app.inject({ url: '/data/processors.json' })).json() as {
    id: string;
    vendor: string;
    figures: Record<string, { score: number; samples: number; licence?: string; license?: string }>;
  }[];
  const record = open.find((entry) => entry.vendor === 'amd' && entry.id === 'ryzen-5-5600')!;
  t.match(record.figures['atlas-bench-v8-single'], { score: 200, samples: 5 }, 'in the CC0 open data');
  t.notOk(record.figures['atlas-bench-spidermonkey-single'], "engines never mixed: no other engine's figure");
  t.match((await app.inject({ url: '/data/processors.csv' })).body, /atlasBenchV8SingleScore|atlas-bench-v8-singleScore/i, 'a column in the CSV');

  // The other instance still shows what it read last, until its timer reads again.
  t.match((await other.inject({ url: R5 })).body, /还没有这款处理器的结果/, 'the other instance has not read them yet');
  const change = await other.benchFigures.refresh();
  t.ok(change?.processors.has('amd:ryzen-5-5600'), 'its refresh finds the change');
  t.match((await other.inject({ url: `/en${R5}` })).body, /5 results/, 'and then agrees');
  t.equal(await other.benchFigures.refresh(), null, 'nothing read again while nothing changed');
});

t.test('results that disagree make a doubtful figure: shown with the reason, not ranked', async (t) => {
  const app = await benchApp(t, database);
  for (const speed of [2, 2, 2.9, 2.9]) await accept(app, speed, { processor: R7, ...runAt(speed, { workers: 16 }) });
  await app.benchFigures.refresh();
  const page = await app.inject({ url: '/cpu/amd/ryzen-7-7700x' });
  const card = cardOf(page.body, 'atlas-bench-v8-single');
  t.match(card, /存疑数值/, 'marked doubtful');
  t.match(card, /未排名：这 4 个结果之间相差太大/, 'with its reason');
  const english = await app.inject({ url: '/en/cpu/amd/ryzen-7-7700x' });
  t.match(english.body, /Not ranked: these 4 results disagree too much/);
  t.notMatch((await app.inject({ url: '/en/ladder?benchmark=atlas-bench-v8-single&segment=desktop' })).body, /Ryzen 7 7700X/, 'not on the ladder by default');
});
