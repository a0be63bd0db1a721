import t from 'tap';
import type { PageLoader } from '../../client/page-loader.js';
import type { PageRoot } from '../../client/page-root.js';
import { startRouter } from '../../client/router.js';
import type { RuntimeUi, RuntimeUiState } from '../../client/runtime-ui.js';
import type { PagePayload } from '../../src/shared/payload.js';
import { navigate, registerNavigator } from '../../views/navigation.js';
import { fakeClock, settled, stubGlobal, type HasTeardown } from '../fake-browser.js';

/**
 * client/router.ts in Node, with the few browser globals it touches stubbed and a clock the test
 * moves by hand: when a navigation waits on its page, the progress bar shows 100 ms after the
 * click has painted, not sooner.
 */
function setUp(t: HasTeardown) {
  const clock = fakeClock(t);
  const frames: (() => void)[] = [];
  stubGlobal(t, 'requestAnimationFrame', (callback: () => void) => frames.push(callback));
  stubGlobal(t, 'location', new URL('https://atlas.test/'));
  stubGlobal(t, 'history', { state: null, scrollRestoration: 'auto', replaceState() {}, pushState() {} });
  stubGlobal(t, 'sessionStorage', { getItem: () => null, setItem() {} });
  stubGlobal(t, 'addEventListener', () => {});
  stubGlobal(t, 'document', { addEventListener() {} });
  t.teardown(() => registerNavigator(null));

  const updates: Partial<RuntimeUiState>[] = [];
  const ui: RuntimeUi = { update: (change) => void updates.push(change), prepareOverlay() {} };
  const requested: string[] = [];
  // A page that never arrives: the navigation stays under way.
  const loader = { loadPage: (url: URL) => (requested.push(url.pathname), new Promise(() => {})) } as unknown as PageLoader;
  startRouter({ initial: { buildId: 'b' } as PagePayload, pageRoot: {} as PageRoot, loader, ui, onPageShown() {} });
  return { clock, frames, updates, requested };
}

t.test('a slow navigation shows progress 100 ms after the click has painted', async (t) => {
  const { clock, frames, updates, requested } = setUp(t);
  navigate('/lib');
  t.equal(frames.length, 1, 'the router waits for a frame first');
  frames[0]!();
  clock.advance(0); // the task after the frame
  await settled();
  t.same(requested, ['/lib'], 'then asks for the page');
  clock.advance(99);
  await settled();
  t.same(updates, [], 'no progress at 99 ms');
  clock.advance(1);
  await settled();
  t.same(updates, [{ loading: true }], 'progress at 100 ms');
});
