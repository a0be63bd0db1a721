import t from 'tap';
import { watchBoxSize } from '../../../views/widgets/use-box-size.js';
import type { BoxSize } from '../../../views/widgets/use-box-size.js';
import { fakeClock, stubGlobal, type HasTeardown } from '../../fake-browser.js';

// Node has no ResizeObserver: a stand-in that lets the test say when the box changed.
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  observed: unknown[] = [];
  disconnected = false;
  constructor(readonly callback: () => void) {
    FakeResizeObserver.instances.push(this);
  }
  observe(element: unknown): void {
    this.observed.push(element);
  }
  disconnect(): void {
    this.disconnected = true;
  }
}

function setUp(t: HasTeardown) {
  FakeResizeObserver.instances = [];
  stubGlobal(t, 'ResizeObserver', FakeResizeObserver);
  const clock = fakeClock(t);
  const element = { clientWidth: 420, clientHeight: 220 };
  const sizes: BoxSize[] = [];
  const stop = watchBoxSize(element as unknown as Element, (size) => sizes.push(size));
  const observer = FakeResizeObserver.instances[0];
  if (observer === undefined) throw new Error('no observer was created');
  return { clock, element, sizes, stop, observer };
}

t.test('one observer watches the element', async (t) => {
  const { element, observer } = setUp(t);
  t.equal(FakeResizeObserver.instances.length, 1);
  t.same(observer.observed, [element]);
});

t.test('measures 100 ms after the last change (trailing debounce)', async (t) => {
  const { clock, element, sizes, observer } = setUp(t);
  observer.callback();
  clock.advance(60);
  element.clientWidth = 500;
  observer.callback();
  clock.advance(99);
  t.same(sizes, [], 'nothing before 100 ms of quiet');
  clock.advance(1);
  t.same(sizes, [{ width: 500, height: 220 }], 'once, with the size at the end');
  clock.advance(1000);
  t.equal(sizes.length, 1);
});

t.test('a zero-sized box keeps the last drawing', async (t) => {
  const { clock, element, sizes, observer } = setUp(t);
  element.clientWidth = 0;
  observer.callback();
  clock.advance(100);
  t.same(sizes, []);
});

t.test('teardown disconnects and drops a pending measurement', async (t) => {
  const { clock, sizes, observer, stop } = setUp(t);
  observer.callback();
  stop();
  clock.advance(200);
  t.ok(observer.disconnected);
  t.same(sizes, []);
});

t.test('without ResizeObserver it does nothing and does not throw', async (t) => {
  t.equal(typeof (globalThis as { ResizeObserver?: unknown }).ResizeObserver, 'undefined', 'Node has none');
  const stop = watchBoxSize({} as Element, () => t.fail('no size expected'));
  t.doesNotThrow(stop);
});
