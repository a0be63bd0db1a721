// Numbers written into SVG attributes. Rounded so that server and browser, whose Math.sin may differ
// in the last bit, write the same markup and hydration matches.

export function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** The point at `degrees` clockwise from 12 o'clock on a circle, as "x,y". */
export function polar(cx: number, cy: number, radius: number, degrees: number): string {
  const radians = (degrees * Math.PI) / 180;
  return `${round(cx + radius * Math.sin(radians))},${round(cy - radius * Math.cos(radians))}`;
}

/** "M x,y L x,y …" through the given points. */
export function polyline(points: ReadonlyArray<readonly [number, number]>): string {
  return points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${round(x)},${round(y)}`).join(' ');
}
