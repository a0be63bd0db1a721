import type { Vendor } from '../../shared/processor.js';

/** What a benchmark's device name says (device-name.ts reads AMD's and Intel's, other-vendor-names.ts the rest). */
export type DeviceReading =
  /** `cores`: a core count the name carries beside the model (Zhaoxin's "KX-6000G/4"), to be the record's */
  | { kind: 'named'; vendor: Vendor; name: string; cores?: number }
  /** a product number that is the last word of the record's name (Qualcomm's "X1E-80-100") */
  | { kind: 'named'; vendor: Vendor; model: string }
  /** a maker the catalogue does not hold (Broadcom, Rockchip, VIA…) */
  | { kind: 'other-vendor'; maker: string }
  /** a name that names no product: "Genuine Intel 0000", "Intel Xeon Platinum", engineering samples, "Apple Silicon" */
  | { kind: 'unidentifiable'; why?: string }
  /** a vendor's chip of a kind the catalogue does not hold: "Apple A18 Pro", a Snapdragon phone chip */
  | { kind: 'outside-scope'; why: string };
