// The props every widget shares, and how their values are settled.
// Bad numbers fall back to the default rather than throwing: a decoration should not take a page down,
// and a zero or NaN size would bring back DataV's empty 0×0 SVG.

export type ColorPair = readonly [string?, string?];

export interface WidgetProps {
  /** Merged index by index over the widget's two default colours; a missing entry keeps the default. */
  color?: ColorPair;
  /** Fixed size in CSS pixels; without it the widget draws at its default size, then follows its box. */
  width?: number;
  height?: number;
  className?: string;
  /** false renders the still picture only: no animated classes, no observers for pausing. */
  animate?: boolean;
}

/**
 * Always a fresh array, so no instance can change another's defaults
 * (DataV-Vue3 merged into the shared default array, and custom colours leaked into later widgets).
 */
export function mergeColors(defaults: readonly [string, string], color: ColorPair | undefined): [string, string] {
  return [color?.[0] ?? defaults[0], color?.[1] ?? defaults[1]];
}

/** A usable positive number, or undefined. */
export function positive(value: number | undefined): number | undefined {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** A duration in seconds for a CSS custom property, e.g. `3s`. */
export function seconds(value: number | undefined, fallback: number): string {
  return `${positive(value) ?? fallback}s`;
}
