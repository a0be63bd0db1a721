import type { Vendor } from '../../shared/processor.js';
import { slugify } from '../../record/slug.js';
import { firstIssue, ProductPageSchema } from '../../record/curated-list-schema.js';
import { isProductPage } from './sources/curated-records.js';
import { readCuratedList } from './curated-list.js';
import { PipelineError } from './table.js';

/*
 * data/curated/product-pages.json: the vendor's own page of a product no table we read names the
 * page of (ARK's comparison exports and its 2025 list give no product id), found by hand, one entry
 * per record: { vendor, id, url }. The page becomes the record's vendor source in place of ARK's
 * search or AMD's whole table. An Intel page gives its product id in its address
 * (".../products/sku/241844/intel-xeon-6787p-processor-…"); every page's address must name the
 * record's model, so a page of a sibling cannot slip in. Where only the vendor's product id was
 * seen, not its page's full address, the entry is { vendor, id, url: null, productId }: the record
 * carries the id with no address, as AMD's records carry an OPN, rather than a guessed address.
 */
export interface ProductPage {
  vendor: Vendor;
  id: string;
  url: string | null;
  /** the vendor's product id, where no page address was seen (ARK's numeric id) */
  productId?: string;
}

/** the product id a curated entry gives the record: its own, else the one its Intel address carries */
export function productIdOfPage(page: ProductPage): string | null {
  if (page.productId !== undefined) return page.productId;
  return page.vendor === 'intel' && page.url !== null ? productIdOf(page.url) : null;
}

/** the product id an Intel address carries: ".../products/sku/241844/..." or ".../ark/products/241844/..." */
export function productIdOf(url: string): string | null {
  return /\/(?:products\/sku|ark\/products)\/(\d+)\//.exec(url)?.[1] ?? null;
}

/**
 * whether an address names the model of a processor: "Xeon 6787P" → "…-6787p-…", "Xeon Gold 6548Y+"
 * → "…-6548y-…", "Xeon 6768P-B" → "…-6768pb-…"; an amd.com page the whole name: "Ryzen 7 3780U
 * Microsoft Surface Edition" → "…/amd-ryzen-7-3780u-microsoft-surface-edition"
 */
export function namesModel(url: string, name: string): boolean {
  // AMD names a page after the whole name, so the PRO part's page and the plain part's differ
  // ("amd-ryzen-5-pro-8640u" is not the Ryzen 5 8640U's), and the number alone does not tell them apart
  const amd = /^https?:\/\/(?:www\.)?amd\.com\/.*\/([a-z0-9-]+?)(?:\.html)?$/.exec(url);
  if (amd?.[1]) return amd[1] === `amd-${slugify(name.replace(/\s+\([^)]*\)$/, '').replace(/\+/g, ' plus'))}`;
  // the name's last word with a digit, without a brand modifier ("i7-14700HX" → "14700hx")
  const word = name
    .replace(/\s+\([^)]*\)$/, '')
    .split(/\s+/)
    .reverse()
    .find((each) => /\d/.test(each))
    ?.toLowerCase()
    .replace(/\+$/, '');
  if (!word) return false;
  // "i7-14700hx" and Intel's Optane bundles, "i5+8400", name the number after the modifier
  const model = word.replace(/^[a-z]\d[-+]/, '');
  const slug = (
    new URL(url).pathname
      .split('/')
      .filter((segment) => /[a-z]/.test(segment) && segment.includes('-'))
      .pop() ?? ''
  ).replace(/\.html$/, '');
  // ARK also writes the modifier joined to the number ("intel-core-i71375pre-processor")
  return [model, model.replace(/-/g, ''), word.replace(/[-+]/g, '')].some((spelling) => `-${slug}-`.includes(`-${spelling}-`));
}

export async function readProductPages(file: string, label: string): Promise<ProductPage[]> {
  const data = await readCuratedList(file, label, '{ vendor, id, url } or { vendor, id, url: null, productId }');
  return data.map((entry: unknown, index) => {
    const where = `${label}: page #${index}`;
    const parsed = ProductPageSchema.safeParse(entry);
    if (!parsed.success) throw new PipelineError(firstIssue(parsed.error, where));
    const e = parsed.data;
    if (e.url === null) {
      // an id alone: ARK's ids are numbers, and an id is all the entry gives, so it must be one
      if (e.productId === undefined || !(e.vendor === 'intel' ? /^\d+$/ : /^\S+$/).test(String(e.productId)))
        throw new PipelineError(`${where}: with url null, productId must be the vendor's product id${e.vendor === 'intel' ? " (ARK's number)" : ''}`);
      return e as ProductPage;
    }
    if (e.productId !== undefined)
      throw new PipelineError(`${where}: a page gives its product id in its address; productId is only for an entry with url null`);
    if (!isProductPage(e.url)) throw new PipelineError(`${where}: url must be one product's page on the vendor's site`);
    return e as ProductPage;
  });
}
