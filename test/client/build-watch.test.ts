import t from 'tap';
import { watchBuild } from '../../client/build-watch.js';
import { fakeClock, settled, stubGlobal, type HasTeardown } from '../fake-browser.js';

/**
 * client/build-watch.ts on a clock the test moves by hand: its own build's meta when it starts (its
 * file is loaded a second after the page, client/build-watch-start.ts; the browser tests see that),
 * `builds/latest.json` every ten minutes while the tab is visible, the notice once.
 */
const MINUTE = 60_000;

function setUp(t: HasTeardown, connection?: { saveData?: boolean; effectiveType?: string }) {
  const clock = fakeClock(t);
  const fetched: string[] = [];
  let latestId = 'this-build';
  stubGlobal(t, 'fetch', async (url: string) => {
    fetched.push(url);
    const id = url.includes('/latest.json') ? latestId : 'this-build';
    return new Response(JSON.stringify({ id, timestamp: 0 }), { headers: { 'content-type': 'application/json' } });
  });
  stubGlobal(t, 'navigator', { connection });
  stubGlobal(t, 'document', {
    readyState: 'complete', // loaded already: the first check is timed from now
    visibilityState: 'visible',
    addEventListener() {},
    removeEventListener() {},
  });
  let newBuilds = 0;
  watchBuild('this-build', () => newBuilds++);
  return {
    clock,
    fetched,
    newBuilds: () => newBuilds,
    deploy: (id: string) => void (latestId = id),
    /** moves the clock on and lets the fetches it started finish */
    async advance(ms: number) {
      clock.advance(ms);
      await settled();
    },
  };
}

t.test("when it starts it fetches its own build's meta, once", async (t) => {
  const watch = setUp(t);
  await watch.advance(0);
  t.same(watch.fetched, ['/assets/builds/meta/this-build.json'], 'the meta at once');
  await watch.advance(10 * MINUTE - 1);
  t.same(watch.fetched, ['/assets/builds/meta/this-build.json'], 'and nothing more before the first poll');
});

t.test('every 10 minutes it asks for the latest build; a new one is announced once', async (t) => {
  const watch = setUp(t);
  const latest = () => watch.fetched.filter((url) => url.startsWith('/assets/builds/latest.json?'));
  await watch.advance(10 * MINUTE - 1);
  t.same(latest(), [], 'not before 10 minutes');
  await watch.advance(1);
  t.equal(latest().length, 1, 'at 10 minutes');
  await watch.advance(10 * MINUTE - 1);
  t.equal(latest().length, 1, 'not again before 20 minutes');
  await watch.advance(1);
  t.equal(latest().length, 2, 'again at 20 minutes');
  t.equal(watch.newBuilds(), 0, 'the same build: no notice');

  watch.deploy('a-newer-build');
  await watch.advance(10 * MINUTE);
  t.equal(watch.newBuilds(), 1, 'a newer build is announced');
  await watch.advance(60 * MINUTE);
  t.equal(latest().length, 3, 'and the polling stops');
  t.equal(watch.newBuilds(), 1, 'once');
});

for (const [name, connection] of [
  ['save-data', { saveData: true }],
  ['2G', { effectiveType: '2g' }],
] as const) {
  t.test(`on ${name} there is no first check`, async (t) => {
    const watch = setUp(t, connection);
    await watch.advance(10 * MINUTE - 1);
    t.same(watch.fetched, []);
  });
}
