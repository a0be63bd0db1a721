import type { Page } from 'playwright-core';
import t from 'tap';
import { consoleProblems, eventually, runtimeReady, withBrowser } from './browser.js';

/**
 * The dashboard widgets in a real browser, where they decorate the home page and in the
 * maintainers' gallery (/dev/widgets, outside production): they move for a visitor who has not
 * asked for reduced motion, hold still while nobody can see them (off-screen, hidden tab) and
 * when reduced motion is asked for, and redraw at their box's new size after a resize settles.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

interface WidgetAnimation {
  name: string;
  playState: string;
  /** the animated element's classes */
  target: string;
  /** the classes of the widget it belongs to */
  widget: string;
}

/** The CSS animations inside widgets matching `scope` (any widget when omitted). */
function widgetAnimations(page: Page, scope = '.w-widget'): Promise<WidgetAnimation[]> {
  return page.evaluate(
    (scope) =>
      document.getAnimations().flatMap((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const widget = target?.closest('.w-widget');
        if (!target || !widget?.matches(scope)) return [];
        return [
          {
            name: (animation as CSSAnimation).animationName,
            playState: animation.playState,
            target: target.getAttribute('class') ?? '',
            widget: widget.getAttribute('class') ?? '',
          },
        ];
      }),
    scope,
  );
}

/** Whether every widget matching `scope` comes to have animations, all of them in `state`. */
async function playsAs(page: Page, scope: string, state: 'running' | 'paused'): Promise<boolean> {
  return eventually(
    page,
    ([scope, state]) => {
      const widgets = [...document.querySelectorAll(scope!)];
      return (
        widgets.length > 0 &&
        widgets.every((widget) => {
          const animations = widget.getAnimations({ subtree: true });
          const paused = widget.hasAttribute('data-paused');
          return animations.length > 0 && animations.every((animation) => animation.playState === state) && paused === (state === 'paused');
        })
      );
    },
    [scope, state] as const,
  );
}

