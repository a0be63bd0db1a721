import type { Segment } from '../shared/processor.js';

/**
 * The vendors a synthetic catalogue is made of: the two with whole product lines to imitate. A
 * scale test needs volume, not every vendor; the real catalogue has the others.
 */
export const SYNTHETIC_VENDORS = ['amd', 'intel'] as const;
export type SyntheticVendor = (typeof SYNTHETIC_VENDORS)[number];

/**
 * The product lines the synthetic generator draws from: for each vendor and
 * segment, the ranges a plausible part falls in. Sockets are real ones so
 * filters and facets behave as they would on real data; names are made
 * obviously fictional elsewhere (a "-S<n>" suffix).
 */
export interface ProductLine {
  vendor: SyntheticVendor;
  segment: Segment;
  /** core counts to pick from (weighted by repetition) */
  cores: readonly number[];
  /** share of parts with two threads per core */
  smtShare: number;
  /** whether parts launched in or after this year may be hybrid (P + E cores); null = never */
  hybridFrom: number | null;
  baseGHz: readonly [number, number];
  boostHeadroomGHz: readonly [number, number];
  tdpW: readonly number[];
  /** oldest first: a part gets the socket current in its launch year */
  sockets: readonly string[];
  memoryChannels: readonly number[];
  memoryMaxGB: readonly number[];
  pcieLanes: readonly number[];
  /** share of parts with integrated graphics */
  igpuShare: number;
  igpus: readonly string[];
  /** launch price range in USD, or null when such parts are sold only to OEMs */
  priceUSD: readonly [number, number] | null;
}

