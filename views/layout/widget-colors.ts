import type { ColorPair } from '../widgets/widget-props.js';

/**
 * The colours the pages give the dashboard widgets: mid-tones that read on
 * the navy and on the white theme alike. The widgets take colours as SVG
 * attributes, not CSS, so one pair has to suit both themes.
 */
export const WIDGET_COLORS = {
  frame: ['#2a6bb5', '#22c5e0'],
  rule: ['#1fb3cf', '#2a8fa5'],
  radar: ['#2783ce', '#1fc8e0'],
  gauge: ['rgba(3,166,224,0.85)', 'rgba(3,166,224,0.5)'],
  divider: ['rgba(63,150,190,0.45)', '#22b8d4'],
  line: ['#3faacb', '#22d3ee'],
} as const satisfies Record<string, ColorPair>;
