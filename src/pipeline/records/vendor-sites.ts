import { VENDOR_HOSTS } from '../../record/platform-schema.js';
import type { Vendor } from '../../shared/processor.js';
import { TABLE_VENDORS } from '../../record/processor-vocabulary.js';

/*
 * What the pipeline knows of each vendor as a source: the web sites where a page is the vendor's
 * own word, and whether the vendor publishes a specification table (AMD's export, Intel ARK). A
 * vendor without one (Apple, Qualcomm, Loongson, Zhaoxin, Hygon) enters through curated records
 * only, and each of its facts carries its basis (docs/data.md, "Vendors without a table").
 */
interface VendorSource {
  /** the vendor's domains: a page on any of them, or a subdomain, is the vendor's */
  domains: readonly string[];
  /** true when the pipeline reads a specification table the vendor publishes */
  tables: boolean;
}

const VENDOR_SOURCES: Readonly<Record<Vendor, VendorSource>> = {
  amd: { domains: VENDOR_HOSTS.amd, tables: TABLE_VENDORS.includes('amd') },
  intel: { domains: VENDOR_HOSTS.intel, tables: TABLE_VENDORS.includes('intel') },
  apple: { domains: VENDOR_HOSTS.apple, tables: TABLE_VENDORS.includes('apple') },
  qualcomm: { domains: VENDOR_HOSTS.qualcomm, tables: TABLE_VENDORS.includes('qualcomm') },
  loongson: { domains: VENDOR_HOSTS.loongson, tables: TABLE_VENDORS.includes('loongson') },
  zhaoxin: { domains: VENDOR_HOSTS.zhaoxin, tables: TABLE_VENDORS.includes('zhaoxin') },
  hygon: { domains: VENDOR_HOSTS.hygon, tables: TABLE_VENDORS.includes('hygon') },
};

/** a URL's host, lower case, without "www."; null for anything that is not an http(s) URL */
export function hostOf(url: string | null): string | null {
  const match = url === null ? null : /^https?:\/\/([^/?#:]+)/i.exec(url);
  return match ? match[1]!.toLowerCase().replace(/^www\./, '') : null;
}

function onDomains(url: string | null, domains: readonly string[]): boolean {
  const host = hostOf(url);
  return host !== null && domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** a page on any vendor's own site (or, given a vendor, on that vendor's): the vendor's word */
export function isVendorSite(url: string | null, vendor?: Vendor): boolean {
  const vendors = vendor ? [vendor] : (Object.keys(VENDOR_SOURCES) as Vendor[]);
  return vendors.some((each) => onDomains(url, VENDOR_SOURCES[each].domains));
}

/** whether the vendor publishes a specification table the pipeline reads */
export function hasVendorTables(vendor: Vendor): boolean {
  return VENDOR_SOURCES[vendor].tables;
}
