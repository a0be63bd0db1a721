/*
 * What a processor's microarchitecture fixes about its caches, by the codename the vendor tables
 * give (docs/data.md, "Cache levels"). Two kinds of knowledge, each resting on a page a reader can
 * open:
 *   - the L2 each core of a microarchitecture has, whatever the part: the per-core L2 that test
 *     sponsors state in their SPEC CPU 2017 disclosures for a processor with those cores;
 *   - the parts that have no L3 at all (the Core 2 generation, Atom cores before Tremont's client
 *     parts, Elkhart Lake, Tremont's server parts, Xeon Phi), where a cache figure without a level
 *     is the L2, and the Quark parts, whose one figure is an L1.
 * Hybrid parts (P- and E-cores) are left out: their L2 is per core on one kind and per module on
 * the other.
 */

/** A disclosure or vendor page that states a microarchitecture's per-core L2. */
export interface CacheBasis {
  /** the microarchitecture as the rule names it */
  cores: string;
  l2PerCoreMB: number;
  /** what the page is: "SPEC CPU 2017 disclosure (Xeon Gold 6346)" */
  page: string;
  url: string;
}

const spec = (result: string) => `https://www.spec.org/cpu2017/results/${result}.html`;

const SANDY = { cores: 'Sandy Bridge', l2PerCoreMB: 0.25, page: 'SPEC CPU 2017 disclosure (Xeon E5-2670)', url: spec('res2023q2/cpu2017-20230522-36688') };
const IVY = { cores: 'Ivy Bridge', l2PerCoreMB: 0.25, page: 'SPEC CPU 2017 disclosure (Xeon E5-2670 v2)', url: spec('res2023q2/cpu2017-20230522-36678') };
const HASWELL = { cores: 'Haswell', l2PerCoreMB: 0.25, page: 'SPEC CPU 2017 disclosure (Xeon E5-2680 v3)', url: spec('res2023q2/cpu2017-20230522-36682') };
const BROADWELL = { cores: 'Broadwell', l2PerCoreMB: 0.25, page: 'SPEC CPU 2017 disclosure (Xeon E5-2699 v4)', url: spec('res2017q2/cpu2017-20161026-00025') };
const SKYLAKE_CLIENT = {
  cores: 'Skylake (client)',
  l2PerCoreMB: 0.25,
  page: 'SPEC CPU 2017 disclosure by Intel (Core i7-6700K)',
  url: spec('res2017q2/cpu2017-20161026-00029'),
};
const KABY = { cores: 'Kaby Lake', l2PerCoreMB: 0.25, page: 'SPEC CPU 2017 disclosure (Xeon E3-1230 v6)', url: spec('res2018q4/cpu2017-20181029-09325') };
const COFFEE = { cores: 'Coffee Lake', l2PerCoreMB: 0.25, page: 'SPEC CPU 2017 disclosure (Xeon E-2126G)', url: spec('res2019q3/cpu2017-20190826-17240') };
const SKYLAKE_SERVER = {
  cores: 'Skylake (server)',
  l2PerCoreMB: 1,
  page: 'SPEC CPU 2017 disclosure (Xeon Gold 6130)',
  url: spec('res2017q4/cpu2017-20171128-01257'),
};
const CASCADE = { cores: 'Cascade Lake', l2PerCoreMB: 1, page: 'SPEC CPU 2017 disclosure (Xeon Gold 6230)', url: spec('res2019q3/cpu2017-20190625-15881') };
const COOPER = { cores: 'Cooper Lake', l2PerCoreMB: 1, page: 'SPEC CPU 2017 disclosure (Xeon Gold 5318H)', url: spec('res2021q1/cpu2017-20210104-24706') };
const ICE_SERVER = {
  cores: 'Ice Lake (server)',
  l2PerCoreMB: 1.25,
  page: 'SPEC CPU 2017 disclosure (Xeon Gold 6346)',
  url: spec('res2021q3/cpu2017-20210802-28458'),
};
const ROCKET = { cores: 'Rocket Lake', l2PerCoreMB: 0.5, page: 'SPEC CPU 2017 disclosure (Xeon E-2356G)', url: spec('res2022q1/cpu2017-20220114-30756') };
const SAPPHIRE = { cores: 'Sapphire Rapids', l2PerCoreMB: 2, page: 'SPEC CPU 2017 disclosure (Xeon Gold 6430)', url: spec('res2024q1/cpu2017-20240226-41568') };
const EMERALD = { cores: 'Emerald Rapids', l2PerCoreMB: 2, page: 'SPEC CPU 2017 disclosure (Xeon Gold 6530)', url: spec('res2024q2/cpu2017-20240408-42741') };
const GRANITE = { cores: 'Granite Rapids', l2PerCoreMB: 2, page: 'SPEC CPU 2017 disclosure (Xeon 6980P)', url: spec('res2025q4/cpu2017-20251103-50277') };

