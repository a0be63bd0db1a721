import { translate } from '../messages.js';
import type { Locale } from '../shared/locales.js';
import { processorKey, type Processor } from '../shared/processor.js';

/**
 * Links that open a pre-filled report on the repository's issue tracker (config REPOSITORY_URL):
 * "report an error" on every processor's page, and "report it missing" under a library search
 * that found nothing. The tracker is GitHub's (or a GitHub Enterprise host's), whose new-issue form
 * takes its title and body from the query (`/issues/new?title=…&body=…`).
 *
 * GitHub refuses an address longer than 8,191 bytes, so a report is kept under that: the body is
 * cut after its last whole line that fits, and says so. Everything is form-encoded, so any text a
 * record or a visitor's query holds is data in the URL and nothing else.
 */
export const MAX_ISSUE_URL_LENGTH = 8000;
/** GitHub keeps a title to 256 characters; ours are far shorter unless a name is absurd */
const MAX_TITLE_LENGTH = 200;

export interface IssueReport {
  title: string;
  /** the body's lines, in Markdown */
  lines: readonly string[];
  /** the line that replaces whatever had to be cut */
  cutNote: string;
}

/** `{repository}/issues/new?title=…&body=…`, at most MAX_ISSUE_URL_LENGTH characters. */
export function newIssueUrl(repositoryUrl: string, report: IssueReport): string {
  const title = oneLine(report.title);
  const head = `${repositoryUrl}/issues/new?title=${formEncode(title.length > MAX_TITLE_LENGTH ? `${title.slice(0, MAX_TITLE_LENGTH - 1)}…` : title)}&body=`;
  const encoded = report.lines.map((line) => formEncode(`${line}\n`));
  const whole = encoded.join('');
  if (head.length + whole.length <= MAX_ISSUE_URL_LENGTH) return head + whole;
  const note = formEncode(`\n${report.cutNote}\n`);
  let body = '';
  for (const line of encoded) {
    if (head.length + body.length + line.length + note.length > MAX_ISSUE_URL_LENGTH) break;
    body += line;
  }
  return head + body + note;
}

/** The report of an error in a processor's record: what it holds, field by field, and where each fact came from. */
export function processorReport(processor: Processor, locale: Locale): IssueReport {
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) => translate(locale, key, values);
  const key = processorKey(processor);
  const facts = recordFields(processor).map(([field, value]) => `${field}: ${JSON.stringify(value)}`);
  const fence = fenceFor(facts);
  const { vendor, secondary, corrections } = processor.sources;
  return {
    title: t('report.errorTitle', { name: `${t(`vendor.${processor.vendor}`)} ${processor.name}`, key }),
    lines: [
      t('report.errorPrompt'),
      '',
      '',
      `### ${t('report.recordHeading')}`,
      '',
      oneLine(`${t(`vendor.${processor.vendor}`)} ${processor.name} (\`${key}\`)`),
      '',
      fence,
      ...facts,
      fence,
      '',
      `### ${t('report.sourcesHeading')}`,
      '',
      // Each source on a line of its own, whatever its name holds.
      ...(vendor === null ? [] : [`- ${oneLine([vendor.name, vendor.productId, vendor.url].filter(Boolean).join(' · '))}`]),
      ...(vendor?.tables ?? []).map((table) => `  - ${oneLine(`${table.name}: ${table.fields.join(', ')}`)}`),
      ...secondary.map((entry) => `- ${oneLine(`${[entry.name, entry.productId, entry.url].filter(Boolean).join(' · ')}: ${entry.fields.join(', ')}`)}`),
      ...corrections.map(
        (entry) => `- ${oneLine(`${t('report.correction', { field: entry.field, value: JSON.stringify(entry.vendorValue) })}: ${entry.url ?? ''}`)}`,
      ),
    ],
    cutNote: t('report.cut'),
  };
}

/** The report of a processor the catalogue lacks, from the search that did not find it. */
export function missingProcessorReport(query: string, locale: Locale): IssueReport {
  const fence = fenceFor([query]);
  return {
    title: translate(locale, 'report.missingTitle', { query: oneLine(query) }),
    lines: [translate(locale, 'report.missingPrompt'), '', '', `### ${translate(locale, 'report.searchedFor')}`, '', fence, oneLine(query), fence],
    cutNote: translate(locale, 'report.cut'),
  };
}

/** Every fact of a record but its sources, nested ones by their dotted path ("memory.maxGB"). */
export function recordFields(processor: Processor): [string, unknown][] {
  const fields: [string, unknown][] = [];
  for (const [name, value] of Object.entries(processor)) {
    if (name === 'sources') continue;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value)) fields.push([`${name}.${inner}`, innerValue]);
    } else {
      fields.push([name, value]);
    }
  }
  return fields;
}

/** A code fence longer than any run of backticks in the lines, so no text can close it early. */
function fenceFor(lines: readonly string[]): string {
  const longest = Math.max(0, ...lines.flatMap((line) => (line.match(/`+/g) ?? []).map((run) => run.length)));
  return '`'.repeat(Math.max(3, longest + 1));
}

/** A title or a quoted query is one line: line breaks and other control characters become spaces. */
function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

/** application/x-www-form-urlencoded, as a new-issue form reads its query: each character on its own, so lines encode apart. */
function formEncode(text: string): string {
  return new URLSearchParams([['', text]]).toString().slice(1);
}
