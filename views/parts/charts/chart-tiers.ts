// The widths a chart is made for. A chart is one drawing that fits any width without being laid
// out again: its marks are an SVG stretched over the plot (preserveAspectRatio "none", strokes that
// keep their width) and its labels are HTML at their own size, so the server can draw it once, as
// HTML the page carries, and the browser needs no chart code. What the width changes is how many tick
// labels have room: each tick is laid out for every tier at the tier's narrowest plot, carries the
// tiers it has room in (data-tiers), and charts.css shows it only there, by a container query on
// the chart's width. The tiers are written again in charts.css (a test compares them).

export const CHART_TIERS = [280, 360, 440, 540, 640, 800] as const;

/** A tier, named by the narrowest chart it holds, in px: 280 is a 320 px phone's panel. */
export type ChartTier = (typeof CHART_TIERS)[number];

/**
 * The ticks a layout keeps in each tier, merged: each value once, with its tiers. `ticksAt` is given
 * the tier's narrowest width, where labels must not collide, and its middle one, for spacing that is
 * only a matter of looks (gridlines about 40 px apart).
 */
export function tieredTicks<T>(ticksAt: (narrowest: number, middle: number) => readonly T[], key: (tick: T) => number): { tick: T; tiers: ChartTier[] }[] {
  const merged = new Map<number, { tick: T; tiers: ChartTier[] }>();
  CHART_TIERS.forEach((tier, index) => {
    const next = CHART_TIERS[index + 1] ?? tier * 1.25;
    for (const tick of ticksAt(tier, (tier + next) / 2)) {
      const seen = merged.get(key(tick));
      if (seen) seen.tiers.push(tier);
      else merged.set(key(tick), { tick, tiers: [tier] });
    }
  });
  return [...merged.values()].sort((a, b) => key(a.tick) - key(b.tick));
}

/** The data-tiers attribute of a tick: none when it shows at every width. */
export function tiersAttribute(tiers: readonly ChartTier[]): string | undefined {
  return tiers.length === CHART_TIERS.length ? undefined : tiers.join(' ');
}

/** A position across a plot, to a hundredth of a percent: a tenth of a pixel on the widest plot. */
export function fraction(value: number): number {
  return Math.round(value * 10000) / 10000 || 0;
}

/** A fraction as a CSS percentage. */
export function percent(value: number): string {
  return `${Math.round(value * 10000) / 100}%`;
}