export const PRODUCT_LINES: readonly ProductLine[] = [
  {
    vendor: 'amd',
    segment: 'desktop',
    cores: [4, 6, 6, 8, 8, 12, 16],
    smtShare: 0.9,
    hybridFrom: null,
    baseGHz: [3.0, 4.7],
    boostHeadroomGHz: [0.3, 1.4],
    tdpW: [35, 65, 65, 105, 120, 170],
    sockets: ['AM4', 'AM5'],
    memoryChannels: [2],
    memoryMaxGB: [64, 128, 192],
    pcieLanes: [20, 24, 28],
    igpuShare: 0.5,
    igpus: ['Radeon Graphics', 'Radeon Vega 8', 'Radeon 740M'],
    priceUSD: [99, 799],
  },
  {
    vendor: 'amd',
    segment: 'mobile',
    cores: [4, 6, 8, 8, 12, 16],
    smtShare: 0.95,
    hybridFrom: null,
    baseGHz: [1.8, 3.8],
    boostHeadroomGHz: [0.8, 2.2],
    tdpW: [15, 28, 35, 45, 54],
    sockets: ['FP6', 'FP7', 'FP7r2', 'FP8'],
    memoryChannels: [2],
    memoryMaxGB: [32, 64, 96],
    pcieLanes: [12, 16, 20],
    igpuShare: 1,
    igpus: ['Radeon 680M', 'Radeon 780M', 'Radeon Graphics', 'Radeon 610M'],
    priceUSD: null,
  },
  {
    vendor: 'amd',
    segment: 'server',
    cores: [8, 16, 24, 32, 48, 64, 96, 128],
    smtShare: 1,
    hybridFrom: null,
    baseGHz: [1.8, 3.4],
    boostHeadroomGHz: [0.4, 1.6],
    tdpW: [155, 200, 225, 280, 320, 360],
    sockets: ['SP3', 'SP5', 'SP6'],
    memoryChannels: [8, 12],
    memoryMaxGB: [2048, 4096, 6144],
    pcieLanes: [96, 128],
    igpuShare: 0,
    igpus: [],
    priceUSD: [700, 12000],
  },
  {
    vendor: 'amd',
    segment: 'workstation',
    cores: [12, 16, 24, 32, 64, 96],
    smtShare: 1,
    hybridFrom: null,
    baseGHz: [2.5, 4.5],
    boostHeadroomGHz: [0.4, 1.2],
    tdpW: [180, 280, 350],
    sockets: ['sTRX4', 'sWRX8', 'sTR5'],
    memoryChannels: [4, 8],
    memoryMaxGB: [256, 1024, 2048],
    pcieLanes: [64, 88, 128],
    igpuShare: 0,
    igpus: [],
    priceUSD: [1000, 10000],
  },
  {
    vendor: 'amd',
    segment: 'embedded',
    cores: [2, 4, 4, 6, 8, 16],
    smtShare: 0.8,
    hybridFrom: null,
    baseGHz: [1.6, 3.4],
    boostHeadroomGHz: [0.3, 1.4],
    tdpW: [6, 12, 15, 25, 45, 54],
    sockets: ['FP5', 'SP4', 'FP6', 'AM5'],
    memoryChannels: [1, 2],
    memoryMaxGB: [16, 32, 64],
    pcieLanes: [8, 16, 20],
    igpuShare: 0.7,
    igpus: ['Radeon Vega 8', 'Radeon Graphics', 'Radeon 680M'],
    priceUSD: null,
  },
  {
    vendor: 'intel',
    segment: 'desktop',
    cores: [2, 4, 4, 6, 6, 8, 10],
    smtShare: 0.7,
    hybridFrom: 2022,
    baseGHz: [2.5, 4.2],
    boostHeadroomGHz: [0.6, 2.0],
    tdpW: [35, 58, 65, 65, 125, 150],
    sockets: ['LGA1151', 'LGA1200', 'LGA1700', 'LGA1851'],
    memoryChannels: [2],
    memoryMaxGB: [64, 128, 192],
    pcieLanes: [16, 20],
    igpuShare: 0.75,
    igpus: ['UHD Graphics 630', 'UHD Graphics 730', 'UHD Graphics 770', 'Intel Graphics'],
    priceUSD: [64, 699],
  },
  {
    vendor: 'intel',
    segment: 'mobile',
    cores: [2, 4, 4, 6, 8],
    smtShare: 0.9,
    hybridFrom: 2022,
    baseGHz: [1.1, 2.9],
    boostHeadroomGHz: [1.2, 2.6],
    tdpW: [9, 15, 28, 45, 55],
    sockets: ['BGA1449', 'BGA1744', 'BGA1964', 'BGA2049'],
    memoryChannels: [2],
    memoryMaxGB: [32, 64, 96],
    pcieLanes: [8, 16, 20],
    igpuShare: 1,
    igpus: ['Iris Xe Graphics', 'UHD Graphics 620', 'Intel Arc Graphics', 'Iris Plus Graphics'],
    priceUSD: null,
  },
  {
    vendor: 'intel',
    segment: 'server',
    cores: [8, 12, 16, 20, 24, 32, 40, 56, 60, 64],
    smtShare: 0.95,
    hybridFrom: null,
    baseGHz: [1.7, 3.2],
    boostHeadroomGHz: [0.6, 1.6],
    tdpW: [105, 150, 205, 270, 350],
    sockets: ['LGA3647', 'LGA4189', 'LGA4677', 'LGA7529'],
    memoryChannels: [6, 8],
    memoryMaxGB: [1024, 2048, 4096],
    pcieLanes: [48, 64, 80],
    igpuShare: 0,
    igpus: [],
    priceUSD: [450, 11500],
  },
  {
    vendor: 'intel',
    segment: 'workstation',
    cores: [8, 10, 12, 16, 24, 28, 36, 56],
    smtShare: 1,
    hybridFrom: null,
    baseGHz: [1.9, 3.7],
    boostHeadroomGHz: [0.8, 1.6],
    tdpW: [120, 165, 225, 270, 350],
    sockets: ['LGA2066', 'LGA4189', 'LGA4677'],
    memoryChannels: [4, 8],
    memoryMaxGB: [256, 1024, 4096],
    pcieLanes: [48, 64, 112],
    igpuShare: 0,
    igpus: [],
    priceUSD: [360, 6000],
  },
  {
    vendor: 'intel',
    segment: 'embedded',
    cores: [2, 4, 4, 8, 12, 16],
    smtShare: 0.4,
    hybridFrom: null,
    baseGHz: [1.0, 2.6],
    boostHeadroomGHz: [0.2, 1.2],
    tdpW: [6, 10, 12, 25, 35],
    sockets: ['BGA1493', 'BGA1310', 'BGA1667', 'BGA1787'],
    memoryChannels: [1, 2],
    memoryMaxGB: [16, 32, 64],
    pcieLanes: [8, 16],
    igpuShare: 0.6,
    igpus: ['UHD Graphics', 'UHD Graphics for 10th Gen Intel Processors'],
    priceUSD: [40, 450],
  },
];

/** share of generated parts per segment, after the first pass that shows every line once */
export const SEGMENT_WEIGHTS: Readonly<Record<Segment, number>> = {
  desktop: 35,
  mobile: 35,
  server: 15,
  workstation: 5,
  embedded: 10,
};
