import type { Vendor } from '../shared/processor.js';

/**
 * The site's dark theme (views/styles/tokens.css) as the pictures use it: a picture is shared far
 * from the site, so it has one look whatever the visitor chose, the one the site opens in.
 */
export const PALETTE = {
  background: '#07122a',
  raised: '#0c1a37',
  line: '#1f3a66',
  text: '#e6eef9',
  muted: '#a3b6d3',
  accent: '#22d3ee',
  track: 'rgba(169, 189, 216, 0.12)',
} as const;

/** Each vendor's colour: AMD's and Intel's as the charts draw them, the others the charts' muted one. */
export const VENDOR_COLOURS: Record<Vendor, string> = {
  amd: '#ff8a65',
  intel: '#60a5fa',
  apple: '#c7d2e0',
  qualcomm: '#f472b6',
  loongson: '#fbbf24',
  zhaoxin: '#a78bfa',
  hygon: '#4ade80',
};

export const FONT_FAMILY = 'Noto Sans SC';
