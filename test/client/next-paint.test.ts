import t from 'tap';
import { afterNextPaint } from '../../client/next-paint.js';
import { fakeClock, settled, stubGlobal, type HasTeardown } from '../fake-browser.js';

/**
 * client/next-paint.ts: a navigation starts once the click has had its frame, or after 100 ms when
 * no frame comes (a hidden tab), on a clock the test moves by hand.
 */
function setUp(t: HasTeardown) {
  const clock = fakeClock(t);
  const frames: (() => void)[] = [];
  stubGlobal(t, 'requestAnimationFrame', (callback: () => void) => frames.push(callback));
  let resolved = false;
  void afterNextPaint().then(() => {
    resolved = true;
  });
  return { clock, frames, isResolved: () => resolved };
}

t.test('without a frame (a hidden tab) it resolves after 100 ms, not before', async (t) => {
  const { clock, isResolved } = setUp(t);
  clock.advance(99);
  await settled();
  t.equal(isResolved(), false, 'still waiting at 99 ms');
  clock.advance(1);
  await settled();
  t.equal(isResolved(), true, 'resolved at 100 ms');
});

t.test('after a frame it resolves in the next task, and drops the 100 ms timer', async (t) => {
  const { clock, frames, isResolved } = setUp(t);
  t.equal(frames.length, 1, 'it asked for a frame');
  frames[0]!();
  clock.advance(0);
  await settled();
  t.equal(isResolved(), true);
  t.equal(clock.pending(), 0, 'no timer left behind');
});
