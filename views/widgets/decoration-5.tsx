// Decoration5: a stepped line in colour 1 (3 px, with a soft glow) that dips in the middle, over a short
// colour-2 line below it; both unfold outwards from their midpoints over `dur` (1.2 s, quick then slow)
// and start again. Still, both lines are drawn in full.
import type { ReactElement } from 'react';
import { classNames } from './class-names.js';
import { polyline, round } from './svg-geometry.js';
import { useWidgetBox } from './use-widget-box.js';
import { WidgetHost } from './widget-host.js';
import { mergeColors, seconds } from './widget-props.js';
import type { WidgetProps } from './widget-props.js';
import { WidgetSvg } from './widget-svg.js';

export interface Decoration5Props extends WidgetProps {
  dur?: number;
}

const DEFAULT_COLORS = ['#3f96a5', '#3f96a5'] as const;
const DEFAULT_SIZE = { width: 300, height: 40 };
// [x, y] as fractions of the box; the stepped line is symmetric, so its midpoint by length is x = 0.5.
const STEPS = [
  [0, 0.2],
  [0.18, 0.2],
  [0.2, 0.4],
  [0.25, 0.4],
  [0.27, 0.6],
  [0.72, 0.6],
  [0.75, 0.4],
  [0.8, 0.4],
  [0.82, 0.2],
  [1, 0.2],
] as const;
const BASE = [
  [0.3, 0.8],
  [0.7, 0.8],
] as const;

export default function Decoration5(props: Decoration5Props): ReactElement {
  const box = useWidgetBox(props, DEFAULT_SIZE);
  const [stepColor, baseColor] = mergeColors(DEFAULT_COLORS, props.color);
  const { width, height } = box;
  const scale = (points: ReadonlyArray<readonly [number, number]>): string => polyline(points.map(([x, y]) => [x * width, y * height] as const));
  const groups = [
    // The glow: the same line, wider and faint, which costs nothing per frame unlike a blur filter.
    {
      key: 'steps',
      from: 0,
      paths: [
        { d: scale(STEPS), stroke: stepColor, strokeOpacity: 0.25, strokeWidth: 7, strokeLinejoin: 'round' as const },
        { d: scale(STEPS), stroke: stepColor, strokeWidth: 3 },
      ],
    },
    { key: 'base', from: BASE[0][0], paths: [{ d: scale(BASE), stroke: baseColor, strokeWidth: 2 }] },
  ];
  const motion = box.animate && 'w-motion';
  return (
    <WidgetHost box={box} className={classNames('w-decoration-5', props.className)} variables={{ '--w-dur': seconds(props.dur, 1.2) }}>
      {/* Each line unfolds from its midpoint: each half of it is a window the compositor slides
          outwards over it while the drawing inside slides back by as much and so stands still
          (stroke-dasharray, as before, repainted the lines every frame). A group's box is the
          lines' width, which the still drawing inside crops with its viewBox. */}
      {groups.map(({ key, from, paths }) => (
        <div key={key} className="w-decoration-5__group" style={{ left: `${round(from * 100)}%`, right: `${round(from * 100)}%` }}>
          {(['start', 'end'] as const).map((half) => (
            <div key={half} className={classNames('w-layer w-decoration-5__sweep', `w-decoration-5__sweep--${half}`, motion)}>
              <div className={classNames('w-layer w-decoration-5__half', motion)}>
                <WidgetSvg
                  width={round(width - 2 * from * width)}
                  height={height}
                  viewBox={`${round(from * width)} 0 ${round(width - 2 * from * width)} ${height}`}
                >
                  {paths.map(({ d, ...stroke }) => (
                    <path key={stroke.strokeWidth} d={d} fill="none" {...stroke} />
                  ))}
                </WidgetSvg>
              </div>
            </div>
          ))}
        </div>
      ))}
    </WidgetHost>
  );
}
