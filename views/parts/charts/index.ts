// The charts of the home, detail and compare pages. Their look lives in charts.css, which the site
// stylesheet must include. Each takes numbers the page loader has already aggregated, never the catalogue.
export { LaunchesPerYearChart } from './launches-per-year-chart.js';
export type { LaunchesPerYearChartProps } from './launches-per-year-chart.js';
export { CoreSpreadChart } from './core-spread-chart.js';
export type { CoreSpreadChartProps } from './core-spread-chart.js';
export { ComparisonBars } from './comparison-bars.js';
export type { ComparisonBarsProps } from './comparison-bars.js';
