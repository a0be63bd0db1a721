import { join } from 'node:path';
import type { z } from 'zod';
import { CatalogueError } from './catalogue-error.js';
import { readJsonFile } from './json-file.js';
import { fieldName, issueReason } from './schema-issue.js';
import { monthIndex, PriceFileSchema, type PriceFile, type PricePoint } from './price-schema.js';
import { processorKey, type Vendor } from './processor.js';

/*
 * data/prices/frocloud.json, read and checked at start-up as every data file is: the schema first,
 * then what a schema cannot say (months in order and not past the data's last month, every series
 * a processor of the catalogue named by exactly one code, a doubtful price's neighbours prices of
 * its series). The first problem throws a CatalogueError naming the file, the entry (a processor
 * key or a model code) and the field, and the server does not start.
 */

export const PRICE_FILE = 'data/prices/frocloud.json';

/** The entries of the file's maps, whose key names an error's entry. */
const KEYED = ['series', 'matches', 'unmatched'] as const;

function reasonOf(issue: z.core.$ZodIssue): { field: string | null; reason: string } {
  if (issue.code === 'invalid_type' && issue.input === undefined) return { field: fieldName(issue.path), reason: 'is missing' };
  return issueReason(issue);
}

/**
 * The file's data, checked. `processors` are the catalogue's records, which every series must name;
 * null checks the file alone (the importer checks the keys against the records it read).
 */
export function validatePriceFile(data: unknown, processors: readonly { vendor: Vendor; id: string }[] | null, file = PRICE_FILE): PriceFile {
  const result = PriceFileSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const [map, entry] = issue.path;
    const keyed = KEYED.some((name) => name === map) && typeof entry === 'string';
    // A map's own key at fault (a malformed processor key) has the key as its whole path.
    const { field, reason } = reasonOf({ ...issue, path: keyed ? [map as string, ...issue.path.slice(2)] : issue.path } as z.core.$ZodIssue);
    throw new CatalogueError({ file, id: keyed ? (entry as string) : null, field }, reason);
  }
  const prices = result.data;
  const last = monthIndex(prices.lastMonth);
  const checkSeries = (points: readonly PricePoint[], id: string, at: string) => {
    points.forEach((point, index) => {
      const month = monthIndex(point.month);
      if (month > last) throw new CatalogueError({ file, id, field: `${at}[${index}].month` }, `is after the data's last month, ${prices.lastMonth}`);
      if (index > 0 && month <= monthIndex(points[index - 1]!.month))
        throw new CatalogueError(
          { file, id, field: `${at}[${index}].month` },
          `must come after the month before it, ${points[index - 1]!.month}: one price a month, oldest first`,
        );
      point.doubtful?.neighbours.forEach((neighbour, side) => {
        if (!points.some((other) => other.month === neighbour.month && other.yuan === neighbour.yuan && other !== point)) {
          throw new CatalogueError(
            { file, id, field: `${at}[${index}].doubtful.neighbours[${side}]` },
            `is no other price of this series (${neighbour.month}, ${neighbour.yuan} yuan)`,
          );
        }
      });
    });
  };
  const known = processors === null ? null : new Set(processors.map(processorKey));
  for (const [key, points] of Object.entries(prices.series)) {
    if (known !== null && !known.has(key)) throw new CatalogueError({ file, id: key, field: 'series' }, 'names no processor of the catalogue');
    checkSeries(points, key, 'series');
  }
  // One code per series and one series per code: two codes on one processor would mix two parts' prices.
  const codeOf = new Map<string, string>();
  for (const [code, match] of Object.entries(prices.matches)) {
    if (!(match.processor in prices.series))
      throw new CatalogueError({ file, id: code, field: 'matches.processor' }, `is "${match.processor}", which has no series in this file`);
    const other = codeOf.get(match.processor);
    if (other !== undefined)
      throw new CatalogueError(
        { file, id: code, field: 'matches.processor' },
        `is "${match.processor}", which code "${other}" already names: one code per processor`,
      );
    codeOf.set(match.processor, code);
    if (code in prices.unmatched) throw new CatalogueError({ file, id: code, field: 'unmatched' }, 'is both matched and unmatched');
  }
  for (const key of Object.keys(prices.series)) {
    if (!codeOf.has(key)) throw new CatalogueError({ file, id: key, field: 'series' }, 'is named by no code of "matches": where it came from would be unknown');
  }
  for (const [code, entry] of Object.entries(prices.unmatched)) checkSeries(entry.prices, code, 'unmatched.prices');
  return prices;
}

/** The price file under rootDir, checked against the catalogue's records; null when there is none (a catalogue without prices). */
export async function readPriceFile(rootDir: string, processors: readonly { vendor: Vendor; id: string }[]): Promise<PriceFile | null> {
  const data = await readJsonFile(join(rootDir, PRICE_FILE), PRICE_FILE);
  return data === undefined ? null : validatePriceFile(data, processors);
}
