// Decoration9: a gauge ring: two dashed rings turning opposite ways, twenty ticks turning with the first,
// and two dotted circles, one turn per `dur` (3 s, linear). Children (e.g. "66%") are centred over it
// as page text. The drawing keeps its shape in any box: it is a 100×100 viewBox, fitted and centred.
import type { ReactElement, ReactNode } from 'react';
import { classNames } from './class-names.js';
import { fade, toRgbString } from './color.js';
import { useWidgetBox } from './use-widget-box.js';
import { WidgetHost } from './widget-host.js';
import { mergeColors, seconds } from './widget-props.js';
import type { WidgetProps } from './widget-props.js';
import { WidgetSvg } from './widget-svg.js';

export interface Decoration9Props extends WidgetProps {
  dur?: number;
  children?: ReactNode;
}

const DEFAULT_COLORS = ['rgba(3,166,224,0.8)', 'rgba(3,166,224,0.5)'] as const;
const DEFAULT_SIZE = { width: 150, height: 150 };
const TICKS = Array.from({ length: 20 }, (_, index) => ({
  angle: index * 18,
  // DataV filled each tick at random (60%), which cannot hydrate; (7i mod 10) < 6 fills a fixed,
  // irregular-looking 6 of every 10.
  filled: (index * 7) % 10 < 6,
}));
// A trapezoid at 9 o'clock, its wide side outwards; each tick is this shape turned about the centre.
const TICK_SHAPE = '15,46.5 21,48 21,52 15,53.5';

export default function Decoration9(props: Decoration9Props): ReactElement {
  const box = useWidgetBox(props, DEFAULT_SIZE);
  // Both colours go through the colour parser (the dotted circles are colour 2 faded), so a bad
  // colour throws here instead of drawing nothing.
  const [first, second] = mergeColors(DEFAULT_COLORS, props.color);
  const primary = toRgbString(first);
  const secondary = toRgbString(second);
  const dotted = fade(secondary, 30);
  const motion = box.animate && 'w-motion';
  const svg = { width: box.width, height: box.height, viewBox: '0 0 100 100', fit: 'xMidYMid meet' } as const;
  return (
    <WidgetHost box={box} className={classNames('w-decoration-9', props.className)} variables={{ '--w-dur': seconds(props.dur, 3) }}>
      {/* What turns is drawn in HTML layers the compositor rotates alone (a transform on an SVG
          element is repainted every frame), the second ring in its own layer above the first;
          the dotted circles, which stand still and touch neither, in the SVG last. */}
      <div className="w-layers">
        <div className={classNames('w-layer w-spin', motion)}>
          <WidgetSvg {...svg}>
            <circle cx={50} cy={50} r={45} fill="none" stroke={secondary} strokeWidth={10} strokeDasharray="80 100 30 100" />
            {TICKS.map(({ angle, filled }) => (
              <polygon key={angle} points={TICK_SHAPE} transform={`rotate(${angle} 50 50)`} fill={filled ? primary : 'none'} stroke={secondary} />
            ))}
          </WidgetSvg>
        </div>
        <div className={classNames('w-layer w-spin-back', motion)}>
          <WidgetSvg {...svg}>
            <circle cx={50} cy={50} r={45} fill="none" stroke={primary} strokeWidth={6} strokeDasharray="50 66 100 66" />
          </WidgetSvg>
        </div>
      </div>
      <WidgetSvg {...svg}>
        <circle cx={50} cy={50} r={38} fill="none" stroke={dotted} strokeWidth={1} strokeDasharray="5 1" />
        <circle cx={50} cy={50} r={26} fill="none" stroke={dotted} strokeWidth={1} strokeDasharray="5 1" />
      </WidgetSvg>
      <div className="w-overlay">{props.children}</div>
    </WidgetHost>
  );
}