/** Intel's codenames (as ARK writes them) whose cores have one L2 size, whatever the part. */
const BY_CODENAME: Readonly<Record<string, CacheBasis>> = {
  'Sandy Bridge': SANDY,
  'Sandy Bridge E': SANDY,
  'Sandy Bridge EN': SANDY,
  'Sandy Bridge EP': SANDY,
  Gladden: SANDY,
  'Ivy Bridge': IVY,
  'Ivy Bridge E': IVY,
  'Ivy Bridge EN': IVY,
  'Ivy Bridge EP': IVY,
  Haswell: HASWELL,
  'Haswell E': HASWELL,
  'Haswell-EP': HASWELL,
  'Crystal Well': HASWELL,
  "Devil's Canyon": HASWELL,
  Broadwell: BROADWELL,
  'Broadwell E': BROADWELL,
  'Kaby Lake': KABY,
  'Kaby Lake R': KABY,
  'Kaby Lake-H': KABY,
  'Amber Lake': KABY,
  'Amber Lake Y': KABY,
  'Coffee Lake': COFFEE,
  'Whiskey Lake': COFFEE,
  'Comet Lake': COFFEE,
  'Cascade Lake': CASCADE,
  'Cooper Lake': COOPER,
  'Rocket Lake': ROCKET,
  'Sapphire Rapids': SAPPHIRE,
  'Sapphire Rapids Edge Enhanced': SAPPHIRE,
  'Sapphire Rapids HBM': SAPPHIRE,
  'Emerald Rapids': EMERALD,
  'Granite Rapids': GRANITE,
};

/**
 * ARK writes "Skylake" and "Ice Lake" for client and server parts alike, whose cores differ: the
 * server parts (Xeon Scalable, Xeon W-2000/3000, Xeon D-2000, and the Skylake-X Core parts on
 * LGA2066) have the larger L2. Ice Lake's client parts have no disclosure we can cite: none.
 */
function serverCores(name: string, socket: string | null): boolean {
  return /^Xeon (?:Platinum|Gold|Silver|Bronze|W-[23]\d{3}|D-[12]\d{3})/.test(name) || /\bLGA(?:2066|3647|4189)\b|\bBGA2518\b/.test(socket ?? '');
}

/** The per-core L2 a part's cores have, and the page that says so; null where the codename does not fix it. */
export function coreCachesOf(part: { vendor: string; name: string; codename: string | null; socket: string | null; hybrid: boolean }): CacheBasis | null {
  if (part.vendor !== 'intel' || part.codename === null || part.hybrid) return null;
  if (part.codename === 'Skylake') return serverCores(part.name, part.socket) ? SKYLAKE_SERVER : SKYLAKE_CLIENT;
  if (part.codename === 'Ice Lake') return /^Xeon\b/.test(part.name) ? ICE_SERVER : null;
  return BY_CODENAME[part.codename] ?? null;
}

/**
 * The 13th-gen Core parts for laptops below HX are not the desktop Raptor Lake die (2 MB of L2 per
 * performance core, 4 MB per module of four efficient cores, which the HX parts are): they are
 * Alder Lake's laptop die refreshed. For the P and U series ComputerBase found the Core i7-1370P
 * to have the Core i7-1280P's L1 and L2 caches, that is Alder Lake's: 1.25 MB per Golden Cove core
 * and 2 MB per module of four Gracemont cores, as Intel gave them at its Architecture Day 2021. For
 * the H series no page we can cite says which die it is: its L2 is unknown.
 */
export interface HybridCacheBasis {
  l2PerPerformanceCoreMB: number;
  l2PerEfficientModuleMB: number;
  efficientCoresPerModule: number;
  page: string;
  url: string;
}

