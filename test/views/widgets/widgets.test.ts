import t from 'tap';
import { createElement, Fragment } from 'react';
import type { FunctionComponent } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { BorderBox8, Decoration12, Decoration2, Decoration4, Decoration5, Decoration9, Loading } from '../../../views/widgets/index.js';
import type { WidgetProps } from '../../../views/widgets/index.js';

interface WidgetCase {
  name: string;
  Component: FunctionComponent<WidgetProps & { children?: string }>;
  defaultSize: readonly [number, number];
  /** Each colour as it appears in the markup: as given, or normalised to rgb() by widgets that parse it. */
  defaultColors: readonly [string, string];
  red: string;
  /** Widgets that derive shades parse their colours and throw on a bad one; the rest pass them through. */
  parsesColors: boolean;
  /** Ids each instance defines (for url(#…) references). */
  idsPerInstance: number;
  /** A size to draw at, and what the drawing must then contain. */
  sized: { width: number; height: number; expect: RegExp[] };
  /** The original site's timings (docs/decisions.md, Widgets), as the style the keyframes read. */
  defaultDurations: string;
}

const widgets: WidgetCase[] = [
  {
    name: 'BorderBox8',
    Component: BorderBox8,
    defaultSize: [300, 150],
    defaultColors: ['#235fa7', '#4fd2dd'],
    red: 'red',
    parsesColors: false,
    idsPerInstance: 0,
    sized: { width: 400, height: 200, expect: [/d="M2\.5,2\.5 L397\.5,2\.5 L397\.5,197\.5 L2\.5,197\.5 Z"/] },
    defaultDurations: '--w-dur:3s', // one lap in 3 s
  },
  {
    name: 'Decoration2',
    Component: Decoration2,
    defaultSize: [200, 5],
    defaultColors: ['#3faacb', '#fff'],
    red: 'red',
    parsesColors: false,
    idsPerInstance: 0,
    sized: {
      width: 400,
      height: 10,
      expect: [/<rect [^>]*x="0" y="4.5" width="400" height="1"/, /<rect [^>]*x="399" y="4.5" width="1" height="1"/, /--w-travel:399px/],
    },
    defaultDurations: '--w-dur:6s', // 6 s a sweep
  },
  {
    name: 'Decoration4',
    Component: Decoration4,
    defaultSize: [5, 150],
    defaultColors: ['rgba(255,255,255,0.3)', 'rgba(255,255,255,0.3)'],
    red: 'red',
    parsesColors: false,
    idsPerInstance: 0,
    sized: { width: 20, height: 300, expect: [/d="M10,0 V300"/] },
    defaultDurations: '--w-dur:3s', // 3 s a sweep
  },
  {
    name: 'Decoration5',
    Component: Decoration5,
    defaultSize: [300, 40],
    defaultColors: ['#3f96a5', '#3f96a5'],
    red: 'red',
    parsesColors: false,
    idsPerInstance: 0,
    sized: { width: 600, height: 80, expect: [/d="M0,16 L108,16 L120,32 L150,32 L162,48 L432,48 L450,32 L480,32 L492,16 L600,16"/, /d="M180,64 L420,64"/] },
    defaultDurations: '--w-dur:1.2s', // unfolds in 1.2 s
  },
  {
    name: 'Decoration9',
    Component: Decoration9,
    defaultSize: [150, 150],
    defaultColors: ['rgba(3,166,224,0.8)', 'rgba(3,166,224,0.5)'],
    red: 'rgb(255,0,0)',
    parsesColors: true,
    idsPerInstance: 0,
    // A fixed 100×100 drawing fitted into the box, so the ring stays round.
    sized: { width: 300, height: 200, expect: [/viewBox="0 0 100 100" preserveAspectRatio="xMidYMid meet"/] },
    defaultDurations: '--w-dur:3s', // a turn in 3 s
  },
  {
    name: 'Decoration12',
    Component: Decoration12,
    defaultSize: [150, 150],
    defaultColors: ['rgb(39,131,206)', 'rgb(44,247,254)'],
    red: 'rgb(255,0,0)',
    parsesColors: true,
    idsPerInstance: 1,
    // Centred, with radii from the shorter side (DataV took them from the width).
    sized: {
      width: 300,
      height: 200,
      expect: [
        /<circle cx="150" cy="100" r="99.5"/,
        /<div class="w-layer w-decoration-12__halo w-motion"><svg [^>]*><defs>.*?<\/defs><circle cx="150" cy="100" r="100"/,
      ],
    },
    defaultDurations: '--w-dur:3s;--w-halo-dur:2s', // the scan turns in 3 s, the halo pulses in 2 s
  },
  {
    name: 'Loading',
    Component: Loading,
    defaultSize: [50, 50],
    defaultColors: ['#02bcfe', '#3be6cb'],
    red: 'red',
    parsesColors: false,
    idsPerInstance: 0,
    sized: { width: 80, height: 80, expect: [/viewBox="0 0 50 50"/] },
    defaultDurations: '--w-dur:1.5s', // 1.5 s a turn
  },
];

