import t from 'tap';
import type { PageLoader } from '../../client/page-loader.js';
import { startPreloader } from '../../client/preloader.js';
import { settled, stubGlobal, type HasTeardown } from '../fake-browser.js';

/**
 * client/preloader.ts in Node: links seen are preloaded four at a time, the next starting as one
 * finishes, each once. The browser test (test/browser/preload.test.ts) shows the same on a real
 * page; here the test decides when each preload ends.
 */
class FakeElement {
  closest(): this {
    return this;
  }
}
class FakeAnchor extends FakeElement {
  target = '';
  rel = '';
  constructor(readonly href: string) {
    super();
  }
  hasAttribute(): boolean {
    return false;
  }
}
class FakeIntersectionObserver {
  static latest: FakeIntersectionObserver | undefined;
  observed: FakeAnchor[] = [];
  constructor(readonly callback: (entries: { isIntersecting: boolean; target: FakeAnchor }[]) => void) {
    FakeIntersectionObserver.latest = this;
  }
  observe(anchor: FakeAnchor): void {
    this.observed.push(anchor);
  }
  unobserve(): void {}
  disconnect(): void {}
  /** every observed link scrolls into view at once */
  showAll(): void {
    this.callback(this.observed.map((target) => ({ isIntersecting: true, target })));
  }
}

function setUp(t: HasTeardown, paths: string[]) {
  const anchors = paths.map((path) => new FakeAnchor(`https://atlas.test${path}`));
  stubGlobal(t, 'navigator', {});
  stubGlobal(t, 'location', new URL('https://atlas.test/lib'));
  stubGlobal(t, 'Element', FakeElement);
  stubGlobal(t, 'HTMLAnchorElement', FakeAnchor);
  stubGlobal(t, 'IntersectionObserver', FakeIntersectionObserver);
  stubGlobal(t, 'requestIdleCallback', (task: () => void) => task());
  stubGlobal(t, 'document', { addEventListener() {}, querySelectorAll: () => anchors });
  const started: string[] = [];
  const finishers: (() => void)[] = [];
  const loader = {
    loadPage: (url: URL) => {
      started.push(url.pathname);
      return new Promise<void>((resolve) => finishers.push(resolve));
    },
  } as unknown as PageLoader;
  startPreloader(loader).watchLinks('/lib');
  return {
    started,
    show: () => FakeIntersectionObserver.latest!.showAll(),
    /** ends the oldest preload still running, and lets the next start */
    async finishOne() {
      finishers.shift()!();
      await settled();
    },
  };
}

t.test('ten links seen at once are preloaded four at a time, each once', async (t) => {
  const paths = Array.from({ length: 10 }, (_, index) => `/cpu/amd/chip-${index}`);
  const preloader = setUp(t, [...paths, paths[0]!, '/lib']);
  preloader.show();
  t.same(preloader.started, paths.slice(0, 4), 'four start together');
  for (let finished = 1; finished <= paths.length; finished++) {
    await preloader.finishOne();
    const running = preloader.started.length - finished;
    t.equal(running, Math.min(4, paths.length - finished), `${finished} done: the next starts, ${running} running`);
  }
  t.same(preloader.started, paths, 'every link once, never the page shown');
});