const ALDER_LAKE_LAPTOP: HybridCacheBasis = {
  l2PerPerformanceCoreMB: 1.25,
  l2PerEfficientModuleMB: 2,
  efficientCoresPerModule: 4,
  page: "ComputerBase: the 13th-gen P and U parts are an Alder Lake refresh with the 12th-gen P parts' L1 and L2 caches (Core i7-1370P against i7-1280P)",
  url: 'https://computerbase.de/2022-11/intel-core-i7-1370p-im-notebook-ist-die-13-core-generation-ein-mix',
};

/**
 * For a 13th-gen laptop Core part below HX: the basis of its L2 where a page fixes it (P and U
 * series, their embedded E parts too), null where none does (H series); undefined for any other
 * part. Either way a secondary L2 worked out for the desktop die is not taken.
 */
export function hybridCachesOf(part: { vendor: string; name: string; hybrid: boolean }): HybridCacheBasis | null | undefined {
  if (part.vendor !== 'intel' || !part.hybrid) return undefined;
  const suffix = /^Core i[3579]-13\d{2,3}([A-Z]+)$/.exec(part.name)?.[1];
  if (suffix === undefined) return undefined;
  if (/^(?:U|UE|P|PE)$/.test(suffix)) return ALDER_LAKE_LAPTOP;
  if (/^(?:H|HK|HE)$/.test(suffix)) return null;
  return undefined;
}

/**
 * Intel's codenames (as ARK writes them) whose parts have an L2 and no L3, so that a cache figure
 * without a level, or one ARK calls "Smart Cache", is the L2 (docs/data.md, "Cache levels"):
 *   - the Core and Core 2 generations, Yonah to Wolfdale, Yorkfield and Harpertown: their "Smart
 *     Cache" is the L2 the cores share, and ARK calls the figure "L2 Cache" on most of their pages
 *     (Penryn: the Celeron 900's "1 MB L2 Cache", where the Celeron T3500's page says "1 MB");
 *   - Atom cores before Tremont's client parts (Bay Trail to Gemini Lake, the phone and tablet SoCs,
 *     the Atom C2000/C3000 servers) and Elkhart Lake, whose own pages call the figure "L2" on some
 *     parts;
 *   - Tremont's server parts, Snow Ridge and Parker Ridge (Atom P5000 and C5000): ARK gives the
 *     Atom P5921B's "9 MB" as "9 MB L2 Cache", the Atom P5322's, of the same die, as "9 MB";
 *   - Xeon Phi (Knights Corner, Landing, Mill), whose pages all say "L2 Cache".
 */
export const NO_L3_CODENAMES: ReadonlySet<string> = new Set([
  'Yonah',
  'Dothan',
  'Sossaman',
  'Merom',
  'Conroe',
  'Allendale',
  'Woodcrest',
  'Clovertown',
  'Tigerton',
  'Kentsfield',
  'Penryn',
  'Wolfdale',
  'Yorkfield',
  'Harpertown',
  'Bay Trail',
  'Cherry Trail',
  'Braswell',
  'Apollo Lake',
  'Gemini Lake',
  'Gemini Lake Refresh',
  'Avoton',
  'Rangeley',
  'Denverton',
  'Silvermont',
  'Valleyview',
  'Merrifield',
  'Moorefield',
  'Clover Trail',
  'Cedar Trail',
  'Cedarview',
  'Pineview',
  'Tunnel Creek',
  'Stellarton',
  'Centerton',
  'Briarwood',
  'Bay Trail-T',
  'Bay Trail-M',
  'Bay Trail-D',
  'Bay Trail-I',
  'Cherry Trail-T',
  'Apollo Lake-I',
  'Lincroft',
  'Penwell',
  'Cloverview',
  'Silverthorne',
  'Diamondville',
  'SoFIA 3G R',
  'SoFIA LTE',
  'SoFIA 3G',
  'Elkhart Lake',
  'Snow Ridge',
  'Parker Ridge',
  'Knights Corner',
  'Knights Landing',
  'Knights Mill',
]);

/**
 * Tremont's server parts by their processor number, for a row that names no codename (ARK's 2025
 * list gives the Atom C5335C1 its "13.5 MB" with neither a level nor a codename): Atom C5000 and
 * P5000 are Snow Ridge and Parker Ridge, as above.
 */
export const NO_L3_NUMBERS = /^Atom [CP]5\d{3}/;

/** Intel's Quark parts have a 16 KB cache that is their L1: no L2, no L3. */
export const L1_ONLY_CODENAMES: ReadonlySet<string> = new Set(['Clanton', 'Silver Butte', 'Mint Valley', 'AtlasPeak']);
