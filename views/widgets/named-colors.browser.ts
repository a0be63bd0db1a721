// named-colors.ts as the browser has it (build.mjs puts a `.browser.ts` module in place of its
// sibling in the browser's files): the browser knows the 148 named colours already, so instead of
// carrying the table it asks its own CSS parser, through a canvas, whose fillStyle reads back any
// opaque colour as #rrggbb. The keywords CSS takes for a colour that are not named colours, which
// the table does not hold either, are refused first: currentcolor and the system colours (CSS Color 4,
// deprecated ones included). test/browser/named-colors.test.ts compares the two, name for name.
const NOT_NAMED = new Set(
  (
    'currentcolor accentcolor accentcolortext activetext buttonborder buttonface buttontext canvas canvastext field ' +
    'fieldtext graytext highlight highlighttext linktext mark marktext selecteditem selecteditemtext visitedtext ' +
    'activeborder activecaption appworkspace background buttonhighlight buttonshadow captiontext inactiveborder ' +
    'inactivecaption inactivecaptiontext infobackground infotext menu menutext scrollbar threeddarkshadow ' +
    'threedface threedhighlight threedlightshadow threedshadow window windowframe windowtext'
  ).split(' '),
);

let canvas: CanvasRenderingContext2D | null | undefined;

/** The named colour's `#rrggbb`, or undefined; `name` is lower case, as color.ts asks. */
function namedColor(name: string): string | undefined {
  if (!/^[a-z]+$/.test(name) || NOT_NAMED.has(name)) return undefined;
  canvas ??= document.createElement('canvas').getContext('2d');
  // A value the parser refuses leaves fillStyle as it was: from two different starts, a name that
  // happens to equal one of them still shows as a change from the other. Every named colour is
  // opaque, so reads back as #rrggbb (transparent, a keyword of its own, would not).
  for (const start of ['#000000', '#ffffff']) {
    if (!canvas) return undefined;
    canvas.fillStyle = start;
    canvas.fillStyle = name;
    const read = String(canvas.fillStyle);
    if (read !== start) return read.startsWith('#') ? read : undefined;
  }
  return undefined;
}

export const NAMED_COLORS: Pick<ReadonlyMap<string, string>, 'get'> = { get: namedColor };
