import type { Vendor } from '../../shared/processor.js';
import { slugify } from '../../record/slug.js';

/**
 * One key for a processor whatever the table's spelling: "Intel Core i7-4770 @ 3.40GHz",
 * "AMD Ryzen 5 3600 6-Core Processor", "Core i5 14400F" and our "Core i7-4770", "Ryzen 5 3600",
 * "Core i5-14400F" meet here. AMD has written its workstation line both "Ryzen Threadripper" and
 * "Threadripper"; both meet too. AMD's "A10-7870K with Radeon R7 Graphics" is the A10-7870K, but
 * Intel's "Core i7-8706G with Radeon RX Vega M GL graphics" and "… with Radeon Pro WX Vega M GL
 * graphics" are two products.
 */
export function matchKey(vendor: Vendor, name: string): string {
  const plain = name
    .replace(/\((?:R|TM)\)|[®™]/gi, '')
    .replace(/\s+@.*$/, '')
    .replace(vendor === 'amd' ? /\s+(?:with|w\/)\s+.*$/i : /$^/, '')
    .replace(/\s+\d+-Core(?:\s+Processor)?$/i, '')
    .replace(/^(?:AMD|Intel)\s+/i, '')
    .replace(/^Ryzen\s+(?=Threadripper\b)/i, '')
    .replace(/(?<!^)\bProcessor\b/gi, '')
    .replace(/\+/g, ' plus');
  return `${vendor}:${slugify(plain)}`;
}
