// The colour forms the widgets accept, and the shades they derive from them.
// Stricter than @jiaminghi/color, which the DataV widgets used: rgb()/rgba() are read in full
// and range-checked (it took any "rgb…" prefix and produced NaN), names are case-insensitive,
// and every failure is the same Error naming the value, never NaN or a TypeError.
import { NAMED_COLORS } from './named-colors.js';

export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const CHANNEL = String.raw`\s*(\d{1,3})\s*`;
const ALPHA = String.raw`\s*(\d+(?:\.\d+)?|\.\d+)\s*`;
const RGB = new RegExp(String.raw`^rgb\(${CHANNEL},${CHANNEL},${CHANNEL}\)$`, 'i');
const RGBA = new RegExp(String.raw`^rgba\(${CHANNEL},${CHANNEL},${CHANNEL},${ALPHA}\)$`, 'i');

export function parseColor(input: string): Rgba {
  if (typeof input !== 'string') throw invalidInput(input);
  const text = input.trim();
  const lower = text.toLowerCase();
  if (lower === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const named = NAMED_COLORS.get(lower);
  if (named !== undefined) return parseHex(named);
  if (HEX.test(text)) return parseHex(text);
  const rgb = RGB.exec(text) ?? RGBA.exec(text);
  if (rgb !== null) {
    const [, r, g, b, a] = rgb;
    const color = { r: Number(r), g: Number(g), b: Number(b), a: a === undefined ? 1 : Number(a) };
    if (color.r <= 255 && color.g <= 255 && color.b <= 255 && color.a <= 1) return color;
  }
  throw invalidInput(input);
}

/** `rgb(r,g,b)` when opaque, otherwise `rgba(r,g,b,a)`; alpha keeps at most three decimals. */
export function toRgbString(color: string | Rgba): string {
  const { r, g, b, a } = channelsOf(color);
  return a === 1 ? `rgb(${r},${g},${b})` : `rgba(${r},${g},${b},${Math.round(a * 1000) / 1000})`;
}

/** Lower-case `#rrggbb`. Alpha is dropped: a hex colour here is always opaque. */
export function toHex(color: string | Rgba): string {
  const { r, g, b } = channelsOf(color);
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

// darken/lighten move each channel by a percent of the full 0–255 range, as DataV did,
// so the widgets' derived shades match the originals (#3080e8 darkened 20 → rgb(0,77,181)).
export function darken(color: string | Rgba, percent: number): string {
  return shift(color, -percentOf255(percent));
}

export function lighten(color: string | Rgba, percent: number): string {
  return shift(color, percentOf255(percent));
}

/** The same colour at alpha percent/100, replacing any alpha it had. */
export function fade(color: string | Rgba, percent: number): string {
  return toRgbString({ ...channelsOf(color), a: clampPercent(percent) / 100 });
}

function parseHex(hex: string): Rgba {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255, a: 1 };
}

function channelsOf(color: string | Rgba): Rgba {
  return typeof color === 'string' ? parseColor(color) : color;
}

function shift(color: string | Rgba, amount: number): string {
  const { r, g, b, a } = channelsOf(color);
  const move = (channel: number): number => Math.min(255, Math.max(0, channel + amount));
  return toRgbString({ r: move(r), g: move(g), b: move(b), a });
}

function percentOf255(percent: number): number {
  return Math.round((clampPercent(percent) * 255) / 100);
}

function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) throw new RangeError(`Color: percent must be a finite number, got ${String(percent)}`);
  return Math.min(100, Math.max(0, percent));
}

function invalidInput(value: unknown): Error {
  // Objects are named by their tag: String() on a null-prototype object would itself throw.
  const shown =
    typeof value === 'string' ? JSON.stringify(value) : typeof value === 'object' && value !== null ? Object.prototype.toString.call(value) : String(value);
  return new Error(`Color: Invalid Input: ${shown}`);
}
