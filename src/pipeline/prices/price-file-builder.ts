import { CC_BY_4_URL, type MatchRule, type PriceFile, type PricePoint } from '../../record/price-schema.js';
import { processorKey, type Processor } from '../../shared/processor.js';
import { matchCode, nameIndex, type CodeMatch } from './model-codes.js';
import { carriedForwardMonths, DOUBTFUL_MARGIN_PERCENT, markSeries } from './price-marks.js';
import { PriceSourceError, type PriceRow } from './price-rows.js';

/*
 * The author's rows → our price file (data/prices/frocloud.json): each code matched to its
 * processor (model-codes.ts), each series marked (price-marks.ts), the source, licence and the
 * credit in both languages in the words the author asks for, and what we changed, as CC BY asks a
 * publication to say. Pure: the same rows, notes and records give the same file.
 */

/** What the folder's SOURCE.txt says of the file: the dataset's name, its repository, the file read and the commit. */
export interface SourceNotes {
  name: string;
  url: string;
  file: string;
  commit: string;
  /** the sha256 SOURCE.txt gives for cpu-prices.csv, if it gives one */
  sha256: string | null;
}

/** A code listed in data/curated/ as matching no record yet, and why. */
export interface DeclaredUnmatched {
  code: string;
  reason: string;
}

/** A "price now" is a usable price at most this many months before the data's last month. */
export const NOW_WITHIN_MONTHS = 2;

/** The credit in the words the author asks for (SOURCE.txt), ending with the data's last month. */
export function creditOf(notes: SourceNotes, lastMonth: string): PriceFile['credit'] {
  return {
    zh: `数据来源：${notes.name}（${notes.url}），采用 CC BY 4.0 许可。数据截止 ${lastMonth}。`,
    en: `Prices: ${notes.name} (${notes.url}), CC BY 4.0, to ${lastMonth}.`,
  };
}

export const CHANGES: PriceFile['changes'] = {
  zh: 'CPU Atlas 的改动：把作者的型号代码对应到本站的处理器；标注整月照抄上月的价格（未采集）和与前后两个价格相差过大的可疑价格。价格数值未作任何改动。',
  en: "Changed by CPU Atlas: the author's model codes matched to our processors; prices of a month copied whole from the month before (not collected) and doubtful jumps marked. No price was altered.",
};

export interface CodeReport {
  code: string;
  firstMonth: string;
  lastMonth: string;
  months: number;
  match: CodeMatch | null;
  /** why it is unmatched (the curated list's reason, or the rule's) */
  reason: string | null;
}

export interface PriceImport {
  file: PriceFile;
  codes: CodeReport[];
  carriedForward: string[];
  /** per month of the data, how many codes are priced */
  coverage: [month: string, codes: number][];
}