function svgSize(markup: string): { width: number; height: number; viewBox: number[] } {
  const svg = /<svg [^>]*>/.exec(markup)?.[0] ?? '';
  const attribute = (name: string): string => new RegExp(`\\s${name}="([^"]*)"`).exec(svg)?.[1] ?? '';
  return { width: Number(attribute('width')), height: Number(attribute('height')), viewBox: attribute('viewBox').split(' ').map(Number) };
}

const render = (widget: WidgetCase, props: WidgetProps & { children?: string } = {}): string => renderToStaticMarkup(createElement(widget.Component, props));

for (const widget of widgets) {
  t.test(widget.name, async (t) => {
    t.test('the server draws it whole at its default size', async (t) => {
      const { width, height, viewBox } = svgSize(render(widget));
      t.same([width, height], widget.defaultSize);
      t.equal(viewBox.length, 4);
      t.ok(
        viewBox.every((value) => Number.isFinite(value)),
        'viewBox is numeric',
      );
      t.ok((viewBox[2] ?? 0) > 0 && (viewBox[3] ?? 0) > 0, 'viewBox is not empty');
    });

    t.test('width/height props set the size and the geometry', async (t) => {
      const { width: w, height: h, expect } = widget.sized;
      const markup = render(widget, { width: w, height: h });
      t.same([svgSize(markup).width, svgSize(markup).height], [w, h]);
      t.match(markup, new RegExp(`style="[^"]*width:${w}px;height:${h}px`), 'the box is that size too');
      for (const pattern of expect) t.match(markup, pattern);
    });

    t.test('a size that is not a positive number falls back to the default', async (t) => {
      const { width, height } = svgSize(render(widget, { width: 0, height: Number.NaN }));
      t.same([width, height], widget.defaultSize);
    });

    t.test('two instances have their own ids, and every reference resolves', async (t) => {
      const markup = renderToString(createElement(Fragment, null, createElement(widget.Component), createElement(widget.Component)));
      const ids = [...markup.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
      t.equal(ids.length, 2 * widget.idsPerInstance);
      t.equal(new Set(ids).size, ids.length, 'no id repeats');
      for (const id of ids) t.match(id, /^[A-Za-z][A-Za-z0-9_-]*$/, `${String(id)} is safe in url(#…)`);
      const references = [...markup.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((match) => match[1] ?? match[2]);
      t.equal(references.length, ids.length, 'each id is used');
      for (const reference of references) t.ok(ids.includes(reference), `#${String(reference)} exists`);
    });

    t.test(`animates at the original timing by default (${widget.defaultDurations})`, async (t) => {
      const durations = widget.defaultDurations.replaceAll('.', '\\.');
      t.match(render(widget), new RegExp(`style="[^"]*${durations}(;|")`));
    });

    t.test('renders the same markup every time', async (t) => {
      t.equal(renderToString(createElement(widget.Component)), renderToString(createElement(widget.Component)));
      t.notMatch(render(widget), /NaN|undefined|Infinity/);
    });

    t.test('a colour override replaces colour 1 only, and does not leak', async (t) => {
      const plain = render(widget);
      const [first, second] = widget.defaultColors;
      t.match(plain, first);
      const markup = render(widget, { color: ['red'] });
      t.match(markup, `"${widget.red}"`, 'colour 1 is red');
      t.match(markup, second, 'colour 2 keeps its default');
      if (first !== second) t.notMatch(markup, first, 'colour 1 default is gone');
      t.equal(render(widget, { color: [undefined, undefined] }), plain, 'missing entries keep the defaults');
      t.equal(render(widget), plain, 'a later default instance is unchanged');
    });

    t.test('animate={false} renders no animation', async (t) => {
      const animated = render(widget);
      t.match(animated, 'w-motion', 'it animates by default');
      const still = render(widget, { animate: false });
      t.notMatch(still, /w-motion|<animate|animation/);
      t.ok(svgSize(still).width > 0, 'still drawn');
      t.match(still, /<(path|circle|rect)\b/);
    });

    t.test('the SVG is decoration', async (t) => {
      const markup = render(widget, { children: 'label' });
      t.match(markup, /<svg [^>]*aria-hidden="true"/);
      t.match(markup, /<svg [^>]*focusable="false"/);
      const svg = markup.slice(markup.indexOf('<svg'), markup.indexOf('</svg>'));
      t.notMatch(svg, /label|<text/, 'no text inside the SVG');
    });

    t.test('class names are prefixed w-, and className is added', async (t) => {
      const markup = render(widget, { className: 'panel-frame' });
      const classes = [...markup.matchAll(/class="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(' '));
      t.same(
        classes.filter((name) => !name.startsWith('w-')),
        ['panel-frame'],
      );
    });

    if (widget.parsesColors) {
      t.test('an invalid colour throws', async (t) => {
        t.throws(() => render(widget, { color: ['rgbfoo'] }), { message: /^Color: Invalid Input: "rgbfoo"/ });
        t.throws(() => render(widget, { color: [undefined, 'nope'] }), { message: /^Color: Invalid Input: "nope"/ });
      });
    } else {
      t.test('a colour is passed through as given (the browser ignores a bad one)', async (t) => {
        t.match(render(widget, { color: ['not-a-colour'] }), '"not-a-colour"');
      });
    }
  });
}

t.test('BorderBox8 reverse runs down the left side first', async (t) => {
  const markup = renderToStaticMarkup(createElement(BorderBox8, { reverse: true, width: 400, height: 200 }));
  t.match(markup, 'd="M2.5,2.5 L2.5,197.5 L397.5,197.5 L397.5,2.5 Z"');
});

t.test('BorderBox8 renders its children inside, outside the SVG', async (t) => {
  const markup = renderToStaticMarkup(createElement(BorderBox8, null, createElement('h2', null, '处理器')));
  t.match(markup, /<\/svg><div class="w-border-box-8__content"><h2>处理器<\/h2><\/div><\/div>$/);
});

t.test('BorderBox8 sets its lap time', async (t) => {
  t.match(renderToStaticMarkup(createElement(BorderBox8, { dur: 5 })), '--w-dur:5s');
  t.match(renderToStaticMarkup(createElement(BorderBox8, { dur: -1 })), '--w-dur:3s', 'a bad duration keeps the default');
});

t.test('Decoration2 reverse draws a vertical line at its default 5×150', async (t) => {
  const markup = renderToStaticMarkup(createElement(Decoration2, { reverse: true }));
  t.match(markup, 'w-decoration-2--reverse');
  t.match(markup, /<rect [^>]*x="2" y="0" width="1" height="150"/);
  t.match(markup, /<rect [^>]*x="2" y="149" width="1" height="1"/);
});

t.test('Decoration4 reverse is horizontal at its default 150×5', async (t) => {
  const markup = renderToStaticMarkup(createElement(Decoration4, { reverse: true }));
  t.match(markup, 'w-decoration-4--reverse');
  t.match(markup, 'd="M0,2.5 H150"');
});

for (const Component of [Decoration9, Decoration12]) {
  t.test(`${Component.name} centres its children over the SVG, as page text`, async (t) => {
    const markup = renderToStaticMarkup(createElement(Component, null, '66%'));
    t.match(markup, /<\/svg><div class="w-overlay">66%<\/div><\/div>$/);
  });
}

t.test('Decoration9 fills a fixed 12 of its 20 ticks', async (t) => {
  const markup = renderToStaticMarkup(createElement(Decoration9));
  const ticks = [...markup.matchAll(/<polygon [^>]*fill="([^"]*)"/g)].map((match) => match[1]);
  t.equal(ticks.length, 20);
  t.equal(ticks.filter((fill) => fill !== 'none').length, 12);
});

t.test('Decoration12 takes its two durations', async (t) => {
  t.match(renderToStaticMarkup(createElement(Decoration12, { scanDur: 4, haloDur: 1 })), '--w-dur:4s;--w-halo-dur:1s');
});

t.test('Loading announces its label politely', async (t) => {
  const markup = renderToStaticMarkup(createElement(Loading, null, '加载中…'));
  t.match(markup, '<div class="w-loading__label" role="status" aria-live="polite">加载中…</div>');
  t.notMatch(renderToStaticMarkup(createElement(Loading)), /role=|aria-live/, 'without a label it is silent decoration');
});
