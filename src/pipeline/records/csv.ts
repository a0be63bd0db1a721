/**
 * An RFC 4180 CSV reader: fields separated by commas, records by CRLF or LF,
 * fields optionally enclosed in double quotes, inside which commas, line
 * breaks and doubled quotes ("") are literal. A leading UTF-8 byte order mark
 * is dropped (spreadsheet exports add one). Each record remembers the line it
 * starts on, because import reports point people at lines of the file.
 *
 * Leniencies, chosen because real exports have them: a quote in the middle of
 * an unquoted field is kept as a character; a lone CR also ends a record;
 * blank lines are skipped rather than read as one-empty-field records.
 */
export interface CsvRecord {
  /** 1-based line number in the file where the record starts */
  line: number;
  fields: string[];
}

export class CsvError extends Error {
  readonly line: number;
  constructor(line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = 'CsvError';
    this.line = line;
  }
}

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;

export function parseCsv(input: string): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const n = text.length;

  // a blank line parses as one empty field and carries no data; a line holding
  // just "" is a real record with one empty field, so quoting is remembered
  let quoted = false;
  const endRecord = (): void => {
    if (quoted || !(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
    quoted = false;
  };

  while (i < n) {
    let value: string;
    if (text.charCodeAt(i) === QUOTE) {
      quoted = true;
      const startLine = line;
      let parts = '';
      let from = i + 1;
      for (;;) {
        const close = text.indexOf('"', from);
        if (close === -1) throw new CsvError(startLine, 'a quoted field is never closed');
        parts += text.slice(from, close);
        if (text.charCodeAt(close + 1) === QUOTE) {
          parts += '"';
          from = close + 2;
          continue;
        }
        i = close + 1;
        break;
      }
      // count line breaks inside the field so later records keep true line numbers (CRLF counts once)
      for (let k = 0; k < parts.length; k++) if (parts.charCodeAt(k) === LF) line++;
      value = parts;
      const next = i < n ? text.charCodeAt(i) : -1;
      if (next !== COMMA && next !== LF && next !== CR && next !== -1) {
        throw new CsvError(line, `unexpected ${JSON.stringify(text[i])} after a closing quote (a quote inside a quoted field must be doubled)`);
      }
    } else {
      let end = i;
      while (end < n) {
        const c = text.charCodeAt(end);
        if (c === COMMA || c === LF || c === CR) break;
        end++;
      }
      value = text.slice(i, end);
      i = end;
    }
    fields.push(value);
    if (i >= n) {
      endRecord();
      break;
    }
    const c = text.charCodeAt(i);
    if (c === COMMA) {
      i++;
      // a comma at the very end of the input still ends an (empty) field
      if (i === n) {
        fields.push('');
        endRecord();
        break;
      }
      continue;
    }
    // line break: CRLF, LF or a lone CR
    i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
    line++;
    endRecord();
    recordLine = line;
  }
  return records;
}