export function buildPriceFile(
  rows: readonly PriceRow[],
  notes: SourceNotes,
  processors: readonly Processor[],
  declared: readonly DeclaredUnmatched[],
): PriceImport {
  if (rows.length === 0) throw new PriceSourceError('the price table has no rows');
  const byCode = new Map<string, PriceRow[]>();
  for (const row of rows) byCode.set(row.code, [...(byCode.get(row.code) ?? []), row]);
  const months = [...new Set(rows.map((row) => row.month))].sort();
  const lastMonth = months.at(-1)!;
  const carried = new Set(carriedForwardMonths(rows));
  const declaredBy = new Map(declared.map((entry) => [entry.code, entry]));
  for (const entry of declared) {
    if (!byCode.has(entry.code))
      throw new PriceSourceError(`the curated list of unmatched codes names "${entry.code}", which the price table does not hold: remove it`);
  }

  const index = nameIndex(processors);
  const matches: Record<string, { processor: string; rule: MatchRule }> = {};
  const series: Record<string, PricePoint[]> = {};
  const unmatched: PriceFile['unmatched'] = {};
  const codes: CodeReport[] = [];
  const failures: string[] = [];
  const matchedBy = new Map<string, string>();
  for (const code of [...byCode.keys()].sort()) {
    const codeRows = byCode.get(code)!;
    const codeMonths = codeRows.map((row) => row.month).sort();
    const report: CodeReport = { code, firstMonth: codeMonths[0]!, lastMonth: codeMonths.at(-1)!, months: codeRows.length, match: null, reason: null };
    codes.push(report);
    const points = markSeries(
      codeRows.map(({ month, yuan }) => ({ month, yuan })),
      carried,
    );
    const result = matchCode(code, report.firstMonth, index);
    const listed = declaredBy.get(code);
    if ('failure' in result) {
      if (listed) {
        report.reason = listed.reason;
        unmatched[code] = { reason: listed.reason, prices: points };
      } else failures.push(`${code} ${result.failure}`);
      continue;
    }
    if (listed) {
      failures.push(
        `${code} is listed as unmatched in data/curated/, but now matches "${result.match.processor.name}" (rule ${result.match.rule}): remove the entry`,
      );
      continue;
    }
    const key = processorKey(result.match.processor);
    const other = matchedBy.get(key);
    if (other !== undefined) {
      failures.push(`${code} matches "${result.match.processor.name}", which ${other} matches too: two codes would mix their prices`);
      continue;
    }
    matchedBy.set(key, code);
    report.match = result.match;
    matches[code] = { processor: key, rule: result.match.rule };
    series[key] = points;
  }
  if (failures.length) {
    throw new PriceSourceError(
      `${failures.length} model code(s) match no one processor; the import stops rather than guess:\n${failures.map((failure) => `  ${failure}`).join('\n')}\nAdd the missing record from the vendor's page (data/curated/<vendor>/), or list the code with the reason in data/curated/price-codes-unmatched.json.`,
    );
  }
  const sortedKeys = <T>(record: Record<string, T>) =>
    Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, record[key]!]),
    );
  return {
    file: {
      source: { name: notes.name, url: notes.url, file: notes.file, commit: notes.commit },
      licence: 'CC-BY-4.0',
      licenceUrl: CC_BY_4_URL,
      credit: creditOf(notes, lastMonth),
      changes: CHANGES,
      lastMonth,
      rules: { doubtfulMarginPercent: DOUBTFUL_MARGIN_PERCENT, nowWithinMonths: NOW_WITHIN_MONTHS },
      matches: sortedKeys(matches),
      series: sortedKeys(series),
      unmatched: sortedKeys(unmatched),
    },
    codes,
    carriedForward: [...carried].sort(),
    coverage: months.map((month) => [month, rows.filter((row) => row.month === month).length]),
  };
}

/**
 * The folder's SOURCE.txt: "Dataset: {name} - …", "Repository: {url} , file {path} at commit {id}",
 * a licence line naming CC BY 4.0, and the file's sha256 where it lists one.
 */
export function parseSourceNotes(text: string): SourceNotes {
  const name = /^Dataset:\s*(.+?)\s+-\s/m.exec(text)?.[1];
  const repository = /^Repository:\s*(https:\/\/\S+?)\s*,\s*file\s+(\S+)\s+at\s+commit\s+([0-9a-f]{40})/ms.exec(text);
  if (!name) throw new PriceSourceError('SOURCE.txt has no line "Dataset: <name> - …"');
  if (!repository) throw new PriceSourceError('SOURCE.txt has no line "Repository: <https URL> , file <path> at commit <40-digit id>"');
  if (!/^Licence:.*\bCC BY 4\.0\b/m.test(text))
    throw new PriceSourceError(
      'SOURCE.txt does not say the data is under CC BY 4.0 ("Licence: CC BY 4.0 …"): this importer writes that licence and its credit, and no other',
    );
  const sha256 = /^([0-9a-f]{64})\s+cpu-prices\.csv$/m.exec(text)?.[1] ?? null;
  return { name, url: repository[1]!, file: repository[2]!, commit: repository[3]!, sha256 };
}
