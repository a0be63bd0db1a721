import t from 'tap';
import { watchAnimationPause } from '../../../views/widgets/use-animation-pause.js';
import { stubGlobal, type HasTeardown } from '../../fake-browser.js';

// Stand-ins for the browser APIs Node lacks: an IntersectionObserver the test drives and a document
// whose visibility it sets.
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed: unknown[] = [];
  disconnected = false;
  constructor(readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: unknown): void {
    this.observed.push(element);
  }
  disconnect(): void {
    this.disconnected = true;
  }
  report(isIntersecting: boolean): void {
    this.callback([{ isIntersecting }]);
  }
}

class FakeDocument {
  visibilityState: 'visible' | 'hidden' = 'visible';
  listeners = new Set<() => void>();
  addEventListener(type: string, listener: () => void): void {
    if (type === 'visibilitychange') this.listeners.add(listener);
  }
  removeEventListener(type: string, listener: () => void): void {
    if (type === 'visibilitychange') this.listeners.delete(listener);
  }
  setVisibility(state: 'visible' | 'hidden'): void {
    this.visibilityState = state;
    for (const listener of this.listeners) listener();
  }
}

function setUp(t: HasTeardown, initialVisibility: 'visible' | 'hidden' = 'visible') {
  FakeIntersectionObserver.instances = [];
  const document = new FakeDocument();
  document.visibilityState = initialVisibility;
  stubGlobal(t, 'IntersectionObserver', FakeIntersectionObserver);
  stubGlobal(t, 'document', document);
  const element = {};
  const changes: boolean[] = [];
  const stop = watchAnimationPause(element as Element, (paused) => changes.push(paused));
  const observer = FakeIntersectionObserver.instances[0];
  if (observer === undefined) throw new Error('no observer was created');
  return { document, element, changes, stop, observer };
}

t.test('pauses off-screen and resumes on-screen', async (t) => {
  const { element, changes, observer } = setUp(t);
  t.same(observer.observed, [element]);
  t.same(changes, [], 'runs until told otherwise');
  observer.report(true);
  t.same(changes, [], 'no change, no call');
  observer.report(false);
  observer.report(true);
  t.same(changes, [true, false]);
});

t.test('pauses while the tab is hidden', async (t) => {
  const { document, changes } = setUp(t);
  document.setVisibility('hidden');
  document.setVisibility('visible');
  t.same(changes, [true, false]);
});

t.test('a tab hidden from the start pauses at once', async (t) => {
  const { changes } = setUp(t, 'hidden');
  t.same(changes, [true]);
});

t.test('resumes only when both on-screen and visible', async (t) => {
  const { document, changes, observer } = setUp(t);
  observer.report(false);
  document.setVisibility('hidden');
  document.setVisibility('visible');
  t.same(changes, [true], 'still off-screen');
  observer.report(true);
  t.same(changes, [true, false]);
});

t.test('teardown disconnects the observer and the listener', async (t) => {
  const { document, stop, observer } = setUp(t);
  stop();
  t.ok(observer.disconnected);
  t.equal(document.listeners.size, 0);
});

t.test('on the server (no document, no IntersectionObserver) it does nothing', async (t) => {
  t.equal(typeof (globalThis as { document?: unknown }).document, 'undefined');
  const stop = watchAnimationPause({} as Element, () => t.fail('no change expected'));
  t.doesNotThrow(stop);
});
