// One widget's box: its size (fixed by props, else measured, else the default), whether it animates,
// and whether its animations are paused. The server draws the default size, so its SVG is complete;
// DataV's stayed 0×0 until the browser had measured it, and frames came out incomplete (as DataV's tracker recorded).
import { useRef } from 'react';
import type { CSSProperties, RefObject } from 'react';
import { useAnimationPause } from './use-animation-pause.js';
import { useBoxSize } from './use-box-size.js';
import type { BoxSize } from './use-box-size.js';
import { positive } from './widget-props.js';
import type { WidgetProps } from './widget-props.js';

export interface WidgetBox {
  readonly ref: RefObject<HTMLDivElement | null>;
  readonly width: number;
  readonly height: number;
  readonly animate: boolean;
  readonly paused: boolean;
  /**
   * The box's CSS size. A width/height prop is inline, so it wins; the default goes through
   * --w-width/--w-height, which widgets.css applies at zero specificity so page CSS can resize the box.
   */
  readonly style: CSSProperties;
}

export function useWidgetBox(props: WidgetProps, defaultSize: BoxSize): WidgetBox {
  const ref = useRef<HTMLDivElement>(null);
  const fixedWidth = positive(props.width);
  const fixedHeight = positive(props.height);
  const animate = props.animate ?? true;
  const measured = useBoxSize(ref, fixedWidth === undefined || fixedHeight === undefined);
  const paused = useAnimationPause(ref, animate);
  const style = {
    '--w-width': `${defaultSize.width}px`,
    '--w-height': `${defaultSize.height}px`,
    width: fixedWidth,
    height: fixedHeight,
  } as CSSProperties;
  return {
    ref,
    animate,
    paused,
    width: fixedWidth ?? measured?.width ?? defaultSize.width,
    height: fixedHeight ?? measured?.height ?? defaultSize.height,
    style,
  };
}
