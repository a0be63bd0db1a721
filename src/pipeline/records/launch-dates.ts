import { bilingualTextFault } from '../../record/bilingual-text-schema.js';
import { launchParts } from '../../shared/launch-date.js';
import type { Vendor } from '../../shared/processor.js';
import { VENDORS } from '../../shared/processor.js';
import type { Choice } from './choice.js';
import type { Member } from './group-parts.js';
import type { Provenance, SourceNote } from './source.js';
import { isProductPage } from './sources/curated-records.js';
import { readCuratedList } from './curated-list.js';
import { PipelineError } from './table.js';
import { hasVendorTables, isVendorSite } from './vendor-sites.js';

/*
 * data/curated/launch-dates.json: a launch date found by hand for a part every table we read
 * leaves undated (AMD's table lists many by their OPN with the date blank), one entry per record:
 *
 *   { vendor, id, launched, source, url, names, says }
 *
 * `launched` keeps the precision the page states ("2025-01-06", "2025-01", "2025-Q1"); `source`
 * names the page by its publisher (and title, if it has one in our languages) and `url` leads to
 * it; `names` is the model as the page writes it, and `says` what the page states, in our words, in
 * both languages ({ zh, en }): it is shown after the source's name as its note, so a Chinese page
 * reads it in Chinese even where the page itself is in Polish or English. The page must state the date for that very model: `names`
 * must be the record's name, word for word (a page on the Ryzen 5 8640U dates no Ryzen 5 PRO
 * 8640U, nor one on the Ryzen AI Max 390 the Ryzen AI Max+ 395), or the import stops. A page on
 * the vendor's own site is the vendor's statement; any other is a secondary source and says so.
 * An entry for a part some source already dates stops the import too: the list only fills blanks.
 * A vendor without a table keeps every fact in its curated record, its date included.
 */
export interface LaunchDate {
  vendor: Vendor;
  id: string;
  launched: string;
  source: string;
  url: string;
  names: string;
  says: SourceNote;
}

const DESCRIPTION = '{ vendor, id, launched, source, url, names, says }';

export async function readLaunchDates(file: string, label: string): Promise<LaunchDate[]> {
  const data = await readCuratedList(file, label, DESCRIPTION);
  return data.map((entry: unknown, index) => {
    const e = entry as Partial<LaunchDate> | null;
    const where = `${label}: date #${index}`;
    if (typeof e !== 'object' || e === null) throw new PipelineError(`${where} must be an object ${DESCRIPTION}`);
    if (!VENDORS.includes(e.vendor as Vendor)) throw new PipelineError(`${where}: vendor must be one of ${VENDORS.join(', ')}`);
    for (const key of ['id', 'launched', 'source', 'url', 'names'] as const) {
      if (typeof e[key] !== 'string' || e[key].trim() === '') throw new PipelineError(`${where}: ${key} must be a non-empty string`);
    }
    // what the page states, in both languages: the check every bilingual field of ours passes
    const saysFault = bilingualTextFault(e.says, 'says');
    if (saysFault !== null) throw new PipelineError(`${where}: ${saysFault}`);
    const vendor = e.vendor as Vendor;
    if (!hasVendorTables(vendor))
      throw new PipelineError(`${where}: ${vendor} publishes no table; write the date in the part's curated record, beside its other facts`);
    if (launchParts(e.launched!) === null) throw new PipelineError(`${where}: launched must be "YYYY-MM-DD", "YYYY-MM" or "YYYY-Qn", a real date`);
    if (!/^https?:\/\/[^/\s]+\.[^/\s]+/.test(e.url!)) throw new PipelineError(`${where}: url must be the address of the page that states the date`);
    // a search or the vendor's whole table names no one product's date
    if (isVendorSite(e.url!, vendor) && !isProductPage(e.url!))
      throw new PipelineError(`${where}: url must be one page that states the date, not the vendor's search or whole table`);
    return e as LaunchDate;
  });
}

/**
 * a model's name as words to compare: lower case, without trademark signs, brackets, the vendor's
 * name or "processor" ("AMD Ryzen™ AI Max (PRO) 390 Processor" → ryzen ai max pro 390)
 */
export function modelWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[®™©()]/g, ' ')
    .split(/[\s,]+/)
    .filter((word) => word !== '' && !['amd', 'intel', 'processor', 'processors'].includes(word));
}

/** whether the page's wording for the model is the record's name, word for word */
export function namesSameModel(wording: string, name: string): boolean {
  const page = modelWords(wording);
  const record = modelWords(name);
  return page.length === record.length && page.every((word, index) => word === record[index]);
}

/** where the entry leads: the vendor's own statement on its site, or a secondary source named as such */
export function launchDateProvenance(entry: LaunchDate): Provenance {
  return {
    name: entry.source,
    note: entry.says,
    kind: isVendorSite(entry.url, entry.vendor) ? 'vendor-page' : 'secondary',
    url: entry.url,
    productId: null,
  };
}

/**
 * The record's launch date from the entry: refused when a source already dates the part, or when
 * the page's wording names another model than the record's.
 */
export function launchDateChoice(entry: LaunchDate, name: string, dated: Choice | undefined, member: Member, label: string): Choice {
  const key = `${label}: ${entry.vendor}:${entry.id}`;
  if (dated !== undefined && dated.value !== null)
    throw new PipelineError(`${key}: ${dated.provenance.name} already dates the part (${String(dated.value)}); the list only fills what no source states`);
  if (!namesSameModel(entry.names, name))
    throw new PipelineError(`${key}: the page names "${entry.names}", not the ${name}: a date is taken only from a page that states it for that very model`);
  return { value: entry.launched, member, provenance: launchDateProvenance(entry) };
}
