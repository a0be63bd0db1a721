import t from 'tap';
import { startBuildWatch } from '../../client/build-watch-start.js';
import { fakeClock, stubGlobal } from '../fake-browser.js';

/**
 * The build watch's first check comes one second after the page has loaded, never during the
 * load (the page's own requests go first): client/build-watch-start.ts schedules the loading of
 * the watch's file then. The watch itself (test/client/build-watch.test.ts) starts with that check.
 */
function documentIn(t: Parameters<typeof stubGlobal>[0], readyState: 'loading' | 'complete') {
  const listeners: Array<() => void> = [];
  stubGlobal(t, 'document', { readyState });
  stubGlobal(t, 'addEventListener', (type: string, listener: () => void) => {
    if (type === 'load') listeners.push(listener);
  });
  return { load: () => listeners.splice(0).forEach((listener) => listener()) };
}

t.test('a page already loaded schedules the first check one second from now', async (t) => {
  const clock = fakeClock(t);
  documentIn(t, 'complete');
  startBuildWatch('this-build', () => {});
  t.same(clock.delays, [{ kind: 'timeout', ms: 1000 }]);
});

t.test('a page still loading waits for its load event, then one second', async (t) => {
  const clock = fakeClock(t);
  const page = documentIn(t, 'loading');
  startBuildWatch('this-build', () => {});
  t.same(clock.delays, [], 'nothing scheduled while the page loads');
  page.load();
  t.same(clock.delays, [{ kind: 'timeout', ms: 1000 }], 'one second after the load event');
});