await withBrowser(t, (site) => {
  t.test(
    'with motion allowed, the widgets in view animate, only through .w-motion, each moving an HTML layer by transform or opacity alone, which the compositor runs',
    async (t) => {
      const page = await site.newPage(t, { reducedMotion: 'no-preference', viewport: DESKTOP });
      const problems = consoleProblems(page);
      // The gallery draws all seven widgets; home draws the four it uses, two of them from the server.
      for (const [path, least] of [
        ['/dev/widgets', 7],
        ['/', 4],
      ] as const) {
        await page.goto(path);
        await runtimeReady(page);
        if (path === '/') {
          t.ok(await playsAs(page, '.hero-frame', 'running'), 'the hero frame runs');

          const animations = await widgetAnimations(page);
          const running = animations.filter((animation) => animation.playState === 'running');
          t.ok(
            running.some((animation) => animation.name === 'w-run' && animation.widget.includes('hero-frame')),
            'the hero frame’s light runs',
          );
          t.ok(
            running.some((animation) => animation.widget.includes('w-decoration-12')),
            'the hero radar turns',
          );
          // animate={false} renders no .w-motion class (test/views/widgets/widgets.test.ts); this is the other
          // half: in the browser, nothing moves except through that class.
          t.same(
            animations.filter((animation) => !animation.target.split(' ').includes('w-motion')),
            [],
            'every widget animation is on a .w-motion element',
          );

          // Running, and really advancing: the light's clock moves on.
          const before = await page.evaluate(() => Number(document.querySelector('.hero-frame .w-motion')!.getAnimations()[0]!.currentTime));
          const advanced = await eventually(
            page,
            (before) => Number(document.querySelector('.hero-frame .w-motion')!.getAnimations()[0]!.currentTime) > before + 50,
            before,
          );
          t.ok(advanced, 'its clock advances');
        }
        t.ok(
          await eventually(
            page,
            (least) =>
              new Set(document.getAnimations().map((animation) => ((animation as CSSAnimation).effect as KeyframeEffect).target?.closest('.w-widget'))).size >=
              least,
            least,
          ),
          `${path}: at least ${least} widgets move`,
        );
        const animated = await page.evaluate(() =>
          document.getAnimations().map((animation) => {
            const effect = animation.effect as KeyframeEffect;
            const properties = new Set(effect.getKeyframes().flatMap((keyframe) => Object.keys(keyframe)));
            for (const timing of ['offset', 'computedOffset', 'easing', 'composite']) properties.delete(timing);
            return { name: (animation as CSSAnimation).animationName, html: effect.target instanceof HTMLElement, properties: [...properties].sort() };
          }),
        );
        t.same(
          animated.filter(({ html }) => !html),
          [],
          `${path}: no SVG element animates (its every frame is repainted)`,
        );
        t.same(
          animated.filter(({ properties }) => properties.some((property) => property !== 'transform' && property !== 'opacity')),
          [],
          `${path}: only transform and opacity animate`,
        );
      }
      t.same(problems, [], 'no console errors or warnings');
    },
  );

  t.test('widgets pause off-screen and in a hidden tab, and resume when seen again', async (t) => {
    const page = await site.newPage(t, { reducedMotion: 'no-preference', viewport: PHONE });
    const problems = consoleProblems(page);
    await page.goto('/');
    await runtimeReady(page);
    // On a phone the hero frame is at the top, the section divider screens below the fold.
    t.ok(await playsAs(page, '.hero-frame', 'running'), 'on load: the hero frame runs');
    t.ok(await playsAs(page, '.section-divider .w-widget', 'paused'), 'on load: the divider far below is paused');

    await page.locator('.section-divider').scrollIntoViewIfNeeded();
    t.ok(await playsAs(page, '.section-divider .w-widget', 'running'), 'scrolled down: the divider runs');
    t.ok(await playsAs(page, '.hero-frame', 'paused'), 'scrolled down: the hero frame above is paused');

    // Headless Chromium keeps every tab visible, so the page is told it is hidden as a browser would.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // Every widget, the divider in view and the hidden Loading of the navigation progress alike.
    await page.waitForFunction(() => [...document.querySelectorAll('.w-widget')].every((widget) => widget.hasAttribute('data-paused')));
    t.same(
      (await widgetAnimations(page)).filter((animation) => animation.playState !== 'paused'),
      [],
      'tab hidden: every widget is paused',
    );

    await page.evaluate(() => {
      Reflect.deleteProperty(document, 'visibilityState');
      document.dispatchEvent(new Event('visibilitychange'));
    });
    t.ok(await playsAs(page, '.section-divider .w-widget', 'running'), 'tab visible again: the divider in view runs');
    t.ok(await page.locator('.hero-frame[data-paused]').count(), 'tab visible again: the off-screen hero frame stays paused');
    t.same(problems, [], 'no console errors or warnings');
  });

  t.test("the maintainers' gallery at /dev/widgets draws all seven, moving; the home page shows none of it", async (t) => {
    const page = await site.newPage(t, { reducedMotion: 'no-preference', viewport: PHONE });
    const problems = consoleProblems(page);
    await page.goto('/');
    await runtimeReady(page);
    t.equal(await page.locator('.widget-gallery').count(), 0, 'no widget gallery on the home page');
    t.ok((await page.locator('a[href*="/dev/"]').count()) === 0, 'and no link to the gallery');

    await page.setViewportSize(DESKTOP);
    await page.goto('/en/dev/widgets');
    await runtimeReady(page);
    t.equal(await page.locator('main h1').textContent(), 'Dashboard widgets');
    t.equal(await page.locator('.widget-gallery__item').count(), 7, 'seven widgets');
    t.ok(await playsAs(page, '.widget-gallery .w-widget', 'running'), 'every one of them moves');
    t.same(problems, [], 'no console errors or warnings');
  });

  t.test('with reduced motion, no widget animates; a widget that fills its container redraws at the new size once a resize settles', async (t) => {
    const page = await site.newPage(t, { reducedMotion: 'reduce', viewport: DESKTOP });
    const problems = consoleProblems(page);
    // The home page's decorations, and every widget in the maintainers' gallery.
    for (const [path, least] of [
      ['/', 5],
      ['/dev/widgets', 10],
    ] as const) {
      await page.setViewportSize(DESKTOP); // home is narrowed below
      await page.goto(path);
      await runtimeReady(page);
      const still = await page.evaluate(() => {
        const moving = [...document.querySelectorAll('.w-motion')];
        return { count: moving.length, named: moving.map((element) => getComputedStyle(element).animationName).filter((name) => name !== 'none') };
      });
      t.ok(still.count > least, `${path}: the widgets carry their motion classes (${still.count})`);
      t.same(still.named, [], `${path}: no .w-motion element has an animation`);
      t.same(await widgetAnimations(page), [], `${path}: the document has no widget animations, running or paused`);
      if (path === '/') {
        // Then a resize, on the home page as loaded.
        const drawnToFit = (selector: string) =>
          page.waitForFunction((selector) => {
            const host = document.querySelector(selector)!;
            const svg = host.querySelector('svg.w-svg')!;
            return Number(svg.getAttribute('width')) === host.clientWidth && Number(svg.getAttribute('height')) === host.clientHeight;
          }, selector);
        // The server draws the divider at its default 150 px; the browser measures it to the column.
        await drawnToFit('.section-divider .w-widget');
        await drawnToFit('.hero-frame');
        const before = await page.evaluate(() => document.querySelector('.section-divider .w-widget')!.clientWidth);
        t.ok(before > 1000, `measured on load at the desktop column (${before} px)`);

        // When the box last changed size, and when the drawing followed.
        await page.evaluate(() => {
          const host = document.querySelector('.section-divider .w-widget')!;
          const svg = host.querySelector('svg')!;
          const times = { resized: [] as number[], redrawn: [] as number[] };
          (window as unknown as { dividerTimes: typeof times }).dividerTimes = times;
          new ResizeObserver(() => times.resized.push(performance.now())).observe(host);
          new MutationObserver(() => times.redrawn.push(performance.now())).observe(svg, { attributeFilter: ['width'] });
        });
        await page.setViewportSize({ width: 700, height: 900 });
        await drawnToFit('.section-divider .w-widget');
        await drawnToFit('.hero-frame');

        const after = await page.evaluate(() => {
          const host = document.querySelector('.section-divider .w-widget')!;
          const svg = host.querySelector('svg')!;
          const frame = document.querySelector('.hero-frame')!;
          return {
            width: host.clientWidth,
            viewBox: svg.getAttribute('viewBox'),
            line: svg.querySelector('path')!.getAttribute('d'),
            frameWidth: frame.clientWidth,
            frameLine: frame.querySelector('path')!.getAttribute('d'),
            times: (window as unknown as { dividerTimes: { resized: number[]; redrawn: number[] } }).dividerTimes,
          };
        });
        t.ok(after.width < before, `the divider's box narrowed (${before} → ${after.width} px)`);
        t.equal(after.viewBox, `0 0 ${after.width} 10`, 'its viewBox is the new width');
        t.equal(after.line, `M0,5 H${after.width}`, 'its line spans the new width');
        t.match(after.frameLine, new RegExp(`^M2\\.5,2\\.5 L${after.frameWidth - 2.5},2\\.5 `), 'the hero frame is redrawn to its new width');
        const redrawn = after.times.redrawn[0]!;
        const lastResize = Math.max(...after.times.resized.filter((time) => time <= redrawn));
        // A few ms of slack: the hook's observer runs just before the test's in the same frame.
        t.ok(redrawn - lastResize >= 95, `redrawn ${Math.round(redrawn - lastResize)} ms after the box last changed: the 100 ms debounce`);
      }
    }
    t.same(problems, [], 'no console errors or warnings');
  });

  t.test('the home charts fit a desktop and a phone as the server drew them: labels keep their size, and those that show have room', async (t) => {
    const page = await site.newPage(t, { viewport: DESKTOP });
    const problems = consoleProblems(page);
    await page.goto('/en');
    await runtimeReady(page);
    /** Per chart: the marks' box against the plot area's, and the tick labels that show, left to right. */
    const measure = () =>
      page.$$eval('.chart--launches, .chart--spread', (charts) =>
        charts.map((chart) => {
          const box = (element: Element) => element.getBoundingClientRect();
          const area = box(chart.querySelector('.chart__area')!);
          const marks = box(chart.querySelector('svg.chart__marks')!);
          const labels = [...chart.querySelectorAll('.chart__x-labels .chart__tick-label')]
            .filter((label) => getComputedStyle(label).display !== 'none')
            .map((label) => ({ left: box(label).left, right: box(label).right, size: getComputedStyle(label).fontSize }))
            .sort((a, b) => a.left - b.left);
          return {
            fills: Math.abs(marks.width - area.width) < 1 && Math.abs(marks.height - area.height) < 1,
            overlaps: labels.slice(1).filter((label, index) => label.left < labels[index]!.right).length,
            sizes: [...new Set(labels.map((label) => label.size))],
            inside: labels.every((label) => label.left >= box(chart).left && label.right <= box(chart).right),
            shown: labels.length,
          };
        }),
      );
    const wide = await measure();
    await page.setViewportSize(PHONE);
    const narrow = await measure();
    for (const [index, chart] of [...wide, ...narrow].entries()) {
      const name = `${index < wide.length ? 'desktop' : 'phone'}, chart ${(index % wide.length) + 1}`;
      t.ok(chart.fills, `${name}: the marks fill the plot`);
      t.equal(chart.overlaps, 0, `${name}: no two tick labels overlap (${chart.shown} show)`);
      t.same(chart.sizes, ['12px'], `${name}: labels at 12 px`);
      t.ok(chart.inside, `${name}: every label inside its chart`);
    }
    t.ok(narrow[0]!.shown < wide[0]!.shown, `fewer years labelled on a phone (${wide[0]!.shown} → ${narrow[0]!.shown})`);
    t.same(problems, [], 'no console errors or warnings');
  });
});
